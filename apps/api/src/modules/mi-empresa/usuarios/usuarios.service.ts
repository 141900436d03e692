import { randomBytes } from 'node:crypto';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import {
  mensajeRolNoOtorgable,
  mensajeUsuarioNoGestionable,
  rolesOtorgables,
  rolNoOtorgable,
} from '@atalaya/shared/roles-otorgables';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { hashPassword } from '../../../platform/auth/passwords';
import { revoke } from '../../../platform/auth/sessions';
import { uniqueViolation } from '../../../platform/crud/db-errors';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import { MENSAJES_INVITACION } from '@atalaya/shared/contracts/auth/invitaciones';
import { emitirInvitacion, estadoInvitacion, exigirNoPendiente } from './invitaciones';
import { empresaDelCorreo } from './invitaciones.repository';
import { exigirCorreoDeEmpresa } from './dominios-empresa';
import { notificarCambioRoles } from './usuarios-avisos';
import {
  anonimizarUsuario,
  findUsuario,
  insertUsuario,
  liveSessionIds,
  listUsuarios,
  otrosActivosConRol,
  replaceRoles,
  rolesOf,
  updateUsuario,
  type OrdenUsuarios,
  type UsuarioRow,
} from './usuarios.repository';

const EMAIL_DUPLICADO = 'Ya existe un usuario con ese correo.';

export async function toDtos(db: DbOrTx, rows: UsuarioRow[], now = new Date()) {
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  // Whether an invitation is inert never leaves the API (issue 24 F7).
  return rows.map(({ invitacion_pendiente, invitacion_inerte: _i, invitacion_expira, empresa_id: _e, ...r }) => ({
    ...r,
    invitacion: estadoInvitacion({ invitacion_pendiente, invitacion_expira }, now),
    ultimo_acceso: r.ultimo_acceso?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    roles: roles.get(r.id) ?? [],
  }));
}

/** A random password shown once (16 base64url characters, 96 bits). */
function generarClave() {
  return randomBytes(12).toString('base64url');
}

function audit(tx: DbOrTx, actor: Actor, accion: string, id: number, cambios: unknown) {
  return recordAudit(
    tx,
    { empresa_id: actor.empresaId, usuario_id: actor.usuarioId, accion, entidad: 'usuario', entidad_id: id, cambios },
    actor.now,
  );
}

/**
 * The caller of this service. Globales → usuarios reuses it with the target user's company as
 * `empresaId` and `permitirPlataforma`: there platform administrators may be managed too, and any
 * role granted.
 */
export interface ActorUsuarios extends Actor {
  permitirPlataforma?: boolean;
}

type Deps = Pick<Dependencias, 'db'>;

/** One retry when a concurrent invitation took the address between the check and the insert. */
const REINTENTOS_CREAR = 2;

/** The roles of the caller (a platform admin acting on a company keeps their own). */
export async function rolesDelActor(tx: DbOrTx, { usuarioId }: { usuarioId: number }) {
  return (await rolesOf(tx, [usuarioId])).get(usuarioId) ?? [];
}

/** 403 unless the actor may grant every one of `roles` (packages/shared roles-otorgables). */
export function exigirOtorgables(rolesActor: readonly string[], roles: readonly string[]) {
  const rol = rolNoOtorgable(rolesActor, roles);
  if (rol) throw new AppError('PROHIBIDO', mensajeRolNoOtorgable(rol));
}

/**
 * Locks a user of the tenant for a change. Platform administrators live in the platform company
 * and are managed from Globales, never through a company's user list. A user holding a role the
 * actor may not grant (e.g. admin_empresa for admin_tekemi) cannot be managed by that actor (403).
 */
async function lockGestionable(tx: DbOrTx, actor: ActorUsuarios, id: number) {
  const row = await findUsuario(tx, actor.empresaId, id, true);
  if (!row) throw notFound();
  const roles = (await rolesOf(tx, [id])).get(id) ?? [];
  if (roles.includes(PLATFORM_ROLE) && !actor.permitirPlataforma) {
    throw new AppError('PROHIBIDO', 'Los administradores de la plataforma se gestionan desde Globales.');
  }
  if (!actor.permitirPlataforma) {
    const rolesActor = await rolesDelActor(tx, actor);
    const otorgables = new Set<string>(rolesOtorgables(rolesActor));
    const ajeno = roles.find((r) => !otorgables.has(r));
    if (ajeno) throw new AppError('PROHIBIDO', mensajeUsuarioNoGestionable(ajeno));
  }
  return { row, roles };
}

