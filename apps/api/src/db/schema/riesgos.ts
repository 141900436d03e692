import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import { id, timestamps } from './columns';
import { empresas } from './core';
import { foldedText, procesos, trabajadores } from './empresa';

/*
 * Mi Empresa → riesgos: the company's risk matrix, its risks and the mitigations linked to them.
 * As in empresa.ts, references point at rows of the same company (checked by the API).
 */

const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' });

/** One configured matrix per company; without a row the company uses MATRIZ_POR_DEFECTO. */
export const matrices_riesgo = pgTable(
  'matrices_riesgo',
  {
    id: id(),
    empresa_id: empresaId(),
    matriz: jsonb('matriz').$type<MatrizRiesgo>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('matrices_riesgo_empresa_unique').on(t.empresa_id)],
);

export const riesgos = pgTable(
  'riesgos',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    proceso_id: integer('proceso_id').references(() => procesos.id, { onDelete: 'set null' }),
    /** Offence of Ley 20.393 / 21.595 or another category ('Cohecho'). */
    delito_o_categoria: text('delito_o_categoria').notNull(),
    /** 1..n and 1..m of the company's matrix. */
    probabilidad: integer('probabilidad').notNull(),
    impacto: integer('impacto').notNull(),
    /** Level of (probabilidad, impacto) on the matrix, kept for the list filter; rewritten when the matrix changes. */
    nivel_inherente: text('nivel_inherente').notNull(),
    responsable_id: integer('responsable_id').references(() => trabajadores.id, { onDelete: 'set null' }),
    /** Cubierto | En proceso | No cubierto */
    estado: text('estado').notNull().default('No cubierto'),
    /** Global catalogue risk it was imported from (importing twice does not duplicate). */
    riesgo_global_id: integer('riesgo_global_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('riesgos_empresa_global_unique')
      .on(t.empresa_id, t.riesgo_global_id)
      .where(sql`${t.riesgo_global_id} is not null`),
    index('riesgos_empresa_nombre_idx').on(t.empresa_id, t.nombre, t.id),
    index('riesgos_empresa_nivel_idx').on(t.empresa_id, t.nivel_inherente),
    index('riesgos_proceso_idx').on(t.proceso_id),
    index('riesgos_busqueda_trgm').using('gin', sql`${foldedText(t.nombre, t.delito_o_categoria)} gin_trgm_ops`),
  ],
);

export const mitigaciones = pgTable(
  'mitigaciones',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** preventivo | detectivo | correctivo */
    tipo: text('tipo').notNull(),
    /** manual | automatico */
    modo: text('modo').notNull().default('manual'),
    /** diaria | semanal | mensual | trimestral | anual | por_evento */
    frecuencia: text('frecuencia').notNull().default('anual'),
    responsable_id: integer('responsable_id').references(() => trabajadores.id, { onDelete: 'set null' }),
    /** alta | media | baja | no_evaluada */
    efectividad: text('efectividad').notNull().default('no_evaluada'),
    /** Global catalogue mitigation it was imported from. */
    mitigacion_global_id: integer('mitigacion_global_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mitigaciones_empresa_global_unique')
      .on(t.empresa_id, t.mitigacion_global_id)
      .where(sql`${t.mitigacion_global_id} is not null`),
    index('mitigaciones_empresa_nombre_idx').on(t.empresa_id, t.nombre, t.id),
    index('mitigaciones_busqueda_trgm').using('gin', sql`${foldedText(t.nombre, t.descripcion)} gin_trgm_ops`),
  ],
);

/** Which mitigations act on which risks (both of the same company). */
export const riesgo_mitigaciones = pgTable(
  'riesgo_mitigaciones',
  {
    empresa_id: empresaId(),
    riesgo_id: integer('riesgo_id')
      .notNull()
      .references(() => riesgos.id, { onDelete: 'cascade' }),
    mitigacion_id: integer('mitigacion_id')
      .notNull()
      .references(() => mitigaciones.id, { onDelete: 'cascade' }),
    created_at: timestamps.created_at,
  },
  (t) => [
    primaryKey({ columns: [t.riesgo_id, t.mitigacion_id] }),
    index('riesgo_mitigaciones_empresa_mitigacion_idx').on(t.empresa_id, t.mitigacion_id),
  ],
);
