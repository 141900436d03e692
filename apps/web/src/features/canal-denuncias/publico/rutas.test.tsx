import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/router';

import { canalDePrueba, TOKEN } from './test-canal';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const usuario = {
  id: 7,
  id_empresa: 2,
  nombre: 'Ana',
  apellido: 'Rojas',
  email: 'admin@demo.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 2, nombre: 'Empresa Demo SpA', logo: null, modulos: ['mi_empresa', 'canal_denuncias'] },
};

/** The real route table on a small fake server: what each kind of path reaches. */
function abrir(path: string, { conSesion = true } = {}) {
  const pedidos: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const clave = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    pedidos.push(clave);
    if (clave === `GET /canal-denuncia/public/${TOKEN}`) return json(canalDePrueba());
    if (clave === 'GET /auth/check-session')
      return conSesion ? json({ active: true, user: usuario }) : json({ mensaje: 'Sin sesión' }, 401);
    if (clave === 'POST /auth/refresh') return json({ mensaje: 'Sesión expirada' }, 401);
    if (clave === 'GET /notificaciones/pendientes') return json({ total: 0 });
    return json({ mensaje: 'No encontrado' }, 404);
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { pedidos, router };
}

describe('public routes', () => {
  it('serve the channel page without the shell and without a session check', async () => {
    const { pedidos } = abrir(`/canal/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal de denuncias de Empresa Demo' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Módulos' })).toBeNull();
    expect(pedidos).not.toContain('GET /auth/check-session');
  });

  it('serve the report form at /{slug}/{uuid}', async () => {
    const { pedidos } = abrir(`/empresa-demo/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeTruthy();
    expect(pedidos).not.toContain('GET /auth/check-session');
  });

  it('leave other two-segment paths to the signed-in app', async () => {
    abrir('/mi-empresa/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Módulos' })).toBeTruthy();
  });

  it('send a visitor without a session from an unknown private path to /login', async () => {
    const { router } = abrir('/mi-empresa/no-existe', { conSesion: false });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('do not take a uuid followed by more segments for the form', async () => {
    abrir(`/empresa-demo/${TOKEN}/extra`, { conSesion: false });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hacer una denuncia' })).toBeNull();
  });
});
