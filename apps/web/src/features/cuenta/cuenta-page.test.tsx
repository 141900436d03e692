import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Cuenta } from './api';
import { CuentaPage } from './cuenta-page';

const cuenta: Cuenta = {
  id: 2,
  nombre: 'Carolina',
  apellido: 'Muñoz',
  email: 'admin@demo.cl',
  empresa: { id: 2, nombre: 'Empresa Demo SpA' },
  roles: ['admin_empresa'],
  ultimo_acceso: new Date(2026, 10, 20, 9, 30).toISOString(),
  sesiones_activas: 2,
};

/** Stands in for the browser's fetch behind the real API client; records each request and its body. */
function fakeApi(password: (body: Record<string, string>) => { status: number; body: unknown }) {
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ key, body });
    const json = (status: number, data: unknown) =>
      new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
    if (key === 'GET /cuenta') return json(200, cuenta);
    if (key === 'POST /cuenta/password') {
      const r = password(body);
      return json(r.status, r.body);
    }
    if (key === 'GET /auth/check-session') return json(200, { active: false, user: null });
    throw new Error(`unexpected request ${key}`);
  });
  return sent;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/cuenta', Component: CuentaPage }], { initialEntries: ['/cuenta'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CuentaPage', () => {
  it('shows the profile and keeps the e-mail read-only', async () => {
    fakeApi(() => ({ status: 500, body: {} }));
    renderPage();
    expect(await screen.findByLabelText('Nombre *')).toHaveProperty('value', 'Carolina');
    expect(screen.getByText('Administrador de la empresa')).toBeTruthy();
    expect(screen.getByText('2 (esta y otras)')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toHaveProperty('readOnly', true);
  });

  it('hints the policy as the user types and shows the show/hide toggle', async () => {
    fakeApi(() => ({ status: 500, body: {} }));
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Cambiar contraseña' }));
    const nueva = form.getByLabelText('Nueva contraseña *');
    await userEvent.type(nueva, 'corta');
    expect(form.getByText('Insuficiente')).toBeTruthy();
    expect(screen.getByText(/faltan 7/)).toBeTruthy();
    await userEvent.type(nueva, 'Clave2026');
    expect(form.getByText('Buena')).toBeTruthy();
    expect(nueva.getAttribute('type')).toBe('password');
    await userEvent.click(form.getByRole('button', { name: 'Mostrar nueva contraseña' }));
    expect(nueva.getAttribute('type')).toBe('text');
  });

  it('refuses a mismatched confirmation before asking the server', async () => {
    const sent = fakeApi(() => ({ status: 500, body: {} }));
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Cambiar contraseña' }));
    await userEvent.type(form.getByLabelText('Contraseña actual *'), 'Atalaya.Demo.2026');
    await userEvent.type(form.getByLabelText('Nueva contraseña *'), 'Nueva.Clave.2026');
    await userEvent.type(form.getByLabelText('Confirmar nueva contraseña *'), 'Otra.Clave.2026');
    await userEvent.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await form.findByText('La confirmación no coincide con la nueva contraseña.')).toBeTruthy();
    expect(sent.some((r) => r.key === 'POST /cuenta/password')).toBe(false);
  });

  it("puts the server's wrong-current-password error on its field, then succeeds with a toast", async () => {
    let intento = 0;
    const sent = fakeApi(() =>
      ++intento === 1
        ? {
            status: 400,
            body: {
              mensaje: 'La contraseña actual no es correcta.',
              codigo: 'VALIDACION',
              errores: { password_actual: 'La contraseña actual no es correcta.' },
            },
          }
        : { status: 200, body: { ok: true, sesiones_cerradas: 1 } },
    );
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Cambiar contraseña' }));
    const actual = form.getByLabelText('Contraseña actual *');
    await userEvent.type(actual, 'equivocada');
    await userEvent.type(form.getByLabelText('Nueva contraseña *'), 'Nueva.Clave.2026');
    await userEvent.type(form.getByLabelText('Confirmar nueva contraseña *'), 'Nueva.Clave.2026');
    await userEvent.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await form.findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(actual.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(actual);
    await userEvent.type(actual, 'Atalaya.Demo.2026');
    await userEvent.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña actualizada. Se cerraron sus otras sesiones.')).toBeTruthy();
    expect(sent.filter((r) => r.key === 'POST /cuenta/password').at(-1)?.body).toEqual({
      password_actual: 'Atalaya.Demo.2026',
      password_nueva: 'Nueva.Clave.2026',
      confirmacion: 'Nueva.Clave.2026',
    });
    expect(form.getByLabelText('Nueva contraseña *')).toHaveProperty('value', '');
  });
});
