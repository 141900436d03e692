import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Centro } from '../api';
import { CentroForm } from './centro-form';

const CASA_MATRIZ: Centro = {
  id: 3,
  nombre: 'Casa Matriz',
  direccion: 'Av. Providencia 1208',
  region_codigo: '13',
  comuna_codigo: '13123',
  responsable_id: null,
  responsable: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const REGIONES = [
  {
    codigo: '13',
    nombre: 'Metropolitana de Santiago',
    romano: 'XIII',
    comunas: [{ codigo: '13123', nombre: 'Providencia' }],
  },
];

/** Stands in for the browser's fetch behind the real API client; records each request and its body. */
function fakeApi(answer?: { status: number; body: unknown }) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    requests.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (key === 'GET /region_comuna') return json({ data: REGIONES });
    if (key === 'GET /trabajadores/?limit=100') return json({ data: [], total: 0 });
    if (key === 'POST /centros/') return json(answer?.body ?? { id: 99 }, answer?.status ?? 201);
    if (key === 'PUT /centros/3') return json(answer?.body ?? CASA_MATRIZ, answer?.status ?? 200);
    throw new Error(`unexpected request ${key}`);
  });
  return {
    posts: () => requests.filter((r) => r.key === 'POST /centros/'),
    puts: () => requests.filter((r) => r.key === 'PUT /centros/3'),
  };
}

function renderForm(row?: Centro) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <CentroForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('CentroForm', () => {
  it('requires name, region and commune and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Seleccione una región válida')).toBeTruthy();
    expect(screen.getByText('Seleccione una comuna válida para la región')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('edits a center with PUT, keeping its region and commune', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(CASA_MATRIZ);

    await user.clear(screen.getByLabelText('Dirección'));
    await user.type(screen.getByLabelText('Dirección'), 'Av. Providencia 1210');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({
      nombre: 'Casa Matriz',
      direccion: 'Av. Providencia 1210',
      region_codigo: '13',
      comuna_codigo: '13123',
      responsable_id: null,
    });
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({
      status: 400,
      body: { mensaje: 'Datos inválidos', errores: { comuna_codigo: 'La comuna no es de la región' } },
    });
    const { user } = renderForm(CASA_MATRIZ);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La comuna no es de la región')).toBeTruthy();
  });
});
