import { z } from 'zod';
import { ID_MAXIMO, listResponse, MENSAJE_PAGINA_PROFUNDA, paginationSchema, TOTAL_MAXIMO } from '../common';
import { personaSchema } from '../documentos';
import { referenciaSchema } from '../mi-empresa/empresa';
import { idRef, obligatorio, opcionalTexto } from '../fields';

/*
 * Case management of the whistleblower channel (issue 6; SPEC §2 /canal-denuncias/*, §3 'Report',
 * §4, §7 'Report channel'). A report goes recibida → en_revision (clasificar) → investigacion
 * (first investigation, or a Ley Karin referral to the Dirección del Trabajo) → plan_accion (first
 * action plan, needs a root cause) → implementacion → cerrada (resolution + message the reporter
 * reads). A report in revision may also be closed as dismissed (desestimar), except Ley Karin ones.
 * The API answers `acciones_permitidas` from its pure workflow table so screens show only what
 * the server would accept.
 *
 * Routes (base /api/v1; roles ACCESS.canalDenuncias, module canal_denuncias; a case the caller may
 * not see — excluded, category with other receivers, another company — answers 404):
 * - GET    /canal-denuncia/canal-denuncia/{empresa}?estado&q&tipo&gravedad&alerta&skip|offset&limit → DenunciasResponse
 * - GET    /canal-denuncia/canal-denuncia/{empresa}/resumen → ResumenDenuncias
 * - GET    /canal-denuncia/canal-denuncia/{empresa}/{id} → DenunciaDetalle (logged: event 'abierta' + audit)
 * - DELETE /canal-denuncia/canal-denuncia/{empresa}/{id} → {ok} (closed and past retention, else 409)
 * - GET    /canal-denuncia/canal-denuncia/{empresa}/{id}/eventos → EventoDenuncia[]
 * - PUT    /canal-denuncia/canal-denuncia/{empresa}/{id}/exclusiones {usuario_ids, motivo} → DenunciaDetalle
 * - POST|PUT|DELETE /denuncias/{id}/clasificar/, POST /denuncias/{id}/derivar-dt/,
 *   POST /denuncias/{id}/implementar/ (no body), POST /denuncias/{id}/cerrar/ → DenunciaDetalle
 * - GET|POST /comentarios/; GET|POST /investigaciones/, PUT /investigaciones/{id}; GET|POST
 *   /causa-raiz/, PUT /causa-raiz/{id}; GET|POST /plan-acciones/, PUT /plan-acciones/{id};
 *   GET|POST /implementaciones/; GET|POST /medidas-resguardo/ (lists: ?denuncia_id&offset&limit → {data,total})
 * - POST /evidencias-comentario/ | /evidencias-investigacion/ | /evidencias-plan-accion/ (multipart,
 *   text fields first, file in `file`) → 201 Evidencia
 * - GET  /evidencias-denuncia/{id}/descarga → the decrypted file (logged: event 'descarga' + audit)
 * Refused workflow moves are 409 with a Spanish `mensaje`; bad input 400 with `errores` per field.
 */

const texto = z.string();
const fecha = z.string();
const fechaNula = z.string().nullable();

// ---- estados, bandejas, tipos -----------------------------------------------------------------

export const ESTADOS_DENUNCIA = [
  'recibida',
  'en_revision',
  'investigacion',
  'plan_accion',
  'implementacion',
  'cerrada',
] as const;
export type EstadoDenuncia = (typeof ESTADOS_DENUNCIA)[number];

export const ESTADO_DENUNCIA_ETIQUETAS: Readonly<Record<EstadoDenuncia, string>> = {
  recibida: 'Recibida',
  en_revision: 'En revisión',
  investigacion: 'En investigación',
  plan_accion: 'Plan de acción',
  implementacion: 'Implementación',
  cerrada: 'Cerrada',
};

