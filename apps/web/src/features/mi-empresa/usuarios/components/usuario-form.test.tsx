import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import { SessionUserContext } from '@/shell/session';
import type { SessionUser } from '@atalaya/shared/contracts/auth/sesion';
import type { Usuario } from '../api';
import { UsuarioCreateForm, UsuarioEditForm } from './usuario-form';

const USUARIO: Usuario = {
  id: 4,
  nombre: 'Rocío',
  apellido: 'Fuentes',
  email: 'rocio@demo.cl',
  activo: true,
  invitacion: null,
  roles: ['admin_user_denuncias'],
  ultimo_acceso: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: {},
    post: '/usuarios/',
    put: { path: '/usuarios/4', row: USUARIO },
    answer,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('UsuarioCreateForm', { timeout: 15_000 }, () => {
  it('offers only the roles a company may hold and asks in Spanish for name, email and a role', async () => {
    const api = fakeApi();
    const onSuccess = vi.fn();
    const { user } = renderWithQuery(<UsuarioCreateForm open onOpenChange={() => {}} onSuccess={onSuccess} />);

    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      'Administrador de la empresa',
      'Administrador Tekemi',
      'Gestor del canal de denuncias',
      'Gestor de due diligence',
    ]);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El apellido es obligatorio')).toBeTruthy();
    expect(screen.getByText('Ingrese un correo electrónico válido')).toBeTruthy();
    expect(screen.getByText('Seleccione al menos un rol')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('offers only the roles the signed-in user may grant (issue 24 F1): admin_tekemi grants admin_tekemi', async () => {
    fakeApi();
    const tekemi = {
      id: 5,
      id_empresa: 2,
      nombre: 'Matías',
      apellido: 'Soto',
      email: 'tekemi@demo.cl',
      roles: [{ nombre: 'admin_tekemi' }],
      empresa: { id: 2, nombre: 'Empresa Demo SpA', logo: null, modulos: [] },
    } satisfies SessionUser;
    renderWithQuery(
      <SessionUserContext.Provider value={tekemi}>
        <UsuarioCreateForm open onOpenChange={() => {}} onSuccess={() => {}} />
      </SessionUserContext.Provider>,
    );
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Administrador Tekemi']);
  });

  it('sends an invitation (no password anywhere) and counts as created at once', async () => {
    const api = fakeApi({ status: 201, body: { ...USUARIO, activo: false, invitacion: 'pendiente' } });
    const onSuccess = vi.fn();
    const { user } = renderWithQuery(<UsuarioCreateForm open onOpenChange={() => {}} onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText('Nombre *'), 'Rocío');
    await user.type(screen.getByLabelText('Apellido *'), 'Fuentes');
    await user.type(screen.getByLabelText('Correo electrónico *'), 'Rocio@Demo.cl');
    await user.click(screen.getByRole('checkbox', { name: 'Gestor del canal de denuncias' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toEqual({
      nombre: 'Rocío',
      apellido: 'Fuentes',
      email: 'rocio@demo.cl',
      roles: ['admin_user_denuncias'],
    });
    expect(screen.queryByText(/contraseña no se volverá a mostrar/)).toBeNull();
  });

  it('shows a taken email (409) on the email field', async () => {
    fakeApi({ status: 409, body: { mensaje: 'Ya existe un usuario con ese correo' } });
    const { user } = renderWithQuery(<UsuarioCreateForm open onOpenChange={() => {}} onSuccess={vi.fn()} />);

    await user.type(screen.getByLabelText('Nombre *'), 'Rocío');
    await user.type(screen.getByLabelText('Apellido *'), 'Fuentes');
    await user.type(screen.getByLabelText('Correo electrónico *'), 'rocio@demo.cl');
    await user.click(screen.getByRole('checkbox', { name: 'Administrador Tekemi' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un usuario con ese correo')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico *').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('UsuarioEditForm', () => {
  it('changes the roles with PUT and shows server field errors on their fields', async () => {
    const api = fakeApi();
    const onSuccess = vi.fn();
    const { user } = renderWithQuery(
      <UsuarioEditForm open onOpenChange={() => {}} onSuccess={onSuccess} row={USUARIO} />,
    );

    expect(screen.getByRole('checkbox', { name: 'Gestor del canal de denuncias' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Gestor del canal de denuncias' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione al menos un rol')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Gestor de due diligence' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({ nombre: 'Rocío', apellido: 'Fuentes', roles: ['admin_user_due_diligence'] });
  });

  it('puts a 400 field error from the server on its field', async () => {
    fakeApi({ status: 400, body: { mensaje: 'Datos inválidos', errores: { apellido: 'Máximo 100 caracteres.' } } });
    const { user } = renderWithQuery(
      <UsuarioEditForm open onOpenChange={() => {}} onSuccess={vi.fn()} row={USUARIO} />,
    );

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Máximo 100 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Apellido *').getAttribute('aria-invalid')).toBe('true');
  });
});
