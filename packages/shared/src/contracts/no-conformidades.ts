import { z } from 'zod';
import {
  ETAPA_NC_ETIQUETAS,
  ETAPAS_NC,
  EVENTO_NC_ETIQUETAS,
  EVENTOS_NC,
  OPERACIONES_NC,
  type EtapaNc,
  type EventoNc,
  type OperacionNc,
} from '../flujos/no-conformidad';
import { NIVELES_RIESGO, type Efectividad } from '../risk-matrix';
import { listResponse, paginationSchema } from './common';
import { idFiltro, idRef, obligatorio, opcionalTexto } from './fields';
import { ESTADOS_RIESGO } from './mi-empresa/riesgos';

/*
 * Non-conformities (CAPA, ISO 9001 §10.2; issue 8 §1-2; SPEC §3/§7 'Non-conformity'). Every route
 * is under /api/v1, roles ACCESS.miEmpresa, plan module 'no_conformidades'; the workflow table is
 * packages/shared/src/flujos/no-conformidad.ts (wrong stage → 409 with a Spanish message).
 *
 *   GET/POST /fuente-no-conformidad/, PUT/DELETE /fuente-no-conformidad/{id}         (catalogo*)
 *   GET/POST /clasificacion-no-conformidad/, PUT/DELETE /clasificacion-no-conformidad/{id}
 *   GET /no-conformidad/responsables                                               → personaNc[]
 *   GET /no-conformidad/ (skip, limit, etapa, q, riesgo_id, denuncia_id)            → {data,total}
 *   POST /no-conformidad/, GET/PUT /no-conformidad/{id}                             → detalle
 *   POST /no-conformidad/{id}/aceptar, PUT /no-conformidad/correccion/{id},
 *   POST /no-conformidad/{id}/completar-analisis, PUT /no-conformidad/classify/{id},
 *   POST /no-conformidad/{id}/enviar-verificacion, POST /no-conformidad/{id}/verificacion → detalle
 *   POST /analisis-causa-no-conformidad/, PUT /analisis-causa-no-conformidad/{id},
 *   GET /analisis-causa-no-conformidad/by-nc/{id} (404 when none)                   → analisis
 *   POST /accion-no-conformidad/, PUT/DELETE /accion-no-conformidad/{id},
 *   PATCH /accion-no-conformidad/{id}/estado, GET /accion-no-conformidad/by-nc/{id} → accion / accion[]
 *   POST /evidencia-no-conformidad/upload (multipart id_no_conformidad, tipo=analisis_causa, file|files)
 *   POST /evidencia-no-conformidad/upload-evidence (multipart nonConformityId, accionId?, files)
 *   GET /evidencia-no-conformidad/by-nc/{id}?tipo=…, GET /evidencia-no-conformidad/{id}/descarga,
 *   DELETE /evidencia-no-conformidad/{id}                                           → evidencia[]
 *   POST /cierre-no-conformidad/, GET /cierre-no-conformidad/by-nc/{id} (404 when none) → cierre
 */

export {
  ETAPA_NC_ETIQUETAS,
  ETAPAS_NC,
  EVENTO_NC_ETIQUETAS,
  EVENTOS_NC,
  OPERACIONES_NC,
  type EtapaNc,
  type EventoNc,
  type OperacionNc,
};

