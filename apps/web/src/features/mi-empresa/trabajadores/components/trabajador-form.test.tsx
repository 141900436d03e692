import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import { TrabajadorForm } from './trabajador-form';

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: { '/departamentos/?limit=100': [], '/centros/?limit=100': [] },
    post: '/trabajadores/',
    answer,
  });
}

function renderForm() {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<TrabajadorForm open onOpenChange={() => {}} onSuccess={onSuccess} />);
  return { user, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('TrabajadorForm', () => {
  it('shows "RUT inválido" for a wrong check digit and sends nothing', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('RUT *'), '12.345.678-9');
    await user.type(screen.getByLabelText('Nombres *'), 'Ana');
    await user.type(screen.getByLabelText('Apellido paterno *'), 'Rojas');
    expect(await screen.findByText('RUT inválido')).toBeTruthy();
    expect(screen.getByLabelText('RUT *').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('RUT inválido')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('formats a valid RUT on blur and sends it normalized', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('RUT *'), '123456785');
    await user.type(screen.getByLabelText('Nombres *'), 'Ana');
    expect((screen.getByLabelText('RUT *') as HTMLInputElement).value).toBe('12.345.678-5');
    await user.type(screen.getByLabelText('Apellido paterno *'), 'Rojas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toMatchObject({
      rut: '12345678-5',
      nombres: 'Ana',
      apellido_paterno: 'Rojas',
      email: null,
      telefono: null,
      departamento_id: null,
      centro_id: null,
      fecha_ingreso: null,
      tipo: 'propio',
      estado: 'activo',
    });
    expect(screen.queryByText('RUT inválido')).toBeNull();
  });

  it('shows a duplicate RUT (409) on the RUT field', async () => {
    fakeApi({ status: 409, body: { mensaje: 'Ya existe un trabajador con ese RUT' } });
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('RUT *'), '12.345.678-5');
    await user.type(screen.getByLabelText('Nombres *'), 'Ana');
    await user.type(screen.getByLabelText('Apellido paterno *'), 'Rojas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un trabajador con ese RUT')).toBeTruthy();
    expect(screen.getByLabelText('RUT *').getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({ status: 400, body: { mensaje: 'Datos inválidos', errores: { email: 'Ingrese un correo válido' } } });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('RUT *'), '12.345.678-5');
    await user.type(screen.getByLabelText('Nombres *'), 'Ana');
    await user.type(screen.getByLabelText('Apellido paterno *'), 'Rojas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingrese un correo válido')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
  });
});