type Accion = 'eliminar' | 'desactivar' | 'quitar_admin';
const PROPIO: Record<Accion, string> = {
  eliminar: 'No puede eliminar su propio usuario.',
  desactivar: 'No puede desactivar su propio usuario.',
  quitar_admin: 'No puede quitarse sus propios roles.',
};
const ULTIMO_ADMIN: Record<Accion, string> = {
  eliminar: 'No se puede eliminar al último administrador activo de la empresa; asigne antes el rol a otro usuario.',
  desactivar:
    'No se puede desactivar al último administrador activo de la empresa; asigne antes el rol a otro usuario.',
  quitar_admin:
    'No se puede quitar el rol admin_empresa al último administrador activo de la empresa; asígnelo antes a otro usuario.',
};

/**
 * The one rule for taking a user out (delete, deactivate, demote), in two parts: nobody does it to
 * themself (comprobarPropio; for a demotion, removing any of one's own roles) nor to the company's
 * last active admin_empresa (comprobarUltimoAdmin: `afectados` are the users who stop being one).
 * Both answer 409.
 */
function comprobarPropio(actor: Actor, ids: readonly number[], accion: Accion) {
  if (ids.includes(actor.usuarioId)) throw new AppError('CONFLICTO', PROPIO[accion]);
}
async function comprobarUltimoAdmin(
  tx: DbOrTx,
  actor: Actor,
  afectados: readonly { row: UsuarioRow; roles: string[] }[],
  accion: Accion,
) {
  const salen = afectados.filter(({ row, roles }) => row.activo && roles.includes('admin_empresa'));
  if (salen.length === 0) return;
  const ids = salen.map(({ row }) => row.id);
  if ((await otrosActivosConRol(tx, actor.empresaId, 'admin_empresa', ids)) === 0) {
    throw new AppError('CONFLICTO', ULTIMO_ADMIN[accion]);
  }
}

/** Roles taken away by a change (demoting): empty when none are removed. */
function quitados(antes: readonly string[], despues: readonly string[]) {
  return antes.filter((r) => !despues.includes(r));
}

/** Revokes every live session of the user: their cookies answer 401 from the next request on. */
async function cerrarSesiones(tx: DbOrTx, usuarioId: number, motivo: string, now: Date) {
  const ids = await liveSessionIds(tx, usuarioId);
  for (const id of ids) await revoke(tx, id, motivo, now);
  return ids.length;
}

