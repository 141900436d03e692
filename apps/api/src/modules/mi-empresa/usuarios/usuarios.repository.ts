import { and, asc, count, desc, eq, exists, inArray, isNull, like, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { RoleName } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import {
  auth_desafios,
  categoria_denuncia_receptores,
  empresas,
  foldedText,
  notificaciones,
  roles,
  sesiones,
  usuario_codigos_recuperacion,
  usuario_roles,
  usuario_totp,
  usuarios,
} from '../../../db/schema/index';
import { containsPattern, foldText } from '../../../platform/crud/search';

/* Drizzle queries of a company's users; every function takes the tenant id and every where uses it. */

/** The columns a user is answered with: never the password hash. */
const publicColumns = {
  id: usuarios.id,
  nombre: usuarios.nombre,
  apellido: usuarios.apellido,
  email: usuarios.email,
  activo: usuarios.activo,
  ultimo_acceso: usuarios.ultimo_acceso,
  invitacion_pendiente: usuarios.invitacion_pendiente,
  /** Internal (never answered): only the invitation service reads it. */
  invitacion_inerte: usuarios.invitacion_inerte,
  invitacion_expira: usuarios.invitacion_expira,
  empresa_id: usuarios.empresa_id,
  created_at: usuarios.created_at,
  updated_at: usuarios.updated_at,
};
export interface UsuarioRow {
  id: number;
  nombre: string;
  apellido: string;
  email: string;
  activo: boolean;
  ultimo_acceso: Date | null;
  invitacion_pendiente: boolean;
  invitacion_inerte: boolean;
  invitacion_expira: Date | null;
  empresa_id: number;
  created_at: Date;
  updated_at: Date;
}

/**
 * A deleted user keeps their row (audit rows, documents, cases and tickets still point at its id)
 * under this reserved, non-routable address (RFC 2606 `.invalid`), which frees the real one.
 */
const DOMINIO_ELIMINADOS = 'eliminado.invalid';
const emailEliminado = (id: number) => `usuario-${id}@${DOMINIO_ELIMINADOS}`;
/** Deleted users are gone from every list and lookup of this module (a 404, like a missing row). */
const noEliminado = not(like(usuarios.email, `%@${DOMINIO_ELIMINADOS}`));

const ofTenant = (empresaId: number, ...more: (SQL | undefined)[]) =>
  and(eq(usuarios.empresa_id, empresaId), noEliminado, ...more)!;

/** The where conditions of a user list's filters (q, activo, rol), without the tenant. */
function filtrosUsuarios(db: DbOrTx, f: { q?: string; activo?: boolean; rol?: string }): SQL[] {
  const where: SQL[] = [];
  if (f.q)
    where.push(like(foldedText(usuarios.nombre, usuarios.apellido, usuarios.email), containsPattern(foldText(f.q))));
  if (f.activo !== undefined) where.push(eq(usuarios.activo, f.activo));
  if (f.rol) {
    where.push(
      exists(
        db
          .select({ one: usuario_roles.usuario_id })
          .from(usuario_roles)
          .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
          .where(and(eq(usuario_roles.usuario_id, usuarios.id), eq(roles.nombre, f.rol))),
      ),
    );
  }
  return where;
}

/** How a users' list may be ordered (`sort`, `dir` of the list's query). */
export interface OrdenUsuarios {
  sort?: 'nombre' | 'email' | 'ultimo_acceso';
  dir?: 'asc' | 'desc';
}

/**
 * The order of a users' list: by the name as the list shows it ('Nombre Apellido'), without case
 * or accents, A-Z unless told otherwise; or by e-mail; or by last sign-in ('Nunca' counts as the
 * oldest). The id last, so pages never repeat nor skip a row.
 */
function ordenUsuarios(f: OrdenUsuarios): SQL[] {
  const dir = f.dir === 'desc' ? desc : asc;
  const porNombre = [dir(foldedText(usuarios.nombre, usuarios.apellido))];
  let claves: SQL[];
  if (f.sort === 'email') claves = [dir(sql`lower(${usuarios.email})`)];
  else if (f.sort === 'ultimo_acceso')
    claves = [
      f.dir === 'desc'
        ? sql`${usuarios.ultimo_acceso} desc nulls last`
        : sql`${usuarios.ultimo_acceso} asc nulls first`,
      ...porNombre,
    ];
  else claves = porNombre;
  return [...claves, asc(usuarios.id)];
}

export async function listUsuarios(
  db: DbOrTx,
  empresaId: number,
  f: { q?: string; activo?: boolean; rol?: string; skip: number; limit: number } & OrdenUsuarios,
) {
  const where = filtrosUsuarios(db, f);
  const cond = ofTenant(empresaId, ...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(publicColumns)
      .from(usuarios)
      .where(cond)
      .orderBy(...ordenUsuarios(f))
      .offset(f.skip)
      .limit(f.limit),
    db.select({ n: count() }).from(usuarios).where(cond),
  ]);
  return { rows: rows as UsuarioRow[], total: total?.n ?? 0 };
}