/** Inbox tabs (/canal-denuncias/{bandeja}). */
export const BANDEJAS = ['todas', 'pendientes', 'en-revision', 'cerradas'] as const;
export type Bandeja = (typeof BANDEJAS)[number];

export const BANDEJA_ESTADOS: Readonly<Record<Bandeja, readonly EstadoDenuncia[]>> = {
  todas: ESTADOS_DENUNCIA,
  pendientes: ['recibida'],
  'en-revision': ['en_revision', 'investigacion', 'plan_accion', 'implementacion'],
  cerradas: ['cerrada'],
};

export const BANDEJA_ETIQUETAS: Readonly<Record<Bandeja, string>> = {
  todas: 'Todas',
  pendientes: 'Pendientes',
  'en-revision': 'En revisión',
  cerradas: 'Cerradas',
};

/** The inbox tab a report belongs to (besides 'todas'). */
export function bandejaDeEstado(estado: EstadoDenuncia): Exclude<Bandeja, 'todas'> {
  if (estado === 'recibida') return 'pendientes';
  if (estado === 'cerrada') return 'cerradas';
  return 'en-revision';
}

export const TIPOS_DENUNCIA = ['ley_karin', 'ley_20393', 'laboral', 'otro'] as const;
export type TipoDenuncia = (typeof TIPOS_DENUNCIA)[number];
export const TIPO_DENUNCIA_ETIQUETAS: Readonly<Record<TipoDenuncia, string>> = {
  ley_karin: 'Ley Karin',
  ley_20393: 'Ley 20.393',
  laboral: 'Laboral',
  otro: 'Otro',
};

export const GRAVEDADES = ['baja', 'media', 'alta', 'critica'] as const;
export type Gravedad = (typeof GRAVEDADES)[number];
export const GRAVEDAD_ETIQUETAS: Readonly<Record<Gravedad, string>> = {
  baja: 'Baja',
  media: 'Media',
  alta: 'Alta',
  critica: 'Crítica',
};

/**
 * What can be done to a case (the workflow table's actions). `acciones_permitidas` of the detail
 * lists those allowed now, with their preconditions (e.g. a root cause before a plan).
 */
export const ACCIONES_DENUNCIA = [
  'clasificar',
  'reclasificar',
  'desclasificar',
  'derivar_dt',
  'investigar',
  'editar_investigacion',
  'registrar_causa',
  'planificar',
  'editar_plan',
  'implementar',
  'registrar_implementacion',
  'cerrar',
  'desestimar',
  'registrar_medida',
  'comentar',
] as const;
export type AccionDenuncia = (typeof ACCIONES_DENUNCIA)[number];

export const ACCION_DENUNCIA_ETIQUETAS: Readonly<Record<AccionDenuncia, string>> = {
  clasificar: 'Clasificar',
  reclasificar: 'Modificar clasificación',
  desclasificar: 'Quitar clasificación',
  derivar_dt: 'Derivar a la Dirección del Trabajo',
  investigar: 'Iniciar investigación',
  editar_investigacion: 'Editar investigación',
  registrar_causa: 'Registrar causa raíz',
  planificar: 'Agregar plan de acción',
  editar_plan: 'Editar plan de acción',
  implementar: 'Pasar a implementación',
  registrar_implementacion: 'Registrar implementación',
  cerrar: 'Cerrar denuncia',
  desestimar: 'Desestimar',
  registrar_medida: 'Registrar medida de resguardo',
  comentar: 'Comentar',
};

/** Staff reference of a report: DEN-000123. */
export function referenciaDenuncia(numero: number): string {
  return `DEN-${String(numero).padStart(6, '0')}`;
}

// ---- plazos legales (mirrors Plazo of ../plazos-denuncia.ts) ----------------------------------

export const CLAVES_PLAZO = ['acuse', 'respuesta', 'karin_inicio', 'karin_investigacion'] as const;
export const ESTADOS_PLAZO = ['pendiente', 'por_vencer', 'vencido', 'cumplido', 'cumplido_tarde'] as const;
export const ALERTAS_PLAZO = ['ok', 'por_vencer', 'vencido'] as const;
export type AlertaPlazo = (typeof ALERTAS_PLAZO)[number];

