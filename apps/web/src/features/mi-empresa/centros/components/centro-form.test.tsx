import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import type { Centro } from '../api';
import { CentroForm } from './centro-form';

const CASA_MATRIZ: Centro = {
  id: 3,
  nombre: 'Casa Matriz',
  direccion: 'Av. Providencia 1208',
  region_codigo: '13',
  comuna_codigo: '13123',
  responsable_id: null,
  responsable: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const REGIONES = [
  {
    codigo: '13',
    nombre: 'Metropolitana de Santiago',
    romano: 'XIII',
    comunas: [{ codigo: '13123', nombre: 'Providencia' }],
  },
];

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: { '/region_comuna': { data: REGIONES }, '/trabajadores/?limit=100': [] },
    post: '/centros/',
    put: { path: '/centros/3', row: CASA_MATRIZ },
    answer,
  });
}

function renderForm(row?: Centro) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<CentroForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('CentroForm', () => {
  it('requires name, region and commune and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Seleccione una región válida')).toBeTruthy();
    expect(screen.getByText('Seleccione una comuna válida para la región')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows no error on a field only passed through; one typed in and left is checked, and fixed as typed', async () => {
    fakeApi();
    const { user } = renderForm();
    const nombre = screen.getByLabelText('Nombre *');
    await user.click(nombre);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('El nombre es obligatorio')).toBeNull();
    expect(nombre.getAttribute('aria-invalid')).toBe('false');

    await user.type(nombre, 'x');
    await user.clear(nombre);
    await user.tab();
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    await user.type(nombre, 'Bodega Sur');
    await waitFor(() => expect(screen.queryByText('El nombre es obligatorio')).toBeNull());
  });

  it('says why the region list is empty when the server has no regions', async () => {
    stubApi({ lookups: { '/region_comuna': { data: [] }, '/trabajadores/?limit=100': [] }, post: '/centros/' });
    renderForm();
    expect(
      await screen.findByText(
        'No hay regiones cargadas en este servidor: faltan sus datos de referencia. Avise al administrador de la plataforma.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Elija primero la región.')).toBeTruthy();
  });

  it('edits a center with PUT, keeping its region and commune', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(CASA_MATRIZ);

    await user.clear(screen.getByLabelText('Dirección'));
    await user.type(screen.getByLabelText('Dirección'), 'Av. Providencia 1210');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({
      nombre: 'Casa Matriz',
      direccion: 'Av. Providencia 1210',
      region_codigo: '13',
      comuna_codigo: '13123',
      responsable_id: null,
    });
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({
      status: 400,
      body: { mensaje: 'Datos inválidos', errores: { comuna_codigo: 'La comuna no es de la región' } },
    });
    const { user } = renderForm(CASA_MATRIZ);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La comuna no es de la región')).toBeTruthy();
  });
});
