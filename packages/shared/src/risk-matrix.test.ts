import { describe, expect, it } from 'vitest';
import {
  celdaResidual,
  erroresMatriz,
  MATRIZ_POR_DEFECTO,
  nivelInherente,
  nivelResidual,
  type MatrizRiesgo,
} from './risk-matrix';

describe('default matrix', () => {
  it('is 5×5 with the Spanish labels and a colour per level', () => {
    expect(MATRIZ_POR_DEFECTO.probabilidades).toEqual(['Rara', 'Improbable', 'Posible', 'Probable', 'Casi segura']);
    expect(MATRIZ_POR_DEFECTO.impactos).toEqual(['Insignificante', 'Menor', 'Moderado', 'Mayor', 'Catastrófico']);
    expect(Object.keys(MATRIZ_POR_DEFECTO.colores)).toEqual(['Bajo', 'Medio', 'Alto', 'Crítico']);
    expect(erroresMatriz(MATRIZ_POR_DEFECTO)).toEqual({});
  });

  it('grades cells by p × i (≤4 Bajo, ≤9 Medio, ≤16 Alto, else Crítico)', () => {
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 1, 1)).toBe('Bajo');
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 2, 2)).toBe('Bajo');
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 3, 3)).toBe('Medio');
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 3, 5)).toBe('Alto');
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 4, 4)).toBe('Alto');
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 4, 5)).toBe('Crítico');
    expect(nivelInherente(MATRIZ_POR_DEFECTO, 5, 5)).toBe('Crítico');
  });
});

describe('residual level', () => {
  it('preventive lowers probabilidad; detective and corrective lower impacto, by effectiveness', () => {
    expect(celdaResidual(4, 5, [{ tipo: 'preventivo', efectividad: 'alta' }])).toEqual({ probabilidad: 2, impacto: 5 });
    expect(celdaResidual(4, 5, [{ tipo: 'detectivo', efectividad: 'media' }])).toEqual({ probabilidad: 4, impacto: 4 });
    expect(celdaResidual(4, 5, [{ tipo: 'correctivo', efectividad: 'alta' }])).toEqual({ probabilidad: 4, impacto: 3 });
  });

  it('low or unevaluated controls earn no credit; steps add up and stop at 1', () => {
    expect(
      celdaResidual(3, 3, [
        { tipo: 'preventivo', efectividad: 'baja' },
        { tipo: 'detectivo', efectividad: 'no_evaluada' },
      ]),
    ).toEqual({ probabilidad: 3, impacto: 3 });
    expect(
      celdaResidual(3, 2, [
        { tipo: 'preventivo', efectividad: 'alta' },
        { tipo: 'preventivo', efectividad: 'media' },
        { tipo: 'correctivo', efectividad: 'alta' },
      ]),
    ).toEqual({ probabilidad: 1, impacto: 1 });
  });

  it('reads the residual cell on the matrix', () => {
    expect(nivelResidual(MATRIZ_POR_DEFECTO, 4, 5, [])).toBe('Crítico');
    expect(nivelResidual(MATRIZ_POR_DEFECTO, 4, 5, [{ tipo: 'preventivo', efectividad: 'alta' }])).toBe('Alto');
    expect(
      nivelResidual(MATRIZ_POR_DEFECTO, 4, 5, [
        { tipo: 'preventivo', efectividad: 'alta' },
        { tipo: 'detectivo', efectividad: 'media' },
      ]),
    ).toBe('Medio');
  });
});

describe('configured matrices', () => {
  const tres: MatrizRiesgo = {
    probabilidades: ['Baja', 'Media', 'Alta'],
    impactos: ['Leve', 'Grave'],
    niveles: [
      ['Bajo', 'Medio'],
      ['Medio', 'Alto'],
      ['Alto', 'Crítico'],
    ],
    colores: MATRIZ_POR_DEFECTO.colores,
  };

  it('looks up any n × m grid and clamps out-of-grid values', () => {
    expect(nivelInherente(tres, 3, 2)).toBe('Crítico');
    expect(nivelInherente(tres, 9, 9)).toBe('Crítico');
    expect(erroresMatriz(tres)).toEqual({});
  });

  it('explains a wrong shape or level in Spanish', () => {
    expect(erroresMatriz({ ...tres, niveles: tres.niveles.slice(0, 2) })).toEqual({
      niveles: 'La matriz debe tener 3 filas (una por probabilidad).',
    });
    expect(erroresMatriz({ ...tres, niveles: [['Bajo'], ...tres.niveles.slice(1)] })).toEqual({
      niveles: 'La fila 1 debe tener 2 celdas (una por impacto).',
    });
    expect(
      erroresMatriz({ ...tres, niveles: [['Bajo', 'Extremo' as never], ...tres.niveles.slice(1)] }).niveles,
    ).toMatch(/nivel no válido/);
  });
});