const texto = z.string();
const fecha = z.string();
const FECHA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD; `noFutura` refuses dates after today (Chile, with a day of slack for time zones). */
const fechaCampo = (mensaje: string, noFutura?: string) => {
  const base = z
    .string({ error: mensaje })
    .regex(FECHA_RE, { error: mensaje })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T12:00:00Z`)), { error: mensaje });
  return noFutura
    ? base.refine((s) => Date.parse(`${s}T00:00:00Z`) <= Date.now() + 86_400_000, { error: noFutura })
    : base;
};

const idObligatorio = (mensaje: string) =>
  z.coerce.number({ error: mensaje }).int({ error: mensaje }).positive({ error: mensaje });

// ---- constants ---------------------------------------------------------------------------------

export const CRITICIDADES_NC = ['menor', 'mayor', 'critica'] as const;
export type CriticidadNc = (typeof CRITICIDADES_NC)[number];
export const CRITICIDAD_NC_ETIQUETAS: Readonly<Record<CriticidadNc, string>> = {
  menor: 'Menor',
  mayor: 'Mayor',
  critica: 'Crítica',
};

export const METODOS_ANALISIS_NC = ['cinco_porques', 'ishikawa'] as const;
export type MetodoAnalisisNc = (typeof METODOS_ANALISIS_NC)[number];
export const METODO_ANALISIS_NC_ETIQUETAS: Readonly<Record<MetodoAnalisisNc, string>> = {
  cinco_porques: '5 porqués',
  ishikawa: 'Ishikawa (6M)',
};

/** Ishikawa 6M branches. */
export const RAMAS_ISHIKAWA = [
  'metodo',
  'mano_de_obra',
  'maquinaria',
  'material',
  'medicion',
  'medio_ambiente',
] as const;
export type RamaIshikawa = (typeof RAMAS_ISHIKAWA)[number];
export const RAMA_ISHIKAWA_ETIQUETAS: Readonly<Record<RamaIshikawa, string>> = {
  metodo: 'Método',
  mano_de_obra: 'Mano de obra',
  maquinaria: 'Maquinaria',
  material: 'Material',
  medicion: 'Medición',
  medio_ambiente: 'Medio ambiente',
};

export const TIPOS_ACCION_NC = ['correctiva', 'preventiva'] as const;
export type TipoAccionNc = (typeof TIPOS_ACCION_NC)[number];
export const TIPO_ACCION_NC_ETIQUETAS: Readonly<Record<TipoAccionNc, string>> = {
  correctiva: 'Correctiva',
  preventiva: 'Preventiva',
};

export const ESTADOS_ACCION_NC = ['pendiente', 'en_curso', 'completada'] as const;
export type EstadoAccionNc = (typeof ESTADOS_ACCION_NC)[number];
export const ESTADO_ACCION_NC_ETIQUETAS: Readonly<Record<EstadoAccionNc, string>> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  completada: 'Completada',
};

export const TIPOS_EVIDENCIA_NC = ['analisis_causa', 'evidencia'] as const;
export type TipoEvidenciaNc = (typeof TIPOS_EVIDENCIA_NC)[number];
export const TIPO_EVIDENCIA_NC_ETIQUETAS: Readonly<Record<TipoEvidenciaNc, string>> = {
  analisis_causa: 'Respaldo del análisis de causa',
  evidencia: 'Evidencia de acciones',
};

/** Closing may rate the NC's actions as a correctivo mitigation of the linked risk (no 'no_evaluada'). */
export const EFECTIVIDADES_CIERRE_NC = ['alta', 'media', 'baja'] as const satisfies readonly Efectividad[];

/** Multipart field names. */
export const CAMPOS_SUBIDA_NC = {
  /** POST /evidencia-no-conformidad/upload */
  analisis: { noConformidad: 'id_no_conformidad', tipo: 'tipo', archivo: 'file', archivos: 'files' },
  /** POST /evidencia-no-conformidad/upload-evidence */
  evidencia: { noConformidad: 'nonConformityId', accion: 'accionId', archivos: 'files' },
} as const;
/** At most this many files per upload request. */
export const MAX_ARCHIVOS_SUBIDA_NC = 10;

const etapa = z.enum(ETAPAS_NC, { error: 'Etapa no válida.' });
const criticidad = z.enum(CRITICIDADES_NC, { error: 'Seleccione la criticidad: menor, mayor o crítica.' });
const metodo = z.enum(METODOS_ANALISIS_NC, { error: 'Seleccione el método: 5 porqués o Ishikawa.' });
const tipoAccion = z.enum(TIPOS_ACCION_NC, { error: 'Seleccione el tipo: correctiva o preventiva.' });
const estadoAccion = z.enum(ESTADOS_ACCION_NC, { error: 'El estado debe ser pendiente, en curso o completada.' });
const tipoEvidencia = z.enum(TIPOS_EVIDENCIA_NC, { error: 'El tipo debe ser analisis_causa o evidencia.' });

/** A linked row as lists and details show it. */
export const refNcSchema = z.object({ id: z.number().int(), nombre: texto });
export type RefNc = z.infer<typeof refNcSchema>;

// ---- sources and classifications ----------------------------------------------------------------

/** GET /fuente-no-conformidad/ and /clasificacion-no-conformidad/: skip, limit. */
export const catalogoNcFiltrosSchema = paginationSchema;
export type CatalogoNcFiltros = z.input<typeof catalogoNcFiltrosSchema>;

/** POST / PUT of a company's own source or classification. */
export const catalogoNcInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio.', 120),
  descripcion: opcionalTexto(500),
});
export type CatalogoNcInput = z.input<typeof catalogoNcInputSchema>;

export const catalogoNcSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  /** True for the platform's rows (read-only for companies). */
  global: z.boolean(),
  empresa_id: z.number().int().nullable(),
  activo: z.boolean(),
  created_at: fecha,
  updated_at: fecha,
});
export type CatalogoNc = z.infer<typeof catalogoNcSchema>;
export const catalogoNcListaSchema = listResponse(catalogoNcSchema);
export type CatalogoNcLista = z.infer<typeof catalogoNcListaSchema>;

// ---- non-conformity ---------------------------------------------------------------------------

/** GET /no-conformidad/: newest first. */
export const noConformidadFiltrosSchema = paginationSchema.extend({
  etapa: etapa.optional(),
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  riesgo_id: idFiltro,
  denuncia_id: idFiltro,
});
export type NoConformidadFiltros = z.input<typeof noConformidadFiltrosSchema>;

/** POST /no-conformidad/ and PUT /no-conformidad/{id} (registration fields; PUT only while abierta / correccion). */
export const noConformidadInputSchema = z.object({
  fuente_id: idObligatorio('Seleccione la fuente.'),
  descripcion: obligatorio('La descripción es obligatoria.', 5000),
  proceso_id: idRef('Seleccione un proceso válido.'),
  /** Área. */
  departamento_id: idRef('Seleccione un área válida.'),
  /** Trabajador who detected it. */
  detectado_por_id: idRef('Seleccione un trabajador válido.'),
  fecha_deteccion: fechaCampo(
    'Indique la fecha de detección (AAAA-MM-DD).',
    'La fecha de detección no puede ser futura.',
  ),
  riesgo_id: idRef('Seleccione un riesgo válido.'),
  requisito_id: idRef('Seleccione un requisito válido.'),
  /** Whistleblower case it comes from. */
  denuncia_id: idRef('Seleccione una denuncia válida.'),
});
export type NoConformidadInput = z.input<typeof noConformidadInputSchema>;

/** PUT /no-conformidad/correccion/{id} (stage correccion → analisis_causa). */
export const correccionNcInputSchema = z.object({
  correccion: obligatorio('Describa la corrección inmediata.', 5000),
  correccion_fecha: fechaCampo(
    'Indique la fecha de la corrección (AAAA-MM-DD).',
    'La fecha de la corrección no puede ser futura.',
  ),
});
export type CorreccionNcInput = z.input<typeof correccionNcInputSchema>;

/** PUT /no-conformidad/classify/{id} (stage clasificacion → acciones). `user_id`: responsible user of the company. */
export const clasificarNcInputSchema = z.object({
  criticidad,
  clasificacion_id: idObligatorio('Seleccione la clasificación.'),
  user_id: idObligatorio('Seleccione el responsable.'),
});
export type ClasificarNcInput = z.input<typeof clasificarNcInputSchema>;

/** POST /no-conformidad/{id}/verificacion (stage verificacion). eficaz=false reopens the cause analysis. */
export const verificacionNcInputSchema = z.object({
  eficaz: z.boolean({ error: 'Indique si la acción fue eficaz.' }),
  observaciones: obligatorio('Las observaciones son obligatorias.', 5000),
  fecha: fechaCampo('Indique la fecha de verificación (AAAA-MM-DD).', 'La fecha de verificación no puede ser futura.'),
});
export type VerificacionNcInput = z.input<typeof verificacionNcInputSchema>;

/** A row of the list. Names of linked rows are null when unlinked or deleted. */
export const noConformidadSchema = z.object({
  id: z.number().int(),
  codigo: texto,
  etapa,
  fuente: refNcSchema.nullable(),
  descripcion: texto,
  proceso: refNcSchema.nullable(),
  /** Área. */
  departamento: refNcSchema.nullable(),
  detectado_por: refNcSchema.nullable(),
  fecha_deteccion: fecha,
  criticidad: criticidad.nullable(),
  clasificacion: refNcSchema.nullable(),
  responsable: refNcSchema.nullable(),
  riesgo: refNcSchema.nullable(),
  requisito: refNcSchema.nullable(),
  /** `nombre` is the case code. */
  denuncia: refNcSchema.nullable(),
  reaperturas: z.number().int(),
  creado_por: refNcSchema.nullable(),
  cerrada_at: fecha.nullable(),
  created_at: fecha,
  updated_at: fecha,
});
export type NoConformidad = z.infer<typeof noConformidadSchema>;
export const noConformidadesResponseSchema = listResponse(noConformidadSchema);
export type NoConformidadesResponse = z.infer<typeof noConformidadesResponseSchema>;

/** GET /no-conformidad/responsables: active users of the company (classification `user_id`, action responsable). */
export const responsablesNcResponseSchema = z.array(refNcSchema);

// ---- cause analysis -----------------------------------------------------------------------------

const causas = z
  .array(z.string({ error: 'Cada causa debe ser texto.' }).trim().max(1000, { error: 'Máximo 1000 caracteres.' }), {
    error: 'Las causas deben ser una lista.',
  })
  .max(20, { error: 'Máximo 20 causas por rama.' })
  .transform((xs) => xs.filter((x) => x.length > 0))
  .default([]);

const ishikawaInput = z
  .object(
    {
      metodo: causas,
      mano_de_obra: causas,
      maquinaria: causas,
      material: causas,
      medicion: causas,
      medio_ambiente: causas,
    },
    { error: 'El diagrama de Ishikawa debe ser un objeto con las 6M.' },
  )
  .default({ metodo: [], mano_de_obra: [], maquinaria: [], material: [], medicion: [], medio_ambiente: [] });

const analisisCampos = {
  metodo,
  /** Five whys, in order (empty strings dropped). */
  porques: z
    .array(z.string({ error: 'Cada porqué debe ser texto.' }).trim().max(1000, { error: 'Máximo 1000 caracteres.' }), {
      error: 'Los porqués deben ser una lista.',
    })
    .max(10, { error: 'Máximo 10 porqués.' })
    .transform((xs) => xs.filter((x) => x.length > 0))
    .default([]),
  ishikawa: ishikawaInput,
  causa_raiz: obligatorio('Indique la causa raíz.', 2000),
};

const analisisCompleto = <
  T extends { metodo: MetodoAnalisisNc; porques: string[]; ishikawa: Record<string, string[]> },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.metodo === 'cinco_porques' && v.porques.length === 0)
    ctx.addIssue({ code: 'custom', path: ['porques'], message: 'Registre al menos un porqué.' });
  if (v.metodo === 'ishikawa' && Object.values(v.ishikawa).every((xs) => xs.length === 0))
    ctx.addIssue({ code: 'custom', path: ['ishikawa'], message: 'Registre al menos una causa en el diagrama.' });
};

/** POST /analisis-causa-no-conformidad/ (stage analisis_causa; one per non-conformity). */
export const analisisCausaNcInputSchema = z
  .object({ id_no_conformidad: idObligatorio('Indique la no conformidad.'), ...analisisCampos })
  .superRefine(analisisCompleto);
export type AnalisisCausaNcInput = z.input<typeof analisisCausaNcInputSchema>;

/** PUT /analisis-causa-no-conformidad/{id} (stage analisis_causa). */
export const analisisCausaNcActualizarSchema = z.object(analisisCampos).superRefine(analisisCompleto);
export type AnalisisCausaNcActualizar = z.input<typeof analisisCausaNcActualizarSchema>;

export const ishikawaSchema = z.object({
  metodo: z.array(texto),
  mano_de_obra: z.array(texto),
  maquinaria: z.array(texto),
  material: z.array(texto),
  medicion: z.array(texto),
  medio_ambiente: z.array(texto),
});
export type Ishikawa = z.infer<typeof ishikawaSchema>;

export const analisisCausaNcSchema = z.object({
  id: z.number().int(),
  no_conformidad_id: z.number().int(),
  metodo,
  porques: z.array(texto),
  ishikawa: ishikawaSchema,
  causa_raiz: texto,
  created_at: fecha,
  updated_at: fecha,
});
export type AnalisisCausaNc = z.infer<typeof analisisCausaNcSchema>;

// ---- actions ------------------------------------------------------------------------------------

const accionCampos = {
  descripcion: obligatorio('Describa la acción.', 2000),
  tipo: tipoAccion.default('correctiva'),
  /** A user of the company. */
  responsable_id: idObligatorio('Seleccione el responsable.'),
  plazo: fechaCampo('Indique el plazo (AAAA-MM-DD).'),
};

/** POST /accion-no-conformidad/ (stage acciones). */
export const accionNcInputSchema = z.object({
  no_conformidad_id: idObligatorio('Indique la no conformidad.'),
  ...accionCampos,
});
export type AccionNcInput = z.input<typeof accionNcInputSchema>;

/** PUT /accion-no-conformidad/{id} (stage acciones). */
export const accionNcActualizarSchema = z.object(accionCampos);
export type AccionNcActualizar = z.input<typeof accionNcActualizarSchema>;

/** PATCH /accion-no-conformidad/{id}/estado (stage acciones). */
export const accionNcEstadoSchema = z.object({ estado: estadoAccion });
export type AccionNcEstado = z.input<typeof accionNcEstadoSchema>;

export const accionNcSchema = z.object({
  id: z.number().int(),
  no_conformidad_id: z.number().int(),
  descripcion: texto,
  tipo: tipoAccion,
  responsable: refNcSchema.nullable(),
  plazo: fecha,
  estado: estadoAccion,
  /** Past its plazo and not completada. */
  vencida: z.boolean(),
  completada_at: fecha.nullable(),
  /** Evidence files attached to this action. */
  evidencias: z.number().int(),
  created_at: fecha,
  updated_at: fecha,
});
export type AccionNc = z.infer<typeof accionNcSchema>;
export const accionesNcResponseSchema = z.array(accionNcSchema);

// ---- files --------------------------------------------------------------------------------------

/** GET /evidencia-no-conformidad/by-nc/{id}?tipo= (omit tipo for both). */
export const evidenciaNcFiltrosSchema = z.object({ tipo: tipoEvidencia.optional() });
export type EvidenciaNcFiltros = z.input<typeof evidenciaNcFiltrosSchema>;

/** Text fields of POST /evidencia-no-conformidad/upload (the server validates them from the form). */
export const subidaAnalisisNcSchema = z.object({
  id_no_conformidad: idObligatorio('Indique la no conformidad.'),
  tipo: z.literal('analisis_causa', { error: 'El tipo debe ser analisis_causa.' }).default('analisis_causa'),
});
/** Text fields of POST /evidencia-no-conformidad/upload-evidence. */
export const subidaEvidenciaNcSchema = z.object({
  nonConformityId: idObligatorio('Indique la no conformidad.'),
  accionId: idRef('Seleccione una acción válida.'),
});

export const evidenciaNcSchema = z.object({
  id: z.number().int(),
  no_conformidad_id: z.number().int(),
  accion_id: z.number().int().nullable(),
  tipo: tipoEvidencia,
  nombre: texto,
  tamano: z.number().int(),
  content_type: texto,
  /** GET /api/v1/evidencia-no-conformidad/{id}/descarga */
  download_url: texto,
  subido_por: refNcSchema.nullable(),
  created_at: fecha,
});
export type EvidenciaNc = z.infer<typeof evidenciaNcSchema>;
export const evidenciasNcResponseSchema = z.array(evidenciaNcSchema);

// ---- verification and closure ---------------------------------------------------------------------

export const verificacionNcSchema = z.object({
  id: z.number().int(),
  eficaz: z.boolean(),
  observaciones: texto,
  fecha,
  verificado_por: refNcSchema.nullable(),
  created_at: fecha,
});
export type VerificacionNc = z.infer<typeof verificacionNcSchema>;

/** POST /cierre-no-conformidad/ (stage verificacion, latest verification eficaz). */
export const cierreNcInputSchema = z.object({
  id_no_conformidad: idObligatorio('Indique la no conformidad.'),
  observaciones: opcionalTexto(5000),
  fecha_cierre: fechaCampo('Indique la fecha de cierre (AAAA-MM-DD).', 'La fecha de cierre no puede ser futura.'),
  /**
   * Only when the NC is linked to a risk: records the NC's actions as a 'correctivo' mitigation of
   * that efectividad (lowering the computed residual level) and/or sets the risk's estado.
   */
  riesgo: z
    .object({
      efectividad: z.enum(EFECTIVIDADES_CIERRE_NC, { error: 'La efectividad debe ser alta, media o baja.' }),
      estado: z.enum(ESTADOS_RIESGO, { error: 'El estado debe ser Cubierto, En proceso o No cubierto' }).optional(),
    })
    .nullable()
    .optional(),
});
export type CierreNcInput = z.input<typeof cierreNcInputSchema>;

export const cierreNcSchema = z.object({
  id: z.number().int(),
  no_conformidad_id: z.number().int(),
  verificacion_id: z.number().int(),
  observaciones: texto,
  fecha_cierre: fecha,
  cerrado_por: refNcSchema.nullable(),
  created_at: fecha,
});
export type CierreNc = z.infer<typeof cierreNcSchema>;

/** The linked risk after closing (null when the closure did not touch a risk). */
export const riesgoActualizadoNcSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  estado: z.enum(ESTADOS_RIESGO),
  nivel_residual_anterior: z.enum(NIVELES_RIESGO),
  nivel_residual: z.enum(NIVELES_RIESGO),
  /** The 'correctivo' mitigation created (null when only the estado changed). */
  mitigacion_id: z.number().int().nullable(),
});
export type RiesgoActualizadoNc = z.infer<typeof riesgoActualizadoNcSchema>;

export const cierreNcResponseSchema = cierreNcSchema.extend({ riesgo: riesgoActualizadoNcSchema.nullable() });
export type CierreNcResponse = z.infer<typeof cierreNcResponseSchema>;

// ---- detail -------------------------------------------------------------------------------------

/** GET /no-conformidad/{id} and the answer of every stage move. */
export const noConformidadDetalleSchema = noConformidadSchema.extend({
  correccion: texto.nullable(),
  correccion_fecha: fecha.nullable(),
  analisis: analisisCausaNcSchema.nullable(),
  acciones: z.array(accionNcSchema),
  /** Both kinds of files, oldest first. */
  evidencias: z.array(evidenciaNcSchema),
  /** Newest first. */
  verificaciones: z.array(verificacionNcSchema),
  cierre: cierreNcSchema.nullable(),
  /** Stage moves that would pass now (verificar: either result). */
  eventos_permitidos: z.array(z.enum(EVENTOS_NC)),
  /** Editing operations open in the current stage. */
  operaciones_permitidas: z.array(z.enum(Object.keys(OPERACIONES_NC) as [OperacionNc, ...OperacionNc[]])),
});
export type NoConformidadDetalle = z.infer<typeof noConformidadDetalleSchema>;
