import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import type { Mitigacion } from '../api';
import { MitigacionForm } from './mitigacion-form';

const MITIGACION: Mitigacion = {
  id: 5,
  nombre: 'Canal de denuncias anónimo',
  descripcion: '',
  tipo: 'detectivo',
  modo: 'manual',
  frecuencia: 'anual',
  responsable_id: null,
  responsable: null,
  efectividad: 'alta',
  riesgos: [{ id: 3, nombre: 'Pago indebido en licitación' }],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function fakeApi(answer?: { status: number; body: unknown }) {
  return stubApi({
    lookups: {
      '/trabajadores/?limit=100': [],
      '/riesgos/?skip=0&limit=100': [
        { id: 3, nombre: 'Pago indebido en licitación' },
        { id: 4, nombre: 'Lavado vía clientes' },
      ],
    },
    post: '/mitigaciones/',
    put: { path: '/mitigaciones/5', row: MITIGACION },
    answer,
  });
}

function renderForm(row?: Mitigacion) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<MitigacionForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('MitigacionForm', { timeout: 15_000 }, () => {
  it('requires a name and a type, in Spanish, and sends nothing without them', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El tipo debe ser preventivo, detectivo o correctivo')).toBeTruthy();
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('keeps its linked risks when edited and adds the chosen ones', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(MITIGACION);

    expect((await screen.findByRole('list', { name: 'Selección' })).textContent).toContain(
      'Pago indebido en licitación',
    );
    await user.click(screen.getByRole('combobox', { name: 'Riesgos que mitiga' }));
    await user.click(await screen.findByRole('option', { name: 'Lavado vía clientes' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({
      nombre: 'Canal de denuncias anónimo',
      descripcion: '',
      tipo: 'detectivo',
      modo: 'manual',
      frecuencia: 'anual',
      responsable_id: null,
      efectividad: 'alta',
      riesgo_ids: [3, 4],
    });
  });

  it("shows the server's error on the risks field", async () => {
    fakeApi({
      status: 400,
      body: { mensaje: 'Datos inválidos', errores: { riesgo_ids: 'Seleccione riesgos válidos de la empresa' } },
    });
    const { user, onSuccess } = renderForm(MITIGACION);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione riesgos válidos de la empresa')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Riesgos que mitiga' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
