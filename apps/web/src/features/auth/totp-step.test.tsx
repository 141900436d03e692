import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';

import { agruparSecreto, archivoRecuperacion, errorCodigo, limpiarCodigo, limpiarRecuperacion } from './dos-factores';
import { LoginPage } from './login-page';

const user = {
  id: 7,
  id_empresa: 3,
  nombre: 'Ana',
  apellido: 'Rojas',
  email: 'ana@demo.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 3, nombre: 'Empresa Demo SpA', logo: null, modulos: [] },
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

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
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signedOut = json(200, { active: false, user: null });
const signedIn = json(200, { active: true, user });

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', element: <h1>Panel principal</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

async function enviarPassword(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Correo electrónico'), 'ana@demo.cl');
  await u.type(screen.getByLabelText('Contraseña', { exact: true }), 'Atalaya.Demo.2026');
  await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('step helpers', () => {
  it('cleans what is typed into the code fields', () => {
    expect(limpiarCodigo('12 34-56')).toBe('123456');
    expect(limpiarCodigo('1234567')).toBe('123456');
    expect(limpiarRecuperacion('abcd efgh')).toBe('ABCD-EFGH');
    expect(limpiarRecuperacion('ab')).toBe('AB');
    expect(limpiarRecuperacion('abcd-efgh-ij')).toBe('ABCD-EFGH');
  });

  it('validates before sending, in Spanish', () => {
    expect(errorCodigo('totp', '')).toBe('Ingrese el código de 6 dígitos de su aplicación de autenticación.');
    expect(errorCodigo('totp', '123')).toBe('El código tiene 6 dígitos.');
    expect(errorCodigo('totp', '123456')).toBeNull();
    expect(errorCodigo('recuperacion', 'ABCD')).toBe('El código de recuperación tiene el formato XXXX-XXXX.');
    expect(errorCodigo('recuperacion', 'ABCD-EFGH')).toBeNull();
  });

  it('groups the secret and writes the recovery file', () => {
    expect(agruparSecreto('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    const texto = archivoRecuperacion(['AAAA-BBBB', 'CCCC-DDDD'], 'ana@demo.cl', new Date('2026-11-22T12:00:00Z'));
    expect(texto).toContain('Cuenta: ana@demo.cl');
    expect(texto).toContain('AAAA-BBBB\nCCCC-DDDD');
  });
});

describe('LoginPage with two-step verification', () => {
  it('asks for the code after the password, shows the server error, then signs in', async () => {
    const sent = fakeBrowserFetch({
      'GET /auth/check-session': [signedOut, signedIn],
      'GET /config/publica': json(200, { recaptcha_site_key: null }),
      'POST /auth/login': json(200, { active: false, desafio: 'tok-1', requiere: 'totp' }),
      'POST /auth/login/totp': [
        json(401, { mensaje: 'Código incorrecto. Revise su aplicación de autenticación e intente nuevamente.' }),
        json(200, { active: true, user }),
      ],
    });
    const u = renderLogin();
    await enviarPassword(u);

    const campo = await screen.findByLabelText('Código de verificación');
    expect(campo.getAttribute('autocomplete')).toBe('one-time-code');
    expect(campo.getAttribute('inputmode')).toBe('numeric');

    await u.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Ingrese el código de 6 dígitos de su aplicación de autenticación.')).toBeTruthy();
    expect(sent.some((r) => r.key === 'POST /auth/login/totp')).toBe(false);

    await u.type(campo, '111111');
    await u.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Código incorrecto');

    await u.type(screen.getByLabelText('Código de verificación'), '123 456');
    await u.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Panel principal' })).toBeTruthy();
    const bodies = sent.filter((r) => r.key === 'POST /auth/login/totp').map((r) => JSON.parse(String(r.body)));
    expect(bodies.at(-1)).toEqual({ desafio: 'tok-1', codigo: '123456' });
  });

  it('accepts a recovery code instead', async () => {
    const sent = fakeBrowserFetch({
      'GET /auth/check-session': [signedOut, signedIn],
      'GET /config/publica': json(200, { recaptcha_site_key: null }),
      'POST /auth/login': json(200, { active: false, desafio: 'tok-2', requiere: 'totp' }),
      'POST /auth/login/totp': json(200, { active: true, user }),
    });
    const u = renderLogin();
    await enviarPassword(u);
    await u.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await u.type(screen.getByLabelText('Código de recuperación'), 'abcdefgh');
    expect((screen.getByLabelText('Código de recuperación') as HTMLInputElement).value).toBe('ABCD-EFGH');
    await u.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Panel principal' })).toBeTruthy();
    const body = JSON.parse(String(sent.find((r) => r.key === 'POST /auth/login/totp')!.body));
    expect(body).toEqual({ desafio: 'tok-2', codigo_recuperacion: 'ABCD-EFGH' });
  });

  it('goes back to the password form', async () => {
    fakeBrowserFetch({
      'GET /auth/check-session': signedOut,
      'GET /config/publica': json(200, { recaptcha_site_key: null }),
      'POST /auth/login': json(200, { active: false, desafio: 'tok-3', requiere: 'totp' }),
    });
    const u = renderLogin();
    await enviarPassword(u);
    await u.click(await screen.findByRole('button', { name: 'Volver al inicio de sesión' }));
    expect(await screen.findByLabelText('Correo electrónico')).toBeTruthy();
  });

  it('enrols a user who must have it, shows the recovery codes, and continues on request', async () => {
    const sent = fakeBrowserFetch({
      'GET /auth/check-session': [signedOut, signedIn],
      'GET /config/publica': json(200, { recaptcha_site_key: null }),
      'POST /auth/login': json(200, { active: false, desafio: 'tok-4', requiere: 'enrolamiento' }),
      'POST /auth/login/enrolar': json(200, {
        otpauth_url: 'otpauth://totp/Atalaya:ana@demo.cl?secret=JBSWY3DPEHPK3PXP',
        qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
        secreto: 'JBSWY3DPEHPK3PXP',
      }),
      'POST /auth/login/enrolar/confirmar': json(200, {
        active: true,
        user,
        codigos_recuperacion: ['AAAA-BBBB', 'CCCC-DDDD'],
      }),
    });
    const u = renderLogin();
    await enviarPassword(u);
    expect(await screen.findByRole('img', { name: 'Código QR para su aplicación de autenticación' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await u.type(screen.getByLabelText('Código de verificación'), '654321');
    await u.click(screen.getByRole('button', { name: 'Activar y continuar' }));

    const lista = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(lista.textContent).toContain('AAAA-BBBB');
    // Signed in already, but the codes stay until the user says so.
    expect(screen.queryByRole('heading', { name: 'Panel principal' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Panel principal' })).toBeTruthy();
    const body = JSON.parse(String(sent.find((r) => r.key === 'POST /auth/login/enrolar/confirmar')!.body));
    expect(body).toEqual({ desafio: 'tok-4', codigo: '654321' });
  });
});
