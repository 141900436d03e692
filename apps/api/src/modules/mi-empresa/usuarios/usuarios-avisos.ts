import { ROLE_LABELS } from '@atalaya/shared/roles';

import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/servicio';
import { notificar } from '../../notificaciones/notificar';
import { idsActivosConRol } from './usuarios.repository';

const lista = (roles: readonly string[]) =>
  roles.length ? roles.map((r) => ROLE_LABELS[r] ?? r).join(', ') : 'ninguno';

/**
 * Tells the company's active admin_empresa users (not the actor) that a user's roles changed, by
 * bell and mail whatever the company's preferences (a security notice, issue 24 F1). Runs in the
 * change's transaction; the audit row with before and after is written by the caller.
 */
export async function notificarCambioRoles(
  tx: DbOrTx,
  actor: Pick<Actor, 'empresaId' | 'usuarioId'>,
  usuario: { id: number; nombre: string; apellido: string },
  antes: readonly string[],
  despues: readonly string[],
) {
  const admins = (await idsActivosConRol(tx, actor.empresaId, 'admin_empresa')).filter((id) => id !== actor.usuarioId);
  return notificar(tx, {
    empresaId: actor.empresaId,
    categoria: null,
    usuarioIds: admins,
    titulo: 'Cambio de roles de un usuario',
    mensaje: `Se cambiaron los roles de ${usuario.nombre} ${usuario.apellido}: antes ${lista(antes)}, ahora ${lista(despues)}.`,
    enlace: '/mi-empresa/usuarios',
  });
}
