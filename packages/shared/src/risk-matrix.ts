/*
 * The company's risk matrix (Mi Empresa → riesgos): probabilidad rows × impacto columns, a level
 * per cell and a colour per level. Web and API compute levels with these same functions.
 */

export const NIVELES_RIESGO = ['Bajo', 'Medio', 'Alto', 'Crítico'] as const;
export type NivelRiesgo = (typeof NIVELES_RIESGO)[number];

export const TIPOS_MITIGACION = ['preventivo', 'detectivo', 'correctivo'] as const;
export type TipoMitigacion = (typeof TIPOS_MITIGACION)[number];
export const EFECTIVIDADES = ['alta', 'media', 'baja', 'no_evaluada'] as const;
export type Efectividad = (typeof EFECTIVIDADES)[number];

export interface MatrizRiesgo {
  /** Labels of probabilidad 1..n (lowest first). */
  probabilidades: string[];
  /** Labels of impacto 1..m (lowest first). */
  impactos: string[];
  /** niveles[p - 1][i - 1]: the level of the cell (n rows of m levels). */
  niveles: NivelRiesgo[][];
  /** Colour (#rrggbb) of each level. */
  colores: Record<NivelRiesgo, string>;
}

/** Default level of a cell of a 5×5 grid by score p × i: ≤4 Bajo, ≤9 Medio, ≤16 Alto, else Crítico. */
function nivelPorPuntaje(puntaje: number): NivelRiesgo {
  if (puntaje <= 4) return 'Bajo';
  if (puntaje <= 9) return 'Medio';
  if (puntaje <= 16) return 'Alto';
  return 'Crítico';
}

const DEFAULT_PROBABILIDADES = ['Rara', 'Improbable', 'Posible', 'Probable', 'Casi segura'];
const DEFAULT_IMPACTOS = ['Insignificante', 'Menor', 'Moderado', 'Mayor', 'Catastrófico'];

/** The matrix a company uses until it configures its own. */
export const MATRIZ_POR_DEFECTO: MatrizRiesgo = {
  probabilidades: DEFAULT_PROBABILIDADES,
  impactos: DEFAULT_IMPACTOS,
  niveles: DEFAULT_PROBABILIDADES.map((_, p) => DEFAULT_IMPACTOS.map((_, i) => nivelPorPuntaje((p + 1) * (i + 1)))),
  colores: { Bajo: '#16a34a', Medio: '#facc15', Alto: '#f97316', Crítico: '#dc2626' },
};

const clamp = (v: number, max: number) => Math.min(max, Math.max(1, Math.round(v)));

/** Level of cell (p, i) of the matrix; values outside the grid are clamped to its edges. */
export function nivelInherente(matriz: MatrizRiesgo, probabilidad: number, impacto: number): NivelRiesgo {
  const p = clamp(probabilidad, matriz.probabilidades.length);
  const i = clamp(impacto, matriz.impactos.length);
  return matriz.niveles[p - 1]![i - 1]!;
}

/** Steps a mitigation of this effectiveness moves the risk down its axis. */
export const PASOS_POR_EFECTIVIDAD: Record<Efectividad, number> = { alta: 2, media: 1, baja: 0, no_evaluada: 0 };

export interface MitigacionAplicada {
  tipo: TipoMitigacion;
  efectividad: Efectividad;
}

/**
 * The cell left after the mitigations: a preventive control makes the event less likely (lowers
 * probabilidad); a detective or corrective one limits the damage (lowers impacto). Each moves its
 * axis down by PASOS_POR_EFECTIVIDAD (alta 2, media 1, baja and no evaluada 0 — an unproven control
 * earns no credit); steps add up and each axis stops at 1.
 */
export function celdaResidual(probabilidad: number, impacto: number, mitigaciones: readonly MitigacionAplicada[]) {
  let p = probabilidad;
  let i = impacto;
  for (const m of mitigaciones) {
    const pasos = PASOS_POR_EFECTIVIDAD[m.efectividad];
    if (m.tipo === 'preventivo') p -= pasos;
    else i -= pasos;
  }
  return { probabilidad: Math.max(1, p), impacto: Math.max(1, i) };
}

/** Level of the residual cell (see `celdaResidual`). */
export function nivelResidual(
  matriz: MatrizRiesgo,
  probabilidad: number,
  impacto: number,
  mitigaciones: readonly MitigacionAplicada[],
): NivelRiesgo {
  const celda = celdaResidual(probabilidad, impacto, mitigaciones);
  return nivelInherente(matriz, celda.probabilidad, celda.impacto);
}

/**
 * Spanish problems of a matrix's shape (empty when valid): labels present, n × m levels from
 * NIVELES_RIESGO, a colour per level.
 */
export function erroresMatriz(matriz: MatrizRiesgo): Record<string, string> {
  const errores: Record<string, string> = {};
  const n = matriz.probabilidades.length;
  const m = matriz.impactos.length;
  if (matriz.niveles.length !== n) {
    errores.niveles = `La matriz debe tener ${n} filas (una por probabilidad).`;
  } else {
    matriz.niveles.forEach((fila, p) => {
      if (errores.niveles) return;
      if (fila.length !== m) errores.niveles = `La fila ${p + 1} debe tener ${m} celdas (una por impacto).`;
      else if (fila.some((nivel) => !NIVELES_RIESGO.includes(nivel))) {
        errores.niveles = `La fila ${p + 1} tiene un nivel no válido: use Bajo, Medio, Alto o Crítico.`;
      }
    });
  }
  return errores;
}
