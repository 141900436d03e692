import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { MENSAJES_INVITACION } from '@atalaya/shared/contracts/auth/invitaciones';
import { InvitacionPage } from './invitacion-page';

const INVITACION = {
  email: 'ines@demo.cl',
  nombre: 'Inés',
  apellido: 'Invitada',
  empresa: 'Empresa Demo SpA',
  expira: '2026-12-05T12:00:00.000Z',
};

/** GET/POST /auth/invitacion/{token}: `get` answers the page's lookup; POSTs are recorded. */
function fakeApi(get: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.endsWith('/auth/invitacion/tok-123') && (init.method ?? 'GET') === 'GET') return json(get.body, get.status);
    if (url.endsWith('/auth/invitacion/tok-123') && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json({ email: INVITACION.email });
    }
    throw new Error(`unexpected request ${init.method ?? 'GET'} ${url}`);
  });
  return { posts: () => posts };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/invitacion/:token', Component: InvitacionPage },
      { path: '/login', element: <p>Página de inicio de sesión</p> },
    ],
    { initialEntries: ['/invitacion/tok-123'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('InvitacionPage (issue 24 F7)', () => {
  it('shows the company and address, checks both passwords, then sends to sign in', async () => {
    const api = fakeApi({ status: 200, body: INVITACION });
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Active su cuenta' })).toBeTruthy();
    expect(screen.getByText('Empresa Demo SpA')).toBeTruthy();
    expect(screen.getByText('ines@demo.cl')).toBeTruthy();

    await user.type(screen.getByLabelText('Contraseña *'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña y activar' }));
    expect(await screen.findByText('La contraseña debe tener al menos 12 caracteres.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Contraseña *'));
    await user.type(screen.getByLabelText('Contraseña *'), 'una clave larga 2026');
    await user.type(screen.getByLabelText('Repita la contraseña *'), 'otra clave larga 2026');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña y activar' }));
    expect(await screen.findByText(MENSAJES_INVITACION.confirmacion)).toBeTruthy();
    expect(screen.getByLabelText('Repita la contraseña *').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);

    await user.clear(screen.getByLabelText('Repita la contraseña *'));
    await user.type(screen.getByLabelText('Repita la contraseña *'), 'una clave larga 2026');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña y activar' }));
    expect(await screen.findByRole('heading', { name: 'Su cuenta está activa' })).toBeTruthy();
    expect(api.posts()).toEqual([{ password: 'una clave larga 2026', confirmacion: 'una clave larga 2026' }]);
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Página de inicio de sesión')).toBeTruthy();
  });

  it('an expired link says so and what to do', async () => {
    fakeApi({ status: 404, body: { mensaje: MENSAJES_INVITACION.vencida, codigo: 'NO_ENCONTRADO' } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'La invitación venció' })).toBeTruthy();
    expect(screen.getByText(MENSAJES_INVITACION.vencida)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeTruthy();
  });
});