export async function findUsuario(db: DbOrTx, empresaId: number, id: number, forUpdate = false) {
  const q = db
    .select(publicColumns)
    .from(usuarios)
    .where(ofTenant(empresaId, eq(usuarios.id, id)));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row as UsuarioRow | undefined;
}

/** Role names of each of `ids`. */
export async function rolesOf(db: DbOrTx, ids: number[]) {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ usuario_id: usuario_roles.usuario_id, nombre: roles.nombre })
    .from(usuario_roles)
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(inArray(usuario_roles.usuario_id, ids))
    .orderBy(asc(roles.nombre));
  for (const r of rows) out.set(r.usuario_id, [...(out.get(r.usuario_id) ?? []), r.nombre]);
  return out;
}

export async function insertUsuario(
  db: DbOrTx,
  empresaId: number,
  v: { nombre: string; apellido: string; email: string; invitacion_inerte: boolean },
) {
  const [row] = await db
    .insert(usuarios)
    // Invited: inactive and without a password until the owner of the address accepts.
    .values({ ...v, empresa_id: empresaId, activo: false, invitacion_pendiente: true })
    .returning(publicColumns);
  return row as UsuarioRow;
}

export async function updateUsuario(
  db: DbOrTx,
  empresaId: number,
  id: number,
  v: Partial<{ nombre: string; apellido: string; activo: boolean; password_hash: string }>,
) {
  const [row] = await db
    .update(usuarios)
    .set(v)
    .where(ofTenant(empresaId, eq(usuarios.id, id)))
    .returning(publicColumns);
  return row as UsuarioRow;
}

export async function replaceRoles(db: DbOrTx, usuarioId: number, nombres: string[]) {
  await db.delete(usuario_roles).where(eq(usuario_roles.usuario_id, usuarioId));
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.nombre, nombres));
  if (rows.length) await db.insert(usuario_roles).values(rows.map((r) => ({ usuario_id: usuarioId, rol_id: r.id })));
}

/** Live (not revoked) sessions of a user. */
export async function liveSessionIds(db: DbOrTx, usuarioId: number) {
  const rows = await db
    .select({ id: sesiones.id })
    .from(sesiones)
    .where(and(eq(sesiones.usuario_id, usuarioId), isNull(sesiones.revoked_at)));
  return rows.map((r) => r.id);
}

/**
 * Deletes a user of the tenant the way the rest of the data needs: the row and its id stay, its
 * personal data is replaced by a placeholder ('Usuario eliminado', '#<id>', a reserved address),
 * it cannot sign in (inactive, no password) and everything that was only theirs goes: roles, second
 * factor, recovery codes, sign-in challenges, notifications, and being a receiver of reports.
 */
