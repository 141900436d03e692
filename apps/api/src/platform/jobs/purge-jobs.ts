import { and, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeJobsOptions {
  clock?: () => Date;
  /** Keep `completado` jobs this many days after they finished (default 7). */
  completadoDias?: number;
  /** Keep `fallido` jobs this many days after they failed, for diagnosis (default 30). */
  fallidoDias?: number;
}

/**
 * Deletes finished jobs older than the retention (by `updated_at`, i.e. when they finished).
 * Pending and running jobs are never touched. Returns how many rows were deleted.
 */
export async function purgeJobs(db: DbOrTx, opts: PurgeJobsOptions = {}): Promise<number> {
  const now = (opts.clock ?? (() => new Date()))().getTime();
  const completadoAntes = new Date(now - (opts.completadoDias ?? 7) * DAY_MS);
  const fallidoAntes = new Date(now - (opts.fallidoDias ?? 30) * DAY_MS);
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.estado, 'completado'), lt(jobs.updated_at, completadoAntes)),
        and(eq(jobs.estado, 'fallido'), lt(jobs.updated_at, fallidoAntes)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}
