import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archivos } from './archivos';
import { requisitos } from './catalogo';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';
import { denuncias } from './denuncias';
import { departamentos, foldedText, procesos, trabajadores } from './empresa';
import { riesgos } from './riesgos';

/*
 * Non-conformities (CAPA, ISO 9001 §10.2; issue 8 §1-2). One row per non-conformity walks
 * abierta → correccion → analisis_causa → clasificacion → acciones → verificacion → cerrada
 * (packages/shared/src/flujos/no-conformidad.ts); an ineffective verification sends it back to
 * analisis_causa and counts a cycle. Links to process/risk/requirement/case point at rows of the
 * same company (checked by the API).
 */

const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' });

const usuarioRef = (name: string) => integer(name).references(() => usuarios.id, { onDelete: 'set null' });

/** Sources ('Auditoría interna', 'Reclamo de cliente'…): global rows (empresa_id null) plus a company's own. */
export const fuentes_nc = pgTable(
  'fuentes_nc',
  {
    id: id(),
    empresa_id: integer('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fuentes_nc_empresa_nombre_unique').on(sql`coalesce(${t.empresa_id}, 0)`, sql`lower(${t.nombre})`),
  ],
);

/** Classifications ('Proceso', 'Producto o servicio', 'Legal'…): global rows plus a company's own. */
export const clasificaciones_nc = pgTable(
  'clasificaciones_nc',
  {
    id: id(),
    empresa_id: integer('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clasificaciones_nc_empresa_nombre_unique').on(
      sql`coalesce(${t.empresa_id}, 0)`,
      sql`lower(${t.nombre})`,
    ),
  ],
);

