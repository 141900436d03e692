import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ACCESS } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import {
  canales_denuncia,
  categoria_denuncia_receptores,
  categorias_denuncia,
  denuncias,
  empresas,
  roles,
  usuario_roles,
  usuarios,
} from '../../../db/schema/index';

/* Queries of a company's channel settings, its report categories and their receivers. */

export type CanalRow = typeof canales_denuncia.$inferSelect;
export type CategoriaRow = typeof categorias_denuncia.$inferSelect;
type DatosCategoria = Omit<typeof categorias_denuncia.$inferInsert, 'id' | 'empresa_id' | 'created_at'>;

// ---- canal ------------------------------------------------------------------------------------

/** Inserts the company's channel unless it exists; the new row, or undefined when it was there. */
export async function insertarCanalSiFalta(
  tx: DbOrTx,
  valores: typeof canales_denuncia.$inferInsert,
): Promise<CanalRow | undefined> {
  const [creado] = await tx.insert(canales_denuncia).values(valores).onConflictDoNothing().returning();
  return creado;
}

/** The company's channel (locked FOR UPDATE when asked, inside a transaction). */
export async function canalDeEmpresa(db: DbOrTx, empresaId: number, bloquear = false): Promise<CanalRow | undefined> {
  const consulta = db.select().from(canales_denuncia).where(eq(canales_denuncia.empresa_id, empresaId));
  const [fila] = bloquear ? await consulta.for('update') : await consulta;
  return fila;
}

export async function actualizarCanal(
  tx: DbOrTx,
  empresaId: number,
  valores: Partial<typeof canales_denuncia.$inferInsert>,
): Promise<CanalRow | undefined> {
  const [fila] = await tx
    .update(canales_denuncia)
    .set(valores)
    .where(eq(canales_denuncia.empresa_id, empresaId))
    .returning();
  return fila;
}

/** Months a closed case is kept (undefined: the company has no channel row). */
export async function retencionMeses(db: DbOrTx, empresaId: number): Promise<number | undefined> {
  const [canal] = await db
    .select({ meses: canales_denuncia.retencion_meses })
    .from(canales_denuncia)
    .where(eq(canales_denuncia.empresa_id, empresaId));
  return canal?.meses;
}

/** The company's public channel token (undefined: no such company). */
export async function tokenDeEmpresa(db: DbOrTx, empresaId: number): Promise<string | undefined> {
  const [empresa] = await db.select({ token: empresas.token_canal }).from(empresas).where(eq(empresas.id, empresaId));
  return empresa?.token;
}

/**
 * The company's active users with a channel role, one row per role, by surname, name, id and role.
 */
export async function filasUsuariosCanal(db: DbOrTx, empresaId: number) {
  return db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
      rol: roles.nombre,
    })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(
      and(
        eq(usuarios.empresa_id, empresaId),
        eq(usuarios.activo, true),
        inArray(roles.nombre, [...ACCESS.canalDenuncias]),
      ),
    )
    .orderBy(asc(usuarios.apellido), asc(usuarios.nombre), asc(usuarios.id), asc(roles.nombre));
}

// ---- categorías -------------------------------------------------------------------------------

export async function hayCategorias(db: DbOrTx, empresaId: number): Promise<boolean> {
  const [existente] = await db
    .select({ id: categorias_denuncia.id })
    .from(categorias_denuncia)
    .where(eq(categorias_denuncia.empresa_id, empresaId))
    .limit(1);
  return existente !== undefined;
}

/** The company's categories (or only `soloId`), by order, name and id. */
export async function categoriasDe(db: DbOrTx, empresaId: number, soloId?: number): Promise<CategoriaRow[]> {
  return db
    .select()
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.empresa_id, empresaId), soloId ? eq(categorias_denuncia.id, soloId) : undefined))
    .orderBy(asc(categorias_denuncia.orden), asc(categorias_denuncia.nombre), asc(categorias_denuncia.id));
}

/** A category of the company, locked FOR UPDATE. */
export async function categoriaBloqueada(tx: DbOrTx, empresaId: number, id: number): Promise<CategoriaRow | undefined> {
  const [fila] = await tx
    .select()
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.id, id), eq(categorias_denuncia.empresa_id, empresaId)))
    .for('update');
  return fila;
}

export async function insertarCategorias(
  tx: DbOrTx,
  filas: (typeof categorias_denuncia.$inferInsert)[],
): Promise<{ id: number; nombre: string }[]> {
  if (filas.length === 0) return [];
  return tx
    .insert(categorias_denuncia)
    .values(filas)
    .returning({ id: categorias_denuncia.id, nombre: categorias_denuncia.nombre });
}

export async function actualizarCategoria(tx: DbOrTx, id: number, valores: Partial<DatosCategoria>): Promise<void> {
  await tx.update(categorias_denuncia).set(valores).where(eq(categorias_denuncia.id, id));
}

export async function borrarCategoria(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(categorias_denuncia).where(eq(categorias_denuncia.id, id));
}

/** Reports of the company per category, for the given categories. */
export async function usosDeCategorias(db: DbOrTx, empresaId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ categoria_id: denuncias.categoria_id, n: count() })
    .from(denuncias)
    .where(and(eq(denuncias.empresa_id, empresaId), inArray(denuncias.categoria_id, [...ids])))
    .groupBy(denuncias.categoria_id);
}

// ---- receptores -------------------------------------------------------------------------------

/** The receivers of the given categories, with their names, by surname and name. */
export async function receptoresConNombre(db: DbOrTx, empresaId: number, categoriaIds: readonly number[]) {
  if (categoriaIds.length === 0) return [];
  return db
    .select({
      categoria_id: categoria_denuncia_receptores.categoria_id,
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
    })
    .from(categoria_denuncia_receptores)
    .innerJoin(usuarios, eq(usuarios.id, categoria_denuncia_receptores.usuario_id))
    .where(
      and(
        eq(categoria_denuncia_receptores.empresa_id, empresaId),
        inArray(categoria_denuncia_receptores.categoria_id, [...categoriaIds]),
      ),
    )
    .orderBy(asc(usuarios.apellido), asc(usuarios.nombre));
}

export async function receptoresIds(db: DbOrTx, categoriaId: number): Promise<number[]> {
  const filas = await db
    .select({ id: categoria_denuncia_receptores.usuario_id })
    .from(categoria_denuncia_receptores)
    .where(eq(categoria_denuncia_receptores.categoria_id, categoriaId));
  return filas.map((r) => r.id);
}

export async function reemplazarReceptores(
  tx: DbOrTx,
  empresaId: number,
  categoriaId: number,
  ids: readonly number[],
): Promise<void> {
  await tx.delete(categoria_denuncia_receptores).where(eq(categoria_denuncia_receptores.categoria_id, categoriaId));
  if (ids.length) {
    await tx
      .insert(categoria_denuncia_receptores)
      .values(ids.map((usuario_id) => ({ empresa_id: empresaId, categoria_id: categoriaId, usuario_id })));
  }
}
