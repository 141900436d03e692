import { and, count, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { login_intentos } from '../../db/schema/index';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MAX_FAILURES = 10;

/**
 * True when the account or the IP reached 10 failures in the last 15 minutes. An account's count
 * restarts after a successful sign-in; an IP's does not (one IP trying many accounts).
 */
export async function isLockedOut(db: DbOrTx, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const [lastOk] = await db
    .select({ at: max(login_intentos.created_at) })
    .from(login_intentos)
    .where(and(eq(login_intentos.email, email), eq(login_intentos.exito, true), gt(login_intentos.created_at, since)));
  const accountSince = lastOk?.at && lastOk.at > since ? lastOk.at : since;
  const [byAccount] = await db
    .select({ n: count() })
    .from(login_intentos)
    .where(
      and(
        eq(login_intentos.email, email),
        eq(login_intentos.exito, false),
        gt(login_intentos.created_at, accountSince),
      ),
    );
  if ((byAccount?.n ?? 0) >= LOCKOUT_MAX_FAILURES) return true;
  const [byIp] = await db
    .select({ n: count() })
    .from(login_intentos)
    .where(and(eq(login_intentos.ip, ip), eq(login_intentos.exito, false), gt(login_intentos.created_at, since)));
  return (byIp?.n ?? 0) >= LOCKOUT_MAX_FAILURES;
}

export async function recordLoginAttempt(db: DbOrTx, email: string, ip: string, exito: boolean, now: Date) {
  await db.insert(login_intentos).values({ email, ip, exito, created_at: now });
}
