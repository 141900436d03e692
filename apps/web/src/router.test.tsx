import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/router';

const ALL_MODULES = ['mi_empresa', 'documentos', 'canal_denuncias', 'due_diligence', 'no_conformidades'];

function makeUser(overrides: { roles?: string[]; modulos?: string[]; empresa?: string; empresaId?: number } = {}) {
  return {
    id: 7,
    id_empresa: overrides.empresaId ?? 2,
    nombre: 'Ana',
    apellido: 'Rojas',
    email: 'admin@demo.cl',
    roles: (overrides.roles ?? ['admin_empresa', 'admin_user_denuncias']).map((nombre) => ({ nombre })),
    empresa: {
      id: overrides.empresaId ?? 2,
      nombre: overrides.empresa ?? 'Empresa Demo SpA',
      logo: null,
      modulos: overrides.modulos ?? ALL_MODULES,
    },
  };
}
type User = ReturnType<typeof makeUser>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stands in for the browser's fetch with a small server: a session that logout ends, and a few more calls. */
function fakeServer({
  user = makeUser(),
  signedIn = true,
  pendientes = 0,
  extra = {},
}: {
  user?: User;
  signedIn?: boolean;
  pendientes?: number;
  extra?: Record<string, (init: RequestInit) => Response>;
} = {}) {
  let active = signedIn;
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    sent.push(key);
    const handler = extra[key];
    if (handler) return handler(init);
    if (key === 'GET /auth/check-session')
      return active ? json({ active, user }) : json({ mensaje: 'Sin sesión' }, 401);
    if (key === 'POST /auth/refresh') return json({ mensaje: 'Sesión expirada' }, 401);
    if (key === 'GET /notificaciones/pendientes') return json({ total: pendientes });
    if (key === 'POST /auth/logout') {
      active = false;
      return json({ ok: true });
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

async function sidebarEntries() {
  const nav = await screen.findByRole('navigation', { name: 'Módulos' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[data-sidebar=menu-button]')?.textContent?.trim())
    .filter(Boolean);
}

beforeEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

describe('routes and session', () => {
  it('sends a visitor without a session from a private page to /login, remembering it', async () => {
    fakeServer({ signedIn: false });
    const router = renderApp('/documentos/listado?q=x');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/documentos/listado', search: '?q=x' } });
  });

  it('says so on the login page when the session could not be checked', async () => {
    fakeServer({ extra: { 'GET /auth/check-session': () => json({ mensaje: 'Error interno' }, 500) } });
    const router = renderApp('/dashboard');

    expect(await screen.findByText('No pudimos verificar su sesión. Inicie sesión nuevamente.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects / to the dashboard inside the shell, with company and user', async () => {
    fakeServer();
    const router = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana Rojas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByText('Empresa Demo SpA').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Atalaya, ir al inicio' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByPlaceholderText('Buscar por nombre, tipo o aplicación...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menú de usuario: Ana Rojas' }).textContent).toContain('admin@demo.cl');
  });

  it('re-checks the session on every path change', async () => {
    const sent = fakeServer();
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bienvenido, Ana Rojas' });
    const checks = () => sent.filter((key) => key === 'GET /auth/check-session').length;
    const before = checks();

    await router.navigate('/esto-no-existe');
    await waitFor(() => expect(checks()).toBe(before + 1));
  });

  it('signs out from the user menu and returns to the login page', async () => {
    const sent = fakeServer();
    const router = renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario: Ana Rojas' }));
    const menu = await screen.findByRole('menu');
    for (const entry of ['Mejorar plan', 'Cuenta', 'Cobro', 'Notificaciones', 'Cerrar sesión']) {
      expect(within(menu).getByRole('menuitem', { name: entry })).toBeTruthy();
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toContain('POST /auth/logout');
  });
});

describe('not found', () => {
  it('shows a page of its own for unknown paths without a session', async () => {
    fakeServer({ signedIn: false });
    const router = renderApp('/no-existe');

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-existe');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('shows inside the shell for a signed-in user', async () => {
    fakeServer();
    renderApp('/no-existe');

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Módulos' })).toBeTruthy();
  });

  it('never checks the session on a public path', async () => {
    const sent = fakeServer({
      extra: {
        'GET /canal-denuncia/public/3f2c9a1e-8b7d-4c6e-9f0a-1b2c3d4e5f60': () =>
          json({ mensaje: 'Canal de denuncias no disponible' }, 404),
      },
    });
    renderApp('/canal/3f2c9a1e-8b7d-4c6e-9f0a-1b2c3d4e5f60');

    expect(await screen.findByRole('heading', { name: 'Este canal de denuncias no está disponible' })).toBeTruthy();
    expect(sent).not.toContain('GET /auth/check-session');
  });
});

describe('sidebar', () => {
  it('shows admin_empresa the company modules and Configuración, none of the platform ones', async () => {
    fakeServer({ user: makeUser({ roles: ['admin_empresa'] }) });
    renderApp('/dashboard');

    expect(await sidebarEntries()).toEqual([
      'Dashboard',
      'Mi Empresa',
      'Documentos',
      'Flujo documental',
      'Canal de Denuncias',
      'Due Diligences',
      'No conformidades',
      'Configuración',
    ]);
    expect(screen.getByRole('link', { name: 'Soporte' }).getAttribute('href')).toBe('/soporte/tickets');
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeTruthy();
  });

  it('shows admin_user_denuncias only the whistleblower channel', async () => {
    fakeServer({ user: makeUser({ roles: ['ADMIN_USER_DENUNCIAS'] }) });
    renderApp('/dashboard');

    expect(await sidebarEntries()).toEqual(['Canal de Denuncias']);
  });

  it('opens the group of the active page', async () => {
    fakeServer();
    renderApp('/canal-denuncias/cerradas');

    const entry = await screen.findByRole('link', { name: 'Cerradas' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Mis Trabajadores' })).toBeNull();
  });
});

describe('Módulo no habilitado', () => {
  it('replaces a page whose module the plan lacks, and marks the entry', async () => {
    fakeServer({ user: makeUser({ roles: ['admin_empresa'], modulos: ['mi_empresa', 'documentos'] }) });
    renderApp('/due-diligence/dashboard');

    expect(await screen.findByRole('heading', { name: 'Módulo no habilitado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: /Due Diligences.*no incluido en el plan/ })).toBeTruthy();
  });

  it('does not limit the platform admin by plan', async () => {
    fakeServer({ user: makeUser({ roles: ['admin_atalaya'], modulos: [] }) });
    renderApp('/due-diligence/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard de due diligence' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Módulo no habilitado' })).toBeNull();
  });

  it('appears when the API answers MODULO_NO_HABILITADO', async () => {
    fakeServer({
      extra: {
        'GET /notificaciones/?skip=0&limit=10': () =>
          json({ mensaje: 'Módulo no habilitado', codigo: 'MODULO_NO_HABILITADO' }, 403),
      },
    });
    renderApp('/notificaciones');

    expect(await screen.findByRole('heading', { name: 'Módulo no habilitado' })).toBeTruthy();
  });
});

describe('header', () => {
  it('shows the unread count on the bell, and no badge at 0', async () => {
    fakeServer({ pendientes: 2 });
    renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
    expect(bell.querySelector('[data-slot=notification-count]')?.textContent).toBe('2');
  });

  it('has no badge without unread notifications', async () => {
    fakeServer({ pendientes: 0 });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bienvenido, Ana Rojas' });
    const bell = screen.getByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(bell.querySelector('[data-slot=notification-count]')).toBeNull());
  });

  it('opens the command palette with Ctrl+K and goes to the chosen page', async () => {
    fakeServer({ user: makeUser({ roles: ['admin_empresa'], modulos: ['documentos'] }) });
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bienvenido, Ana Rojas' });

    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Buscar en Atalaya' });
    expect(within(dialog).queryByRole('option', { name: /Mis Trabajadores/ })).toBeNull(); // not in the plan
    await userEvent.type(within(dialog).getByRole('combobox'), 'publicados');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/documentos/listado'));
  });

  it('carries what was typed in the search box into the palette', async () => {
    fakeServer();
    renderApp('/dashboard');
    const box = await screen.findByPlaceholderText('Buscar por nombre, tipo o aplicación...');

    box.focus();
    await userEvent.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'Buscar en Atalaya' });
    expect((within(dialog).getByRole('combobox') as HTMLInputElement).value).toBe('c');
  });
});

describe('company switcher', () => {
  it('lets the platform admin act on another company', async () => {
    const atalaya = makeUser({ roles: ['admin_atalaya'], empresa: 'Atalaya SpA', empresaId: 1 });
    const demo = makeUser({ roles: ['admin_atalaya'], empresa: 'Empresa Demo SpA', empresaId: 2 });
    let body: unknown;
    fakeServer({
      user: atalaya,
      extra: {
        'GET /auth/empresas-disponibles': () =>
          json({
            data: [
              { id: 1, nombre: 'Atalaya SpA', rut: '77123456-9' },
              { id: 2, nombre: 'Empresa Demo SpA', rut: '76543210-3' },
            ],
          }),
        'POST /auth/empresa-activa': (init) => {
          body = JSON.parse(String(init.body));
          return json({ active: true, user: demo });
        },
      },
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Empresa: Atalaya SpA. Cambiar de empresa' }));
    await userEvent.click(await screen.findByRole('option', { name: /Empresa Demo SpA/ }));

    expect(await screen.findByRole('button', { name: 'Empresa: Empresa Demo SpA. Cambiar de empresa' })).toBeTruthy();
    expect(body).toEqual({ empresa_id: 2 });
  });

  it('is not offered to company users', async () => {
    fakeServer();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bienvenido, Ana Rojas' });
    expect(screen.queryByRole('button', { name: /Cambiar de empresa/ })).toBeNull();
  });
});

describe('area overviews and the channel’s other route names', () => {
  it('/mi-empresa shows each section as a link with its count in es-CL', async () => {
    const totales: Record<string, number> = { '/trabajadores/': 1234, '/usuarios/': 1 };
    const extra = Object.fromEntries(
      ['/departamentos/', '/trabajadores/', '/proceso/', '/riesgos/', '/mitigaciones/', '/requisitos/', '/usuarios/']
        .concat(['/centros/', '/recursos/'])
        .map((lista) => [`GET ${lista}?skip=0&limit=1`, () => json({ data: [], total: totales[lista] ?? 0 })]),
    );
    fakeServer({ extra });
    renderApp('/mi-empresa');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Empresa' })).toBeTruthy();
    const secciones = screen.getByRole('list', { name: 'Secciones de Mi Empresa' });
    const trabajadores = within(secciones).getByRole('link', { name: /Mis Trabajadores/ });
    expect(trabajadores.getAttribute('href')).toBe('/mi-empresa/trabajadores');
    await waitFor(() => expect(trabajadores.textContent).toContain('1.234registros'));
    expect(within(secciones).getByRole('link', { name: /Mis Usuarios/ }).textContent).toContain('1registro');
    expect(within(secciones).getAllByRole('link')).toHaveLength(9);
  });

  it('/globales is the platform admin’s, not a company administrator’s', async () => {
    fakeServer();
    renderApp('/globales');
    expect(await screen.findByRole('heading', { name: 'Módulo no habilitado' })).toBeTruthy();
  });

  it.each([
    ['/canal-denuncias/bandeja', '/canal-denuncias/todas', ''],
    ['/canal-denuncias/denuncias', '/canal-denuncias/todas', ''],
    ['/canal-denuncias/analisis/12', '/canal-denuncias/todas/12', '#paso-investigacion'],
    ['/canal-denuncias/clasificacion/12', '/canal-denuncias/todas/12', '#paso-clasificacion'],
  ])('%s leads to %s%s', async (desde, pathname, hash) => {
    fakeServer();
    const router = renderApp(desde);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.hash).toBe(hash);
  });

  it('/canal-denuncias/nueva opens the channel’s public form', async () => {
    fakeServer({
      extra: {
        'GET /canal-denuncia/configuracion': () =>
          json({
            habilitado: true,
            enlaces: { canal: '/canal/t1', formulario: '/demo/t1', consulta: '/consulta-denuncia/t1' },
          }),
      },
    });
    const router = renderApp('/canal-denuncias/nueva');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/t1'));
  });
});
