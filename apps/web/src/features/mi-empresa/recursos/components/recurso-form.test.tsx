import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import { RecursoForm } from './recurso-form';

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: { '/centros/?limit=100': [], '/trabajadores/?limit=100': [] },
    post: '/recursos/',
    answer,
  });
}

function renderForm() {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<RecursoForm open onOpenChange={() => {}} onSuccess={onSuccess} />);
  return { user, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('RecursoForm', () => {
  it('requires name and type and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El tipo es obligatorio')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('creates an operative resource with "none" selects as null', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Grúa horquilla');
    await user.type(screen.getByLabelText('Tipo *'), 'Equipo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toEqual({
      nombre: 'Grúa horquilla',
      tipo: 'Equipo',
      descripcion: '',
      responsable_id: null,
      centro_id: null,
      estado: 'operativo',
    });
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({ status: 400, body: { mensaje: 'Datos inválidos', errores: { tipo: 'Máximo 100 caracteres.' } } });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Grúa');
    await user.type(screen.getByLabelText('Tipo *'), 'Equipo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Máximo 100 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Tipo *').getAttribute('aria-invalid')).toBe('true');
  });
});
