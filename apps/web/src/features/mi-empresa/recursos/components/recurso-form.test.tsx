import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RecursoForm } from './recurso-form';

/** Stands in for the browser's fetch behind the real API client; records each request and its body. */
function fakeApi(answer?: { status: number; body: unknown }) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    requests.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (key === 'GET /centros/?limit=100') return json({ data: [], total: 0 });
    if (key === 'GET /trabajadores/?limit=100') return json({ data: [], total: 0 });
    if (key === 'POST /recursos/') return json(answer?.body ?? { id: 99 }, answer?.status ?? 201);
    throw new Error(`unexpected request ${key}`);
  });
  return { posts: () => requests.filter((r) => r.key === 'POST /recursos/') };
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RecursoForm open onOpenChange={() => {}} onSuccess={onSuccess} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('RecursoForm', () => {
  it('requires name and type and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El tipo es obligatorio')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('creates an operative resource with "none" selects as null', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Grúa horquilla');
    await user.type(screen.getByLabelText('Tipo *'), 'Equipo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toEqual({
      nombre: 'Grúa horquilla',
      tipo: 'Equipo',
      descripcion: '',
      responsable_id: null,
      centro_id: null,
      estado: 'operativo',
    });
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({ status: 400, body: { mensaje: 'Datos inválidos', errores: { tipo: 'Máximo 100 caracteres.' } } });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Grúa');
    await user.type(screen.getByLabelText('Tipo *'), 'Equipo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Máximo 100 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Tipo *').getAttribute('aria-invalid')).toBe('true');
  });
});
