import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SessionUserContext, type SessionUser } from '@/shell/session';

import { fakeApi, renderWithQuery } from '@/components/records/form-test-utils';
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
/** GET /requisitos/clasificaciones: the whole catalogue, used by the company's requirements or not. */
const CLASIFICACIONES = {
  tipos: [ref(5, 'Legal'), ref(6, 'Normativo')],
  categorias: [ref(2, 'Ley Karin'), ref(3, 'Medio ambiente'), ref(1, 'Prevención de delitos')],
  subcategorias: [
    { id: 11, nombre: 'Encargado de prevención', categoria_id: 1 },
    { id: 12, nombre: null, categoria_id: 1 },
    { id: 13, nombre: 'Canal de denuncias', categoria_id: 1 },
    { id: 21, nombre: 'Protocolo', categoria_id: 2 },
  ],
};
const ADMIN_ATALAYA: SessionUser = { ...USER, email: 'admin@atalaya.cl', roles: [{ nombre: 'admin_atalaya' }] };

function stubApi() {
  return fakeApi({
    lookups: {
      '/requisitos/clasificaciones': CLASIFICACIONES,
      '/trabajadores/?limit=100': [{ id: 8, nombres: 'Ana', apellido_paterno: 'Rojas', apellido_materno: 'Soto' }],
    },
    post: '/requisitos/',
    put: { path: '/requisitos/1', row: IMPORTADO },
  });
}

function renderForm(row?: Requisito, sessionUser: SessionUser = USER) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(
    <SessionUserContext.Provider value={sessionUser}>
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

describe('RequisitoForm', () => {
  it('offers the whole catalogue classification, subcategorías by categoría, and creates its own', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await screen.findByRole('option', { name: 'Normativo' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin tipo', 'Legal', 'Normativo']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin categoría',
      'Ley Karin',
      'Medio ambiente',
      'Prevención de delitos',
    ]);
    await user.click(screen.getByRole('option', { name: 'Prevención de delitos' }));
    await user.click(screen.getByRole('combobox', { name: 'Subcategoría' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin subcategoría',
      'Canal de denuncias',
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

  it('gives a platform administrator the same classification route (no admin-only catalogue calls)', async () => {
    stubApi();
    const { user } = renderForm(undefined, ADMIN_ATALAYA);

    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await screen.findByRole('option', { name: 'Medio ambiente' });
    await user.click(screen.getByRole('option', { name: 'Ley Karin' }));
    await user.click(screen.getByRole('combobox', { name: 'Subcategoría' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin subcategoría', 'Protocolo']);
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
