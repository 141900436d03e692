import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

import { createQueryClient } from '@/lib/query-client';

import { FaqsPage } from './faqs-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fecha = '2026-03-01T12:00:00.000Z';
const faq = (id: number, pregunta: string) => ({
  id,
  pregunta,
  respuesta: 'Respuesta.',
  orden: id,
  publicada: false,
  created_at: fecha,
  updated_at: fecha,
});
const FAQS = [faq(1, '¿Qué es el canal?'), faq(2, '¿Quién investiga?'), faq(3, '¿Qué es la Ley Karin?')];
const EN_USO = 'No se puede completar la operación: el registro está en uso por otros registros.';

/** The list, and the batch routes answering `batch` (200 by default). */
function stubApi(batch: { status: number; body: unknown } = { status: 200, body: { procesados: 2 } }) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '').replace(/\?.*/, '')}`;
    requests.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (key === 'GET /faqs/') return json({ data: FAQS, total: FAQS.length });
    if (key === 'PUT /faqs/batch-update' || key === 'POST /faqs/batch-delete') return json(batch.body, batch.status);
    throw new Error(`unexpected request ${key}`);
  });
  return { lotes: () => requests.filter((r) => r.key.includes('/batch-')) };
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/globales/faqs', element: <FaqsPage /> }], {
    initialEntries: ['/globales/faqs'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function seleccionar(user: ReturnType<typeof userEvent.setup>, ...preguntas: string[]) {
  for (const p of preguntas) await user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${p}` }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('FaqsPage batch actions', () => {
  it('asks before publishing the selection, sends nothing when cancelled, then PUTs batch-update', async () => {
    const api = stubApi();
    const user = renderPage();
    await seleccionar(user, '¿Qué es el canal?', '¿Quién investiga?');
    const region = screen.getByRole('region', { name: 'Acciones sobre la selección' });
    expect(region.textContent).toContain('2 seleccionadas');

    await user.click(within(region).getByRole('button', { name: 'Publicar' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Publicar 2 preguntas frecuentes?' });
    expect(dialog.textContent).toContain('¿Qué es el canal?, ¿Quién investiga?.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.lotes()).toHaveLength(0);

    await seleccionar(user, '¿Qué es el canal?', '¿Quién investiga?');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Publicar 2 preguntas frecuentes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 preguntas frecuentes publicadas'));
    expect(api.lotes()).toEqual([
      { key: 'PUT /faqs/batch-update', body: { ids: [1, 2], cambios: { publicada: true } } },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the server's Spanish message when a batch delete is refused (409)", async () => {
    const api = stubApi({ status: 409, body: { codigo: 'CONFLICTO', mensaje: EN_USO } });
    const user = renderPage();
    await seleccionar(user, '¿Qué es la Ley Karin?');
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar 1 pregunta frecuente?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(EN_USO, { id: EN_USO }));
    expect(api.lotes()).toEqual([{ key: 'POST /faqs/batch-delete', body: { ids: [3] } }]);
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
