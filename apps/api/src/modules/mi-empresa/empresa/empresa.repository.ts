import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { centros, comunas, departamentos, regiones, trabajadores } from '../../../db/schema/index';

/** Region of a commune in the reference data (undefined when the code is unknown). */
export async function regionOfComuna(db: DbOrTx, comunaCodigo: string): Promise<string | undefined> {
  const [row] = await db
    .select({ region: comunas.region_codigo })
    .from(comunas)
    .where(eq(comunas.codigo, comunaCodigo))
    .limit(1);
  return row?.region;
}

export async function regionExists(db: DbOrTx, regionCodigo: string): Promise<boolean> {
  const [row] = await db
    .select({ codigo: regiones.codigo })
    .from(regiones)
    .where(eq(regiones.codigo, regionCodigo))
    .limit(1);
  return !!row;
}

/** Parent of a department of the tenant (null at the top, undefined when not the tenant's). */
export async function parentOf(db: DbOrTx, empresaId: number, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ parent: departamentos.parent_id })
    .from(departamentos)
    .where(and(eq(departamentos.empresa_id, empresaId), eq(departamentos.id, id)))
    .limit(1);
  return row ? row.parent : undefined;
}

/** The company's departments or work centres as (id, nombre), oldest first. */
export function nombresDe(db: DbOrTx, tabla: 'departamentos' | 'centros', empresaId: number) {
  const t = tabla === 'departamentos' ? departamentos : centros;
  return db.select({ id: t.id, nombre: t.nombre }).from(t).where(eq(t.empresa_id, empresaId)).orderBy(asc(t.id));
}

/** Which of `ruts` are already workers of the company. */
export async function rutsDeTrabajadores(db: DbOrTx, empresaId: number, ruts: string[]): Promise<string[]> {
  const rows = await db
    .select({ rut: trabajadores.rut })
    .from(trabajadores)
    .where(and(eq(trabajadores.empresa_id, empresaId), inArray(trabajadores.rut, ruts)));
  return rows.map((r) => r.rut);
}

export async function insertTrabajadores(db: DbOrTx, rows: (typeof trabajadores.$inferInsert)[]): Promise<void> {
  await db.insert(trabajadores).values(rows);
}
