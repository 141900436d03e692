import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { comentarios } from '../../../db/schema/index';

/* Queries of a case's thread (comentarios with commentable_type 'denuncia'). */

export type ComentarioRow = typeof comentarios.$inferSelect;

const deCaso = (empresaId: number, denunciaId: number) =>
  and(
    eq(comentarios.empresa_id, empresaId),
    eq(comentarios.commentable_type, 'denuncia'),
    eq(comentarios.commentable_id, denunciaId),
  );

export async function contarComentarios(db: DbOrTx, empresaId: number, denunciaId: number): Promise<number> {
  const [total] = await db.select({ n: count() }).from(comentarios).where(deCaso(empresaId, denunciaId));
  return Number(total?.n ?? 0);
}

/** A page of the thread, oldest first. */
export async function paginaComentarios(
  db: DbOrTx,
  empresaId: number,
  denunciaId: number,
  limit: number,
  offset: number,
): Promise<ComentarioRow[]> {
  return db
    .select()
    .from(comentarios)
    .where(deCaso(empresaId, denunciaId))
    .orderBy(asc(comentarios.created_at), asc(comentarios.id))
    .limit(limit)
    .offset(offset);
}

export async function comentarioDeCaso(
  db: DbOrTx,
  empresaId: number,
  denunciaId: number,
  id: number,
): Promise<ComentarioRow | undefined> {
  const [fila] = await db
    .select()
    .from(comentarios)
    .where(and(deCaso(empresaId, denunciaId), eq(comentarios.id, id)));
  return fila;
}

/**
 * A comment of a case, its text encrypted by `cifrar` with the new row's id (the aad names it):
 * inserted with a placeholder, then its ciphertext, in the caller's transaction.
 */
export async function insertarComentario(
  tx: DbOrTx,
  valores: Omit<typeof comentarios.$inferInsert, 'commentable_type' | 'texto_cifrado'>,
  cifrar: (id: number) => string,
): Promise<ComentarioRow> {
  const [nuevo] = await tx
    .insert(comentarios)
    .values({ ...valores, commentable_type: 'denuncia', texto_cifrado: '' })
    .returning({ id: comentarios.id });
  const [fila] = await tx
    .update(comentarios)
    .set({ texto_cifrado: cifrar(nuevo!.id) })
    .where(eq(comentarios.id, nuevo!.id))
    .returning();
  return fila!;
}

export async function borrarComentariosDeCaso(tx: DbOrTx, empresaId: number, denunciaId: number): Promise<void> {
  await tx.delete(comentarios).where(deCaso(empresaId, denunciaId));
}
