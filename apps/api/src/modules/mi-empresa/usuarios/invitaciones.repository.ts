import { and, eq, gt, inArray, ne, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { empresas, usuarios } from '../../../db/schema/index';
import { hashToken } from '../../../platform/auth/tokens';

/* Queries of invitations (issue 24 F7) and of the e-mail domains bound to companies. */

/** Rows that are real accounts or real invitations: what every sign-in look-up by e-mail reads. */
export const sinInvitacionInerte = not(usuarios.invitacion_inerte);

/** The company of the (non-inert, not deleted) account holding `email`, if any. */
export async function empresaDelCorreo(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ empresa_id: usuarios.empresa_id })
    .from(usuarios)
    .where(and(eq(sql`lower(${usuarios.email})`, email.toLowerCase()), sinInvitacionInerte))
    .limit(1);
  return row?.empresa_id;
}

/** Of `emails`, those held by a real account or invitation of any company. */
export async function correosEnUso(db: DbOrTx, emails: string[]): Promise<string[]> {
  const rows = await db
    .select({ email: usuarios.email })
    .from(usuarios)
    .where(and(inArray(usuarios.email, emails), sinInvitacionInerte));
  return rows.map((r) => r.email);
}

export async function nombreDeEmpresa(db: DbOrTx, empresaId: number): Promise<string | undefined> {
  const [row] = await db.select({ nombre: empresas.nombre }).from(empresas).where(eq(empresas.id, empresaId));
  return row?.nombre;
}

/** Stores a fresh link's hash and expiry (voiding the previous one) and whether it is inert. */
export async function guardarEnlaceInvitacion(
  db: DbOrTx,
  usuarioId: number,
  v: { inerte: boolean; tokenHash: string; expira: Date },
): Promise<void> {
  await db
    .update(usuarios)
    .set({ invitacion_inerte: v.inerte, invitacion_token_hash: v.tokenHash, invitacion_expira: v.expira })
    .where(eq(usuarios.id, usuarioId));
}

/** The pending, non-inert user holding `token`, with its company (locked with `forUpdate`). */
export async function invitacionPorToken(db: DbOrTx, token: string, forUpdate: boolean) {
  const q = db
    .select({
      id: usuarios.id,
      empresa_id: usuarios.empresa_id,
      email: usuarios.email,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      expira: usuarios.invitacion_expira,
      empresa: empresas.nombre,
      empresa_activa: empresas.activo,
    })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(
      and(
        eq(usuarios.invitacion_token_hash, hashToken(token)),
        eq(usuarios.invitacion_pendiente, true),
        sinInvitacionInerte,
      ),
    )
    .limit(1);
  const [row] = await (forUpdate ? q.for('update', { of: usuarios }) : q);
  return row;
}

/** The invitation is accepted with a password: the account becomes active and the link dies. */
export async function activarConClave(db: DbOrTx, usuarioId: number, passwordHash: string, now: Date) {
  await db
    .update(usuarios)
    .set({
      password_hash: passwordHash,
      activo: true,
      invitacion_pendiente: false,
      invitacion_token_hash: null,
      invitacion_expira: null,
      updated_at: now,
    })
    .where(eq(usuarios.id, usuarioId));
}

/**
 * Activates a pending, non-inert invitation whose link is still valid at `now` (SSO sign-in);
 * undefined when there is none.
 */
export async function activarInvitacionVigente(db: DbOrTx, usuarioId: number, now: Date) {
  const [row] = await db
    .update(usuarios)
    .set({ activo: true, invitacion_pendiente: false, invitacion_token_hash: null, invitacion_expira: null })
    .where(
      and(
        eq(usuarios.id, usuarioId),
        eq(usuarios.invitacion_pendiente, true),
        sinInvitacionInerte,
        gt(usuarios.invitacion_expira, now),
      ),
    )
    .returning({ id: usuarios.id, empresa_id: usuarios.empresa_id });
  return row;
}

/** The e-mail domains a company bound (empty when none or unknown). */
export async function dominiosDeEmpresa(db: DbOrTx, empresaId: number): Promise<string[]> {
  const [row] = await db
    .select({ dominios: empresas.dominios_correo })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return row?.dominios ?? [];
}

/** Every domain bound by a company other than `empresaId`. */
export async function dominiosDeOtrasEmpresas(db: DbOrTx, empresaId: number): Promise<Set<string>> {
  const rows = await db
    .select({ dominios: empresas.dominios_correo })
    .from(empresas)
    .where(and(ne(empresas.id, empresaId), sql`cardinality(${empresas.dominios_correo}) > 0`));
  return new Set(rows.flatMap((r) => r.dominios));
}
