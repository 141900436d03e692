import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  categorias_requisito,
  empresas,
  mitigaciones,
  mitigaciones_globales,
  requisitos,
  requisitos_globales,
  riesgo_global_mitigaciones,
  riesgo_mitigaciones,
  riesgos,
  riesgos_globales,
  subcategorias_requisito,
  tipos_requisito,
} from '../../../db/schema/index';

/*
 * Catalogue look-ups of company requirements and the queries of the catalogue import. Catalogue
 * tables are global (no empresa_id); every query on a company table takes the tenant id and
 * filters by it. The requirements' CRUD itself is the generic layer's (requisitos.resources).
 */

export async function categoriaExiste(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: categorias_requisito.id })
    .from(categorias_requisito)
    .where(eq(categorias_requisito.id, id))
    .limit(1);
  return !!row;
}

/** Category of a subcategory, or undefined when the subcategory does not exist. */
export async function subcategoriaDe(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ categoria_id: subcategorias_requisito.categoria_id })
    .from(subcategorias_requisito)
    .where(eq(subcategorias_requisito.id, id))
    .limit(1);
  return row?.categoria_id;
}

/** The whole global classification (tipos, categorías, subcategorías), each by nombre. */
export async function clasificacionesGlobales(db: DbOrTx) {
  const [tipos, categorias, subcategorias] = await Promise.all([
    db
      .select({ id: tipos_requisito.id, nombre: tipos_requisito.nombre })
      .from(tipos_requisito)
      .orderBy(asc(tipos_requisito.nombre), asc(tipos_requisito.id)),
    db
      .select({ id: categorias_requisito.id, nombre: categorias_requisito.nombre })
      .from(categorias_requisito)
      .orderBy(asc(categorias_requisito.nombre), asc(categorias_requisito.id)),
    db
      .select({
        id: subcategorias_requisito.id,
        nombre: subcategorias_requisito.nombre,
        categoria_id: subcategorias_requisito.categoria_id,
      })
      .from(subcategorias_requisito)
      .orderBy(asc(subcategorias_requisito.nombre), asc(subcategorias_requisito.id)),
  ]);
  return { tipos, categorias, subcategorias };
}

export async function empresaExiste(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, id)).limit(1);
  return !!row;
}

// ---- requisitos import -------------------------------------------------------------------------

/** Active catalogue requirements of a category (or all), by code. */
export async function requisitosGlobalesDe(db: DbOrTx, categoriaId: number | null) {
  return db
    .select()
    .from(requisitos_globales)
    .where(
      and(
        eq(requisitos_globales.activo, true),
        categoriaId === null ? undefined : eq(requisitos_globales.categoria_id, categoriaId),
      ),
    )
    .orderBy(asc(requisitos_globales.codigo), asc(requisitos_globales.id));
}

/** The company's requirement codes and the catalogue ids it already imported. */
export async function requisitosDeEmpresa(db: DbOrTx, empresaId: number) {
  const rows = await db
    .select({ codigo: requisitos.codigo, requisito_global_id: requisitos.requisito_global_id })
    .from(requisitos)
    .where(eq(requisitos.empresa_id, empresaId));
  return {
    codigos: new Set(rows.map((r) => r.codigo)),
    globales: new Set(rows.map((r) => r.requisito_global_id).filter((v): v is number => v !== null)),
  };
}

export async function insertarRequisitos(db: DbOrTx, values: (typeof requisitos.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(requisitos).values(values).onConflictDoNothing().returning();
}

// ---- riesgos import ----------------------------------------------------------------------------

/** Active catalogue risks of an offence/category (case-insensitive) or all, by name. */
export async function riesgosGlobalesDe(db: DbOrTx, delito: string | null) {
  return db
    .select()
    .from(riesgos_globales)
    .where(
      and(
        eq(riesgos_globales.activo, true),
        delito === null ? undefined : sql`lower(${riesgos_globales.delito_o_categoria}) = lower(${delito})`,
      ),
    )
    .orderBy(asc(riesgos_globales.delito_o_categoria), asc(riesgos_globales.nombre), asc(riesgos_globales.id));
}

/** Offences/categories of the active catalogue risks with how many risks each has. */
export async function delitosDelCatalogo(db: DbOrTx) {
  return db
    .select({ delito_o_categoria: riesgos_globales.delito_o_categoria, total: count() })
    .from(riesgos_globales)
    .where(eq(riesgos_globales.activo, true))
    .groupBy(riesgos_globales.delito_o_categoria)
    .orderBy(asc(riesgos_globales.delito_o_categoria));
}

/** Active global mitigations linked to each of the global risks. */
export async function mitigacionesGlobalesDe(db: DbOrTx, riesgoGlobalIds: number[]) {
  const out = new Map<number, (typeof mitigaciones_globales.$inferSelect)[]>();
  if (riesgoGlobalIds.length === 0) return out;
  const rows = await db
    .select({ riesgo_global_id: riesgo_global_mitigaciones.riesgo_global_id, mitigacion: mitigaciones_globales })
    .from(riesgo_global_mitigaciones)
    .innerJoin(mitigaciones_globales, eq(mitigaciones_globales.id, riesgo_global_mitigaciones.mitigacion_global_id))
    .where(
      and(
        inArray(riesgo_global_mitigaciones.riesgo_global_id, riesgoGlobalIds),
        eq(mitigaciones_globales.activo, true),
      ),
    )
    .orderBy(asc(mitigaciones_globales.nombre), asc(mitigaciones_globales.id));
  for (const r of rows) {
    const list = out.get(r.riesgo_global_id) ?? [];
    list.push(r.mitigacion);
    out.set(r.riesgo_global_id, list);
  }
  return out;
}

/** Catalogue risk ids the company already imported. */
export async function riesgosImportados(db: DbOrTx, empresaId: number) {
  const rows = await db
    .select({ id: riesgos.riesgo_global_id })
    .from(riesgos)
    .where(and(eq(riesgos.empresa_id, empresaId), isNotNull(riesgos.riesgo_global_id)));
  return new Set(rows.map((r) => r.id!));
}

export async function insertarRiesgos(db: DbOrTx, values: (typeof riesgos.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(riesgos).values(values).onConflictDoNothing().returning();
}

export async function insertarMitigaciones(db: DbOrTx, values: (typeof mitigaciones.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(mitigaciones).values(values).onConflictDoNothing().returning();
}

/** global mitigation id → the company's copy of it. */
export async function mitigacionesDeEmpresaPorGlobal(db: DbOrTx, empresaId: number, globalIds: number[]) {
  if (globalIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: mitigaciones.id, global: mitigaciones.mitigacion_global_id })
    .from(mitigaciones)
    .where(and(eq(mitigaciones.empresa_id, empresaId), inArray(mitigaciones.mitigacion_global_id, globalIds)));
  return new Map(rows.map((r) => [r.global!, r.id]));
}

export async function vincularRiesgosMitigaciones(
  db: DbOrTx,
  empresaId: number,
  links: { riesgo_id: number; mitigacion_id: number }[],
) {
  if (links.length === 0) return;
  await db
    .insert(riesgo_mitigaciones)
    .values(links.map((l) => ({ ...l, empresa_id: empresaId })))
    .onConflictDoNothing();
}
