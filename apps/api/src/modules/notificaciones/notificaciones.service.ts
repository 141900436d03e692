import type { Notificacion } from '@atalaya/shared/contracts/notificaciones';
import type { Database } from '../../db/client';
import type { notificaciones } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { countUnread, listForUser, markAllRead, markRead } from './notificaciones.repository';

/** Notifications are personal: every query is scoped to the acting company and the caller. */
export interface Caller {
  empresaId: number;
  usuarioId: number;
}

function toDto(row: typeof notificaciones.$inferSelect): Notificacion {
  return {
    id: row.id,
    titulo: row.titulo,
    mensaje: row.mensaje,
    enlace: row.enlace,
    leida: row.leida_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

export async function pendientes(db: Database, caller: Caller) {
  return { total: await countUnread(db, caller.empresaId, caller.usuarioId) };
}

export async function listNotificaciones(db: Database, caller: Caller, skip: number, limit: number) {
  const { rows, total } = await listForUser(db, caller.empresaId, caller.usuarioId, skip, limit);
  return { data: rows.map(toDto), total };
}

export async function marcarLeida(db: Database, caller: Caller, id: number, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await markRead(tx, caller.empresaId, caller.usuarioId, id, now))) throw notFound();
    await recordAudit(
      tx,
      {
        empresa_id: caller.empresaId,
        usuario_id: caller.usuarioId,
        accion: 'leer',
        entidad: 'notificacion',
        entidad_id: id,
      },
      now,
    );
  });
  return { ok: true as const };
}

/** The bell's "Marcar todas como leídas": one audit row with the count, none when nothing was unread. */
export async function marcarTodasLeidas(db: Database, caller: Caller, now: Date) {
  const marcadas = await db.transaction(async (tx) => {
    const n = await markAllRead(tx, caller.empresaId, caller.usuarioId, now);
    if (n > 0) {
      await recordAudit(
        tx,
        {
          empresa_id: caller.empresaId,
          usuario_id: caller.usuarioId,
          accion: 'leer_todas',
          entidad: 'notificacion',
          cambios: { cantidad: n },
        },
        now,
      );
    }
    return n;
  });
  return { ok: true as const, marcadas };
}
