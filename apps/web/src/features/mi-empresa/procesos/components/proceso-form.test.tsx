import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Proceso } from '../api';
import { ProcesoForm } from './proceso-form';

const PROCESO: Proceso = {
  id: 7,
  nombre_proceso: 'Pago a proveedores',
  codigo_proceso: 'APO-02',
  descripcion: '',
  categoria: 'apoyo',
  responsable_id: null,
  responsable: null,
  departamento_id: null,
  departamento: null,
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
    if (key === 'GET /categoria-proceso') return json({ data: [{ id: 'apoyo', nombre: 'Apoyo' }] });
    if (key === 'GET /departamentos/?limit=100') return json({ data: [], total: 0 });
    if (key === 'GET /trabajadores/?limit=100') return json({ data: [], total: 0 });
    if (key === 'POST /proceso/') return json(answer?.body ?? { id: 99 }, answer?.status ?? 201);
    if (key === 'PUT /proceso/7') return json(answer?.body ?? PROCESO, answer?.status ?? 200);
    throw new Error(`unexpected request ${key}`);
  });
  return {
    posts: () => requests.filter((r) => r.key === 'POST /proceso/'),
    puts: () => requests.filter((r) => r.key === 'PUT /proceso/7'),
  };
}

function renderForm(row?: Proceso) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ProcesoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProcesoForm', () => {
  it('requires code, name and category and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El código del proceso es obligatorio')).toBeTruthy();
    expect(screen.getByText('El nombre del proceso es obligatorio')).toBeTruthy();
    expect(screen.getByText('Seleccione una categoría válida')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('edits a process with PUT, code in capitals and "none" selects as null', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(PROCESO);

    await user.clear(screen.getByLabelText('Código *'));
    await user.type(screen.getByLabelText('Código *'), 'apo-03');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({
      codigo_proceso: 'APO-03',
      nombre_proceso: 'Pago a proveedores',
      descripcion: '',
      categoria: 'apoyo',
      responsable_id: null,
      departamento_id: null,
    });
  });

  it('shows a duplicate code (409) on the code field', async () => {
    fakeApi({ status: 409, body: { mensaje: 'Ya existe un proceso con ese código' } });
    const { user, onSuccess } = renderForm(PROCESO);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un proceso con ese código')).toBeTruthy();
    expect(screen.getByLabelText('Código *').getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
