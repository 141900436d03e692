import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import type { Departamento } from '../api';
import { DepartamentoForm } from './departamento-form';

const GERENCIA: Departamento = {
  id: 1,
  nombre: 'Gerencia General',
  descripcion: '',
  responsable_id: null,
  responsable: null,
  parent_id: null,
  parent: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: { '/departamentos/?limit=100': [GERENCIA], '/trabajadores/?limit=100': [] },
    post: '/departamentos/',
    put: { path: '/departamentos/1', row: GERENCIA },
    answer,
  });
}

function renderForm(row?: Departamento) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<DepartamentoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('DepartamentoForm', () => {
  it('requires a name and sends nothing without it', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByLabelText('Nombre *').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends "none" selects as null', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Auditoría Interna');
    await user.type(screen.getByLabelText('Descripción'), 'Revisión de controles.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      nombre: 'Auditoría Interna',
      descripcion: 'Revisión de controles.',
      responsable_id: null,
      parent_id: null,
    });
  });

  it('edits an existing department with PUT', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(GERENCIA);

    expect((screen.getByLabelText('Nombre *') as HTMLInputElement).value).toBe('Gerencia General');
    await user.clear(screen.getByLabelText('Nombre *'));
    await user.type(screen.getByLabelText('Nombre *'), 'Gerencia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toMatchObject({ nombre: 'Gerencia', parent_id: null });
  });

  it('shows 400 field errors on their fields', async () => {
    fakeApi({ status: 400, body: { mensaje: 'Datos inválidos', errores: { descripcion: 'Máximo 1000 caracteres.' } } });
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Auditoría');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Máximo 1000 caracteres.')).toBeTruthy();
    expect(screen.getByLabelText('Descripción').getAttribute('aria-invalid')).toBe('true');
  });
});