export const plazoSchema = z.object({
  clave: z.enum(CLAVES_PLAZO),
  etiqueta: texto,
  vence: fecha.describe('ISO 8601: 23:59:59 hora de Santiago del último día.'),
  unidad: z.enum(['dias_corridos', 'dias_habiles']),
  cumplido_at: fechaNula,
  estado: z.enum(ESTADOS_PLAZO),
  dias_restantes: z.number().int().nullable(),
});
export type PlazoDenuncia = z.infer<typeof plazoSchema>;

// ---- bandeja ----------------------------------------------------------------------------------

/** An optional alias of skip (offset ↔ skip): undefined when absent, so the other one applies. */
const desplazamientoOpcional = z.coerce
  .number()
  .int()
  .min(0, { error: 'offset no puede ser negativo.' })
  .max(TOTAL_MAXIMO, { error: MENSAJE_PAGINA_PROFUNDA })
  .optional();

const idNumerico = (campo: string) =>
  z.coerce
    .number({ error: `${campo} debe ser numérico.` })
    .int({ error: `${campo} debe ser numérico.` })
    .positive({ error: `${campo} debe ser numérico.` })
    .max(ID_MAXIMO, { error: `${campo} debe ser numérico.` });

/**
 * GET /canal-denuncia/canal-denuncia/{empresa}: `estado` is an inbox tab (pendientes…) or a state
 * (investigacion…); `q` matches the reference number (DEN-000123 or 123) or the category name.
 * `offset` is accepted as an alias of `skip`.
 */
export const denunciaFiltrosSchema = z.object({
  estado: z
    .enum([...BANDEJAS, ...ESTADOS_DENUNCIA], {
      error: 'El estado debe ser todas, pendientes, en-revision, cerradas o un estado de la denuncia.',
    })
    .optional(),
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  tipo: z.enum(TIPOS_DENUNCIA, { error: 'Tipo de denuncia no válido.' }).optional(),
  gravedad: z
    .enum(GRAVEDADES, { error: 'La gravedad debe ser baja, media, alta o crítica.' })
    .optional()
    .describe('Solo las clasificadas con esa gravedad.'),
  alerta: z
    .enum(['por_vencer', 'vencido', 'con_alerta'], { error: 'Alerta no válida.' })
    .optional()
    .describe('con_alerta = por vencer o vencida.'),
  skip: paginationSchema.shape.skip,
  offset: desplazamientoOpcional,
  limit: paginationSchema.shape.limit,
});
export type DenunciaFiltros = z.input<typeof denunciaFiltrosSchema>;

export const empresaDenunciaParamsSchema = z.object({ empresa: idNumerico('La empresa') });
export const denunciaParamsSchema = empresaDenunciaParamsSchema.extend({ id: idNumerico('El identificador') });

export const denunciaItemSchema = z.object({
  id: z.number().int(),
  referencia: texto.describe('DEN-000123'),
  numero: z.number().int(),
  categoria: referenciaSchema.nullable(),
  tipo: z.enum(TIPOS_DENUNCIA),
  gravedad: z.enum(GRAVEDADES).nullable(),
  estado: z.enum(ESTADOS_DENUNCIA),
  anonima: z.boolean(),
  investigador: personaSchema.nullable(),
  created_at: fecha,
  plazos: z.array(plazoSchema),
  alerta: z.enum(ALERTAS_PLAZO),
});
export type DenunciaItem = z.infer<typeof denunciaItemSchema>;

/** SPEC §3: the list answers `{ denuncias, total }`, newest first. */
export const denunciasResponseSchema = z.object({
  denuncias: z.array(denunciaItemSchema),
  total: z.number().int(),
});
export type DenunciasResponse = z.infer<typeof denunciasResponseSchema>;

