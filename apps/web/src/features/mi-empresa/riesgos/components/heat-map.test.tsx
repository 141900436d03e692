import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MATRIZ_POR_DEFECTO, type MatrizRiesgo } from '@atalaya/shared/risk-matrix';

import { HeatMap, HeatMapLegend } from './heat-map';

/** A company's own 3×4 matrix with its own labels and colours. */
const MATRIZ: MatrizRiesgo = {
  probabilidades: ['Baja', 'Media', 'Alta'],
  impactos: ['Leve', 'Moderado', 'Grave', 'Severo'],
  niveles: [
    ['Bajo', 'Bajo', 'Medio', 'Alto'],
    ['Bajo', 'Medio', 'Alto', 'Crítico'],
    ['Medio', 'Alto', 'Crítico', 'Crítico'],
  ],
  colores: { Bajo: '#00ff00', Medio: '#ffff00', Alto: '#ff8800', Crítico: '#990000' },
};

describe('HeatMap', () => {
  it('draws the matrix as a table: probabilidad rows (highest first) × impacto columns with Spanish labels', () => {
    render(<HeatMap matriz={MATRIZ} celdas={[]} titulo="Inherente" />);

    const table = screen.getByRole('table', { name: 'Mapa de calor inherente' });
    const columnas = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columnas).toEqual(['Impacto →', 'Probabilidad ↓', 'Leve', 'Moderado', 'Grave', 'Severo']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Alta', 'Media', 'Baja']);
    expect(within(table).getAllByRole('button')).toHaveLength(12);
  });

  it('counts the risks of each cell and names every cell by its labels and count', () => {
    render(
      <HeatMap
        matriz={MATRIZ}
        celdas={[
          { probabilidad: 3, impacto: 4, total: 2 },
          { probabilidad: 1, impacto: 2, total: 1 },
        ]}
        titulo="Residual"
      />,
    );

    const table = screen.getByRole('table', { name: 'Mapa de calor residual' });
    expect(
      within(table).getByRole('button', { name: 'Probabilidad Alta, Impacto Severo: 2 riesgos' }).textContent,
    ).toBe('2');
    expect(
      within(table).getByRole('button', { name: 'Probabilidad Baja, Impacto Moderado: 1 riesgo' }).textContent,
    ).toBe('1');
    const vacia = within(table).getByRole('button', { name: 'Probabilidad Media, Impacto Leve: 0 riesgos' });
    expect(vacia.textContent).toBe('');
  });

  it('paints each cell in the colour of its level, as the matrix says', () => {
    render(<HeatMap matriz={MATRIZ} celdas={[]} titulo="Inherente" />);

    const celda = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
    expect(celda('Probabilidad Alta, Impacto Severo').style.backgroundColor).toBe('rgb(153, 0, 0)');
    expect(celda('Probabilidad Alta, Impacto Severo').style.color).toBe('rgb(255, 255, 255)');
    expect(celda('Probabilidad Media, Impacto Moderado').style.backgroundColor).toBe('rgb(255, 255, 0)');
    expect(celda('Probabilidad Media, Impacto Moderado').style.color).toBe('rgb(0, 0, 0)');
    expect(celda('Probabilidad Baja, Impacto Leve').style.backgroundColor).toBe('rgb(0, 255, 0)');
    expect(celda('Probabilidad Baja, Impacto Grave').getAttribute('data-nivel')).toBe('Medio');
  });

  it('selects a cell with the mouse or the keyboard and marks it pressed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(
      <HeatMap matriz={MATRIZ_POR_DEFECTO} celdas={[]} titulo="Inherente" onSelect={onSelect} />,
    );

    await user.click(screen.getByRole('button', { name: /^Probabilidad Casi segura, Impacto Catastrófico:/ }));
    expect(onSelect).toHaveBeenLastCalledWith({ probabilidad: 5, impacto: 5 });
    screen.getByRole('button', { name: /^Probabilidad Rara, Impacto Menor:/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ probabilidad: 1, impacto: 2 });

    rerender(
      <HeatMap
        matriz={MATRIZ_POR_DEFECTO}
        celdas={[]}
        titulo="Inherente"
        seleccionada={{ probabilidad: 1, impacto: 2 }}
        onSelect={onSelect}
      />,
    );
    expect(
      screen.getByRole('button', { name: /^Probabilidad Rara, Impacto Menor:/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('has a legend with the colour of each level', () => {
    render(<HeatMapLegend colores={MATRIZ.colores} />);
    const items = within(screen.getByRole('list', { name: 'Niveles de riesgo' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Bajo', 'Medio', 'Alto', 'Crítico']);
    expect((items[3]!.firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(153, 0, 0)');
  });
});
