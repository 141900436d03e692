import { describe, expect, it } from 'vitest';

import { MATRIZ_POR_DEFECTO, erroresMatriz } from '@atalaya/shared/risk-matrix';

import { redimensionarMatriz } from './matriz';

describe('redimensionarMatriz', () => {
  it('keeps the matrix as is when the size does not change', () => {
    expect(redimensionarMatriz(MATRIZ_POR_DEFECTO, 5, 5)).toEqual(MATRIZ_POR_DEFECTO);
  });

  it('shrinks to 3×4 keeping the first labels, with a valid grid from Bajo to Crítico', () => {
    const m = redimensionarMatriz(MATRIZ_POR_DEFECTO, 3, 4);
    expect(m.probabilidades).toEqual(['Rara', 'Improbable', 'Posible']);
    expect(m.impactos).toEqual(['Insignificante', 'Menor', 'Moderado', 'Mayor']);
    expect(erroresMatriz(m)).toEqual({});
    expect(m.niveles[0]![0]).toBe('Bajo');
    expect(m.niveles[2]![3]).toBe('Crítico');
    expect(m.colores).toEqual(MATRIZ_POR_DEFECTO.colores);
  });

  it('grows to 6×6 naming the new levels', () => {
    const m = redimensionarMatriz(MATRIZ_POR_DEFECTO, 6, 6);
    expect(m.probabilidades[5]).toBe('Probabilidad 6');
    expect(m.impactos[5]).toBe('Impacto 6');
    expect(m.niveles).toHaveLength(6);
    expect(erroresMatriz(m)).toEqual({});
  });
});
