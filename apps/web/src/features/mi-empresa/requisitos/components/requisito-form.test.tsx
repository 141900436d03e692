import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SessionUserContext, type SessionUser } from '@/features/auth/session';

import { fakeApi, renderWithQuery } from '../../shared/form-test-utils';
import type { Requisito } from '../api';
import { RequisitoForm } from './requisito-form';

const USER: SessionUser = {
  id: 3,
  id_empresa: 2,
  nombre: 'Carolina',
  apellido: 'Muñoz',
  email: 'admin@demo.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 2, nombre: 'Empresa Demo SpA', logo: null, modulos: ['mi_empresa'] },
};

const ref = (id: number, nombre: string) => ({ id, nombre });
const requisito = (over: Partial<Requisito>): Requisito => ({
  id: 1,
  requisito_global_id: 10,
  origen: 'catalogo',
  codigo: 'MPD-01',
  nombre: 'Designar un encargado de prevención de delitos',
  descripcion: '',
  fuente_legal: 'Ley 20.393, art. 4',
  tipo_id: 5,
  tipo: ref(5, 'Legal'),
  categoria_id: 1,
  categoria: ref(1, 'Prevención de delitos'),
  subcategoria_id: 11,
  subcategoria: ref(11, 'Encargado de prevención'),
  criticidad: 'alta',
  responsable_id: null,
  responsable: null,
  estado_cumplimiento: 'sin_evaluar',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});
const IMPORTADO = requisito({});
const FILAS = [
  IMPORTADO,
  requisito({ id: 2, codigo: 'MPD-05', subcategoria_id: 12, subcategoria: ref(12, '') }),
  requisito({
    id: 3,
    codigo: 'KAR-01',
    categoria_id: 2,
    categoria: ref(2, 'Ley Karin'),
    subcategoria_id: 21,
    subcategoria: ref(21, 'Protocolo'),
  }),
];

function stubApi() {
  return fakeApi({
    lookups: {
      '/requisitos/?limit=100': FILAS,
      '/trabajadores/?limit=100': [{ id: 8, nombres: 'Ana', apellido_paterno: 'Rojas', apellido_materno: 'Soto' }],
    },
    post: '/requisitos/',
    put: { path: '/requisitos/1', row: IMPORTADO },
  });
}

function renderForm(row?: Requisito) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(
    <SessionUserContext.Provider value={USER}>
      <RequisitoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />
    </SessionUserContext.Provider>,
  );
  return { user, onSuccess };
}

beforeAll(() => {
  // Radix Select asks for pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('RequisitoForm (company user)', () => {
  it('offers the classifications its requirements use, subcategorías by categoría, and creates its own', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await screen.findByRole('option', { name: 'Ley Karin' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin categoría',
      'Ley Karin',
      'Prevención de delitos',
    ]);
    await user.click(screen.getByRole('option', { name: 'Prevención de delitos' }));
    await user.click(screen.getByRole('combobox', { name: 'Subcategoría' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin subcategoría',
      'Encargado de prevención',
      'Sin nombre',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sin nombre' }));

    await user.type(screen.getByLabelText('Código *'), 'PROP-01');
    await user.type(screen.getByLabelText('Nombre *'), 'Política de regalos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toMatchObject({
      codigo: 'PROP-01',
      nombre: 'Política de regalos',
      tipo_id: null,
      categoria_id: 1,
      subcategoria_id: 12,
      responsable_id: null,
      criticidad: 'media',
      estado_cumplimiento: 'sin_evaluar',
    });
  }, 30_000);

  it('edits an imported requirement: state and responsable, keeping its classification', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm(IMPORTADO);

    expect(screen.getByText('Importado del catálogo global. Los cambios solo afectan a su empresa.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Cumplimiento *' }));
    await user.click(await screen.findByRole('option', { name: 'Cumple' }));
    await user.click(screen.getByRole('combobox', { name: 'Responsable' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Rojas Soto' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toMatchObject({
      codigo: 'MPD-01',
      estado_cumplimiento: 'cumple',
      responsable_id: 8,
      tipo_id: 5,
      categoria_id: 1,
      subcategoria_id: 11,
      criticidad: 'alta',
    });
  }, 30_000);
});
