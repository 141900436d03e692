import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { fakeApi, renderWithQuery } from '@/components/records/form-test-utils';
import { subcategoriaOpciones } from '../../comun/taxonomia-fields';
import { RequisitoGlobalForm } from './requisito-global-form';

const fecha = '2026-01-01T00:00:00Z';
const categoria = (id: number, nombre: string) => ({
  id,
  nombre,
  descripcion: '',
  created_at: fecha,
  updated_at: fecha,
});
const sub = (id: number, categoria_id: number, nombre: string | null) => ({
  id,
  categoria_id,
  categoria: null,
  nombre,
  descripcion: '',
  created_at: fecha,
  updated_at: fecha,
});

function stubApi() {
  return fakeApi({
    lookups: {
      '/tipo_requisito/?limit=100': [categoria(5, 'Ley')],
      '/categorias-requisitos/?limit=100': [categoria(1, 'Prevención de delitos'), categoria(2, 'Ley Karin')],
      '/subcategorias-requisitos/?limit=100&categoria_id=1': [sub(11, 1, 'Canal de denuncias'), sub(12, 1, null)],
      '/subcategorias-requisitos/?limit=100&categoria_id=2': [sub(21, 2, 'Protocolo de prevención')],
    },
    post: '/requisitos-globales/',
  });
}

async function optionsOf(user: ReturnType<typeof renderWithQuery>['user'], label: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

beforeAll(() => {
  // Radix Select asks for pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('subcategoriaOpciones', () => {
  it('offers nothing until a categoría is chosen, then only that categoría’s', () => {
    const deLaCategoria = [{ value: '11', label: 'Canal de denuncias' }];
    expect(subcategoriaOpciones('', deLaCategoria)).toEqual([]);
    expect(subcategoriaOpciones('ninguno', deLaCategoria)).toEqual([]);
    expect(subcategoriaOpciones('1', deLaCategoria)).toEqual(deLaCategoria);
    expect(subcategoriaOpciones('1', undefined)).toEqual([]);
  });
});

describe('RequisitoGlobalForm', () => {
  it('filters the subcategorías by the chosen categoría and clears the choice when it changes', async () => {
    const api = stubApi();
    const onSuccess = vi.fn();
    const { user } = renderWithQuery(<RequisitoGlobalForm open onOpenChange={() => {}} onSuccess={onSuccess} />);

    // No categoría yet: nothing to choose.
    expect(await optionsOf(user, 'Subcategoría')).toEqual(['Elija primero una categoría']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Prevención de delitos' }));
    expect(screen.getByRole('combobox', { name: 'Subcategoría' }).textContent).toContain('Sin subcategoría');
    await user.click(screen.getByRole('combobox', { name: 'Subcategoría' }));
    await screen.findByRole('option', { name: 'Canal de denuncias' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin subcategoría',
      'Canal de denuncias',
      'Sin nombre',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sin nombre' }));
    expect(screen.getByRole('combobox', { name: 'Subcategoría' }).textContent).toContain('Sin nombre');

    // Another categoría: the subcategoría of the first one is cleared and no longer offered.
    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Ley Karin' }));
    expect(screen.getByRole('combobox', { name: 'Subcategoría' }).textContent).toContain('Sin subcategoría');
    await user.click(screen.getByRole('combobox', { name: 'Subcategoría' }));
    await screen.findByRole('option', { name: 'Protocolo de prevención' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin subcategoría',
      'Protocolo de prevención',
    ]);
    await user.click(screen.getByRole('option', { name: 'Protocolo de prevención' }));

    await user.type(screen.getByLabelText('Código *'), 'karin-01');
    await user.type(screen.getByLabelText('Nombre *'), 'Protocolo de prevención del acoso');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toEqual({
      codigo: 'KARIN-01',
      nombre: 'Protocolo de prevención del acoso',
      descripcion: '',
      fuente_legal: '',
      tipo_id: null,
      categoria_id: 2,
      subcategoria_id: 21,
      criticidad: 'media',
      activo: true,
    });
  }, 30_000);

  it('asks for code and name in Spanish and sends nothing without them', async () => {
    const api = stubApi();
    const { user } = renderWithQuery(<RequisitoGlobalForm open onOpenChange={() => {}} onSuccess={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El código es obligatorio')).toBeTruthy();
    expect(screen.getByText('El nombre es obligatorio')).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });
});
