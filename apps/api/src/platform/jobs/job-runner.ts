import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';

/** What a handler receives. `intentos` counts this attempt (1 on the first run). */
export interface Job<P = unknown> {
  id: number;
  cola: string;
  payload: P;
  intentos: number;
  maxIntentos: number;
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

/** Pino-compatible subset (Fastify's logger fits); defaults to the console. */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerOptions {
  /** Wait between polls when the last poll did not fill a batch (default 1000 ms). */
  pollMs?: number;
  /** Jobs claimed per poll; they run concurrently (default 10). */
  batchSize?: number;
  /**
   * How long a claimed job stays locked (default 5 min). A job still `en_curso` after its lock
   * expired is assumed to belong to a crashed worker and is claimed again, so handlers must
   * finish well within it and be idempotent.
   */
  lockMs?: number;
  clock?: () => Date;
  logger?: JobLogger;
}

export const MAX_ERROR_LENGTH = 2000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** Delay before the next attempt after attempt number `intentos` failed: 2^intentos × 5 s, ≤ 1 h. */
export function backoffMs(intentos: number): number {
  return Math.min(2 ** Math.max(0, intentos) * BACKOFF_BASE_MS, BACKOFF_MAX_MS);
}

const consoleLogger: JobLogger = {
  info: (obj, msg) => console.info(msg ?? '', obj),
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

function errorMessage(err: unknown): string {
  const msg = err instanceof Error ? err.message || err.name : String(err);
  return msg.slice(0, MAX_ERROR_LENGTH);
}

type JobRow = typeof jobs.$inferSelect;

/**
 * Polls the `jobs` table and runs registered handlers. Claiming uses FOR UPDATE SKIP LOCKED, so
 * any number of runners (processes) can share one PostgreSQL database; on PGlite there is a
 * single connection and it is simply harmless.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly lockMs: number;
  private readonly clock: () => Date;
  private readonly logger: JobLogger;

  private loop: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    opts: JobRunnerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.batchSize = opts.batchSize ?? 10;
    this.lockMs = opts.lockMs ?? 5 * 60 * 1000;
    this.clock = opts.clock ?? (() => new Date());
    this.logger = opts.logger ?? consoleLogger;
    if (!(this.batchSize >= 1)) throw new Error('JobRunner: batchSize debe ser ≥ 1');
    if (!(this.lockMs > 0)) throw new Error('JobRunner: lockMs debe ser > 0');
  }

  register<P = unknown>(cola: string, handler: JobHandler<P>): this {
    if (this.handlers.has(cola)) throw new Error(`JobRunner: la cola ${cola} ya tiene handler`);
    this.handlers.set(cola, handler as JobHandler);
    return this;
  }

  /** Starts the poll loop (idempotent). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.runLoop();
  }

  /** Stops polling and resolves once every handler already running has finished. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    const loop = this.loop;
    await loop;
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
    if (this.loop === loop) this.loop = undefined;
  }

  /**
   * Claims the due jobs of the registered colas (up to batchSize), runs them and records the
   * outcome. Returns how many were claimed. Handler failures never escape; a database error
   * while claiming does (the poll loop logs it and keeps going).
   */
  async runOnce(): Promise<number> {
    const run = this.claimAndRun();
    this.inflight.add(run);
    try {
      return await run;
    } finally {
      this.inflight.delete(run);
    }
  }

  private async claimAndRun(): Promise<number> {
    const colas = [...this.handlers.keys()];
    if (colas.length === 0) return 0;
    const claimed = await this.claim(colas);
    await Promise.all(claimed.map((row) => this.execute(row)));
    return claimed.length;
  }

  private async claim(colas: string[]): Promise<JobRow[]> {
    const now = this.clock();
    const due = and(
      inArray(jobs.cola, colas),
      or(
        and(eq(jobs.estado, 'pendiente'), lte(jobs.run_at, now)),
        // en_curso past its lock: the worker that held it died.
        and(eq(jobs.estado, 'en_curso'), lt(jobs.bloqueado_hasta, now)),
      ),
    );
    const candidates = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(due)
      .orderBy(asc(jobs.run_at), asc(jobs.id))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    // `due` is repeated on the UPDATE so a row changed by another runner between the sub-select
    // snapshot and the row lock is re-checked against its latest version.
    return this.db
      .update(jobs)
      .set({
        estado: 'en_curso',
        intentos: sql`${jobs.intentos} + 1`,
        bloqueado_hasta: new Date(now.getTime() + this.lockMs),
        updated_at: now,
      })
      .where(and(inArray(jobs.id, candidates), due))
      .returning();
  }

  private async execute(row: JobRow): Promise<void> {
    const log = { jobId: row.id, cola: row.cola, intentos: row.intentos };
    try {
      // Re-claimed after a crash on its last attempt: a job that kills its worker must not
      // take the next one down too.
      if (row.intentos > row.max_intentos) {
        this.logger.error(log, 'job abandonado tras agotar sus intentos');
        await this.finish(row, {
          estado: 'fallido',
          ultimo_error: 'bloqueo expirado en el último intento (¿el proceso terminó?)',
        });
        return;
      }

      const handler = this.handlers.get(row.cola);
      let failure: unknown;
      let failed = false;
      try {
        if (!handler) throw new Error(`sin handler para la cola ${row.cola}`);
        await handler({
          id: row.id,
          cola: row.cola,
          payload: row.payload,
          intentos: row.intentos,
          maxIntentos: row.max_intentos,
        });
      } catch (err) {
        failed = true;
        failure = err;
      }

      if (!failed) {
        await this.finish(row, { estado: 'completado' });
        return;
      }

      const ultimo_error = errorMessage(failure);
      if (row.intentos < row.max_intentos) {
        const delay = backoffMs(row.intentos);
        this.logger.warn({ ...log, err: ultimo_error, reintentoEnMs: delay }, 'job falló; se reintentará');
        await this.finish(row, {
          estado: 'pendiente',
          run_at: new Date(this.clock().getTime() + delay),
          ultimo_error,
        });
      } else {
        this.logger.error({ ...log, err: ultimo_error }, 'job falló definitivamente');
        await this.finish(row, { estado: 'fallido', ultimo_error });
      }
    } catch (err) {
      // Could not record the outcome: the lock expires and the job is claimed again.
      this.logger.error({ ...log, err: errorMessage(err) }, 'no se pudo registrar el resultado del job');
    }
  }

  /** Records the outcome, only if this runner still owns the attempt (fencing on intentos). */
  private async finish(
    row: JobRow,
    set: { estado: 'completado' | 'pendiente' | 'fallido'; run_at?: Date; ultimo_error?: string },
  ): Promise<void> {
    const updated = await this.db
      .update(jobs)
      .set({ ...set, bloqueado_hasta: null, updated_at: this.clock() })
      .where(and(eq(jobs.id, row.id), eq(jobs.estado, 'en_curso'), eq(jobs.intentos, row.intentos)))
      .returning({ id: jobs.id });
    if (updated.length === 0) {
      this.logger.warn(
        { jobId: row.id, cola: row.cola, intentos: row.intentos },
        'el job fue reclamado por otro worker (bloqueo expirado); resultado descartado',
      );
    }
  }

  private async runLoop(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (err) {
        this.logger.error({ err: errorMessage(err) }, 'error al consultar la cola de jobs');
      }
      if (this.stopping) break;
      // A full batch means more may be waiting: poll again at once.
      if (claimed < this.batchSize) await this.sleep(this.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
