import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQuery } from '@/components/records/form-test-utils';

import { UsuarioGlobalCreateForm } from './usuario-global-form';

const empresa = (id: number, nombre: string, rut: string, es_plataforma = false) => ({
  id,
  nombre,
  rut,
  es_plataforma,
});
const rol = (nombre: string) => ({ id: nombre.length, nombre, descripcion: '', sistema: true, usuarios: 0 });
const EMPRESA_ROLES = ['admin_empresa', 'admin_tekemi', 'admin_user_denuncias', 'admin_user_due_diligence'];

/** The API behind the form: companies, the roles each may hold, and POST /usuarios-globales/. */
function fakeApi(answer?: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1', '');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path.startsWith('/empresas/?'))
      return json({
        data: [empresa(1, 'Atalaya SpA', '77123456-9', true), empresa(2, 'Empresa Demo SpA', '76543210-3')],
        total: 2,
      });
    if (path.startsWith('/roles/?empresa_id=1&'))
      return json({ total: 5, roles: ['admin_atalaya', ...EMPRESA_ROLES].map(rol) });
    if (path.startsWith('/roles/?empresa_id=2&')) return json({ total: 4, roles: EMPRESA_ROLES.map(rol) });
    if (init.method === 'POST' && path === '/usuarios-globales/') {
      posts.push(JSON.parse(String(init.body)));
      return json(
        answer?.body ?? {
          id: 40,
          nombre: 'Camila',
          apellido: 'Rojas',
          email: 'camila@demo.cl',
          activo: false,
          invitacion: 'pendiente',
          roles: ['admin_empresa'],
          ultimo_acceso: null,
          empresa_id: 2,
          empresa: { id: 2, nombre: 'Empresa Demo SpA' },
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
        answer?.status ?? 201,
      );
    }
    throw new Error(`unexpected request ${init.method ?? 'GET'} ${path}`);
  });
  return { posts: () => posts };
}

afterEach(() => vi.unstubAllGlobals());

describe('UsuarioGlobalCreateForm', { timeout: 30_000 }, () => {
  it('asks for the company first, offers its roles, and sends an invitation', async () => {
    const api = fakeApi();
    const onSuccess = vi.fn();
    const { user } = renderWithQuery(<UsuarioGlobalCreateForm open onOpenChange={() => {}} onSuccess={onSuccess} />);

    expect(screen.getByText('Elija primero la empresa.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione una empresa válida')).toBeTruthy();
    expect(api.posts()).toEqual([]);

    // The platform company may hold admin_atalaya; another company may not.
    await user.click(screen.getByRole('combobox', { name: 'Empresa *' }));
    await user.click(await screen.findByRole('option', { name: 'Atalaya SpA (77.123.456-9)' }));
    expect(await screen.findByRole('checkbox', { name: 'Administrador de la plataforma' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Empresa *' }));
    await user.click(await screen.findByRole('option', { name: 'Empresa Demo SpA (76.543.210-3)' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Administrador de la plataforma' })).toBeNull());

    await user.type(screen.getByLabelText('Nombre *'), 'Camila');
    await user.type(screen.getByLabelText('Apellido *'), 'Rojas');
    await user.type(screen.getByLabelText('Correo electrónico *'), 'camila@demo.cl');
    await user.click(await screen.findByRole('checkbox', { name: 'Administrador de la empresa' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()).toEqual([
      { empresa_id: 2, nombre: 'Camila', apellido: 'Rojas', email: 'camila@demo.cl', roles: ['admin_empresa'] },
    ]);
  });

  it('shows a taken email (409) on the email field', async () => {
    fakeApi({ status: 409, body: { mensaje: 'Ya existe un usuario con ese correo electrónico.' } });
    const { user } = renderWithQuery(<UsuarioGlobalCreateForm open onOpenChange={() => {}} onSuccess={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Empresa *' }));
    await user.click(await screen.findByRole('option', { name: 'Empresa Demo SpA (76.543.210-3)' }));
    await user.type(screen.getByLabelText('Nombre *'), 'Camila');
    await user.type(screen.getByLabelText('Apellido *'), 'Rojas');
    await user.type(screen.getByLabelText('Correo electrónico *'), 'admin@demo.cl');
    await user.click(await screen.findByRole('checkbox', { name: 'Administrador de la empresa' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un usuario con ese correo electrónico.')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico *').getAttribute('aria-invalid')).toBe('true');
  });
});
