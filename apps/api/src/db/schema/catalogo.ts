import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas } from './core';
import { foldedText, trabajadores } from './empresa';

/*
 * Globales: the platform's catalogue (no empresa_id; only admin_atalaya writes it) and the
 * company requirements imported from it. Imported company rows keep the id of their global
 * origin so importing twice does not duplicate (unique per company).
 */

export const tipos_requisito = pgTable('tipos_requisito', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion').notNull().default(''),
  ...timestamps,
});

export const categorias_requisito = pgTable('categorias_requisito', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion').notNull().default(''),
  ...timestamps,
});

/** `nombre` may be empty: the screens show 'Sin nombre' (SPEC). */
export const subcategorias_requisito = pgTable(
  'subcategorias_requisito',
  {
    id: id(),
    categoria_id: integer('categoria_id')
      .notNull()
      .references(() => categorias_requisito.id, { onDelete: 'restrict' }),
    nombre: text('nombre'),
    descripcion: text('descripcion').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('subcategorias_requisito_categoria_idx').on(t.categoria_id)],
);

export const requisitos_globales = pgTable(
  'requisitos_globales',
  {
    id: id(),
    codigo: text('codigo').notNull().unique(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** Legal source, e.g. 'Ley 20.393, art. 4 N° 1'. */
    fuente_legal: text('fuente_legal').notNull().default(''),
    tipo_id: integer('tipo_id').references(() => tipos_requisito.id, { onDelete: 'set null' }),
    categoria_id: integer('categoria_id').references(() => categorias_requisito.id, { onDelete: 'set null' }),
    subcategoria_id: integer('subcategoria_id').references(() => subcategorias_requisito.id, {
      onDelete: 'set null',
    }),
    /** alta | media | baja */
    criticidad: text('criticidad').notNull().default('media'),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('requisitos_globales_categoria_idx').on(t.categoria_id),
    index('requisitos_globales_busqueda_trgm').using(
      'gin',
      sql`${foldedText(t.codigo, t.nombre, t.fuente_legal)} gin_trgm_ops`,
    ),
  ],
);

/** Offences and risk categories companies map in their matrices, with suggested positions. */
export const riesgos_globales = pgTable('riesgos_globales', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion').notNull().default(''),
  /** Offence or category ('Cohecho'), copied to the company risk on import. */
  delito_o_categoria: text('delito_o_categoria').notNull(),
  /** Legal source, e.g. 'Ley 20.393, art. 1; Código Penal arts. 250 y 251 bis'. */
  fuente_legal: text('fuente_legal').notNull().default(''),
  probabilidad_sugerida: integer('probabilidad_sugerida').notNull().default(3),
  impacto_sugerido: integer('impacto_sugerido').notNull().default(3),
  activo: boolean('activo').notNull().default(true),
  ...timestamps,
});

export const mitigaciones_globales = pgTable('mitigaciones_globales', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion').notNull().default(''),
  /** preventivo | detectivo | correctivo */
  tipo: text('tipo').notNull(),
  /** manual | automatico */
  modo: text('modo').notNull().default('manual'),
  frecuencia: text('frecuencia').notNull().default('anual'),
  activo: boolean('activo').notNull().default(true),
  ...timestamps,
});

/** Typical mitigations of a global risk (imported together into a company). */
export const riesgo_global_mitigaciones = pgTable(
  'riesgo_global_mitigaciones',
  {
    riesgo_global_id: integer('riesgo_global_id')
      .notNull()
      .references(() => riesgos_globales.id, { onDelete: 'cascade' }),
    mitigacion_global_id: integer('mitigacion_global_id')
      .notNull()
      .references(() => mitigaciones_globales.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.riesgo_global_id, t.mitigacion_global_id] })],
);

/** Support FAQs; published ones are readable by every signed-in user (Soporte). */
export const faqs = pgTable('faqs', {
  id: id(),
  pregunta: text('pregunta').notNull(),
  respuesta: text('respuesta').notNull(),
  orden: integer('orden').notNull().default(0),
  publicada: boolean('publicada').notNull().default(false),
  ...timestamps,
});

/** A company's own requirement, imported from the catalogue (`requisito_global_id`) or its own. */
export const requisitos = pgTable(
  'requisitos',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    requisito_global_id: integer('requisito_global_id').references(() => requisitos_globales.id, {
      onDelete: 'set null',
    }),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    fuente_legal: text('fuente_legal').notNull().default(''),
    tipo_id: integer('tipo_id').references(() => tipos_requisito.id, { onDelete: 'set null' }),
    categoria_id: integer('categoria_id').references(() => categorias_requisito.id, { onDelete: 'set null' }),
    subcategoria_id: integer('subcategoria_id').references(() => subcategorias_requisito.id, {
      onDelete: 'set null',
    }),
    /** alta | media | baja */
    criticidad: text('criticidad').notNull().default('media'),
    responsable_id: integer('responsable_id').references((): AnyPgColumn => trabajadores.id, {
      onDelete: 'set null',
    }),
    /** sin_evaluar | cumple | parcial | no_cumple | no_aplica */
    estado_cumplimiento: text('estado_cumplimiento').notNull().default('sin_evaluar'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('requisitos_empresa_codigo_unique').on(t.empresa_id, t.codigo),
    uniqueIndex('requisitos_empresa_global_unique')
      .on(t.empresa_id, t.requisito_global_id)
      .where(sql`${t.requisito_global_id} is not null`),
    index('requisitos_empresa_nombre_idx').on(t.empresa_id, t.codigo, t.id),
    index('requisitos_busqueda_trgm').using('gin', sql`${foldedText(t.codigo, t.nombre, t.fuente_legal)} gin_trgm_ops`),
  ],
);
