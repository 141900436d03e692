import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MATRIZ_POR_DEFECTO } from '@atalaya/shared/risk-matrix';

import { renderWithQuery } from '@/components/records/form-test-utils';
import type { Riesgo } from '../api';
import { RiesgoForm } from './riesgo-form';

const RIESGO: Riesgo = {
  id: 7,
  nombre: 'Pago indebido en licitación',
  descripcion: '',
  proceso_id: null,
  proceso: null,
  delito_o_categoria: 'Cohecho',
  probabilidad: 5,
  impacto: 5,
  responsable_id: null,
  responsable: null,
  estado: 'No cubierto',
  nivel_inherente: 'Crítico',
  nivel_residual: 'Crítico',
  mitigaciones: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const MITIGACION = {
  id: 5,
  nombre: 'Canal de denuncias anónimo',
  descripcion: '',
  tipo: 'detectivo',
  modo: 'manual',
  frecuencia: 'anual',
  responsable_id: null,
  responsable: null,
  efectividad: 'alta',
  riesgos: [{ id: 3, nombre: 'Otro riesgo' }],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** The API behind the form: lookups, then `answers[METHOD path]` (201/200 with `{ id: 7 }` by default). */
function fakeApi(answers: Record<string, { status: number; body: unknown }> = {}) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    requests.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (answers[key]) return json(answers[key].body, answers[key].status);
    switch (key) {
      case 'GET /riesgos/matriz':
        return json({ ...MATRIZ_POR_DEFECTO, por_defecto: true });
      case 'GET /proceso/?limit=100':
      case 'GET /trabajadores/?limit=100':
        return json({ data: [], total: 0 });
      case 'GET /mitigaciones/?skip=0&limit=100':
        return json({ data: [MITIGACION], total: 1 });
      case 'POST /riesgos/':
        return json({ ...RIESGO, id: 8 }, 201);
      case 'PUT /riesgos/7':
        return json(RIESGO);
    }
    throw new Error(`unexpected request ${key}`);
  });
  return {
    sent: (key: string) => requests.filter((r) => r.key === key),
    /** Every request but the form's lookups. */
    writes: () => requests.filter((r) => !r.key.startsWith('GET ')).map((r) => r.key),
  };
}

function renderForm(row?: Riesgo) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<RiesgoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

/** Adds 'Canal de denuncias anónimo' in the Mitigaciones multi-select, then saves. */
async function chooseMitigacionAndSave(user: ReturnType<typeof renderForm>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Mitigaciones' }));
  await user.click(await screen.findByRole('option', { name: 'Canal de denuncias anónimo' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
}

beforeAll(() => {
  // Radix Select asks for pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('RiesgoForm', { timeout: 15_000 }, () => {
  it('asks in Spanish for the name, the offence, probabilidad and impacto, and sends nothing', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Indique el delito o la categoría')).toBeTruthy();
    expect(screen.getByText('Seleccione una probabilidad de la matriz')).toBeTruthy();
    expect(screen.getByText('Seleccione un impacto de la matriz')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Seleccione probabilidad e impacto');
    expect(api.sent('POST /riesgos/')).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('labels probabilidad and impacto with the matrix and previews the inherent level as they change', async () => {
    fakeApi();
    const { user } = renderForm();

    await user.click(await screen.findByRole('combobox', { name: 'Probabilidad *' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 · Rara',
      '2 · Improbable',
      '3 · Posible',
      '4 · Probable',
      '5 · Casi segura',
    ]);
    await user.click(screen.getByRole('option', { name: '4 · Probable' }));
    await user.click(screen.getByRole('combobox', { name: 'Impacto *' }));
    await user.click(screen.getByRole('option', { name: '2 · Menor' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Medio'));

    await user.click(screen.getByRole('combobox', { name: 'Impacto *' }));
    await user.click(screen.getByRole('option', { name: '5 · Catastrófico' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Crítico'));
  });

  it('saves the risk and the chosen mitigations in one request', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(RIESGO);

    await chooseMitigacionAndSave(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.writes()).toEqual(['PUT /riesgos/7']);
    expect(api.sent('PUT /riesgos/7')[0]!.body).toEqual({
      nombre: 'Pago indebido en licitación',
      descripcion: '',
      proceso_id: null,
      delito_o_categoria: 'Cohecho',
      probabilidad: 5,
      impacto: 5,
      responsable_id: null,
      estado: 'No cubierto',
      mitigacion_ids: [5],
    });
  });

  it('creates a risk with its mitigations in the POST', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre *'), 'Soborno en permisos');
    await user.type(screen.getByLabelText('Delito o categoría *'), 'Cohecho');
    await user.click(await screen.findByRole('combobox', { name: 'Probabilidad *' }));
    await user.click(screen.getByRole('option', { name: '4 · Probable' }));
    await user.click(screen.getByRole('combobox', { name: 'Impacto *' }));
    await user.click(screen.getByRole('option', { name: '2 · Menor' }));
    await chooseMitigacionAndSave(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.writes()).toEqual(['POST /riesgos/']);
    expect(api.sent('POST /riesgos/')[0]!.body).toMatchObject({
      nombre: 'Soborno en permisos',
      probabilidad: 4,
      impacto: 2,
      mitigacion_ids: [5],
    });
  });

  it('shows a refused mitigation link on the Mitigaciones field and saves nothing else', async () => {
    const api = fakeApi({
      'PUT /riesgos/7': {
        status: 400,
        body: {
          mensaje: 'Datos inválidos',
          errores: { mitigacion_ids: 'Seleccione mitigaciones válidas de la empresa' },
        },
      },
    });
    const { user, onSuccess } = renderForm({ ...RIESGO, mitigaciones: [{ id: 5, nombre: MITIGACION.nombre }] });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Seleccione mitigaciones válidas de la empresa')).toBeTruthy();
    expect(api.writes()).toEqual(['PUT /riesgos/7']);
    expect(api.sent('PUT /riesgos/7')[0]!.body).toMatchObject({ mitigacion_ids: [5] });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields", async () => {
    fakeApi({
      'PUT /riesgos/7': {
        status: 400,
        body: {
          mensaje: 'Datos inválidos',
          errores: {
            proceso_id: 'Seleccione un proceso válido',
            probabilidad: 'Seleccione una probabilidad de la matriz',
          },
        },
      },
    });
    const { user, onSuccess } = renderForm(RIESGO);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Seleccione un proceso válido')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Proceso' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Seleccione una probabilidad de la matriz')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
