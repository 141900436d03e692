import { createHash } from 'node:crypto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';

import { loginBodySchema } from '@atalaya/shared/contracts/auth/sesion';
import { cerosIniciales, MENSAJE_DESAFIO_REQUERIDO } from '@atalaya/shared/contracts/prueba-trabajo';

import { LoginPage, loginValidators } from './login-page';

const user = {
  id: 7,
  id_empresa: 3,
  nombre: 'Ana',
  apellido: 'Rojas',
  email: 'admin@demo.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { nombre: 'Empresa Demo SpA', logo: null },
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** Stands in for the browser's fetch: answers by "METHOD /path", records what was sent. */
function fakeBrowserFetch(handlers: Record<string, Handler | Handler[]>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    sent.push({ key, body: init.body });
    const handler = handlers[key];
    const next = Array.isArray(handler) ? (handler.length > 1 ? handler.shift() : handler[0]) : handler;
    if (!next) throw new Error(`unexpected request ${key}`);
    return next(init);
  });
  return sent;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signedOut = json(200, { active: false, user: null });

function renderLogin(from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', element: <h1>Panel principal</h1> },
      { path: '/documentos/listado', element: <h1>Documentos publicados</h1> },
    ],
    { initialEntries: [{ pathname: '/login', state: from ? { from: { pathname: from } } : null }] },
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('with a captcha site key, loads the widget and does not send the form until it is solved', async () => {
    const sent = fakeBrowserFetch({
      'GET /auth/check-session': signedOut,
      'GET /config/publica': json(200, { recaptcha_site_key: 'clave-del-sitio' }),
    });
    const { user: u } = renderLogin();
    await screen.findByTestId('recaptcha');
    const script = document.head.querySelector('script[src*="recaptcha/api.js"]');
    expect(script?.getAttribute('src')).toContain('render=explicit');

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña', { exact: true }), 'Atalaya.Demo.2026');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Confirme la verificación «No soy un robot».')).toBeTruthy();
    expect(sent.some((r) => r.key === 'POST /auth/login')).toBe(false);
  });

  it('explains in Spanish which fields are missing and links the messages to the fields', async () => {
    const sent = fakeBrowserFetch({ 'GET /auth/check-session': signedOut });
    const { user: u } = renderLogin();

    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const email = screen.getByLabelText('Correo electrónico');
    const password = screen.getByLabelText('Contraseña');
    expect(await screen.findByText('Ingrese su correo electrónico.')).toBeTruthy();
    expect(screen.getByText('Ingrese su contraseña.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ingrese su correo electrónico.',
    );
    expect(sent.some((r) => r.key === 'POST /auth/login')).toBe(false);
  });

  it('focuses the first invalid field and clears its message as soon as it is filled', async () => {
    fakeBrowserFetch({ 'GET /auth/check-session': signedOut });
    const { user: u } = renderLogin();

    await u.type(screen.getByLabelText('Contraseña'), 'secreta');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const email = screen.getByLabelText('Correo electrónico');
    expect(await screen.findByText('Ingrese su correo electrónico.')).toBeTruthy();
    expect(screen.queryByText('Ingrese su contraseña.')).toBeNull();
    expect(document.activeElement).toBe(email);
    await u.type(email, 'ana@demo.cl');
    expect(screen.queryByText('Ingrese su correo electrónico.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server message when the credentials are refused', async () => {
    const sent = fakeBrowserFetch({
      'GET /auth/check-session': signedOut,
      'POST /auth/login': json(401, { mensaje: 'Credenciales inválidas', detail: 'Credenciales inválidas' }),
    });
    const { user: u } = renderLogin();

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Credenciales inválidas');
    expect(sent.find((r) => r.key === 'POST /auth/login')?.body).toBe('username=admin%40demo.cl&password=equivocada');
    expect(sent.some((r) => r.key === 'POST /auth/refresh')).toBe(false);
  });

  it('reports a communication error when the server cannot be reached', async () => {
    fakeBrowserFetch({
      'GET /auth/check-session': signedOut,
      'POST /auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user: u } = renderLogin();

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña'), 'secreta');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error de comunicación con el servidor');
  });

  it('fails with the generic message when the session does not start after login', async () => {
    fakeBrowserFetch({
      'GET /auth/check-session': signedOut,
      'POST /auth/login': () => new Response(null, { status: 204 }),
    });
    const { user: u } = renderLogin();

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña'), 'secreta');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error de autenticación');
  });

  it('signs in and returns to the page the user came from', async () => {
    fakeBrowserFetch({
      'GET /auth/check-session': [signedOut, json(200, { active: true, user })],
      'POST /auth/login': () => new Response(null, { status: 204 }),
    });
    const { user: u } = renderLogin('/documentos/listado');

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña'), 'Atalaya.Demo.2026');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Documentos publicados' })).toBeTruthy();
  });

  it('after failures, solves the proof of work the server asks for and signs in (issue 24 F6)', async () => {
    const prueba = { token: 'v1.prueba-de-la-pagina', dificultad: 16 };
    const sent = fakeBrowserFetch({
      'GET /auth/check-session': [signedOut, json(200, { active: true, user })],
      'POST /auth/login': [
        json(429, { codigo: 'DESAFIO_REQUERIDO', mensaje: MENSAJE_DESAFIO_REQUERIDO, prueba_trabajo: prueba }),
        () => new Response(null, { status: 204 }),
      ],
    });
    const { user: u } = renderLogin();

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña'), 'Atalaya.Demo.2026');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    // Announced while the browser works (a polite live region), then signed in without a click more.
    expect((await screen.findByText('Comprobando que no es un robot…')).getAttribute('role')).toBe('status');
    expect(await screen.findByRole('heading', { name: 'Panel principal' })).toBeTruthy();
    const intentos = sent.filter((r) => r.key === 'POST /auth/login').map((r) => new URLSearchParams(String(r.body)));
    expect(intentos).toHaveLength(2);
    expect(intentos[0]!.has('prueba_token')).toBe(false);
    expect(intentos[1]!.get('prueba_token')).toBe(prueba.token);
    const digest = createHash('sha256')
      .update(`${prueba.token}:${intentos[1]!.get('prueba_solucion')}`)
      .digest();
    expect(cerosIniciales(digest)).toBeGreaterThanOrEqual(prueba.dificultad);
    expect(intentos[1]!.get('password')).toBe('Atalaya.Demo.2026');
  });

  it('goes to the dashboard by default', async () => {
    fakeBrowserFetch({
      'GET /auth/check-session': [signedOut, json(200, { active: true, user })],
      'POST /auth/login': () => new Response(null, { status: 204 }),
    });
    const { user: u } = renderLogin();

    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.cl');
    await u.type(screen.getByLabelText('Contraseña'), 'Atalaya.Demo.2026');
    await u.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Panel principal' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    fakeBrowserFetch({ 'GET /auth/check-session': signedOut });
    const { user: u } = renderLogin();
    const password = screen.getByLabelText('Contraseña');

    expect(password.getAttribute('type')).toBe('password');
    await u.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
    await u.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('loginValidators', () => {
  it('says what the API contract says, for the same inputs', () => {
    const samples = [
      { username: '', password: '' },
      { username: '   ', password: 'x' },
      { username: 'a'.repeat(255), password: 'x'.repeat(513) },
      { username: ` ${'a'.repeat(254)} `, password: 'x'.repeat(512) },
      { username: 'admin@demo.cl', password: 'secreta' },
    ];
    for (const sample of samples) {
      const result = loginBodySchema.safeParse(sample);
      const fromContract = (field: 'username' | 'password') =>
        result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? true;
      expect(loginValidators.username(sample.username)).toBe(fromContract('username'));
      expect(loginValidators.password(sample.password)).toBe(fromContract('password'));
    }
  });
});
