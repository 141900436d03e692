import { randomBytes } from 'node:crypto';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import {
  mensajeRolNoOtorgable,
  mensajeUsuarioNoGestionable,
  rolesOtorgables,
  rolNoOtorgable,
} from '@atalaya/shared/roles-otorgables';
import type { Database, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { hashPassword } from '../../../platform/auth/passwords';
import { revoke } from '../../../platform/auth/sessions';
import { uniqueViolation } from '../../../platform/crud/db-errors';
import type { CrudContext } from '../../../platform/crud/resource';
import { AppError, notFound } from '../../../platform/errors';
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

/** Link origin of the invitation mails (the app's public origin). */
export interface OpcionesInvitacion {
  origen: string;
}

/** A random password shown once (16 base64url characters, 96 bits). */
function generarClave() {
  return randomBytes(12).toString('base64url');
}

function audit(tx: DbOrTx, ctx: CrudContext, accion: string, id: number, cambios: unknown) {
  return recordAudit(
    tx,
    { empresa_id: ctx.empresaId, usuario_id: ctx.usuarioId, accion, entidad: 'usuario', entidad_id: id, cambios },
    ctx.now,
  );
}

/**
 * Options of Globales → usuarios, which reuses this service with the target user's company as
 * `ctx.empresaId`: there platform administrators may be managed too.
 */
export interface OpcionesGestion {
  permitirPlataforma?: boolean;
}

/** One retry when a concurrent invitation took the address between the check and the insert. */
const REINTENTOS_CREAR = 2;

/** The roles of the caller (a platform admin acting on a company keeps their own). */
export async function rolesDelActor(tx: DbOrTx, ctx: CrudContext) {
  return (await rolesOf(tx, [ctx.usuarioId])).get(ctx.usuarioId) ?? [];
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
async function lockGestionable(tx: DbOrTx, ctx: CrudContext, id: number, opciones: OpcionesGestion = {}) {
  const row = await findUsuario(tx, ctx.empresaId, id, true);
  if (!row) throw notFound();
  const roles = (await rolesOf(tx, [id])).get(id) ?? [];
  if (roles.includes(PLATFORM_ROLE) && !opciones.permitirPlataforma) {
    throw new AppError('PROHIBIDO', 'Los administradores de la plataforma se gestionan desde Globales.');
  }
  if (!opciones.permitirPlataforma) {
    const rolesActor = await rolesDelActor(tx, ctx);
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
export function comprobarPropio(ctx: CrudContext, ids: readonly number[], accion: Accion) {
  if (ids.includes(ctx.usuarioId)) throw new AppError('CONFLICTO', PROPIO[accion]);
}
async function comprobarUltimoAdmin(
  tx: DbOrTx,
  ctx: CrudContext,
  afectados: readonly { row: UsuarioRow; roles: string[] }[],
  accion: Accion,
) {
  const salen = afectados.filter(({ row, roles }) => row.activo && roles.includes('admin_empresa'));
  if (salen.length === 0) return;
  const ids = salen.map(({ row }) => row.id);
  if ((await otrosActivosConRol(tx, ctx.empresaId, 'admin_empresa', ids)) === 0) {
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
    db: Database,
    empresaId: number,
    q: { q?: string; activo?: boolean; rol?: string; skip: number; limit: number } & OrdenUsuarios,
  ) {
    const { rows, total } = await listUsuarios(db, empresaId, q);
    return { data: await toDtos(db, rows), total };
  },

  async get(db: Database, empresaId: number, id: number) {
    const row = await findUsuario(db, empresaId, id);
    if (!row) throw notFound();
    return (await toDtos(db, [row]))[0]!;
  },

  /**
   * Invites a user (issue 24 F7): a pending account, no password, and a mail with a one-time link.
   * The answer, the list and the work done are the same whether or not the address belongs to an
   * account of another company: then the invitation is inert (it never activates) and the owner
   * of the address is only told that someone tried. A duplicate in the company itself is a 409.
   */
  async create(
    db: Database,
    ctx: CrudContext,
    body: { nombre: string; apellido: string; email: string; roles: string[] },
    opciones: OpcionesGestion & OpcionesInvitacion,
  ) {
    // Globales (admin_atalaya only, permitirPlataforma) may grant anything, admin_atalaya included.
    if (!opciones.permitirPlataforma) exigirOtorgables(await rolesDelActor(db, ctx), body.roles);
    await exigirCorreoDeEmpresa(db, ctx.empresaId, body.email);
    for (let intento = 1; ; intento++) {
      try {
        const row = await db.transaction(async (tx) => {
          const empresaDuena = await empresaDelCorreo(tx, body.email);
          // The platform admin (Globales) sees every company anyway: told plainly, nothing inert.
          if (empresaDuena === ctx.empresaId || (empresaDuena !== undefined && opciones.permitirPlataforma)) {
            throw new AppError('CONFLICTO', EMAIL_DUPLICADO, { email: EMAIL_DUPLICADO });
          }
          const inserted = await insertUsuario(tx, ctx.empresaId, {
            nombre: body.nombre,
            apellido: body.apellido,
            email: body.email,
            invitacion_inerte: empresaDuena !== undefined,
          });
          await replaceRoles(tx, inserted.id, body.roles);
          // The same audit row either way: the company's audit trail must not tell the two apart.
          await audit(tx, ctx, 'crear', inserted.id, {
            nombre: body.nombre,
            apellido: body.apellido,
            email: body.email,
            roles: body.roles,
            invitacion: 'enviada',
          });
          await notificarCambioRoles(tx, ctx, inserted, [], [...body.roles].sort());
          await emitirInvitacion(tx, inserted, opciones.origen, ctx.now);
          return (await findUsuario(tx, ctx.empresaId, inserted.id))!;
        });
        return (await toDtos(db, [row], ctx.now))[0]!;
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
  async reenviarInvitacion(db: Database, ctx: CrudContext, id: number, opciones: OpcionesGestion & OpcionesInvitacion) {
    const row = await db.transaction(async (tx) => {
      const { row: actual } = await lockGestionable(tx, ctx, id, opciones);
      if (!actual.invitacion_pendiente) throw new AppError('CONFLICTO', MENSAJES_INVITACION.noPendiente);
      await emitirInvitacion(tx, actual, opciones.origen, ctx.now);
      await audit(tx, ctx, 'reenviar_invitacion', id, {});
      return (await findUsuario(tx, ctx.empresaId, id))!;
    });
    return (await toDtos(db, [row], ctx.now))[0]!;
  },

  async update(
    db: Database,
    ctx: CrudContext,
    id: number,
    body: { nombre: string; apellido: string; roles: string[] },
    opciones: OpcionesGestion = {},
  ) {
    const row = await db.transaction(async (tx) => {
      const { row: before, roles } = await lockGestionable(tx, ctx, id, opciones);
      if (!opciones.permitirPlataforma) exigirOtorgables(await rolesDelActor(tx, ctx), body.roles);
      if (quitados(roles, body.roles).length > 0) comprobarPropio(ctx, [id], 'quitar_admin');
      if (!body.roles.includes('admin_empresa')) {
        await comprobarUltimoAdmin(tx, ctx, [{ row: before, roles }], 'quitar_admin');
      }
      const after = await updateUsuario(tx, ctx.empresaId, id, { nombre: body.nombre, apellido: body.apellido });
      await replaceRoles(tx, id, body.roles);
      const cambios: Record<string, { antes: unknown; despues: unknown }> = {};
      if (before.nombre !== after.nombre) cambios.nombre = { antes: before.nombre, despues: after.nombre };
      if (before.apellido !== after.apellido) cambios.apellido = { antes: before.apellido, despues: after.apellido };
      const nuevos = [...body.roles].sort();
      if (JSON.stringify(roles) !== JSON.stringify(nuevos)) {
        cambios.roles = { antes: roles, despues: nuevos };
        await notificarCambioRoles(tx, ctx, after, roles, nuevos);
      }
      await audit(tx, ctx, 'actualizar', id, cambios);
      return after;
    });
    return (await toDtos(db, [row]))[0]!;
  },

  /**
   * Deactivates a user and ends all their sessions; nobody deactivates themself nor the company's
   * last active administrator (409).
   */
  async desactivar(db: Database, ctx: CrudContext, id: number, opciones: OpcionesGestion = {}) {
    comprobarPropio(ctx, [id], 'desactivar');
    const row = await db.transaction(async (tx) => {
      const actual = await lockGestionable(tx, ctx, id, opciones);
      exigirNoPendiente(actual.row);
      await comprobarUltimoAdmin(tx, ctx, [actual], 'desactivar');
      const after = await updateUsuario(tx, ctx.empresaId, id, { activo: false });
      const sesiones = await cerrarSesiones(tx, id, 'usuario desactivado', ctx.now);
      await audit(tx, ctx, 'desactivar', id, { activo: { antes: true, despues: false }, sesiones_revocadas: sesiones });
      return after;
    });
    return (await toDtos(db, [row]))[0]!;
  },

  async activar(db: Database, ctx: CrudContext, id: number, opciones: OpcionesGestion = {}) {
    const row = await db.transaction(async (tx) => {
      const { row: before } = await lockGestionable(tx, ctx, id, opciones);
      exigirNoPendiente(before);
      const after = await updateUsuario(tx, ctx.empresaId, id, { activo: true });
      await audit(tx, ctx, 'activar', id, { activo: { antes: before.activo, despues: true } });
      return after;
    });
    return (await toDtos(db, [row]))[0]!;
  },

  /** A new random password, answered once; every session of the user ends. */
  async restablecerClave(db: Database, ctx: CrudContext, id: number, opciones: OpcionesGestion = {}) {
    const generada = generarClave();
    const password_hash = await hashPassword(generada);
    await db.transaction(async (tx) => {
      // A password for a pending user would skip the invitation: the owner of the address sets it.
      exigirNoPendiente((await lockGestionable(tx, ctx, id, opciones)).row);
      await updateUsuario(tx, ctx.empresaId, id, { password_hash });
      const sesiones = await cerrarSesiones(tx, id, 'clave restablecida', ctx.now);
      await audit(tx, ctx, 'restablecer_clave', id, { sesiones_revocadas: sesiones });
    });
    return { password_generada: generada };
  },

  /** DELETE /usuarios/{id}: `batchDelete` of one user. */
  async eliminar(db: Database, ctx: CrudContext, id: number) {
    await usuariosService.batchDelete(db, ctx, [id]);
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
  async batchDelete(db: Database, ctx: CrudContext, idsIn: number[]) {
    const ids = [...new Set(idsIn)];
    comprobarPropio(ctx, ids, 'eliminar');
    await db.transaction(async (tx) => {
      const antes = [];
      for (const id of ids) antes.push(await lockGestionable(tx, ctx, id));
      await comprobarUltimoAdmin(tx, ctx, antes, 'eliminar');
      for (const { row, roles } of antes) {
        const sesiones = await cerrarSesiones(tx, row.id, 'usuario eliminado', ctx.now);
        await anonimizarUsuario(tx, ctx.empresaId, row.id);
        await audit(tx, ctx, 'eliminar', row.id, { anonimizado: true, roles, sesiones_revocadas: sesiones });
      }
    });
    return { procesados: ids.length };
  },

  /**
   * Activates/deactivates and/or replaces the roles of several users, all or none. Deactivating
   * revokes their sessions (as `desactivar`); nobody deactivates themself (409).
   */
  async batchUpdate(db: Database, ctx: CrudContext, idsIn: number[], cambios: { activo?: boolean; roles?: string[] }) {
    const ids = [...new Set(idsIn)];
    if (cambios.activo === false) comprobarPropio(ctx, ids, 'desactivar');
    await db.transaction(async (tx) => {
      const antes = [];
      for (const id of ids) antes.push(await lockGestionable(tx, ctx, id));
      if (cambios.roles) {
        exigirOtorgables(await rolesDelActor(tx, ctx), cambios.roles);
        const propio = antes.find(({ row }) => row.id === ctx.usuarioId);
        if (propio && quitados(propio.roles, cambios.roles).length > 0)
          comprobarPropio(ctx, [propio.row.id], 'quitar_admin');
      }
      if (cambios.activo === false) await comprobarUltimoAdmin(tx, ctx, antes, 'desactivar');
      else if (cambios.roles && !cambios.roles.includes('admin_empresa')) {
        await comprobarUltimoAdmin(tx, ctx, antes, 'quitar_admin');
      }
      if (cambios.activo !== undefined) for (const { row } of antes) exigirNoPendiente(row);
      for (const { row, roles } of antes) {
        if (cambios.activo !== undefined && cambios.activo !== row.activo) {
          await updateUsuario(tx, ctx.empresaId, row.id, { activo: cambios.activo });
          if (cambios.activo) {
            await audit(tx, ctx, 'activar', row.id, { activo: { antes: false, despues: true } });
          } else {
            const sesiones = await cerrarSesiones(tx, row.id, 'usuario desactivado', ctx.now);
            await audit(tx, ctx, 'desactivar', row.id, {
              activo: { antes: true, despues: false },
              sesiones_revocadas: sesiones,
            });
          }
        }
        if (cambios.roles) {
          const nuevos = [...cambios.roles].sort();
          if (JSON.stringify(roles) !== JSON.stringify(nuevos)) {
            await replaceRoles(tx, row.id, cambios.roles);
            await audit(tx, ctx, 'actualizar', row.id, { roles: { antes: roles, despues: nuevos } });
            await notificarCambioRoles(tx, ctx, row, roles, nuevos);
          }
        }
      }
    });
    return { procesados: ids.length };
  },
};