/** GET /canal-denuncia/canal-denuncia/{empresa}/resumen: counts of the inbox tabs (visible cases only). */
export const resumenDenunciasSchema = z.object({
  todas: z.number().int(),
  pendientes: z.number().int(),
  en_revision: z.number().int(),
  cerradas: z.number().int(),
  con_alerta: z.number().int().describe('Abiertas con un plazo por vencer o vencido.'),
});
export type ResumenDenuncias = z.infer<typeof resumenDenunciasSchema>;

// ---- evidencias -------------------------------------------------------------------------------

export const ORIGENES_EVIDENCIA = ['denuncia', 'comentario', 'investigacion', 'plan_accion'] as const;
export const TIPOS_USUARIO = ['denunciante', 'usuario'] as const;

/** A piece of evidence; `download_url` decrypts it (GET /evidencias-denuncia/{id}/descarga). */
export const evidenciaSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  tamano: z.number().int(),
  content_type: texto,
  origen: z.enum(ORIGENES_EVIDENCIA),
  titulo: texto,
  descripcion: texto,
  tipo_usuario: z.enum(TIPOS_USUARIO),
  comentario_id: z.number().int().nullable(),
  investigacion_id: z.number().int().nullable(),
  plan_accion_id: z.number().int().nullable(),
  download_url: texto,
  created_at: fecha,
});
export type Evidencia = z.infer<typeof evidenciaSchema>;

/** Multipart field names (SPEC §3); the file goes in `file`, after the text fields. */
export const CAMPOS_EVIDENCIA = {
  archivo: 'file',
  comentario: ['empresa_id', 'tipo_usuario', 'denuncia_id', 'comentario_id'],
  investigacion: ['titulo', 'descripcion', 'empresa_id', 'investigacion_id'],
  planAccion: ['titulo', 'descripcion', 'empresa_id', 'plan_accion_id'],
} as const;

const campoId = (campo: string) => idNumerico(campo);
/** Text fields of POST /evidencias-comentario/. */
export const evidenciaComentarioCamposSchema = z.object({
  empresa_id: campoId('empresa_id').optional(),
  tipo_usuario: z.literal('usuario', { error: "tipo_usuario debe ser 'usuario'." }).default('usuario'),
  denuncia_id: campoId('denuncia_id'),
  comentario_id: campoId('comentario_id'),
});
/** Text fields of POST /evidencias-investigacion/. */
export const evidenciaInvestigacionCamposSchema = z.object({
  titulo: opcionalTexto(200),
  descripcion: opcionalTexto(2000),
  empresa_id: campoId('empresa_id').optional(),
  investigacion_id: campoId('investigacion_id'),
});
/** Text fields of POST /evidencias-plan-accion/. */
export const evidenciaPlanAccionCamposSchema = z.object({
  titulo: opcionalTexto(200),
  descripcion: opcionalTexto(2000),
  empresa_id: campoId('empresa_id').optional(),
  plan_accion_id: campoId('plan_accion_id'),
});

// ---- detalle ----------------------------------------------------------------------------------

export const contenidoDenunciaSchema = z.object({
  relato: texto,
  fecha_hechos: texto.nullable(),
  lugar: texto,
  personas_involucradas: texto,
  testigos: texto,
});
export type ContenidoDenuncia = z.infer<typeof contenidoDenunciaSchema>;

export const identidadDenuncianteSchema = z.object({
  nombre: texto,
  rut: texto,
  email: texto,
  telefono: texto,
});
export type IdentidadDenunciante = z.infer<typeof identidadDenuncianteSchema>;

