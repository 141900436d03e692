import { lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { login_intentos, sesiones } from '../db/schema/index';
import { enqueue, purgeJobs, type JobHandler } from './jobs/index';
import { barrerHuerfanos } from './storage/barrido-huerfanos';
import type { LocalFileStore } from './storage/local-file-store';

export const COLA_MANTENIMIENTO = 'plataforma.mantenimiento';
const DAY_MS = 24 * 3_600_000;

/**
 * Daily housekeeping: ended sessions (kept a week for the audit of sign-outs), sign-in attempts
 * older than a day (the lockout window is 15 minutes), finished jobs and files left by a crash
 * (platform/storage/barrido-huerfanos.ts). Re-schedules itself.
 */
export function createMaintenanceHandler(db: Database, clock: () => Date, fileStore?: LocalFileStore): JobHandler {
  return async () => {
    const now = clock();
    // Crash leftovers a day old: temp files of cut-off uploads, files whose row never committed.
    if (fileStore) await barrerHuerfanos(db, fileStore, new Date(now.getTime() - DAY_MS));
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    await db.delete(sesiones).where(or(lt(sesiones.expires_at, weekAgo), lt(sesiones.revoked_at, weekAgo)));
    await db.delete(login_intentos).where(lt(login_intentos.created_at, new Date(now.getTime() - DAY_MS)));
    await purgeJobs(db, { clock });
    await scheduleMaintenance(db, new Date(now.getTime() + DAY_MS));
  };
}

/** One maintenance job per day: the key carries the date, so instances starting together dedupe. */
export async function scheduleMaintenance(db: Database, runAt: Date) {
  const day = runAt.toISOString().slice(0, 10);
  await enqueue(db, COLA_MANTENIMIENTO, {}, { runAt, claveUnica: `${COLA_MANTENIMIENTO}:${day}` });
}
