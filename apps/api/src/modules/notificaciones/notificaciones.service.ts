import type { Notificacion } from '@atalaya/shared/contracts/notificaciones';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { countUnread, type FilaNotificacion, listForUser, markAllRead, markRead } from './notificaciones.repository';

/** Notifications are personal: every query is scoped to the acting company and the caller. */
type Deps = Pick<Dependencias, 'db'>;

function toDto(row: FilaNotificacion): Notificacion {
  return {
    id: row.id,
    titulo: row.titulo,
    mensaje: row.mensaje,
    enlace: row.enlace,
    leida: row.leida_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

export async function pendientes(deps: Deps, actor: Actor) {
  return { total: await countUnread(deps.db, actor.empresaId, actor.usuarioId) };
}

export async function listNotificaciones(deps: Deps, actor: Actor, input: { skip: number; limit: number }) {
  const { rows, total } = await listForUser(deps.db, actor.empresaId, actor.usuarioId, input.skip, input.limit);
  return { data: rows.map(toDto), total };
}

export async function marcarLeida(deps: Deps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    if (!(await markRead(tx, actor.empresaId, actor.usuarioId, id, actor.now))) throw notFound();
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'leer',
        entidad: 'notificacion',
        entidad_id: id,
      },
      actor.now,
    );
  });
  return { ok: true as const };
}

/** The bell's "Marcar todas como leídas": one audit row with the count, none when nothing was unread. */
export async function marcarTodasLeidas(deps: Deps, actor: Actor) {
  const marcadas = await deps.db.transaction(async (tx) => {
    const n = await markAllRead(tx, actor.empresaId, actor.usuarioId, actor.now);
    if (n > 0) {
      await recordAudit(
        tx,
        {
          empresa_id: actor.empresaId,
          usuario_id: actor.usuarioId,
          accion: 'leer_todas',
          entidad: 'notificacion',
          cambios: { cantidad: n },
        },
        actor.now,
      );
    }
    return n;
  });
  return { ok: true as const, marcadas };
}
