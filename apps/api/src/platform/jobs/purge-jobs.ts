import { and, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/index';
import type { JobHandler, JobLogger } from './job-runner';

export const COLA_PURGAR_JOBS = 'jobs.purgar';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeJobsOptions {
  clock?: () => Date;
  /** Keep `completado` jobs this many days after they finished (default 7). */
  completadoDias?: number;
  /** Keep `fallido` jobs this many days after they failed, for diagnosis (default 30). */
  fallidoDias?: number;
  logger?: Pick<JobLogger, 'info'>;
}

/**
 * Deletes finished jobs older than the retention (by `updated_at`, i.e. when they finished).
 * Pending and running jobs are never touched. Returns how many rows were deleted.
 */
export async function purgeJobs(db: DbOrTx, opts: Omit<PurgeJobsOptions, 'logger'> = {}): Promise<number> {
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

/**
 * Handler for cola `jobs.purgar` (register it with `runner.register(COLA_PURGAR_JOBS, …)`).
 * Something must enqueue that cola periodically, e.g. daily with
 * `claveUnica: 'jobs.purgar:' + fecha`.
 */
export function createPurgeJobsHandler(db: DbOrTx, opts: PurgeJobsOptions = {}): JobHandler {
  return async (job) => {
    const eliminados = await purgeJobs(db, opts);
    opts.logger?.info({ jobId: job.id, eliminados }, 'jobs antiguos eliminados');
  };
}
