import { INVITACION_VIGENCIA_DIAS, MENSAJES_INVITACION } from '@atalaya/shared/contracts/auth/invitaciones';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { hashPassword } from '../../../platform/auth/passwords';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import { AppError, notFound } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import { encolarCorreos } from '../../notificaciones/notificar';
import { correoIntentoInvitacion, correoInvitacion } from './invitaciones-correo';
import {
  activarConClave,
  activarInvitacionVigente,
  empresaDelCorreo,
  guardarEnlaceInvitacion,
  invitacionPorToken,
  nombreDeEmpresa,
} from './invitaciones.repository';

/*
 * Invitations (issue 24 F7). A new user is created pending (inactive, no password) with the
 * SHA-256 of a one-time 256-bit token; the token travels only in the mail. The account works once
 * the owner of the address sets a password from the link, or signs in by SSO while it is valid.
 *
 * An address that already belongs to an account of ANOTHER company gets an "inert" invitation in
 * the inviting company: a row like any pending one (same answer, list, counts and work), but no
 * link exists for it and it never activates; the owner of the address is told someone tried.
 */

const DIA_MS = 24 * 60 * 60 * 1000;

/** The invitation state a user is answered with. */
export function estadoInvitacion(
  u: { invitacion_pendiente: boolean; invitacion_expira: Date | null },
  now: Date,
): 'pendiente' | 'vencida' | 'sin_enviar' | null {
  if (!u.invitacion_pendiente) return null;
  // Imported users: pending with no link until an administrator sends it.
  if (!u.invitacion_expira) return 'sin_enviar';
  return u.invitacion_expira > now ? 'pendiente' : 'vencida';
}

/**
 * Issues a fresh link for a pending user (on creation and on every resend), voiding the previous
 * one, and queues the mail. An inert invitation is re-checked first: if the address no longer
 * belongs to another company's account it becomes a real one. Runs in the caller's transaction.
 */
export async function emitirInvitacion(
  tx: DbOrTx,
  u: { id: number; empresa_id: number; nombre: string; email: string; invitacion_inerte: boolean },
  origen: string,
  now: Date,
) {
  // Looked up either way, so an inert invitation costs the same work as a real one.
  const duena = await empresaDelCorreo(tx, u.email);
  const inerte = u.invitacion_inerte && duena !== undefined;
  const token = newToken();
  const expira = new Date(now.getTime() + INVITACION_VIGENCIA_DIAS * DIA_MS);
  // An inert invitation stores the hash of a token nobody is given: the rows look alike.
  await guardarEnlaceInvitacion(tx, u.id, { inerte, tokenHash: hashToken(token), expira });
  const nombreEmpresa = (await nombreDeEmpresa(tx, u.empresa_id)) ?? '';
  const correo = inerte
    ? { asunto: MENSAJES_INVITACION.asuntoIntento, cuerpo: correoIntentoInvitacion(nombreEmpresa) }
    : {
        asunto: MENSAJES_INVITACION.asunto,
        cuerpo: correoInvitacion(u.nombre, nombreEmpresa, `${origen}/invitacion/${token}`, expira),
      };
  await encolarCorreos(tx, [{ empresa_id: u.empresa_id, para: u.email, ...correo, created_at: now, updated_at: now }]);
}

async function vigente(tx: DbOrTx, token: string, now: Date, forUpdate = false) {
  const row = await invitacionPorToken(tx, token, forUpdate);
  if (!row || !row.empresa_activa) throw notFound(MENSAJES_INVITACION.invalida);
  if (!row.expira || row.expira <= now) throw notFound(MENSAJES_INVITACION.vencida);
  return row;
}

/** GET /auth/invitacion/{token}: what the page shows. */
export async function consultarInvitacion(
  { db, clock }: Pick<Dependencias, 'db' | 'clock'>,
  { token }: { token: string },
) {
  const row = await vigente(db, token, clock());
  return {
    email: row.email,
    nombre: row.nombre,
    apellido: row.apellido,
    empresa: row.empresa,
    expira: row.expira!.toISOString(),
  };
}

/** POST /auth/invitacion/{token}: sets the password; the account becomes active and the link dies. */
export async function aceptarInvitacion(
  { db, clock }: Pick<Dependencias, 'db' | 'clock'>,
  { token, password }: { token: string; password: string },
) {
  const now = clock();
  const password_hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await vigente(tx, token, now, true);
    await activarConClave(tx, row.id, password_hash, now);
    await auditarAceptacion(tx, row, 'clave', now);
    return { email: row.email };
  });
}

/** The invited user accepted, by setting a password or by signing in with SSO. */
function auditarAceptacion(tx: DbOrTx, row: { id: number; empresa_id: number }, metodo: 'clave' | 'sso', now: Date) {
  return recordAudit(
    tx,
    {
      empresa_id: row.empresa_id,
      usuario_id: row.id,
      accion: 'aceptar_invitacion',
      entidad: 'usuario',
      entidad_id: row.id,
      cambios: { metodo },
    },
    now,
  );
}

/**
 * A verified SSO sign-in of an invited address accepts the invitation, but only while its link is
 * valid: an expired (or inert) invitation never signs anybody in. True when accepted.
 */
export async function aceptarInvitacionPorSso(
  { db }: Pick<Dependencias, 'db'>,
  { usuarioId, now }: { usuarioId: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const row = await activarInvitacionVigente(tx, usuarioId, now);
    if (!row) return false;
    await auditarAceptacion(tx, row, 'sso', now);
    return true;
  });
}

/** 409 for actions that need an account in use (reset password, activate, deactivate). */
export function exigirNoPendiente(u: { invitacion_pendiente: boolean }) {
  if (u.invitacion_pendiente) throw new AppError('CONFLICTO', MENSAJES_INVITACION.pendiente);
}