/** The company's users (Mi Empresa → usuarios). Passwords are hashed with argon2id and never logged. */
export const usuariosService = {
  async list(
    { db }: Deps,
    actor: Actor,
    q: { q?: string; activo?: boolean; rol?: string; skip: number; limit: number } & OrdenUsuarios,
  ) {
    const { rows, total } = await listUsuarios(db, actor.empresaId, q);
    return { data: await toDtos(db, rows), total };
  },

  async get({ db }: Deps, actor: Actor, id: number) {
    const row = await findUsuario(db, actor.empresaId, id);
    if (!row) throw notFound();
    return (await toDtos(db, [row]))[0]!;
  },

  /**
   * Invites a user (issue 24 F7): a pending account, no password, and a mail with a one-time link
   * pointing at `origen` (the app's public origin). The answer, the list and the work done are the
   * same whether or not the address belongs to an account of another company: then the invitation
   * is inert (it never activates) and the owner of the address is only told that someone tried. A
   * duplicate in the company itself is a 409.
   */
  async create(
    { db }: Deps,
    actor: ActorUsuarios,
    { body, origen }: { body: { nombre: string; apellido: string; email: string; roles: string[] }; origen: string },
  ) {
    // Globales (admin_atalaya only, permitirPlataforma) may grant anything, admin_atalaya included.
    if (!actor.permitirPlataforma) exigirOtorgables(await rolesDelActor(db, actor), body.roles);
    await exigirCorreoDeEmpresa(db, actor.empresaId, body.email);
    for (let intento = 1; ; intento++) {
      try {
        const row = await db.transaction(async (tx) => {
          const empresaDuena = await empresaDelCorreo(tx, body.email);
          // The platform admin (Globales) sees every company anyway: told plainly, nothing inert.
          if (empresaDuena === actor.empresaId || (empresaDuena !== undefined && actor.permitirPlataforma)) {
            throw new AppError('CONFLICTO', EMAIL_DUPLICADO, { email: EMAIL_DUPLICADO });
          }
          const inserted = await insertUsuario(tx, actor.empresaId, {
            nombre: body.nombre,
            apellido: body.apellido,
            email: body.email,
            invitacion_inerte: empresaDuena !== undefined,
          });
          await replaceRoles(tx, inserted.id, body.roles);
          // The same audit row either way: the company's audit trail must not tell the two apart.
          await audit(tx, actor, 'crear', inserted.id, {
            nombre: body.nombre,
            apellido: body.apellido,
            email: body.email,
            roles: body.roles,
            invitacion: 'enviada',
          });
          await notificarCambioRoles(tx, actor, inserted, [], [...body.roles].sort());
          await emitirInvitacion(tx, inserted, origen, actor.now);
          return (await findUsuario(tx, actor.empresaId, inserted.id))!;
        });
        return (await toDtos(db, [row], actor.now))[0]!;
      } catch (err) {
        const indice = uniqueViolation(err);
        if (indice === 'usuarios_empresa_email_unique') {
          throw new AppError('CONFLICTO', EMAIL_DUPLICADO, { email: EMAIL_DUPLICADO });
        }
        if (indice === 'usuarios_email_unique' && intento < REINTENTOS_CREAR) continue;
        throw err;
      }
    }
  },

  /** A new invitation link for a pending user (the previous one stops working). */
  async reenviarInvitacion({ db }: Deps, actor: ActorUsuarios, { id, origen }: { id: number; origen: string }) {
    const row = await db.transaction(async (tx) => {
      const { row: actual } = await lockGestionable(tx, actor, id);
      if (!actual.invitacion_pendiente) throw new AppError('CONFLICTO', MENSAJES_INVITACION.noPendiente);
      await emitirInvitacion(tx, actual, origen, actor.now);
      await audit(tx, actor, 'reenviar_invitacion', id, {});
      return (await findUsuario(tx, actor.empresaId, id))!;
    });
    return (await toDtos(db, [row], actor.now))[0]!;
  },

  async update(
    { db }: Deps,
    actor: ActorUsuarios,
    { id, body }: { id: number; body: { nombre: string; apellido: string; roles: string[] } },
  ) {
    const row = await db.transaction(async (tx) => {
      const { row: before, roles } = await lockGestionable(tx, actor, id);
      if (!actor.permitirPlataforma) exigirOtorgables(await rolesDelActor(tx, actor), body.roles);
      if (quitados(roles, body.roles).length > 0) comprobarPropio(actor, [id], 'quitar_admin');
      if (!body.roles.includes('admin_empresa')) {
        await comprobarUltimoAdmin(tx, actor, [{ row: before, roles }], 'quitar_admin');
      }
      const after = await updateUsuario(tx, actor.empresaId, id, { nombre: body.nombre, apellido: body.apellido });
      await replaceRoles(tx, id, body.roles);
      const cambios: Record<string, { antes: unknown; despues: unknown }> = {};
      if (before.nombre !== after.nombre) cambios.nombre = { antes: before.nombre, despues: after.nombre };
      if (before.apellido !== after.apellido) cambios.apellido = { antes: before.apellido, despues: after.apellido };
      const nuevos = [...body.roles].sort();
      if (JSON.stringify(roles) !== JSON.stringify(nuevos)) {
        cambios.roles = { antes: roles, despues: nuevos };
        await notificarCambioRoles(tx, actor, after, roles, nuevos);
      }
      await audit(tx, actor, 'actualizar', id, cambios);
      return after;
    });
    return (await toDtos(db, [row]))[0]!;
  },

  /**
   * Deactivates a user and ends all their sessions; nobody deactivates themself nor the company's
   * last active administrator (409).
   */
  async desactivar({ db }: Deps, actor: ActorUsuarios, id: number) {
    comprobarPropio(actor, [id], 'desactivar');
    const row = await db.transaction(async (tx) => {
      const actual = await lockGestionable(tx, actor, id);
      exigirNoPendiente(actual.row);
      await comprobarUltimoAdmin(tx, actor, [actual], 'desactivar');
      const after = await updateUsuario(tx, actor.empresaId, id, { activo: false });
      const sesiones = await cerrarSesiones(tx, id, 'usuario desactivado', actor.now);
      await audit(tx, actor, 'desactivar', id, {
        activo: { antes: true, despues: false },
        sesiones_revocadas: sesiones,
      });
      return after;
    });
    return (await toDtos(db, [row]))[0]!;
  },

  async activar({ db }: Deps, actor: ActorUsuarios, id: number) {
    const row = await db.transaction(async (tx) => {
      const { row: before } = await lockGestionable(tx, actor, id);
      exigirNoPendiente(before);
      const after = await updateUsuario(tx, actor.empresaId, id, { activo: true });
      await audit(tx, actor, 'activar', id, { activo: { antes: before.activo, despues: true } });
      return after;
    });
    return (await toDtos(db, [row]))[0]!;
  },

  /** A new random password, answered once; every session of the user ends. */
  async restablecerClave({ db }: Deps, actor: ActorUsuarios, id: number) {
    const generada = generarClave();
    const password_hash = await hashPassword(generada);
    await db.transaction(async (tx) => {
      // A password for a pending user would skip the invitation: the owner of the address sets it.
      exigirNoPendiente((await lockGestionable(tx, actor, id)).row);
      await updateUsuario(tx, actor.empresaId, id, { password_hash });
      const sesiones = await cerrarSesiones(tx, id, 'clave restablecida', actor.now);
      await audit(tx, actor, 'restablecer_clave', id, { sesiones_revocadas: sesiones });
    });
    return { password_generada: generada };
  },

  /** DELETE /usuarios/{id}: `batchDelete` of one user. */
  async eliminar(deps: Deps, actor: Actor, id: number) {
    await usuariosService.batchDelete(deps, actor, [id]);
    return { ok: true as const };
  },

  /**
   * Deletes users of the company, all of them or none (an id of another tenant → 404). Deleting
   * keeps the row and its id, so the audit trail, documents, cases and tickets they touched keep
   * pointing at it: the personal data becomes a placeholder, sessions are revoked, roles and
   * credentials removed, and the email is free for a new account (see anonimizarUsuario). Refused
   * (409) for the caller themself and for the company's last active administrator. One audit row
   * each, without the personal data.
   */
  async batchDelete({ db }: Deps, actor: Actor, idsIn: number[]) {
    const ids = [...new Set(idsIn)];
    comprobarPropio(actor, ids, 'eliminar');
    await db.transaction(async (tx) => {
      const antes = [];
      for (const id of ids) antes.push(await lockGestionable(tx, actor, id));
      await comprobarUltimoAdmin(tx, actor, antes, 'eliminar');
      for (const { row, roles } of antes) {
        const sesiones = await cerrarSesiones(tx, row.id, 'usuario eliminado', actor.now);
        await anonimizarUsuario(tx, actor.empresaId, row.id);
        await audit(tx, actor, 'eliminar', row.id, { anonimizado: true, roles, sesiones_revocadas: sesiones });
      }
    });
    return { procesados: ids.length };
  },

  /**
   * Activates/deactivates and/or replaces the roles of several users, all or none. Deactivating
   * revokes their sessions (as `desactivar`); nobody deactivates themself (409).
   */
  async batchUpdate(
    { db }: Deps,
    actor: Actor,
    { ids: idsIn, cambios }: { ids: number[]; cambios: { activo?: boolean; roles?: string[] } },
  ) {
    const ids = [...new Set(idsIn)];
    if (cambios.activo === false) comprobarPropio(actor, ids, 'desactivar');
    await db.transaction(async (tx) => {
      const antes = [];
      for (const id of ids) antes.push(await lockGestionable(tx, actor, id));
      if (cambios.roles) {
        exigirOtorgables(await rolesDelActor(tx, actor), cambios.roles);
        const propio = antes.find(({ row }) => row.id === actor.usuarioId);
        if (propio && quitados(propio.roles, cambios.roles).length > 0)
          comprobarPropio(actor, [propio.row.id], 'quitar_admin');
      }
      if (cambios.activo === false) await comprobarUltimoAdmin(tx, actor, antes, 'desactivar');
      else if (cambios.roles && !cambios.roles.includes('admin_empresa')) {
        await comprobarUltimoAdmin(tx, actor, antes, 'quitar_admin');
      }
      if (cambios.activo !== undefined) for (const { row } of antes) exigirNoPendiente(row);
      for (const { row, roles } of antes) {
        if (cambios.activo !== undefined && cambios.activo !== row.activo) {
          await updateUsuario(tx, actor.empresaId, row.id, { activo: cambios.activo });
          if (cambios.activo) {
            await audit(tx, actor, 'activar', row.id, { activo: { antes: false, despues: true } });
          } else {
            const sesiones = await cerrarSesiones(tx, row.id, 'usuario desactivado', actor.now);
            await audit(tx, actor, 'desactivar', row.id, {
              activo: { antes: true, despues: false },
              sesiones_revocadas: sesiones,
            });
          }
        }
        if (cambios.roles) {
          const nuevos = [...cambios.roles].sort();
          if (JSON.stringify(roles) !== JSON.stringify(nuevos)) {
            await replaceRoles(tx, row.id, cambios.roles);
            await audit(tx, actor, 'actualizar', row.id, { roles: { antes: roles, despues: nuevos } });
            await notificarCambioRoles(tx, actor, row, roles, nuevos);
          }
        }
      }
    });
    return { procesados: ids.length };
  },
};
