import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, cookiesFrom, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { SESSION_COOKIE } from '../../platform/access';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

function login(username: string, password: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    ...form({ username, password }),
  });
}

function checkSession(cookies: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/check-session', headers: { cookie: cookieHeader(cookies) } });
}

function refresh(cookies: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: cookieHeader(cookies) } });
}

describe('POST /auth/login', () => {
  it('signs in, sets httpOnly cookies and check-session returns the SPEC §3 user', async () => {
    const res = await login('admin@demo.cl', 'Atalaya.Demo.2026');
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'atalaya_session')!;
    const refreshCookie = res.cookies.find((c) => c.name === 'atalaya_refresh')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(refreshCookie.path).toBe('/api/v1/auth');
    expect(session.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const check = await checkSession(cookiesFrom(res));
    expect(check.statusCode).toBe(200);
    const body = check.json();
    expect(body.active).toBe(true);
    expect(body.user).toMatchObject({
      nombre: 'Carolina',
      apellido: 'Muñoz',
      email: 'admin@demo.cl',
      roles: [{ nombre: 'admin_empresa' }],
      empresa: { nombre: 'Empresa Demo SpA', logo: null },
    });
    expect(body.user.id_empresa).toBe(body.user.empresa.id);
  });

  it('accepts the username case-insensitively', async () => {
    expect((await login('ADMIN@Demo.cl', 'Atalaya.Demo.2026')).statusCode).toBe(200);
  });

  it('answers wrong password and unknown user with the same 401', async () => {
    const wrong = await login('admin@demo.cl', 'otra-clave', '10.0.0.2');
    const unknown = await login('nadie@demo.cl', 'otra-clave', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      mensaje: 'Credenciales inválidas',
      detail: 'Credenciales inválidas',
      codigo: 'CREDENCIALES_INVALIDAS',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rejects missing fields with Spanish field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', ...form({ username: '' }) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.codigo).toBe('VALIDACION');
    expect(body.errores).toMatchObject({
      username: 'Ingrese su correo electrónico.',
      password: 'Ingrese su contraseña.',
    });
  });

  it('never locks an account: after 3 failures the next attempt needs a challenge (prueba-trabajo.test.ts)', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('dd@demo.cl', 'mala', '10.1.0.1')).statusCode).toBe(i < 3 ? 401 : 429);
    const res = await login('dd@demo.cl', 'Atalaya.Demo.2026', '10.1.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().codigo).toBe('DESAFIO_REQUERIDO');
    // Unsolved attempts are not failures: the window of the three passes and the account is free.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login('dd@demo.cl', 'Atalaya.Demo.2026', '10.1.0.99')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('rotates the refresh token on every use; the old access token stops working', async () => {
    const first = cookiesFrom(await login('admin@demo.cl', 'Atalaya.Demo.2026'));
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const second = cookiesFrom(res);
    expect(second.atalaya_refresh).not.toBe(first.atalaya_refresh);
    expect(second.atalaya_session).not.toBe(first.atalaya_session);
    expect((await checkSession(second)).statusCode).toBe(200);
    expect((await checkSession(first)).statusCode).toBe(401);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const first = cookiesFrom(await login('admin@demo.cl', 'Atalaya.Demo.2026'));
    const second = cookiesFrom(await refresh(first));
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    // The legitimate holder of the newest tokens is signed out too.
    expect((await checkSession(second)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('expires after 30 minutes idle, and refresh cannot revive it', async () => {
    const cookies = cookiesFrom(await login('admin@demo.cl', 'Atalaya.Demo.2026'));
    t.clock.advance(10 * 60_000);
    expect((await checkSession(cookies)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await checkSession(cookies)).statusCode).toBe(401);
    expect((await refresh(cookies)).statusCode).toBe(401);
  });

  it('needs a refresh after the 15-minute access token lapses, while activity keeps it alive', async () => {
    let cookies = cookiesFrom(await login('admin@demo.cl', 'Atalaya.Demo.2026'));
    t.clock.advance(16 * 60_000);
    expect((await checkSession(cookies)).statusCode).toBe(401);
    cookies = cookiesFrom(await refresh(cookies));
    expect((await checkSession(cookies)).statusCode).toBe(200);
  });

  it('ends at the 12-hour absolute limit however active the user is', async () => {
    let cookies = cookiesFrom(await login('admin@demo.cl', 'Atalaya.Demo.2026'));
    let minutes = 0;
    let lastOk = 0;
    while (minutes < 14 * 60) {
      t.clock.advance(14 * 60_000);
      minutes += 14;
      const res = await refresh(cookies);
      if (res.statusCode !== 200) break;
      cookies = cookiesFrom(res);
      lastOk = minutes;
    }
    expect(lastOk).toBeGreaterThan(11 * 60);
    expect(lastOk).toBeLessThan(12 * 60);
    expect(minutes).toBeGreaterThanOrEqual(12 * 60);
    expect(minutes).toBeLessThan(13 * 60);
  });

  it('logout kills the session server-side: the same cookie then answers 401', async () => {
    const cookies = await loginAs(t.app, 'denuncias@demo.cl');
    expect((await checkSession(cookies)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'atalaya_session')?.value).toBe('');
    const after = await checkSession(cookies);
    expect(after.statusCode).toBe(401);
    expect(after.json().codigo).toBe('NO_AUTENTICADO');
    expect((await refresh(cookies)).statusCode).toBe(401);
  });

  it('check-session without any session cookie answers 200 signed out (no failed request for a visitor)', async () => {
    const res = await checkSession({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ active: false, user: null });
  });

  it('check-session with a session cookie that is not valid is 401 with a Spanish message', async () => {
    const res = await checkSession({ [SESSION_COOKIE]: 'no-es-una-sesion' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ codigo: 'NO_AUTENTICADO', mensaje: 'Debe iniciar sesión para continuar.' });
  });
});
