import { z } from 'zod';
import { ID_MAXIMO, listResponse, paginationSchema } from './common';
import { busquedaSchema, referenciaSchema } from './mi-empresa/empresa';
import { idFiltro, idRef, obligatorio, opcionalTexto } from './fields';
import { ESTADOS_PUBLICADO, FASES, faseDeEstado, STATUS_DOCUMENTO, type Fase } from '../phases';

/*
 * Documents and the document flow (issue 5; SPEC §2, §3, §4, §7 'Documents'). A document keeps
 * code, name, validity, links and people; each version is a flow ("documentación") that goes
 * no_iniciado → borrador → revision → en_aprobacion → publicacion (rechazado back to its author,
 * obsoleto once a later version is published). Ids in `/documentacion-procesos/…`,
 * `/documento-archivos/documentacion/{id}`, `/documento-flujo-ciclo-vida/documento/{id}` and the
 * upload fields are flow ids; `/documentos/{id}` ids are document ids.
 */

const texto = z.string();
const fecha = z.string();
const fechaNula = z.string().nullable();

export const MAX_VIGENCIA_DIAS = 3650;
export const VIGENCIA_POR_DEFECTO = 365;
export const DIAS_AVISO_POR_DEFECTO = 30;
/** Lookups of requisitos and riesgos in the document form load this many (SPEC §9). */
export const LIMITE_LOOKUP_DOCUMENTO = 100;

/** SPEC §9: default code 'DOC-' + timestamp. */
export function codigoDocumentoPorDefecto(ahora: Date = new Date()): string {
  return `DOC-${ahora.getTime()}`;
}

/** A company user as the flow shows them ('No asignado' when null). */
export const personaSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  apellido: texto,
  email: texto,
});
export type Persona = z.infer<typeof personaSchema>;

const idsSchema = (mensaje: string) =>
  z
    .array(z.coerce.number({ error: mensaje }).int({ error: mensaje }).positive({ error: mensaje }).max(ID_MAXIMO), {
      error: mensaje,
    })
    .max(LIMITE_LOOKUP_DOCUMENTO, { error: `Seleccione como máximo ${LIMITE_LOOKUP_DOCUMENTO}.` })
    .default([]);

// ---- documento --------------------------------------------------------------------------------

/** POST /documentos/ and PUT /documentos/:id. People are users of the company. */
export const documentoInputSchema = z
  .object({
    nombre_documento: obligatorio('El nombre del documento es obligatorio', 300),
    codigo: z
      .string({ error: 'El código debe ser texto.' })
      .trim()
      .max(50, { error: 'Máximo 50 caracteres.' })
      .optional()
      .describe("Único en la empresa; vacío o ausente → 'DOC-' + marca de tiempo."),
    vigencia: z.coerce
      .number({ error: 'La vigencia debe ser un número de días.' })
      .int({ error: 'La vigencia debe ser un número entero de días.' })
      .min(1, { error: 'La vigencia debe ser de al menos 1 día.' })
      .max(MAX_VIGENCIA_DIAS, { error: `La vigencia no puede superar ${MAX_VIGENCIA_DIAS} días.` })
      .default(VIGENCIA_POR_DEFECTO)
      .describe('Días de vigencia desde la publicación.'),
    motivo_solicitud: opcionalTexto(2000),
    workflow_enabled: z.boolean({ error: 'Indique si el documento usa el flujo de aprobación.' }).default(true),
    proceso_id: idRef('Seleccione un proceso válido'),
    requisito_ids: idsSchema('Seleccione requisitos válidos'),
    riesgo_ids: idsSchema('Seleccione riesgos válidos'),
    solicitante_id: idRef('Seleccione un solicitante válido'),
    revisor_id: idRef('Seleccione un revisor válido'),
    aprobador_id: idRef('Seleccione un aprobador válido'),
  })
  .superRefine((v, ctx) => {
    if (v.revisor_id !== null && v.revisor_id === v.aprobador_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['aprobador_id'],
        message: 'El aprobador debe ser una persona distinta del revisor.',
      });
    }
  });
