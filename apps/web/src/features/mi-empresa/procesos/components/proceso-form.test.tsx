import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import type { Proceso } from '../api';
import { ProcesoForm } from './proceso-form';

const PROCESO: Proceso = {
  id: 7,
  nombre_proceso: 'Pago a proveedores',
  codigo_proceso: 'APO-02',
  descripcion: '',
  categoria: 'apoyo',
  responsable_id: null,
  responsable: null,
  departamento_id: null,
  departamento: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: {
      '/categoria-proceso': { data: [{ id: 'apoyo', nombre: 'Apoyo' }] },
      '/departamentos/?limit=100': [],
      '/trabajadores/?limit=100': [],
    },
    post: '/proceso/',
    put: { path: '/proceso/7', row: PROCESO },
    answer,
  });
}

function renderForm(row?: Proceso) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<ProcesoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProcesoForm', () => {
  it('requires code, name and category and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El código del proceso es obligatorio')).toBeTruthy();
    expect(screen.getByText('El nombre del proceso es obligatorio')).toBeTruthy();
    expect(screen.getByText('Seleccione una categoría válida')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('edits a process with PUT, code in capitals and "none" selects as null', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(PROCESO);

    await user.clear(screen.getByLabelText('Código *'));
    await user.type(screen.getByLabelText('Código *'), 'apo-03');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({
      codigo_proceso: 'APO-03',
      nombre_proceso: 'Pago a proveedores',
      descripcion: '',
      categoria: 'apoyo',
      responsable_id: null,
      departamento_id: null,
    });
  });

  it('shows a duplicate code (409) on the code field', async () => {
    fakeApi({ status: 409, body: { mensaje: 'Ya existe un proceso con ese código' } });
    const { user, onSuccess } = renderForm(PROCESO);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un proceso con ese código')).toBeTruthy();
    expect(screen.getByLabelText('Código *').getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