export async function anonimizarUsuario(db: DbOrTx, empresaId: number, id: number) {
  await db
    .update(usuarios)
    .set({
      nombre: 'Usuario eliminado',
      apellido: `#${id}`,
      email: emailEliminado(id),
      password_hash: null,
      activo: false,
      ultimo_acceso: null,
    })
    .where(ofTenant(empresaId, eq(usuarios.id, id)));
  await db.delete(usuario_roles).where(eq(usuario_roles.usuario_id, id));
  await db.delete(usuario_totp).where(eq(usuario_totp.usuario_id, id));
  await db.delete(usuario_codigos_recuperacion).where(eq(usuario_codigos_recuperacion.usuario_id, id));
  await db.delete(auth_desafios).where(eq(auth_desafios.usuario_id, id));
  await db.delete(notificaciones).where(eq(notificaciones.usuario_id, id));
  await db
    .delete(categoria_denuncia_receptores)
    .where(
      and(eq(categoria_denuncia_receptores.empresa_id, empresaId), eq(categoria_denuncia_receptores.usuario_id, id)),
    );
}

/** Ids of the tenant's active users holding `rol`. */
export async function idsActivosConRol(db: DbOrTx, empresaId: number, rol: RoleName) {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(ofTenant(empresaId, eq(usuarios.activo, true), eq(roles.nombre, rol)));
  return rows.map((r) => r.id);
}

/** Active users of the tenant holding `rol`, other than `ids`. */
export async function otrosActivosConRol(db: DbOrTx, empresaId: number, rol: RoleName, ids: number[]) {
  const [row] = await db
    .select({ n: count() })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(ofTenant(empresaId, eq(usuarios.activo, true), eq(roles.nombre, rol), notInArray(usuarios.id, ids)));
  return row?.n ?? 0;
}

/**
 * Globales → usuarios: users of every company (or of `empresa_id`), with their company's id and
 * name. Platform scope on purpose: only admin_atalaya routes call this.
 */
export async function listUsuariosGlobales(
  db: DbOrTx,
  f: { q?: string; activo?: boolean; rol?: string; empresa_id?: number; skip: number; limit: number } & OrdenUsuarios,
) {
  const where = [noEliminado, ...filtrosUsuarios(db, f)];
  if (f.empresa_id !== undefined) where.push(eq(usuarios.empresa_id, f.empresa_id));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...publicColumns, empresa_id: usuarios.empresa_id, empresa_nombre: empresas.nombre })
      .from(usuarios)
      .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
      .where(cond)
      .orderBy(...ordenUsuarios(f))
      .offset(f.skip)
      .limit(f.limit),
    db.select({ n: count() }).from(usuarios).where(cond),
  ]);
  return { rows: rows as (UsuarioRow & { empresa_id: number; empresa_nombre: string })[], total: total?.n ?? 0 };
}

/** The company of a user (any company), or undefined. */
export async function empresaDeUsuario(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ empresa_id: usuarios.empresa_id, empresa_nombre: empresas.nombre, es_plataforma: empresas.es_plataforma })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(eq(usuarios.id, id))
    .limit(1);
  return row;
}

/** Which of `emails` are already accounts of the company (its own only: another company's look new). */
export async function correosDeEmpresa(db: DbOrTx, empresaId: number, emails: string[]): Promise<string[]> {
  const rows = await db
    .select({ email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), inArray(usuarios.email, emails)));
  return rows.map((r) => r.email);
}

/** Imported users: pending invitations not yet sent (inactive, no password, no link). */
export function insertUsuariosImportados(
  db: DbOrTx,
  empresaId: number,
  filas: { nombre: string; apellido: string; email: string; invitacion_inerte: boolean }[],
) {
  return db
    .insert(usuarios)
    .values(filas.map((f) => ({ ...f, empresa_id: empresaId, activo: false, invitacion_pendiente: true })))
    .returning({ id: usuarios.id, email: usuarios.email });
}

export async function insertUsuarioRoles(db: DbOrTx, enlaces: { usuario_id: number; rol_id: number }[]) {
  await db.insert(usuario_roles).values(enlaces);
}
