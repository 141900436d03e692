import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';

import { LoginPage } from './login-page';
import { POPUP_BLOCKED, readSsoMessage } from './sso-button';

const ORIGIN = 'http://127.0.0.1:3000';
const CODE = 'A'.repeat(43);

describe('readSsoMessage', () => {
  const popup = {} as Window;

  it('ignores a message from another origin, even one that looks right', () => {
    expect(
      readSsoMessage({ origin: 'https://evil.example', source: popup, data: { code_session: CODE } }, popup, ORIGIN),
    ).toBeNull();
    expect(
      readSsoMessage({ origin: 'http://localhost:3000', source: popup, data: { code_session: CODE } }, popup, ORIGIN),
    ).toBeNull();
  });

  it('ignores a message from our origin that does not come from the popup', () => {
    const other = {} as Window;
    expect(readSsoMessage({ origin: ORIGIN, source: other, data: { code_session: CODE } }, popup, ORIGIN)).toBeNull();
    expect(readSsoMessage({ origin: ORIGIN, source: popup, data: { code_session: CODE } }, null, ORIGIN)).toBeNull();
  });

  it('accepts the popup’s code_session and maps its errors to SPEC §8', () => {
    expect(readSsoMessage({ origin: ORIGIN, source: popup, data: { code_session: CODE } }, popup, ORIGIN)).toEqual({
      code_session: CODE,
    });
    expect(
      readSsoMessage({ origin: ORIGIN, source: popup, data: { error: 'Credenciales inválidas' } }, popup, ORIGIN),
    ).toEqual({
      error: 'Credenciales inválidas',
    });
    expect(
      readSsoMessage({ origin: ORIGIN, source: popup, data: { error: '<b>otra cosa</b>' } }, popup, ORIGIN),
    ).toEqual({
      error: 'Error al iniciar sesión con Microsoft',
    });
    // Issue 24 F7: an address outside its company's e-mail domains is told so.
    const dominio = 'Su correo no pertenece a los dominios de su empresa. Consulte a su administrador.';
    expect(readSsoMessage({ origin: ORIGIN, source: popup, data: { error: dominio } }, popup, ORIGIN)).toEqual({
      error: dominio,
    });
    expect(readSsoMessage({ origin: ORIGIN, source: popup, data: 'basura' }, popup, ORIGIN)).toEqual({
      error: 'Credenciales inválidas',
    });
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(config: unknown, exchange?: () => Response) {
  const sent: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    sent.push({ key, body: init.body });
    if (key === 'GET /auth/check-session') return json(200, { active: false, user: null });
    if (key === 'GET /config/publica') return json(200, config);
    if (key === 'POST /auth/oauth-session-login' && exchange) return exchange();
    throw new Error(`unexpected request ${key}`);
  });
  return sent;
}

function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: ['/login'] });
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

/** A real Window to stand for the popup (MessageEvent.source must be one). */
function fakePopup() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow!;
  vi.spyOn(win, 'close').mockImplementation(() => {});
  vi.spyOn(win, 'focus').mockImplementation(() => {});
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SsoButton on the login page', () => {
  it('is hidden when SSO is not configured', async () => {
    const sent = fakeFetch({ recaptcha_site_key: null, sso: null });
    renderLogin();
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    await vi.waitFor(() => expect(sent.some((r) => r.key === 'GET /config/publica')).toBe(true));
    expect(screen.queryByRole('button', { name: /Iniciar sesión con/ })).toBeNull();
  });

  it('opens the popup, ignores a message from another origin, and shows a refused code_session', async () => {
    const sent = fakeFetch({ recaptcha_site_key: null, sso: { nombre: 'Microsoft' } }, () =>
      json(401, { mensaje: 'Credenciales inválidas' }),
    );
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const user = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión con Microsoft' }));
    expect(open).toHaveBeenCalledWith(
      '/api/v1/auth/login/microsoft',
      'atalaya-sso',
      expect.stringMatching(/width=\d+,height=\d+/),
    );

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example', source: popup, data: { code_session: CODE } }),
      );
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(sent.some((r) => r.key === 'POST /auth/oauth-session-login')).toBe(false);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, source: popup, data: { code_session: CODE } }),
      );
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Credenciales inválidas');
    expect(sent.find((r) => r.key === 'POST /auth/oauth-session-login')?.body).toBe(
      JSON.stringify({ code_session: CODE }),
    );
  });

  it('shows the popup’s error in the form and a clear message when the popup is blocked', async () => {
    fakeFetch({ recaptcha_site_key: null, sso: { nombre: 'Microsoft' } });
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const user = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión con Microsoft' }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: popup,
          data: { error: 'Error al iniciar sesión con Microsoft' },
        }),
      );
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al iniciar sesión con Microsoft');

    open.mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión con Microsoft' }));
    expect((await screen.findByRole('alert')).textContent).toBe(POPUP_BLOCKED);
  });
});
