/*
 * Document flow phases (SPEC §4): labels, list-filter values, the lifecycle names the history
 * records and the row action of each phase. Shared by the API workflow and every flow screen.
 */

export const FASES = [
  'no_iniciado',
  'borrador',
  'revision',
  'en_aprobacion',
  'publicacion',
  'rechazado',
  'obsoleto',
] as const;
export type Fase = (typeof FASES)[number];

export const FASE_ETIQUETAS: Record<Fase, string> = {
  no_iniciado: 'No Iniciado',
  borrador: 'Borrador',
  revision: 'En Revisión',
  en_aprobacion: 'En Aprobación',
  publicacion: 'Publicación',
  rechazado: 'Rechazado',
  obsoleto: 'Obsoleto',
};

export const MENSAJE_FASE_INVALIDA = 'Invalid phase!';

/** Display label of a phase; any other value raises 'Invalid phase!' (SPEC §4). */
export function etiquetaFase(fase: string): string {
  if (!(FASES as readonly string[]).includes(fase)) throw new Error(MENSAJE_FASE_INVALIDA);
  return FASE_ETIQUETAS[fase as Fase];
}

/** Lifecycle names as the history (`GET /documento-flujo-ciclo-vida/documento/{id}`) records them. */
export const ESTADOS_CICLO_VIDA = [
  'NO_INICIADO',
  'BORRADOR',
  'EN_REVISION',
  'EN_APROBACION',
  'PUBLICADO',
  'RECHAZADO',
  'OBSOLETO',
] as const;
export type EstadoCicloVida = (typeof ESTADOS_CICLO_VIDA)[number];

export const ESTADO_CICLO_VIDA_DE_FASE: Record<Fase, EstadoCicloVida> = {
  no_iniciado: 'NO_INICIADO',
  borrador: 'BORRADOR',
  revision: 'EN_REVISION',
  en_aprobacion: 'EN_APROBACION',
  publicacion: 'PUBLICADO',
  rechazado: 'RECHAZADO',
  obsoleto: 'OBSOLETO',
};

/**
 * The phase a lifecycle name (or a phase value) stands for; `PUBLICACION` is accepted as a
 * synonym of `PUBLICADO` (SPEC §4 maps both to approved). Unknown → null.
 */
export function faseDeEstado(valor: string): Fase | null {
  const v = valor.trim();
  if ((FASES as readonly string[]).includes(v)) return v as Fase;
  const upper = v.toUpperCase();
  if (upper === 'PUBLICACION') return 'publicacion';
  const entry = Object.entries(ESTADO_CICLO_VIDA_DE_FASE).find(([, estado]) => estado === upper);
  return entry ? (entry[0] as Fase) : null;
}

/** SPEC §4 workflow lifecycle map (for badges): idle, in_review, approved, rejected, cancelled. */
export type EstadoWorkflow = 'idle' | 'in_review' | 'approved' | 'rejected' | 'cancelled';
export function estadoWorkflow(estado: string): EstadoWorkflow {
  const fase = faseDeEstado(estado);
  switch (fase) {
    case 'no_iniciado':
    case 'borrador':
      return 'idle';
    case 'revision':
    case 'en_aprobacion':
      return 'in_review';
    case 'publicacion':
      return 'approved';
    case 'rechazado':
      return 'rejected';
    case 'obsoleto':
      return 'cancelled';
    default:
      throw new Error(MENSAJE_FASE_INVALIDA);
  }
}

/** The row action of each phase in the flow lists and where it leads (SPEC §4). */
export const ACCION_DE_FASE: Record<Fase, { etiqueta: string; ruta: (flujoId: number) => string }> = {
  no_iniciado: { etiqueta: 'Iniciar', ruta: (id) => `/flujo-documental/creacion/${id}` },
  borrador: { etiqueta: 'Continuar', ruta: (id) => `/flujo-documental/creacion/${id}` },
  revision: { etiqueta: 'Revisar', ruta: (id) => `/flujo-documental/aprobar-revision/${id}` },
  en_aprobacion: { etiqueta: 'Revisar', ruta: (id) => `/flujo-documental/aprobar-publicacion/${id}` },
  publicacion: { etiqueta: 'Ver', ruta: (id) => `/flujo-documental/ver/${id}` },
  rechazado: { etiqueta: 'Ver', ruta: (id) => `/flujo-documental/creacion/${id}` },
  obsoleto: { etiqueta: 'Crear', ruta: (id) => `/flujo-documental/nueva-version/${id}` },
};

/** Document status (SPEC §4 status map): DRAFT draft, REVIEW in_workflow, PUBLISHED, ARCHIVED. */
export const STATUS_DOCUMENTO = ['DRAFT', 'REVIEW', 'PUBLISHED', 'ARCHIVED'] as const;
export type StatusDocumento = (typeof STATUS_DOCUMENTO)[number];
export const STATUS_DOCUMENTO_ETIQUETAS: Record<StatusDocumento, string> = {
  DRAFT: 'Borrador',
  REVIEW: 'En flujo',
  PUBLISHED: 'Publicado',
  ARCHIVED: 'Archivado',
};
export const STATUS_DOCUMENTO_CLAVE: Record<StatusDocumento, 'draft' | 'in_workflow' | 'published' | 'archived'> = {
  DRAFT: 'draft',
  REVIEW: 'in_workflow',
  PUBLISHED: 'published',
  ARCHIVED: 'archived',
};

/** State of a published version (SPEC §4: vencido, por_vencer, otherwise vigente) plus obsoleto. */
export const ESTADOS_PUBLICADO = ['vigente', 'por_vencer', 'vencido', 'obsoleto'] as const;
export type EstadoPublicado = (typeof ESTADOS_PUBLICADO)[number];
export const ESTADO_PUBLICADO_ETIQUETAS: Record<EstadoPublicado, string> = {
  vigente: 'Vigente',
  por_vencer: 'Por vencer',
  vencido: 'Vencido',
  obsoleto: 'Obsoleto',
};

const DIA_MS = 86_400_000;

/**
 * vencido once `fecha_vencimiento` has passed; por_vencer within `diasAviso` days of it
 * (per-company threshold, default 30); otherwise vigente. An obsolete version is always obsoleto.
 */
export function estadoPublicado(
  fechaVencimiento: Date,
  ahora: Date,
  diasAviso: number,
  obsoleto = false,
): EstadoPublicado {
  if (obsoleto) return 'obsoleto';
  const t = fechaVencimiento.getTime();
  if (t <= ahora.getTime()) return 'vencido';
  if (t - ahora.getTime() <= diasAviso * DIA_MS) return 'por_vencer';
  return 'vigente';
}

/** Publication date + vigencia days. */
export function fechaVencimiento(fechaPublicacion: Date, vigenciaDias: number): Date {
  return new Date(fechaPublicacion.getTime() + vigenciaDias * DIA_MS);
}