/** GET /canal-denuncia/canal-denuncia/{empresa}/{id}: the case, decrypted (opening it is logged). */
export const denunciaDetalleSchema = denunciaItemSchema.extend({
  contenido: contenidoDenunciaSchema,
  /** null when anonymous. */
  identidad: identidadDenuncianteSchema.nullable(),
  resolucion: texto.nullable(),
  mensaje_cierre: texto.nullable(),
  clasificada_at: fechaNula,
  acuse_at: fechaNula,
  primera_respuesta_at: fechaNula,
  investigacion_iniciada_at: fechaNula,
  derivada_dt_at: fechaNula,
  investigacion_cerrada_at: fechaNula,
  cerrada_at: fechaNula,
  /** Evidence sent with the report and later by the reporter or staff. */
  evidencias: z.array(evidenciaSchema),
  /** Users kept out of this case. */
  excluidos: z.array(personaSchema),
  acciones_permitidas: z.array(z.enum(ACCIONES_DENUNCIA)),
});
export type DenunciaDetalle = z.infer<typeof denunciaDetalleSchema>;

export const MOTIVO_EXCLUSION_MAX = 500;
export const MENSAJE_FALTA_MOTIVO_EXCLUSION =
  'Indique el motivo de la exclusión (por ejemplo, un conflicto de interés).';

/**
 * PUT /canal-denuncia/canal-denuncia/{empresa}/{id}/exclusiones: who must not see this case, and
 * why (required, also to undo one). Never the caller; at least one receiver of the company must
 * remain (409 otherwise). The case's history and the audit name who was excluded, by whom and why.
 */
export const exclusionesInputSchema = z.object({
  usuario_ids: z.array(idNumerico('usuario_ids'), { error: 'Indique los usuarios excluidos.' }).max(100),
  motivo: obligatorio(MENSAJE_FALTA_MOTIVO_EXCLUSION, MOTIVO_EXCLUSION_MAX),
});
export type ExclusionesInput = z.input<typeof exclusionesInputSchema>;

/** A person named in the detail of an 'exclusiones' event. */
export type PersonaExclusion = {
  id: number;
  nombre: string;
};
/** `detalle` of an 'exclusiones' event: the resulting set, what changed, and the reason. */
export type DetalleExclusiones = {
  excluidos: PersonaExclusion[];
  agregados: PersonaExclusion[];
  quitados: PersonaExclusion[];
  motivo: string;
  /** Who set them (also the event's user; named here for a platform administrator). */
  por: PersonaExclusion | null;
};

// ---- línea de tiempo --------------------------------------------------------------------------

/** Known event types (others may appear; show `tipo`). */
export const EVENTO_DENUNCIA_ETIQUETAS: Readonly<Record<string, string>> = {
  recibida: 'Denuncia recibida',
  abierta: 'Denuncia consultada',
  clasificada: 'Clasificada',
  reclasificada: 'Clasificación modificada',
  desclasificada: 'Clasificación quitada',
  comentario: 'Comentario interno',
  mensaje_denunciante: 'Mensaje al denunciante',
  respuesta_denunciante: 'Respuesta del denunciante',
  evidencia: 'Evidencia agregada',
  investigacion: 'Investigación registrada',
  investigacion_actualizada: 'Investigación actualizada',
  investigacion_cerrada: 'Investigación terminada',
  derivada_dt: 'Derivada a la Dirección del Trabajo',
  causa_raiz: 'Causa raíz registrada',
  causa_raiz_actualizada: 'Causa raíz actualizada',
  plan_accion: 'Plan de acción registrado',
  plan_accion_actualizado: 'Plan de acción actualizado',
  implementacion: 'Pasó a implementación',
  implementacion_registrada: 'Implementación registrada',
  medida_resguardo: 'Medida de resguardo registrada',
  cerrada: 'Denuncia cerrada',
  desestimada: 'Denuncia desestimada',
  descarga: 'Evidencia descargada',
  exclusiones: 'Exclusiones modificadas',
  plazo_aviso: 'Aviso de plazo',
};

