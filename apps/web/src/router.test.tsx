import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/router';

const user = {
  id: 7,
  id_empresa: 3,
  nombre: 'Ana',
  apellido: 'Rojas',
  email: 'admin@demo.cl',
  roles: [{ nombre: 'admin_empresa' }, { nombre: 'admin_user_denuncias' }],
  empresa: { nombre: 'Empresa Demo SpA', logo: null },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stands in for the browser's fetch with a server whose session can be ended by /auth/logout. */
function fakeBrowserFetch({ signedIn }: { signedIn: boolean }) {
  let active = signedIn;
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    sent.push(key);
    if (key === 'GET /auth/check-session') return json(active ? { active, user } : { active: false, user: null });
    if (key === 'POST /auth/logout') {
      active = false;
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected request ${key}`);
  });
  return sent;
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('routes', () => {
  it('sends a visitor without a session from a private page to /login, remembering it', async () => {
    fakeBrowserFetch({ signedIn: false });
    const router = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it('redirects / to the dashboard, which greets the user with company and roles', async () => {
    fakeBrowserFetch({ signedIn: true });
    const router = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana Rojas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Empresa Demo SpA')).toBeTruthy();
    expect(screen.getByText('admin_empresa')).toBeTruthy();
    expect(screen.getByText('admin_user_denuncias')).toBeTruthy();
  });

  it('signs out and returns to the login page', async () => {
    const sent = fakeBrowserFetch({ signedIn: true });
    const router = renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toContain('POST /auth/logout');
  });

  it('shows a Spanish not-found page for unknown paths', async () => {
    fakeBrowserFetch({ signedIn: false });
    renderApp('/no-existe');

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});