export type DocumentoInput = z.input<typeof documentoInputSchema>;

const fechaFiltro = (campo: string) =>
  z.iso.date({ error: `${campo}: ingrese una fecha válida (AAAA-MM-DD).` }).optional();

/** GET /documentos/ (SPEC §7): q (código, nombre), status, proceso_id, riesgo_id, date_from, date_to. */
export const documentoFiltrosSchema = busquedaSchema.extend({
  status: z.enum(STATUS_DOCUMENTO, { error: 'El estado debe ser DRAFT, REVIEW, PUBLISHED o ARCHIVED.' }).optional(),
  proceso_id: idFiltro,
  riesgo_id: idFiltro,
  requisito_id: idFiltro,
  date_from: fechaFiltro('Desde').describe('Creados desde este día (inclusive).'),
  date_to: fechaFiltro('Hasta').describe('Creados hasta este día (inclusive).'),
});
export type DocumentoFiltros = z.input<typeof documentoFiltrosSchema>;

export const documentoSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  codigo: texto,
  nombre_documento: texto,
  vigencia: z.number().int(),
  motivo_solicitud: texto,
  workflow_enabled: z.boolean(),
  status: z.enum(STATUS_DOCUMENTO),
  proceso_id: z.number().int().nullable(),
  proceso: referenciaSchema.nullable(),
  requisitos: z.array(referenciaSchema),
  riesgos: z.array(referenciaSchema),
  solicitante_id: z.number().int().nullable(),
  revisor_id: z.number().int().nullable(),
  aprobador_id: z.number().int().nullable(),
  solicitante: personaSchema.nullable(),
  revisor: personaSchema.nullable(),
  aprobador: personaSchema.nullable(),
  /** The version in progress, or else the latest one (SPEC's id_documentacion). */
  id_documentacion: z.number().int().nullable(),
  fase_actual: z.enum(FASES).nullable(),
  /** Published version number in force (0 = never published). */
  version_actual: z.number().int(),
  created_at: fecha,
  updated_at: fecha,
});
export type Documento = z.infer<typeof documentoSchema>;
export const documentosResponseSchema = listResponse(documentoSchema);

// ---- archivos ---------------------------------------------------------------------------------

/** SPEC §3 'Document file'. `id` is the link row; `preview_url` opens PDFs and images inline. */
export const documentoArchivoSchema = z.object({
  id: z.number().int(),
  archivo_id: z.number().int(),
  nombre: texto,
  tamano: z.number().int(),
  content_type: texto,
  sha256: texto,
  download_url: texto,
  preview_url: texto.nullable(),
  es_principal: z.boolean(),
  created_at: fecha,
});
export type DocumentoArchivo = z.infer<typeof documentoArchivoSchema>;

/** Multipart text fields of POST /upload-documento/upload (files: `primaryFile`, `files`). */
export const UPLOAD_CAMPOS = {
  flujo: 'documentFlowId',
  flujoBorrador: 'documentacionId',
  principal: 'primaryFile',
  anexos: 'files',
} as const;

