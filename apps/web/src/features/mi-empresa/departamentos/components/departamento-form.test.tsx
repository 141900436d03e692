import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Departamento } from '../api';
import { DepartamentoForm } from './departamento-form';

const GERENCIA: Departamento = {
  id: 1,
  nombre: 'Gerencia General',
  descripcion: '',
  responsable_id: null,
  responsable: null,
  parent_id: null,
  parent: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** Stands in for the browser's fetch behind the real API client; records each request and its body. */
function fakeApi(answer?: { status: number; body: unknown }) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    requests.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (key === 'GET /departamentos/?limit=100') return json({ data: [GERENCIA], total: 1 });
    if (key === 'GET /trabajadores/?limit=100') return json({ data: [], total: 0 });
    if (key === 'POST /departamentos/') return json(answer?.body ?? { id: 99 }, answer?.status ?? 201);
    if (key === 'PUT /departamentos/1') return json(answer?.body ?? GERENCIA, answer?.status ?? 200);
    throw new Error(`unexpected request ${key}`);
  });
  return {
    posts: () => requests.filter((r) => r.key === 'POST /departamentos/'),
    puts: () => requests.filter((r) => r.key === 'PUT /departamentos/1'),
  };
}

function renderForm(row?: Departamento) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DepartamentoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('DepartamentoForm', () => {
  it('requires a name and sends nothing without it', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByLabelText('Nombre *').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends "none" selects as null', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Auditoría Interna');
    await user.type(screen.getByLabelText('Descripción'), 'Revisión de controles.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      nombre: 'Auditoría Interna',
      descripcion: 'Revisión de controles.',
      responsable_id: null,
      parent_id: null,
    });
  });

  it('edits an existing department with PUT', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(GERENCIA);

    expect((screen.getByLabelText('Nombre *') as HTMLInputElement).value).toBe('Gerencia General');
    await user.clear(screen.getByLabelText('Nombre *'));
    await user.type(screen.getByLabelText('Nombre *'), 'Gerencia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toMatchObject({ nombre: 'Gerencia', parent_id: null });
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({ status: 400, body: { mensaje: 'Datos inválidos', errores: { descripcion: 'Máximo 1000 caracteres.' } } });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Auditoría');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Máximo 1000 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Descripción').getAttribute('aria-invalid')).toBe('true');
  });
});