/** A timeline entry, oldest first; no report content in `detalle` (an exclusion's reason, yes). */
export const eventoDenunciaSchema = z.object({
  id: z.number().int(),
  tipo: texto,
  etiqueta: texto,
  /** null: the reporter or the system (see `actor`). */
  usuario: personaSchema.nullable(),
  actor: texto.describe("Nombre del usuario, 'Denunciante' o 'Sistema'."),
  detalle: z.record(z.string(), z.unknown()),
  created_at: fecha,
});
export type EventoDenuncia = z.infer<typeof eventoDenunciaSchema>;
export const eventosDenunciaResponseSchema = z.array(eventoDenunciaSchema);

// ---- comentarios ------------------------------------------------------------------------------

export const VISIBILIDADES_COMENTARIO = ['interno', 'denunciante'] as const;
export const VISIBILIDAD_COMENTARIO_ETIQUETAS = {
  interno: 'Interno (solo equipo)',
  denunciante: 'Para el denunciante',
} as const;

/** GET /comentarios/?commentable_type=denuncia&commentable_id=… (oldest first). */
export const comentarioFiltrosSchema = z.object({
  commentable_type: z.literal('denuncia', { error: "commentable_type debe ser 'denuncia'." }).default('denuncia'),
  commentable_id: idNumerico('commentable_id'),
  empresa_id: idNumerico('empresa_id').optional(),
  offset: paginationSchema.shape.skip,
  skip: desplazamientoOpcional,
  limit: paginationSchema.shape.limit.default(100),
});

/** POST /comentarios/. A message to the reporter acknowledges the report if nothing did before. */
export const comentarioDenunciaInputSchema = z.object({
  commentable_type: z.literal('denuncia', { error: "commentable_type debe ser 'denuncia'." }).default('denuncia'),
  commentable_id: idNumerico('commentable_id'),
  empresa_id: idNumerico('empresa_id').optional(),
  texto: obligatorio('Escriba el comentario', 8000),
  visibilidad: z
    .enum(VISIBILIDADES_COMENTARIO, { error: "La visibilidad debe ser 'interno' o 'denunciante'." })
    .default('interno'),
});
export type ComentarioDenunciaInput = z.input<typeof comentarioDenunciaInputSchema>;

export const comentarioDenunciaSchema = z.object({
  id: z.number().int(),
  commentable_type: z.literal('denuncia'),
  commentable_id: z.number().int(),
  texto,
  visibilidad: z.enum(VISIBILIDADES_COMENTARIO),
  tipo_usuario: z.enum(TIPOS_USUARIO),
  /** The staff author, or 'Denunciante'. */
  autor: z.union([personaSchema, z.literal('Denunciante')]).nullable(),
  evidencias: z.array(evidenciaSchema),
  created_at: fecha,
});
export type ComentarioDenuncia = z.infer<typeof comentarioDenunciaSchema>;
export const comentariosDenunciaResponseSchema = listResponse(comentarioDenunciaSchema);

// ---- clasificación ----------------------------------------------------------------------------

/**
 * POST (recibida → en_revision) and PUT (change it later) /denuncias/{id}/clasificar/; DELETE
 * undoes it while in revision. `categoria_id` absent keeps the reporter's category.
 */
export const clasificarInputSchema = z.object({
  categoria_id: idNumerico('Seleccione una categoría válida').nullable().optional(),
  tipo: z.enum(TIPOS_DENUNCIA, { error: 'Seleccione el tipo de denuncia.' }),
  gravedad: z.enum(GRAVEDADES, { error: 'Seleccione la gravedad.' }),
  investigador_id: idRef('Seleccione un investigador válido'),
});
export type ClasificarInput = z.input<typeof clasificarInputSchema>;

// ---- sub-recursos -----------------------------------------------------------------------------

const fechaCampo = (campo: string) => z.iso.date({ error: `${campo}: ingrese una fecha válida (AAAA-MM-DD).` });
const fechaOpcional = (campo: string) => fechaCampo(campo).nullable().default(null);
const denunciaIdCampo = idNumerico('denuncia_id');