export const uploadResponseSchema = z.object({
  flujo_id: z.number().int(),
  fase: z.enum(FASES),
  archivos: z.array(documentoArchivoSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// ---- versiones e historial --------------------------------------------------------------------

export const ESTADOS_VERSION = ['approved', 'rejected', 'pending'] as const;
export type EstadoVersion = (typeof ESTADOS_VERSION)[number];
/** Version status of a flow phase (SPEC §4: approved, rejected or pending by default). */
export function estadoVersion(fase: Fase): EstadoVersion {
  if (fase === 'publicacion' || fase === 'obsoleto') return 'approved';
  if (fase === 'rechazado') return 'rejected';
  return 'pending';
}

/** GET /documentos/{id}/historial item: one version, newest first. */
export const versionSchema = z.object({
  id: z.number().int().describe('Id del flujo (documentación) de esta versión.'),
  version_num: z.number().int(),
  cambios: texto,
  status: z.enum(ESTADOS_VERSION),
  fase: z.enum(FASES),
  created_by: personaSchema.nullable(),
  autor: personaSchema.nullable(),
  archivos: z.array(documentoArchivoSchema),
  rejection_reason: texto.nullable(),
  fecha_publicacion: fechaNula,
  fecha_vencimiento: fechaNula,
  obsoleto_at: fechaNula,
  created_at: fecha,
});
export type Version = z.infer<typeof versionSchema>;
export const historialResponseSchema = z.array(versionSchema);

// ---- flujo ------------------------------------------------------------------------------------

export const cicloVidaSchema = z.object({
  id: z.number().int(),
  estado: texto.describe('NO_INICIADO, BORRADOR, EN_REVISION, EN_APROBACION, PUBLICADO, RECHAZADO u OBSOLETO.'),
  fecha_cambio: fecha,
  usuario: z.object({ id: z.number().int(), nombre: texto, apellido: texto }).nullable(),
  comentario: texto.nullable(),
});
export type CicloVida = z.infer<typeof cicloVidaSchema>;
export const cicloVidaResponseSchema = z.array(cicloVidaSchema);

/** SPEC §3 'Document flow' (list item and the 'Flujo de documento' modal). */
export const flujoSchema = z.object({
  id: z.number().int(),
  fase: z.enum(FASES),
  version_num: z.number().int(),
  cambios: texto,
  documento: z.object({
    id: z.number().int(),
    codigo: texto,
    nombre_documento: texto,
    created_at: fecha,
    vigencia: z.number().int(),
    workflow_enabled: z.boolean(),
    requisitos: z.array(referenciaSchema),
  }),
  latest_ciclo_vida: z
    .object({
      estado: texto,
      fecha_cambio: fecha,
      usuario: z.object({ nombre: texto, apellido: texto }).nullable(),
    })
    .nullable(),
  solicitante: personaSchema.nullable(),
  revisor: personaSchema.nullable(),
  aprobador: personaSchema.nullable(),
  autor: personaSchema.nullable(),
  rejection_reason: texto.nullable(),
  fecha_publicacion: fechaNula,
  fecha_vencimiento: fechaNula,
  created_at: fecha,
});
export type Flujo = z.infer<typeof flujoSchema>;
export const flujosResponseSchema = listResponse(flujoSchema);

/**
 * GET /documentacion-procesos/ and /documentaciones/ (SPEC §7: offset, limit, search, companyId,
 * phase). `search` matches name or code.
 */
export const flujoFiltrosSchema = z.object({
  offset: paginationSchema.shape.skip,
  limit: paginationSchema.shape.limit,
  search: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  phase: z.enum(FASES, { error: 'Fase no válida.' }).optional(),
  documento_id: idFiltro,
  companyId: z.coerce.number({ error: 'companyId debe ser numérico.' }).int().positive().optional(),
  empresa_id: z.coerce.number({ error: 'empresa_id debe ser numérico.' }).int().positive().optional(),
});
export type FlujoFiltros = z.input<typeof flujoFiltrosSchema>;

/** POST /documento-flujo-ciclo-vida/documento/{id}/transicion. */
export const transicionInputSchema = z.object({
  nuevo_estado: z
    .string({ error: 'Indique el nuevo estado.' })
    .transform((v, ctx) => {
      const fase = faseDeEstado(v);
      if (!fase) {
        ctx.addIssue({ code: 'custom', message: 'Estado no válido.' });
        return z.NEVER;
      }
      return fase;
    })
    .describe('Fase destino: valor (revision) o nombre de ciclo de vida (EN_REVISION).'),
  usuario_id: z.coerce
    .number({ error: 'usuario_id debe ser numérico.' })
    .int({ error: 'usuario_id debe ser numérico.' })
    .positive({ error: 'usuario_id debe ser numérico.' })
    .describe('Debe ser el usuario de la sesión.'),
  comentario: opcionalTexto(4000).describe('Obligatorio al rechazar.'),
  cambios: opcionalTexto(2000).describe('Resumen de cambios de la versión (al enviar a revisión).'),
});
export type TransicionInput = z.input<typeof transicionInputSchema>;

/** GET /documento-flujo-overview/: the signed-in user's pending work (mis-flujos). */
export const misFlujosSchema = z.object({
  por_iniciar: z.number().int(),
  por_revisar: z.number().int(),
  por_aprobar: z.number().int(),
  rechazados: z.number().int(),
  /** Up to 5 of each, most recent first. */
  items: z.object({
    por_iniciar: z.array(flujoSchema),
    por_revisar: z.array(flujoSchema),
    por_aprobar: z.array(flujoSchema),
    rechazados: z.array(flujoSchema),
  }),
});
export type MisFlujos = z.infer<typeof misFlujosSchema>;

export const comentarioInputSchema = z.object({
  texto: obligatorio('Escriba un comentario', 4000),
});
export const comentarioSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(['comentario', 'rechazo']),
  texto,
  usuario: personaSchema.nullable(),
  /** Phase the flow was in when it was written. */
  created_at: fecha,
});
export type Comentario = z.infer<typeof comentarioSchema>;
export const comentariosResponseSchema = z.array(comentarioSchema);

/** POST /documentos/{id}/nueva-version: opens the next version (phase borrador, caller as author). */
export const nuevaVersionInputSchema = z.object({ cambios: opcionalTexto(2000) });

// ---- publicados -------------------------------------------------------------------------------

export const documentoPublicadoFiltrosSchema = busquedaSchema.extend({
  estado: z
    .enum(ESTADOS_PUBLICADO, { error: 'El estado debe ser vigente, por_vencer, vencido u obsoleto.' })
    .optional(),
});
export type DocumentoPublicadoFiltros = z.input<typeof documentoPublicadoFiltrosSchema>;

/** SPEC §3 'Published document': one published (or since obsolete) version. */
export const documentoPublicadoSchema = z.object({
  id: z.number().int().describe('Id del flujo de la versión publicada.'),
  documento_id: z.number().int(),
  codigo: texto,
  nombre_documento: texto,
  version_num: z.number().int(),
  categoria: texto.nullable().describe('Categoría del primer requisito vinculado.'),
  requisito: texto.nullable().describe('Requisitos vinculados, separados por coma.'),
  fecha_publicacion: fecha,
  fecha_vencimiento: fecha,
  estado: z.enum(ESTADOS_PUBLICADO),
});
export type DocumentoPublicado = z.infer<typeof documentoPublicadoSchema>;
export const documentosPublicadosResponseSchema = listResponse(documentoPublicadoSchema);

export const publicadosOverviewSchema = z.object({
  total_publicados: z.number().int(),
  vigentes: z.number().int(),
  vencidos: z.number().int(),
  por_vencer: z.number().int(),
  dias_aviso_vencimiento: z.number().int(),
});
export type PublicadosOverview = z.infer<typeof publicadosOverviewSchema>;

/** PUT /documento-publicado/configuracion: the company's 'por vencer' threshold. */
export const configuracionVencimientoSchema = z.object({
  dias_aviso_vencimiento: z.coerce
    .number({ error: 'Indique los días de aviso.' })
    .int({ error: 'Los días de aviso deben ser un número entero.' })
    .min(1, { error: 'Los días de aviso deben ser al menos 1.' })
    .max(365, { error: 'Los días de aviso no pueden superar 365.' }),
});

/** GET /documentos/cumplimiento: what the dashboard reads (issue 8). */
export const cumplimientoSchema = z.object({
  requisitos_total: z.number().int(),
  requisitos_cubiertos: z.number().int().describe('Con al menos un documento publicado y vigente vinculado.'),
  compliance_rate: z.number().describe('Porcentaje 0–100, un decimal.'),
  documents_to_expire: z.number().int().describe('Versiones vigentes por vencer.'),
});
export type Cumplimiento = z.infer<typeof cumplimientoSchema>;
