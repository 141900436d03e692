import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MATRIZ_POR_DEFECTO } from '@atalaya/shared/risk-matrix';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';
import { MatrizDialog } from './matriz-dialog';

const PROPIA = {
  probabilidades: ['Baja', 'Media', 'Alta'],
  impactos: ['Leve', 'Grave'],
  niveles: [
    ['Bajo', 'Medio'],
    ['Medio', 'Alto'],
    ['Alto', 'Crítico'],
  ],
  colores: { Bajo: '#00ff00', Medio: '#ffff00', Alto: '#ff8800', Crítico: '#990000' },
  por_defecto: false,
} as const;

function fakeApi(answer?: { status: number; body: unknown }) {
  // PUT /riesgos/matriz is the only call; `post` is unused here.
  return stubApi({ lookups: {}, post: '/none', put: { path: '/riesgos/matriz', row: PROPIA }, answer });
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const { user } = renderWithQuery(
    <MatrizDialog
      matriz={{
        ...PROPIA,
        niveles: PROPIA.niveles.map((f) => [...f]),
        probabilidades: [...PROPIA.probabilidades],
        impactos: [...PROPIA.impactos],
      }}
      open
      onOpenChange={onOpenChange}
    />,
  );
  return { user, onOpenChange };
}

afterEach(() => vi.unstubAllGlobals());

describe('MatrizDialog', { timeout: 15_000 }, () => {
  it("edits the company's labels and saves the whole matrix with PUT", async () => {
    const api = fakeApi();
    const { user, onOpenChange } = renderDialog();

    expect(screen.getByRole('combobox', { name: 'Nivel de Probabilidad Alta, Impacto Grave' }).textContent).toBe(
      'Crítico',
    );
    await user.clear(screen.getByLabelText('Probabilidad 3'));
    await user.type(screen.getByLabelText('Probabilidad 3'), 'Muy alta');
    expect(screen.getByRole('combobox', { name: 'Nivel de Probabilidad Muy alta, Impacto Grave' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.puts()[0]!.body).toEqual({
      probabilidades: ['Baja', 'Media', 'Muy alta'],
      impactos: ['Leve', 'Grave'],
      niveles: PROPIA.niveles,
      colores: PROPIA.colores,
    });
  });

  it('asks for every label in Spanish and sends nothing while one is empty', async () => {
    const api = fakeApi();
    const { user } = renderDialog();

    await user.clear(screen.getByLabelText('Impacto 1'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cada etiqueta de impacto es obligatoria')).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it("'Restablecer matriz por defecto' brings back the default 5×5 matrix to review before saving", async () => {
    const api = fakeApi();
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Restablecer matriz por defecto' }));
    expect((screen.getByLabelText('Probabilidad 5') as HTMLInputElement).value).toBe('Casi segura');
    expect((screen.getByLabelText('Impacto 1') as HTMLInputElement).value).toBe('Insignificante');
    expect(api.puts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    const { probabilidades, impactos, niveles, colores } = MATRIZ_POR_DEFECTO;
    expect(api.puts()[0]!.body).toEqual({ probabilidades, impactos, niveles, colores });
  });

  it('shows a refusal of the server (409: risks outside the new grid)', async () => {
    fakeApi({
      status: 409,
      body: {
        mensaje: 'Hay 2 riesgo(s) con probabilidad o impacto fuera de la nueva matriz; reclasifíquelos primero.',
      },
    });
    const { user, onOpenChange } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('fuera de la nueva matriz');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
