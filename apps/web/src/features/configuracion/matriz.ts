import { NIVELES_RIESGO, type MatrizRiesgo, type NivelRiesgo } from '@atalaya/shared/risk-matrix';

/** Axis sizes offered by Configuración (the API accepts 2 to 10 labels per axis). */
export const TAMANOS_EJE = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * Level of a new cell by its relative score on a 5×5 scale (as the default matrix: ≤4 Bajo,
 * ≤9 Medio, ≤16 Alto, else Crítico), so a resized matrix starts with a sensible gradient.
 */
function nivelRelativo(p: number, n: number, i: number, m: number): NivelRiesgo {
  const puntaje = ((p * 5) / n) * ((i * 5) / m);
  if (puntaje <= 4) return NIVELES_RIESGO[0];
  if (puntaje <= 9) return NIVELES_RIESGO[1];
  if (puntaje <= 16) return NIVELES_RIESGO[2];
  return NIVELES_RIESGO[3];
}

/**
 * The matrix with n probabilidad × m impacto labels: labels and cells that still fit keep their
 * values, new ones get 'Probabilidad k' / 'Impacto k' and a level by relative score.
 */
export function redimensionarMatriz(matriz: MatrizRiesgo, n: number, m: number): MatrizRiesgo {
  const mismoTamano = n === matriz.probabilidades.length && m === matriz.impactos.length;
  const etiquetas = (actuales: string[], k: number, nombre: string) =>
    Array.from({ length: k }, (_, idx) => actuales[idx] ?? `${nombre} ${idx + 1}`);
  return {
    probabilidades: etiquetas(matriz.probabilidades, n, 'Probabilidad'),
    impactos: etiquetas(matriz.impactos, m, 'Impacto'),
    niveles: Array.from({ length: n }, (_, p) =>
      Array.from({ length: m }, (_, i) => (mismoTamano ? matriz.niveles[p]![i]! : nivelRelativo(p + 1, n, i + 1, m))),
    ),
    colores: { ...matriz.colores },
  };
}
