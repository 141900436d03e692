import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../db/client';
import { correos, empresas, notificaciones, roles, usuario_roles, usuarios } from '../../db/schema/index';

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

export type FilaNotificacion = typeof notificaciones.$inferSelect;

/** The company's notification preferences by category (undefined when the company is missing). */
export async function preferenciasDeEmpresa(db: DbOrTx, empresaId: number) {
  const [fila] = await db
    .select({ prefs: empresas.preferencias_notificacion })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return fila?.prefs;
}

/** Of the given users, the active ones of the company, with their mail. */
export function destinatariosActivos(db: DbOrTx, empresaId: number, usuarioIds: number[]) {
  return db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), inArray(usuarios.id, usuarioIds), eq(usuarios.activo, true)));
}

export async function insertarNotificaciones(db: DbOrTx, filas: (typeof notificaciones.$inferInsert)[]) {
  await db.insert(notificaciones).values(filas);
}

export type CorreoNuevo = typeof correos.$inferInsert;

/** Writes mails to the outbox; their ids, for the send jobs. */
export async function insertarCorreos(db: DbOrTx, filas: CorreoNuevo[]) {
  const insertados = await db.insert(correos).values(filas).returning({ id: correos.id });
  return insertados.map((f) => f.id);
}

/** Every active platform admin (admin_atalaya), with the company their account belongs to. */
export function adminsPlataformaActivos(db: DbOrTx) {
  return db
    .select({ id: usuarios.id, empresa_id: usuarios.empresa_id })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(and(eq(roles.nombre, PLATFORM_ROLE), eq(usuarios.activo, true)));
}
