import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificaciones } from '../../db/schema/index';

const ofUser = (empresaId: number, usuarioId: number) =>
  and(eq(notificaciones.empresa_id, empresaId), eq(notificaciones.usuario_id, usuarioId));

export async function countUnread(db: DbOrTx, empresaId: number, usuarioId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificaciones)
    .where(and(ofUser(empresaId, usuarioId), isNull(notificaciones.leida_at)));
  return row?.n ?? 0;
}

export async function listForUser(db: DbOrTx, empresaId: number, usuarioId: number, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificaciones)
      .where(ofUser(empresaId, usuarioId))
      .orderBy(desc(notificaciones.created_at), desc(notificaciones.id))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(notificaciones).where(ofUser(empresaId, usuarioId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one of the user's notifications read; false when it is not theirs (or missing). */
export async function markRead(db: DbOrTx, empresaId: number, usuarioId: number, id: number, now: Date) {
  const updated = await db
    .update(notificaciones)
    .set({ leida_at: now })
    .where(and(ofUser(empresaId, usuarioId), eq(notificaciones.id, id)))
    .returning({ id: notificaciones.id });
  return updated.length > 0;
}

/** Marks every unread notification of the user (in the acting company) read; how many it marked. */
export async function markAllRead(db: DbOrTx, empresaId: number, usuarioId: number, now: Date) {
  const updated = await db
    .update(notificaciones)
    .set({ leida_at: now })
    .where(and(ofUser(empresaId, usuarioId), isNull(notificaciones.leida_at)))
    .returning({ id: notificaciones.id });
  return updated.length;
}
