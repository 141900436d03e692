import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/index';

export type EstadoJob = 'pendiente' | 'en_curso' | 'completado' | 'fallido';

export interface EnqueueOptions {
  /** Earliest time the job may run; defaults to the database's now(). */
  runAt?: Date;
  /** Total attempts before the job ends `fallido` (default 5, the column default). */
  maxIntentos?: number;
  /**
   * Deduplication key: if a job with this key is `pendiente` or `en_curso` (in any cola),
   * nothing is inserted and the existing job's id is returned.
   */
  claveUnica?: string;
}

/**
 * Namespace (first key) of the two-int advisory locks that serialize enqueues with the same
 * claveUnica. The two-int key space does not overlap the bigint one used by migrations.
 */
const CLAVE_UNICA_LOCK_NS = 20_393;

/**
 * Adds a job to `cola` and returns its id.
 *
 * Pass the caller's transaction as `db` to create the job atomically with the row that needs
 * it: if that transaction rolls back, the job never existed.
 *
 * With `claveUnica`, the check-then-insert runs under a transaction-scoped advisory lock on the
 * key (inside a savepoint when `db` is already a transaction), so two concurrent enqueues with
 * the same key create one job. The existence check relies on READ COMMITTED (the default): under
 * REPEATABLE READ a job committed by another transaction after the caller's snapshot is not seen.
 */
export async function enqueue(db: DbOrTx, cola: string, payload: object, opts: EnqueueOptions = {}): Promise<number> {
  if (!cola) throw new Error('enqueue: cola vacía');
  if (opts.runAt !== undefined && Number.isNaN(opts.runAt.getTime())) {
    throw new Error('enqueue: runAt inválido');
  }
  if (opts.maxIntentos !== undefined && (!Number.isInteger(opts.maxIntentos) || opts.maxIntentos < 1)) {
    throw new Error('enqueue: maxIntentos debe ser un entero ≥ 1');
  }

  const values = {
    cola,
    payload,
    ...(opts.runAt ? { run_at: opts.runAt } : {}),
    ...(opts.maxIntentos !== undefined ? { max_intentos: opts.maxIntentos } : {}),
    ...(opts.claveUnica !== undefined ? { clave_unica: opts.claveUnica } : {}),
  };

  const claveUnica = opts.claveUnica;
  if (claveUnica === undefined) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    return row!.id;
  }

  // On a Database this is a transaction; on a Tx, a savepoint (the lock then lives until the
  // caller's transaction ends, which is exactly what keeps the dedupe atomic with it).
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAVE_UNICA_LOCK_NS}::int4, hashtext(${claveUnica}::text))`);
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.clave_unica, claveUnica), inArray(jobs.estado, ['pendiente', 'en_curso'])))
      .limit(1);
    if (existing) return existing.id;
    const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
    return row!.id;
  });
}
