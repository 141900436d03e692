import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archivos } from './archivos';
import { requisitos } from './catalogo';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';
import { foldedText, procesos } from './empresa';
import { riesgos } from './riesgos';

/*
 * Controlled documents (ISO 9001 §7.5). A `documento` holds what stays across versions (code,
 * name, validity, links, people); each version runs through its own flow (`documento_flujos`,
 * SPEC's "documentación"): no_iniciado → borrador → revision → en_aprobacion → publicacion, with
 * rechazado back to the author and obsoleto when a later version is published.
 */

const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' });

const usuarioRef = (name: string) => integer(name).references(() => usuarios.id, { onDelete: 'set null' });

export const documentos = pgTable(
  'documentos',
  {
    id: id(),
    empresa_id: empresaId(),
    codigo: text('codigo').notNull(),
    nombre_documento: text('nombre_documento').notNull(),
    /** Validity in days from publication (default 365). */
    vigencia: integer('vigencia').notNull().default(365),
    motivo_solicitud: text('motivo_solicitud').notNull().default(''),
    workflow_enabled: boolean('workflow_enabled').notNull().default(true),
    /** DRAFT | REVIEW | PUBLISHED | ARCHIVED (SPEC §4 status map), kept in step by the flow. */
    status: text('status').notNull().default('DRAFT'),
    proceso_id: integer('proceso_id').references(() => procesos.id, { onDelete: 'set null' }),
    solicitante_id: usuarioRef('solicitante_id'),
    revisor_id: usuarioRef('revisor_id'),
    aprobador_id: usuarioRef('aprobador_id'),
    /** Number of the version in force (0 until the first publication). */
    version_actual: integer('version_actual').notNull().default(0),
    created_by: usuarioRef('created_by'),
    /** The folded text `q` searches, stored (see trabajadores.busqueda). */
    busqueda: text('busqueda').generatedAlwaysAs((): SQL => foldedText(documentos.codigo, documentos.nombre_documento)),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documentos_empresa_codigo_unique').on(t.empresa_id, t.codigo),
    index('documentos_empresa_created_idx').on(t.empresa_id, t.created_at, t.id),
    index('documentos_empresa_busqueda_trgm').using('gin', t.empresa_id, sql`${t.busqueda} gin_trgm_ops`),
  ],
);

export const documento_requisitos = pgTable(
  'documento_requisitos',
  {
    empresa_id: empresaId(),
    documento_id: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    requisito_id: integer('requisito_id')
      .notNull()
      .references(() => requisitos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documento_id, t.requisito_id] }),
    index('documento_requisitos_empresa_requisito_idx').on(t.empresa_id, t.requisito_id),
  ],
);

export const documento_riesgos = pgTable(
  'documento_riesgos',
  {
    empresa_id: empresaId(),
    documento_id: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    riesgo_id: integer('riesgo_id')
      .notNull()
      .references(() => riesgos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documento_id, t.riesgo_id] }),
    index('documento_riesgos_empresa_riesgo_idx').on(t.empresa_id, t.riesgo_id),
  ],
);

/** One version of a document and where it stands in the flow. */
export const documento_flujos = pgTable(
  'documento_flujos',
  {
    id: id(),
    empresa_id: empresaId(),
    documento_id: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    version_num: integer('version_num').notNull(),
    /** no_iniciado | borrador | revision | en_aprobacion | publicacion | rechazado | obsoleto */
    fase: text('fase').notNull().default('no_iniciado'),
    /** Summary of what changed in this version (shown in the history). */
    cambios: text('cambios').notNull().default(''),
    /** Author of this version: whoever started the draft. Never its reviewer or approver. */
    autor_id: usuarioRef('autor_id'),
    /** Last rejection comment (the thread keeps them all). */
    rejection_reason: text('rejection_reason'),
    fecha_publicacion: timestamp('fecha_publicacion', { withTimezone: true, mode: 'date' }),
    /** fecha_publicacion + documento.vigencia days, fixed at publication. */
    fecha_vencimiento: timestamp('fecha_vencimiento', { withTimezone: true, mode: 'date' }),
    obsoleto_at: timestamp('obsoleto_at', { withTimezone: true, mode: 'date' }),
    /** Set by the expiry job once the owner and approver were told it is about to expire. */
    aviso_por_vencer_at: timestamp('aviso_por_vencer_at', { withTimezone: true, mode: 'date' }),
    /** Set by the expiry job once it expired (and the review request was opened). */
    vencido_at: timestamp('vencido_at', { withTimezone: true, mode: 'date' }),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documento_flujos_documento_version_unique').on(t.documento_id, t.version_num),
    // At most one version in progress per document.
    uniqueIndex('documento_flujos_documento_abierto_unique')
      .on(t.documento_id)
      .where(sql`${t.fase} not in ('publicacion', 'obsoleto')`),
    index('documento_flujos_empresa_fase_idx').on(t.empresa_id, t.fase, t.created_at),
    index('documento_flujos_vencimiento_idx').on(t.fase, t.fecha_vencimiento),
  ],
);

/** Every phase a flow went through, with who moved it and when (SPEC's "ciclo de vida"). */
export const documento_ciclo_vida = pgTable(
  'documento_ciclo_vida',
  {
    id: id(),
    empresa_id: empresaId(),
    flujo_id: integer('flujo_id')
      .notNull()
      .references(() => documento_flujos.id, { onDelete: 'cascade' }),
    /** NO_INICIADO | BORRADOR | EN_REVISION | EN_APROBACION | PUBLICADO | RECHAZADO | OBSOLETO */
    estado: text('estado').notNull(),
    usuario_id: usuarioRef('usuario_id'),
    comentario: text('comentario'),
    fecha_cambio: timestamp('fecha_cambio', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('documento_ciclo_vida_empresa_flujo_idx').on(t.empresa_id, t.flujo_id, t.fecha_cambio)],
);

/** Files of a version: one principal plus annexes. Published versions never change them. */
export const documento_archivos = pgTable(
  'documento_archivos',
  {
    id: id(),
    empresa_id: empresaId(),
    flujo_id: integer('flujo_id')
      .notNull()
      .references(() => documento_flujos.id, { onDelete: 'cascade' }),
    archivo_id: integer('archivo_id')
      .notNull()
      .references(() => archivos.id, { onDelete: 'restrict' }),
    es_principal: boolean('es_principal').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('documento_archivos_empresa_flujo_idx').on(t.empresa_id, t.flujo_id),
    uniqueIndex('documento_archivos_principal_unique')
      .on(t.flujo_id)
      .where(sql`${t.es_principal}`),
  ],
);

/** The comment thread of a flow; rejections are comments of tipo 'rechazo'. */
export const documento_comentarios = pgTable(
  'documento_comentarios',
  {
    id: id(),
    empresa_id: empresaId(),
    flujo_id: integer('flujo_id')
      .notNull()
      .references(() => documento_flujos.id, { onDelete: 'cascade' }),
    usuario_id: usuarioRef('usuario_id'),
    /** comentario | rechazo */
    tipo: text('tipo').notNull().default('comentario'),
    texto: text('texto').notNull(),
    ...timestamps,
  },
  (t) => [index('documento_comentarios_empresa_flujo_idx').on(t.empresa_id, t.flujo_id, t.created_at)],
);
