import { describe, expect, it, vi } from 'vitest';

import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api';

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for the browser's fetch that answers from a script, in order, and records each call. */
function scriptedFetch(...responses: Array<Response | Error | DOMException>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected request ${init.method ?? 'GET'} ${url}`);
    if (!(next instanceof Response)) throw next;
    return next;
  };
  return { fetch, calls };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  it('sends credentials to /api/v1 and parses JSON', async () => {
    const { fetch, calls } = scriptedFetch(json(200, { active: true }));
    const api = createApiClient({ fetch });

    await expect(api.get('/auth/check-session')).resolves.toEqual({ active: true });
    expect(calls[0]?.url).toBe('/api/v1/auth/check-session');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('on 401 refreshes the session once and retries the original request once', async () => {
    const { fetch, calls } = scriptedFetch(
      json(401, { mensaje: 'No autenticado' }),
      new Response(null, { status: 204 }),
      json(200, { data: [{ id: 1 }], total: 1 }),
    );
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch, onSessionExpired });

    await expect(api.post('/trabajadores/', { nombre: 'Ana' })).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/v1/trabajadores/',
      'POST /api/v1/auth/refresh',
      'POST /api/v1/trabajadores/',
    ]);
    expect(calls[2]?.init.body).toBe(JSON.stringify({ nombre: 'Ana' }));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not loop when the retried request answers 401 again', async () => {
    const { fetch, calls } = scriptedFetch(
      json(401, { mensaje: 'No autenticado' }),
      new Response(null, { status: 204 }),
      json(401, { mensaje: 'No autenticado' }),
    );
    const api = createApiClient({ fetch });

    await expect(api.get('/usuarios/')).rejects.toMatchObject({ status: 401, message: 'No autenticado' });
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { fetch, calls } = scriptedFetch(
      json(401, {}),
      json(401, {}),
      new Response(null, { status: 204 }),
      json(200, { a: 1 }),
      json(200, { b: 2 }),
    );
    const api = createApiClient({ fetch });

    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('when the refresh fails, reports the expired session and throws', async () => {
    const { fetch, calls } = scriptedFetch(json(401, {}), json(401, { mensaje: 'Sesión inválida' }));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch, onSessionExpired });

    const error = await api.get('/empresas/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: SESSION_EXPIRED_MESSAGE, status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('never refreshes for a failed login', async () => {
    const { fetch, calls } = scriptedFetch(json(401, { detail: 'Credenciales inválidas' }));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch, onSessionExpired });

    await expect(api.postForm('/auth/login', { username: 'a@b.cl', password: 'x' })).rejects.toMatchObject({
      message: 'Credenciales inválidas',
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('surfaces the server mensaje, status, codigo and field errors', async () => {
    const { fetch } = scriptedFetch(
      json(400, {
        mensaje: 'Datos inválidos',
        detail: 'Datos inválidos',
        codigo: 'VALIDACION',
        errores: { rut: 'RUT inválido' },
      }),
    );
    const api = createApiClient({ fetch });

    const error = await api.post('/trabajadores/', { rut: '1-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Datos inválidos',
      status: 400,
      codigo: 'VALIDACION',
      errores: { rut: 'RUT inválido' },
    });
  });

  it('falls back to detail, then to a generic Spanish message', async () => {
    const { fetch } = scriptedFetch(
      json(409, { detail: 'Transición no permitida' }),
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const api = createApiClient({ fetch });

    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Transición no permitida', status: 409 });
    await expect(api.get('/y')).rejects.toMatchObject({ message: 'La solicitud falló (código 502)', status: 502 });
  });

  it('turns a network failure into a 500 ApiError', async () => {
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));
    const api = createApiClient({ fetch });

    const error = await api.get('/auth/check-session').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 500 });
  });

  it('lets cancellation through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch } = scriptedFetch(abort);
    const api = createApiClient({ fetch });

    await expect(api.get('/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('posts form-encoded fields', async () => {
    const { fetch, calls } = scriptedFetch(new Response(null, { status: 204 }));
    const api = createApiClient({ fetch });

    await expect(api.postForm('/auth/login', { username: 'ana@demo.cl', password: 'a&b' })).resolves.toBeUndefined();
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.init.body).toBe('username=ana%40demo.cl&password=a%26b');
  });
});
