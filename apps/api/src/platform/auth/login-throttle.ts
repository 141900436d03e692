import { and, count, eq, gt, max } from 'drizzle-orm';
import { dificultadPara, UMBRAL_FALLOS, UMBRAL_FALLOS_ORIGEN } from '@atalaya/shared/contracts/prueba-trabajo';
import type { DbOrTx } from '../../db/client';
import { login_intentos } from '../../db/schema/index';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MAX_FAILURES = 10;

/*
 * Password sign-in never locks (issue 24 F6): failures only make the next attempt carry a proof of
 * work (prueba-trabajo.ts). The steps that come after a proven password or inside a session (TOTP
 * code, current password on a change) still lock, but on their own count, recorded under
 * `paso2:<email>` in the same table, which only someone holding the password or the session can
 * raise: a stranger's wrong passwords no longer lock anyone out of anything.
 * Ours, not @fastify/rate-limit: it counts failures per account in PostgreSQL, across instances and restarts.
 */

const PASO2 = 'paso2:';

async function fallosDesdeUltimoExito(db: DbOrTx, clave: string, email: string, since: Date) {
  const [lastOk] = await db
    .select({ at: max(login_intentos.created_at) })
    .from(login_intentos)
    .where(and(eq(login_intentos.email, email), eq(login_intentos.exito, true), gt(login_intentos.created_at, since)));
  const desde = lastOk?.at && lastOk.at > since ? lastOk.at : since;
  const [n] = await db
    .select({ n: count() })
    .from(login_intentos)
    .where(and(eq(login_intentos.email, clave), eq(login_intentos.exito, false), gt(login_intentos.created_at, desde)));
  return n?.n ?? 0;
}

/** Failed password sign-ins in the last 15 minutes: of the account (since its last success) and of the IP. */
export async function fallosDeInicio(db: DbOrTx, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const cuenta = await fallosDesdeUltimoExito(db, email, email, since);
  const [byIp] = await db
    .select({ n: count() })
    .from(login_intentos)
    .where(and(eq(login_intentos.ip, ip), eq(login_intentos.exito, false), gt(login_intentos.created_at, since)));
  return { cuenta, ip: byIp?.n ?? 0 };
}

/**
 * The difficulty the next password attempt must meet, or null when it needs no challenge.
 * `umbralOrigen`: failures of one address before it applies to everyone there (LOGIN_FALLOS_POR_ORIGEN).
 */
export function dificultadExigida(
  fallos: { cuenta: number; ip: number },
  umbralOrigen = UMBRAL_FALLOS_ORIGEN,
): number | null {
  const exceso = Math.max(fallos.cuenta - UMBRAL_FALLOS, fallos.ip - umbralOrigen);
  return exceso >= 0 ? dificultadPara(exceso) : null;
}

export async function recordLoginAttempt(db: DbOrTx, email: string, ip: string, exito: boolean, now: Date) {
  await db.insert(login_intentos).values({ email, ip, exito, created_at: now });
}

/** True when the account's second steps (TOTP, current password) failed 10 times in 15 minutes. */
export async function isLockedOut(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  return (await fallosDesdeUltimoExito(db, PASO2 + email, email, since)) >= LOCKOUT_MAX_FAILURES;
}

/** A failed TOTP code or current password: counts toward isLockedOut, not toward the sign-in challenge. */
export async function recordSecondStepFailure(db: DbOrTx, email: string, ip: string, now: Date) {
  await recordLoginAttempt(db, PASO2 + email, ip, false, now);
}