export const no_conformidades = pgTable(
  'no_conformidades',
  {
    id: id(),
    empresa_id: empresaId(),
    /** NC-2026-0001, numbered per company and year. */
    codigo: text('codigo').notNull(),
    /** abierta | correccion | analisis_causa | clasificacion | acciones | verificacion | cerrada */
    etapa: text('etapa').notNull().default('abierta'),
    fuente_id: integer('fuente_id').references(() => fuentes_nc.id, { onDelete: 'set null' }),
    descripcion: text('descripcion').notNull(),
    proceso_id: integer('proceso_id').references(() => procesos.id, { onDelete: 'set null' }),
    /** Área: the department where it was found. */
    departamento_id: integer('departamento_id').references(() => departamentos.id, { onDelete: 'set null' }),
    detectado_por_id: integer('detectado_por_id').references(() => trabajadores.id, { onDelete: 'set null' }),
    fecha_deteccion: date('fecha_deteccion', { mode: 'string' }).notNull(),
    /** Immediate correction (containment), recorded in the 'correccion' stage. */
    correccion: text('correccion'),
    correccion_fecha: date('correccion_fecha', { mode: 'string' }),
    /** menor | mayor | critica; set by classification. */
    criticidad: text('criticidad'),
    clasificacion_id: integer('clasificacion_id').references(() => clasificaciones_nc.id, { onDelete: 'set null' }),
    /** User responsible for the actions (classification's `user_id`). */
    responsable_id: usuarioRef('responsable_id'),
    riesgo_id: integer('riesgo_id').references(() => riesgos.id, { onDelete: 'set null' }),
    requisito_id: integer('requisito_id').references(() => requisitos.id, { onDelete: 'set null' }),
    denuncia_id: integer('denuncia_id').references(() => denuncias.id, { onDelete: 'set null' }),
    /** How many times an ineffective verification sent it back to cause analysis. */
    reaperturas: integer('reaperturas').notNull().default(0),
    created_by: usuarioRef('created_by'),
    cerrada_at: timestamp('cerrada_at', { withTimezone: true, mode: 'date' }),
    /**
     * The folded text `q` and the header search read, stored: a company's few hundred rows are then
     * filtered without folding each one per search (that cost more than the rest of a search).
     */
    busqueda: text('busqueda').generatedAlwaysAs((): SQL =>
      foldedText(no_conformidades.codigo, no_conformidades.descripcion),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('no_conformidades_empresa_codigo_unique').on(t.empresa_id, t.codigo),
    index('no_conformidades_empresa_etapa_idx').on(t.empresa_id, t.etapa, t.created_at),
    index('no_conformidades_riesgo_idx').on(t.riesgo_id),
    index('no_conformidades_denuncia_idx').on(t.denuncia_id),
    // Company first (btree_gin): the list's `q` and the header search read only its company's matches.
    index('no_conformidades_empresa_busqueda_trgm').using('gin', t.empresa_id, sql`${t.busqueda} gin_trgm_ops`),
  ],
);

const noConformidadId = () =>
  integer('no_conformidad_id')
    .notNull()
    .references(() => no_conformidades.id, { onDelete: 'cascade' });

/** Root-cause analysis: one per non-conformity, edited again when a verification reopens it. */
export const analisis_causa_nc = pgTable(
  'analisis_causa_nc',
  {
    id: id(),
    empresa_id: empresaId(),
    no_conformidad_id: noConformidadId(),
    /** cinco_porques | ishikawa */
    metodo: text('metodo').notNull(),
    /** Five whys: the chain of answers, in order. */
    porques: jsonb('porques')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Ishikawa 6M: causes per branch (metodo, mano_de_obra, maquinaria, material, medicion, medio_ambiente). */
    ishikawa: jsonb('ishikawa')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    causa_raiz: text('causa_raiz').notNull(),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('analisis_causa_nc_empresa_nc_unique').on(t.empresa_id, t.no_conformidad_id)],
);

/** Corrective / preventive actions with a responsible user and a due date. */
export const acciones_nc = pgTable(
  'acciones_nc',
  {
    id: id(),
    empresa_id: empresaId(),
    no_conformidad_id: noConformidadId(),
    descripcion: text('descripcion').notNull(),
    /** correctiva | preventiva */
    tipo: text('tipo').notNull().default('correctiva'),
    responsable_id: usuarioRef('responsable_id'),
    plazo: date('plazo', { mode: 'string' }).notNull(),
    /** pendiente | en_curso | completada */
    estado: text('estado').notNull().default('pendiente'),
    completada_at: timestamp('completada_at', { withTimezone: true, mode: 'date' }),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [index('acciones_nc_empresa_nc_idx').on(t.empresa_id, t.no_conformidad_id)],
);

/** Files of a non-conformity: cause-analysis support (tipo analisis_causa) or action evidence (tipo evidencia). */
export const evidencias_nc = pgTable(
  'evidencias_nc',
  {
    id: id(),
    empresa_id: empresaId(),
    no_conformidad_id: noConformidadId(),
    accion_id: integer('accion_id').references(() => acciones_nc.id, { onDelete: 'set null' }),
    /** analisis_causa | evidencia */
    tipo: text('tipo').notNull(),
    archivo_id: integer('archivo_id')
      .notNull()
      .references(() => archivos.id, { onDelete: 'restrict' }),
    created_by: usuarioRef('created_by'),
    created_at: timestamps.created_at,
  },
  (t) => [index('evidencias_nc_empresa_nc_idx').on(t.empresa_id, t.no_conformidad_id, t.tipo)],
);

/** Effectiveness checks; an ineffective one reopens the cause analysis, every one is kept. */
export const verificaciones_nc = pgTable(
  'verificaciones_nc',
  {
    id: id(),
    empresa_id: empresaId(),
    no_conformidad_id: noConformidadId(),
    eficaz: boolean('eficaz').notNull(),
    observaciones: text('observaciones').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    verificado_por: usuarioRef('verificado_por'),
    created_at: timestamps.created_at,
  },
  (t) => [index('verificaciones_nc_empresa_nc_idx').on(t.empresa_id, t.no_conformidad_id, t.created_at)],
);

/** Closure record: requires an effective verification (`verificacion_id`). */
export const cierres_nc = pgTable(
  'cierres_nc',
  {
    id: id(),
    empresa_id: empresaId(),
    no_conformidad_id: noConformidadId(),
    verificacion_id: integer('verificacion_id')
      .notNull()
      .references(() => verificaciones_nc.id, { onDelete: 'restrict' }),
    observaciones: text('observaciones').notNull().default(''),
    fecha_cierre: date('fecha_cierre', { mode: 'string' }).notNull(),
    cerrado_por: usuarioRef('cerrado_por'),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('cierres_nc_empresa_nc_unique').on(t.empresa_id, t.no_conformidad_id)],
);
