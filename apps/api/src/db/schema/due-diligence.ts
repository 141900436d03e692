import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archivos } from './archivos';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';
import { foldedText } from './empresa';

/*
 * Due diligence (issue 7). A request is bought with company credits, gathered from the data
 * provider and screened by a job (pendiente → procesando), then either completed at once (lite) or
 * left for an analyst to review its temporal profile (full: en_revision) and publish (terminado).
 */

const usuarioRef = (name: string) => integer(name).references(() => usuarios.id, { onDelete: 'set null' });

export const due_diligences = pgTable(
  'due_diligences',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    /** Who asked for it (SPEC's usuario_activo). */
    solicitado_por: usuarioRef('solicitado_por'),
    tipo_persona: text('tipo_persona').notNull(), // natural | juridica
    tipo_de_reporte: text('tipo_de_reporte').notNull(), // lite | full
    prioridad: text('prioridad').notNull().default('standard'),
    /** Normalised 'NNNNNNNN-D' (shared/rut.ts). */
    rut: text('rut').notNull(),
    nombre_completo: text('nombre_completo').notNull().default(''),
    apellido_paterno: text('apellido_paterno').notNull().default(''),
    apellido_materno: text('apellido_materno').notNull().default(''),
    razon_social: text('razon_social').notNull().default(''),
    nombre_fantasia: text('nombre_fantasia').notNull().default(''),
    representante: text('representante').notNull().default(''),
    direccion: text('direccion').notNull().default(''),
    pais: text('pais').notNull().default(''),
    sitio_web: text('sitio_web').notNull().default(''),
    /** PEPs declared on the form for a legal entity: [{ rut }]. */
    peps: jsonb('peps').$type<{ rut: string }[]>().notNull().default([]),
    /** pendiente | procesando | en_revision | terminado | fallido */
    estado: text('estado').notNull().default('pendiente'),
    /** 0–100 while the job runs, shown in the lists. */
    progreso: integer('progreso').notNull().default(0),
    /** bajo | monitoreo | alto, once screened. */
    nivel_riesgo: text('nivel_riesgo'),
    razones_riesgo: jsonb('razones_riesgo').$type<unknown[]>().notNull().default([]),
    is_pep: boolean('is_pep').notNull().default(false),
    /** Any screening hit on an international list. */
    listas_internacionales: boolean('listas_internacionales').notNull().default(false),
    /** SPEC §3 company profile (the "temporal" due diligence), edited by analysts until published. */
    perfil: jsonb('perfil').$type<Record<string, unknown>>(),
    /** Every name screened with its hits and the list versions used. */
    screening: jsonb('screening').$type<Record<string, unknown>>(),
    /** Credits the request holds: what it cost, 0 once a failure gave them back. */
    creditos_usados: integer('creditos_usados').notNull().default(0),
    /** What the last failure gave back to the company (shown with the failure). */
    creditos_reembolsados: integer('creditos_reembolsados').notNull().default(0),
    /** Why the request failed, in plain Spanish for the company user (no internals). */
    error: text('error'),
    procesado_at: timestamp('procesado_at', { withTimezone: true, mode: 'date' }),
    publicado_at: timestamp('publicado_at', { withTimezone: true, mode: 'date' }),
    publicado_por: usuarioRef('publicado_por'),
    /** What the header search reads: RUT and names, folded and stored (no folding per row per search). */
    busqueda: text('busqueda').generatedAlwaysAs((): SQL =>
      foldedText(
        due_diligences.rut,
        due_diligences.nombre_completo,
        due_diligences.apellido_paterno,
        due_diligences.apellido_materno,
        due_diligences.razon_social,
        due_diligences.nombre_fantasia,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    index('due_diligences_empresa_idx').on(t.empresa_id, t.created_at),
    index('due_diligences_estado_idx').on(t.estado, t.created_at),
    // The header search (GET /busqueda), company first (btree_gin).
    index('due_diligences_empresa_busqueda_trgm').using('gin', t.empresa_id, sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** Files of a due diligence: the principal report or a court-case section's support. */
export const due_diligence_archivos = pgTable(
  'due_diligence_archivos',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    due_diligence_id: integer('due_diligence_id')
      .notNull()
      .references(() => due_diligences.id, { onDelete: 'cascade' }),
    archivo_id: integer('archivo_id')
      .notNull()
      .references(() => archivos.id, { onDelete: 'restrict' }),
    /** principal | civil | laboral | penal | cobranza | otro */
    file_type: text('file_type').notNull().default('principal'),
    ...timestamps,
  },
  (t) => [index('due_diligence_archivos_dd_idx').on(t.empresa_id, t.due_diligence_id)],
);

/** Every credit movement of a company: spends (negative) on requests, grants and refunds. */
export const creditos_movimientos = pgTable(
  'creditos_movimientos',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    cantidad: integer('cantidad').notNull(),
    saldo: integer('saldo').notNull(),
    motivo: text('motivo').notNull(),
    due_diligence_id: integer('due_diligence_id').references(() => due_diligences.id, { onDelete: 'set null' }),
    usuario_id: usuarioRef('usuario_id'),
    created_at: timestamps.created_at,
  },
  (t) => [index('creditos_movimientos_empresa_idx').on(t.empresa_id, t.created_at)],
);

/** Consultas Admiral: person/company lookups by RUT (SPEC §3 person directory). */
export const consultas_personas = pgTable(
  'consultas_personas',
  {
    id: id(),
    rut: text('rut').notNull(),
    made_by: usuarioRef('made_by'),
    /** mock | production: where the answer came from. */
    fuente: text('fuente').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** RUT and names folded (lower case, no accents) for the list search. */
    busqueda: text('busqueda').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consultas_personas_rut_unique').on(t.rut),
    index('consultas_personas_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** Consultas Admiral: identity-card validity checks (RUT + serial number). */
export const consultas_cedulas = pgTable(
  'consultas_cedulas',
  {
    id: id(),
    rut: text('rut').notNull(),
    serial_number: text('serial_number').notNull(),
    made_by: usuarioRef('made_by'),
    fuente: text('fuente').notNull(),
    is_valid: boolean('is_valid').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index('consultas_cedulas_rut_idx').on(t.rut, t.created_at)],
);

/** The production provider's answers, kept with the time they were obtained. */
export const proveedor_cache = pgTable('proveedor_cache', {
  clave: text('clave').primaryKey(),
  data: jsonb('data').$type<unknown>().notNull(),
  obtenido_at: timestamp('obtenido_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Platform settings changed from the UI (e.g. the data source: mock | production). */
export const ajustes_plataforma = pgTable('ajustes_plataforma', {
  clave: text('clave').primaryKey(),
  valor: jsonb('valor').$type<unknown>().notNull(),
  updated_by: usuarioRef('updated_by'),
  updated_at: timestamps.updated_at,
});