/** GET of /investigaciones/, /causa-raiz/, /plan-acciones/, /implementaciones/, /medidas-resguardo/. */
export const subrecursoFiltrosSchema = z.object({
  denuncia_id: denunciaIdCampo,
  empresa_id: idNumerico('empresa_id').optional(),
  offset: paginationSchema.shape.skip,
  skip: desplazamientoOpcional,
  limit: paginationSchema.shape.limit,
});
export type SubrecursoFiltros = z.input<typeof subrecursoFiltrosSchema>;

const auditoria = {
  created_by: personaSchema.nullable(),
  created_at: fecha,
  updated_at: fecha,
};

// investigación

const investigacionCampos = {
  titulo: obligatorio('El título de la investigación es obligatorio', 200),
  descripcion: opcionalTexto(8000),
  hallazgos: opcionalTexto(8000),
  investigador_id: idRef('Seleccione un investigador válido'),
  fecha_inicio: fechaOpcional('Fecha de inicio'),
  fecha_termino: fechaOpcional('Fecha de término').describe('Al indicarla se da por terminada la investigación.'),
};
const terminoDespuesDeInicio = (
  v: { fecha_inicio: string | null; fecha_termino: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.fecha_inicio && v.fecha_termino && v.fecha_termino < v.fecha_inicio) {
    ctx.addIssue({
      code: 'custom',
      path: ['fecha_termino'],
      message: 'La fecha de término no puede ser anterior a la de inicio.',
    });
  }
};
/** POST /investigaciones/ (the first one moves the case to investigacion). */
export const investigacionInputSchema = z
  .object({ denuncia_id: denunciaIdCampo, ...investigacionCampos })
  .superRefine(terminoDespuesDeInicio);
/** PUT /investigaciones/{id}. */
export const investigacionUpdateSchema = z.object(investigacionCampos).superRefine(terminoDespuesDeInicio);
export type InvestigacionInput = z.input<typeof investigacionInputSchema>;

export const investigacionSchema = z.object({
  id: z.number().int(),
  denuncia_id: z.number().int(),
  titulo: texto,
  descripcion: texto,
  hallazgos: texto,
  investigador: personaSchema.nullable(),
  fecha_inicio: fechaNula,
  fecha_termino: fechaNula,
  evidencias: z.array(evidenciaSchema),
  ...auditoria,
});
export type Investigacion = z.infer<typeof investigacionSchema>;
export const investigacionesResponseSchema = listResponse(investigacionSchema);

// causa raíz

export const METODOS_CAUSA_RAIZ = ['cinco_porques', 'ishikawa', 'otro'] as const;
export const METODO_CAUSA_RAIZ_ETIQUETAS = {
  cinco_porques: '5 porqués',
  ishikawa: 'Ishikawa (espina de pescado)',
  otro: 'Otro',
} as const;
const causaRaizCampos = {
  metodo: z.enum(METODOS_CAUSA_RAIZ, { error: 'Seleccione el método de análisis.' }).default('otro'),
  descripcion: obligatorio('Describa la causa raíz', 8000),
};
export const causaRaizInputSchema = z.object({ denuncia_id: denunciaIdCampo, ...causaRaizCampos });
export const causaRaizUpdateSchema = z.object(causaRaizCampos);
export type CausaRaizInput = z.input<typeof causaRaizInputSchema>;
export const causaRaizSchema = z.object({
  id: z.number().int(),
  denuncia_id: z.number().int(),
  metodo: z.enum(METODOS_CAUSA_RAIZ),
  descripcion: texto,
  ...auditoria,
});
export type CausaRaiz = z.infer<typeof causaRaizSchema>;
export const causasRaizResponseSchema = listResponse(causaRaizSchema);

// plan de acción

