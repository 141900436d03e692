import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** One row per imported public source (DESIGN §8): what, from where, which version, how many rows. */
export const referencia = pgTable('referencia', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  fuente: text('fuente').notNull(),
  archivo: text('archivo').notNull(),
  fecha_fuente: text('fecha_fuente'),
  hash: text('hash').notNull(),
  filas: integer('filas').notNull(),
  importado_en: timestamp('importado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Chile's regions (SUBDERE CUT codes as 2-character strings). */
export const regiones = pgTable('regiones', {
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  nombre_oficial: text('nombre_oficial').notNull(),
  romano: text('romano').notNull(),
  iso_3166_2: text('iso_3166_2').notNull(),
  orden: integer('orden').notNull(),
});

export const provincias = pgTable('provincias', {
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  region_codigo: text('region_codigo')
    .notNull()
    .references(() => regiones.codigo),
});

export const comunas = pgTable(
  'comunas',
  {
    codigo: text('codigo').primaryKey(),
    nombre: text('nombre').notNull(),
    nombre_alternativo: text('nombre_alternativo'),
    provincia_codigo: text('provincia_codigo')
      .notNull()
      .references(() => provincias.codigo),
    region_codigo: text('region_codigo')
      .notNull()
      .references(() => regiones.codigo),
  },
  (t) => [index('comunas_region_idx').on(t.region_codigo, t.nombre)],
);

/**
 * Legal holidays (national, regional or communal). Working-day clocks (Ley Karin) read this
 * table, so a new law is a data change, not a code change.
 */
export const feriados = pgTable(
  'feriados',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    irrenunciable: boolean('irrenunciable').notNull().default(false),
    /** nacional | regional | comunal */
    alcance: text('alcance').notNull(),
    region_iso: text('region_iso').notNull().default(''),
    comunas: text('comunas').notNull().default(''),
    base_legal: text('base_legal'),
  },
  (t) => [primaryKey({ columns: [t.fecha, t.alcance, t.region_iso, t.comunas] })],
);

/** SII economic-activity codes (DESIGN §8: imported from reference-data/sii_actividades). */
export const actividades_economicas = pgTable(
  'actividades_economicas',
  {
    codigo: text('codigo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    afecto_iva: boolean('afecto_iva'),
    categoria_tributaria: text('categoria_tributaria'),
    grupo: text('grupo').notNull().default(''),
    seccion: text('seccion').notNull().default(''),
  },
  (t) => [index('actividades_economicas_descripcion_idx').on(t.descripcion)],
);
