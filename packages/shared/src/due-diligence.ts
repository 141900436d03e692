/** Due-diligence display rules (SPEC §4): statuses, risk levels, company size. */

export const TIPOS_PERSONA = ['natural', 'juridica'] as const;
export type TipoPersona = (typeof TIPOS_PERSONA)[number];

export const TIPOS_REPORTE = ['lite', 'full'] as const;
export type TipoReporte = (typeof TIPOS_REPORTE)[number];

/**
 * Stored states: the job moves pendiente → procesando; a lite report is then terminado, a full one
 * waits in en_revision for an analyst to publish it. fallido after the job's last attempt.
 */
export const ESTADOS_DD = ['pendiente', 'procesando', 'en_revision', 'terminado', 'fallido'] as const;
export type EstadoDueDiligence = (typeof ESTADOS_DD)[number];

export const ETIQUETA_ESTADO_DD: Record<EstadoDueDiligence, string> = {
  pendiente: 'Pendiente',
  procesando: 'Procesando',
  en_revision: 'En revisión',
  terminado: 'Completado',
  fallido: 'Error',
};

/** SPEC §4: the server's pendiente / procesando, anything else completed. */
export function estadoReporte(estado: string): 'pendiente' | 'procesando' | 'completed' {
  if (estado === 'pendiente' || estado === 'procesando') return estado;
  return 'completed';
}

/** Values of the `estado` list filter; en_progreso covers procesando and en_revision. */
export const FILTROS_ESTADO_DD = ['pendiente', 'en_progreso', 'terminado', 'fallido'] as const;

export const NIVELES_RIESGO_DD = ['bajo', 'monitoreo', 'alto'] as const;
export type NivelRiesgoDueDiligence = (typeof NIVELES_RIESGO_DD)[number];

const RIESGOS: Record<NivelRiesgoDueDiligence, { etiqueta: string; porcentaje: number }> = {
  bajo: { etiqueta: 'Bajo', porcentaje: 20 },
  monitoreo: { etiqueta: 'Monitoreo', porcentaje: 50 },
  alto: { etiqueta: 'Alto', porcentaje: 80 },
};

/** SPEC §4: bajo (Bajo, 20 %), monitoreo (Monitoreo, 50 %), alto (Alto, 80 %); anything else throws. */
export function nivelRiesgo(valor: string): { etiqueta: string; porcentaje: number } {
  const r = RIESGOS[valor as NivelRiesgoDueDiligence];
  if (!r) throw new Error('Unknown risk level received');
  return r;
}

/** SPEC §4 company size: PyME → small, mediana → medium, otherwise large. */
export function tamanoEmpresa(tipo: string): 'small' | 'medium' | 'large' {
  if (tipo === 'PyME') return 'small';
  if (tipo === 'mediana') return 'medium';
  return 'large';
}

export const ETIQUETA_TAMANO: Record<'small' | 'medium' | 'large', string> = {
  small: 'PyME',
  medium: 'Mediana empresa',
  large: 'Gran empresa',
};