export const ESTADOS_PLAN_ACCION = ['pendiente', 'en_curso', 'completada'] as const;
export const ESTADO_PLAN_ACCION_ETIQUETAS = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  completada: 'Completada',
} as const;
const planAccionCampos = {
  titulo: obligatorio('El título del plan de acción es obligatorio', 200),
  descripcion: opcionalTexto(8000),
  responsable_id: idRef('Seleccione un responsable válido'),
  plazo: fechaOpcional('Plazo'),
  estado: z.enum(ESTADOS_PLAN_ACCION, { error: 'Estado del plan no válido.' }).default('pendiente'),
};
/** POST /plan-acciones/ (the first one moves the case to plan_accion; needs a root cause). */
export const planAccionInputSchema = z.object({ denuncia_id: denunciaIdCampo, ...planAccionCampos });
export const planAccionUpdateSchema = z.object(planAccionCampos);
export type PlanAccionInput = z.input<typeof planAccionInputSchema>;
export const planAccionSchema = z.object({
  id: z.number().int(),
  denuncia_id: z.number().int(),
  titulo: texto,
  descripcion: texto,
  responsable: personaSchema.nullable(),
  plazo: fechaNula,
  estado: z.enum(ESTADOS_PLAN_ACCION),
  evidencias: z.array(evidenciaSchema),
  ...auditoria,
});
export type PlanAccion = z.infer<typeof planAccionSchema>;
export const planesAccionResponseSchema = listResponse(planAccionSchema);

// implementación

/** POST /implementaciones/ (from plan_accion it also moves the case to implementacion). */
export const implementacionInputSchema = z.object({
  denuncia_id: denunciaIdCampo,
  descripcion: obligatorio('Describa la implementación', 8000),
  plan_accion_id: idRef('Seleccione un plan de acción válido'),
  fecha: fechaOpcional('Fecha'),
});
export type ImplementacionInput = z.input<typeof implementacionInputSchema>;
export const implementacionSchema = z.object({
  id: z.number().int(),
  denuncia_id: z.number().int(),
  plan_accion: z.object({ id: z.number().int(), titulo: texto }).nullable(),
  descripcion: texto,
  fecha: fechaNula,
  ...auditoria,
});
export type Implementacion = z.infer<typeof implementacionSchema>;
export const implementacionesResponseSchema = listResponse(implementacionSchema);

// medidas de resguardo (Ley Karin)

export const medidaResguardoInputSchema = z.object({
  denuncia_id: denunciaIdCampo,
  medida: obligatorio('Describa la medida de resguardo', 2000),
  fecha: fechaCampo('Fecha'),
  responsable_id: idRef('Seleccione un responsable válido'),
});
export type MedidaResguardoInput = z.input<typeof medidaResguardoInputSchema>;
export const medidaResguardoSchema = z.object({
  id: z.number().int(),
  denuncia_id: z.number().int(),
  medida: texto,
  fecha,
  responsable: personaSchema.nullable(),
  ...auditoria,
});
export type MedidaResguardo = z.infer<typeof medidaResguardoSchema>;
export const medidasResguardoResponseSchema = listResponse(medidaResguardoSchema);

/** POST /denuncias/{id}/derivar-dt/: Ley Karin referral to the Dirección del Trabajo. */
export const derivarDtInputSchema = z.object({
  fecha: fechaCampo('Fecha de derivación').optional().describe('Por defecto, hoy.'),
  observacion: opcionalTexto(2000).describe('Se guarda como comentario interno.'),
});
export type DerivarDtInput = z.input<typeof derivarDtInputSchema>;

/** POST /denuncias/{id}/cerrar/: both texts required; the reporter reads `mensaje_denunciante`. */
export const cerrarInputSchema = z.object({
  resolucion: obligatorio('La resolución es obligatoria', 8000),
  mensaje_denunciante: obligatorio('Escriba el mensaje que leerá el denunciante', 8000),
});
export type CerrarInput = z.input<typeof cerrarInputSchema>;

/** Answer of the case moves (clasificar, implementar, cerrar, derivar-dt): the updated detail. */
export const MENSAJE_RETENCION = (meses: number) =>
  `Las denuncias se conservan ${meses} meses después de su cierre: esta aún no puede eliminarse.`;
