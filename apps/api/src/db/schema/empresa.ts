import { sql, type SQL } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn, type PgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas } from './core';

/*
 * Mi Empresa: the company's own structure (departments, centres, processes, workers, resources).
 * References between these tables point at rows of the same company; the API checks that before
 * writing (a plain FK cannot), and deleting a referenced row leaves the reference empty.
 */

const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' });

/** Accent- and case-folded text for `q` searches; the trigram index and the query use the same expression. */
export function foldedText(...columns: (PgColumn | SQL)[]): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql`translate(lower(${joined}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;
}

/**
 * A worker's folded full name (nombres apellido_paterno apellido_materno) in byte order: with the
 * "C" collation a btree serves both `like 'prefix%'` and the ORDER BY (folded text is plain ASCII).
 */
export const nombreCompletoOrdenable = (t: {
  nombres: PgColumn;
  apellido_paterno: PgColumn;
  apellido_materno: PgColumn;
}) => sql`(${foldedText(t.nombres, t.apellido_paterno, t.apellido_materno)} collate "C")`;

export const departamentos = pgTable(
  'departamentos',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    responsable_id: integer('responsable_id').references((): AnyPgColumn => trabajadores.id, { onDelete: 'set null' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => departamentos.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('departamentos_empresa_nombre_idx').on(t.empresa_id, t.nombre, t.id),
    index('departamentos_busqueda_trgm').using('gin', sql`${foldedText(t.nombre, t.descripcion)} gin_trgm_ops`),
  ],
);

export const centros = pgTable(
  'centros',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull().default(''),
    /** CUT codes of the reference tables (checked by the API; the reference import replaces those rows). */
    region_codigo: text('region_codigo').notNull(),
    comuna_codigo: text('comuna_codigo').notNull(),
    responsable_id: integer('responsable_id').references((): AnyPgColumn => trabajadores.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('centros_empresa_nombre_idx').on(t.empresa_id, t.nombre, t.id),
    index('centros_busqueda_trgm').using('gin', sql`${foldedText(t.nombre, t.direccion)} gin_trgm_ops`),
  ],
);

export const procesos = pgTable(
  'procesos',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre_proceso: text('nombre_proceso').notNull(),
    codigo_proceso: text('codigo_proceso').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** One of CATEGORIAS_PROCESO (shared contract). */
    categoria: text('categoria').notNull(),
    responsable_id: integer('responsable_id').references((): AnyPgColumn => trabajadores.id, { onDelete: 'set null' }),
    departamento_id: integer('departamento_id').references(() => departamentos.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('procesos_empresa_codigo_unique').on(t.empresa_id, t.codigo_proceso),
    index('procesos_empresa_nombre_idx').on(t.empresa_id, t.nombre_proceso, t.id),
    index('procesos_busqueda_trgm').using('gin', sql`${foldedText(t.nombre_proceso, t.codigo_proceso)} gin_trgm_ops`),
  ],
);

export const trabajadores = pgTable(
  'trabajadores',
  {
    id: id(),
    empresa_id: empresaId(),
    /** Normalized (12345678-5), unique per company. */
    rut: text('rut').notNull(),
    nombres: text('nombres').notNull(),
    apellido_paterno: text('apellido_paterno').notNull(),
    apellido_materno: text('apellido_materno').notNull().default(''),
    email: text('email'),
    telefono: text('telefono'),
    cargo: text('cargo').notNull().default(''),
    departamento_id: integer('departamento_id').references(() => departamentos.id, { onDelete: 'set null' }),
    centro_id: integer('centro_id').references(() => centros.id, { onDelete: 'set null' }),
    fecha_ingreso: date('fecha_ingreso', { mode: 'string' }),
    /** propio | contratista */
    tipo: text('tipo').notNull().default('propio'),
    /** activo | bloqueado | en_validacion (the dashboard's contractor counts). */
    estado: text('estado').notNull().default('activo'),
    /** The folded text `q` searches, stored: rechecking a trigram match then costs no folding. */
    busqueda: text('busqueda').generatedAlwaysAs((): SQL =>
      foldedText(trabajadores.rut, trabajadores.nombres, trabajadores.apellido_paterno, trabajadores.apellido_materno),
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('trabajadores_empresa_rut_unique').on(t.empresa_id, t.rut),
    index('trabajadores_empresa_apellido_idx').on(t.empresa_id, t.apellido_paterno, t.nombres, t.id),
    index('trabajadores_empresa_tipo_estado_idx').on(t.empresa_id, t.tipo, t.estado),
    // List filters, and the ON DELETE SET NULL of a department or centre on a large payroll.
    index('trabajadores_departamento_idx').on(t.departamento_id),
    index('trabajadores_centro_idx').on(t.centro_id),
    // With the company as its first key (btree_gin), a search reads only its company's matches.
    index('trabajadores_empresa_busqueda_trgm').using('gin', t.empresa_id, sql`${t.busqueda} gin_trgm_ops`),
    // The header search's first tier: a full name typed from its start ('maria jose gonz') is a
    // range of this index, already in order, where the trigram index would intersect the long
    // posting lists of common names.
    index('trabajadores_empresa_nombre_completo_idx').on(t.empresa_id, nombreCompletoOrdenable(t), t.id),
  ],
);

export const recursos = pgTable(
  'recursos',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre: text('nombre').notNull(),
    /** Free classification chosen from RECURSO_TIPOS in the UI (equipo, vehículo, sistema, …). */
    tipo: text('tipo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    responsable_id: integer('responsable_id').references(() => trabajadores.id, { onDelete: 'set null' }),
    centro_id: integer('centro_id').references(() => centros.id, { onDelete: 'set null' }),
    /** operativo | en_mantencion | fuera_de_servicio | dado_de_baja */
    estado: text('estado').notNull().default('operativo'),
    ...timestamps,
  },
  (t) => [
    index('recursos_empresa_nombre_idx').on(t.empresa_id, t.nombre, t.id),
    index('recursos_busqueda_trgm').using('gin', sql`${foldedText(t.nombre, t.tipo)} gin_trgm_ops`),
  ],
);
