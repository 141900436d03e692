import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { notificacionesKeys, type Notificacion } from '../../shell/notificaciones-api';
import { notificacionTarget } from './components/notificacion-dialog';
import { NotificacionesPage } from './notificaciones-page';

const at = (day: number, hour: number, minute: number) => new Date(2026, 0, day, hour, minute).toISOString();

const bienvenida: Notificacion = {
  id: 5,
  titulo: 'Bienvenido a Atalaya',
  mensaje: 'Complete los datos de su empresa.',
  enlace: '/mi-empresa',
  leida: false,
  created_at: at(5, 14, 5),
};
const plan: Notificacion = {
  id: 4,
  titulo: 'Plan activado',
  mensaje: 'Su plan Básico está activo.',
  enlace: null,
  leida: true,
  created_at: at(4, 9, 30),
};

/** Stands in for the browser's fetch behind the real API client; records each request. */
function fakeApi(list: () => Notificacion[]) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    // The bell's count, which the page also reads: answered, not recorded.
    if (key === 'GET /notificaciones/pendientes') return json({ total: list().filter((n) => !n.leida).length });
    requests.push(key);
    if (key.startsWith('GET /notificaciones/?')) return json({ data: list(), total: list().length });
    const leer = /^POST \/notificaciones\/(\d+)\/leer$/.exec(key);
    if (leer) return json({ ok: true });
    if (key === 'POST /notificaciones/leer-todas') return json({ ok: true, marcadas: 1 });
    throw new Error(`unexpected request ${key}`);
  });
  return requests;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the header bell would have cached.
  queryClient.setQueryData(notificacionesKeys.pendientes(), { total: 1 });
  const router = createMemoryRouter(
    [
      { path: '/notificaciones', Component: NotificacionesPage },
      { path: '/mi-empresa', element: <h1>Mi Empresa</h1> },
    ],
    { initialEntries: ['/notificaciones'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient, router };
}

describe('NotificacionesPage', () => {
  it('lists the notifications with title, message, date and state, without search or filters', async () => {
    const requests = fakeApi(() => [bienvenida, plan]);
    renderPage();

    const table = await screen.findByRole('table', { name: /Notificaciones/ });
    await within(table).findByRole('cell', { name: 'Bienvenido a Atalaya' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Título', 'Mensaje', 'Fecha', 'Estado', 'Acciones']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['', 'Bienvenido a Atalaya', 'Complete los datos de su empresa.', '05/01/2026 14:05', 'Sin leer', '']);
    expect(within(second!).getByText('Leída')).toBeTruthy();
    expect(requests).toEqual(['GET /notificaciones/?skip=0&limit=10']);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filtros' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Agregar/ })).toBeNull();
  });

  it('marks a notification read, then reloads the list and the bell count', async () => {
    let rows = [bienvenida, plan];
    const requests = fakeApi(() => rows);
    const { user, queryClient } = renderPage();
    await screen.findByRole('cell', { name: 'Bienvenido a Atalaya' });

    await user.click(screen.getByRole('button', { name: 'Acciones de Plan activado' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Ver']);
    await user.keyboard('{Escape}');

    rows = [{ ...bienvenida, leida: true }, plan];
    await user.click(screen.getByRole('button', { name: 'Acciones de Bienvenido a Atalaya' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Marcar como leída' }));

    await waitFor(() => expect(screen.getAllByText('Leída')).toHaveLength(2));
    expect(requests).toEqual([
      'GET /notificaciones/?skip=0&limit=10',
      'POST /notificaciones/5/leer',
      'GET /notificaciones/?skip=0&limit=10',
    ]);
    // The bell's count was reloaded with the list.
    await waitFor(() => expect(queryClient.getQueryData(notificacionesKeys.pendientes())).toEqual({ total: 0 }));
  });

  it('marks all read in one request from the header, and the button goes once nothing is unread', async () => {
    let rows = [bienvenida, plan];
    const requests = fakeApi(() => rows);
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Bienvenido a Atalaya' });

    rows = [{ ...bienvenida, leida: true }, plan];
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(screen.getAllByText('Leída')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull());
    expect(requests).toEqual([
      'GET /notificaciones/?skip=0&limit=10',
      'POST /notificaciones/leer-todas',
      'GET /notificaciones/?skip=0&limit=10',
    ]);
  });

  it('shows a notification read-only with a link to where it points', async () => {
    fakeApi(() => [bienvenida]);
    const { user, router } = renderPage();
    await screen.findByRole('cell', { name: 'Bienvenido a Atalaya' });

    await user.click(screen.getByRole('button', { name: 'Acciones de Bienvenido a Atalaya' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver' }));

    const dialog = screen.getByRole('dialog', { name: 'Bienvenido a Atalaya' });
    expect(within(dialog).getByText('Complete los datos de su empresa.')).toBeTruthy();
    expect(within(dialog).getByText('05/01/2026 14:05')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('link', { name: 'Ir' }));
    expect(router.state.location.pathname).toBe('/mi-empresa');
  });
});

describe('notificacionTarget', () => {
  it('links app paths and web addresses only', () => {
    expect(notificacionTarget('/documentos/listado')).toEqual({ internal: '/documentos/listado' });
    expect(notificacionTarget('https://atalaya.cl/ayuda')).toEqual({ external: 'https://atalaya.cl/ayuda' });
    expect(notificacionTarget('javascript:alert(1)')).toBeNull();
    expect(notificacionTarget('//otro.sitio/x')).toBeNull();
    expect(notificacionTarget('  ')).toBeNull();
    expect(notificacionTarget(null)).toBeNull();
  });
});
