import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { JobRunner, MAX_ERROR_LENGTH, backoffMs, purgeJobs, enqueue, type Job, type JobLogger } from './index';

const silent: JobLogger = { info() {}, warn() {}, error() {} };
const SEC = 1000;
const DAY = 24 * 60 * 60 * SEC;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Mutable test clock, ahead of the DB clock so jobs enqueued with the default run_at are due. */
function testClock() {
  let now = Date.now() + 60 * SEC;
  return {
    clock: () => new Date(now),
    advance: (ms: number) => (now += ms),
    now: () => new Date(now),
  };
}

async function getJob(db: Database, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

// ─── engines ────────────────────────────────────────────────────────────────

interface Engine {
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

// Under the root vitest projects TEST_ENGINE selects one engine per project; run standalone
// (no TEST_ENGINE), the suite covers PGlite and, with TEST_DATABASE_URL, PostgreSQL too.
const only = process.env.TEST_ENGINE;
const testUrl = process.env.TEST_DATABASE_URL;
const engines: Array<[string, () => Engine]> = [];
if (!only || only === 'pglite') {
  engines.push(['pglite', () => ({ open: () => openDatabase({}), cleanup: async () => {} })]);
}
if (testUrl && (!only || only === 'postgres')) {
  engines.push([
    'postgres',
    () => {
      const name = `jobs_test_${randomBytes(6).toString('hex')}`;
      const admin = async (q: string) => {
        const client = new pg.Client({ connectionString: testUrl });
        await client.connect();
        try {
          await client.query(q);
        } finally {
          await client.end();
        }
      };
      return {
        async open() {
          await admin(`CREATE DATABASE ${name}`);
          const url = new URL(testUrl);
          url.pathname = `/${name}`;
          return openDatabase({ databaseUrl: url.toString() });
        },
        cleanup: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  ]);
}

describe('backoffMs', () => {
  it('is 2^intentos × 5 s, capped at 1 h', () => {
    expect(backoffMs(1)).toBe(10 * SEC);
    expect(backoffMs(2)).toBe(20 * SEC);
    expect(backoffMs(3)).toBe(40 * SEC);
    expect(backoffMs(10)).toBe(3600 * SEC);
    expect(backoffMs(50)).toBe(3600 * SEC);
  });
});

describe.each(engines)('jobs (%s)', (_name, makeEngine) => {
  let engine: Engine;
  let h: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    engine = makeEngine();
    h = await engine.open();
    await h.migrate();
    db = h.db;
  }, 60_000);

  afterAll(async () => {
    await h?.close();
    await engine?.cleanup();
  });

  beforeEach(async () => {
    await db.delete(jobs);
  });

  it('enqueue + runOnce runs the handler with its payload and marks completado', async () => {
    const t = testClock();
    const runner = new JobRunner(db, { clock: t.clock, logger: silent });
    const seen: Job[] = [];
    runner.register<{ a: number }>('test.ok', async (job) => {
      seen.push(job);
    });

    const id = await enqueue(db, 'test.ok', { a: 1, nested: { b: 'ñ' } });
    expect(typeof id).toBe('number');
    expect((await getJob(db, id)).estado).toBe('pendiente');

    expect(await runner.runOnce()).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id, cola: 'test.ok', payload: { a: 1, nested: { b: 'ñ' } }, intentos: 1 });

    const row = await getJob(db, id);
    expect(row.estado).toBe('completado');
    expect(row.intentos).toBe(1);
    expect(row.bloqueado_hasta).toBeNull();
    expect(await runner.runOnce()).toBe(0);
  });

  it('does not run jobs before run_at nor jobs of unregistered colas', async () => {
    const t = testClock();
    const runner = new JobRunner(db, { clock: t.clock, logger: silent });
    const ran: number[] = [];
    runner.register('test.later', async (job) => void ran.push(job.id));

    const later = await enqueue(db, 'test.later', {}, { runAt: new Date(t.now().getTime() + 30 * SEC) });
    const other = await enqueue(db, 'test.unregistered', {});

    expect(await runner.runOnce()).toBe(0);
    t.advance(30 * SEC);
    expect(await runner.runOnce()).toBe(1);
    expect(ran).toEqual([later]);
    expect((await getJob(db, other)).estado).toBe('pendiente');
  });

  it('retries a failing handler with backoff and ends fallido after max_intentos', async () => {
    const t = testClock();
    const runner = new JobRunner(db, { clock: t.clock, logger: silent });
    let calls = 0;
    runner.register('test.fail', async () => {
      calls++;
      throw new Error(`boom ${calls} ` + 'x'.repeat(5000));
    });
    const id = await enqueue(db, 'test.fail', { secreto: 'payload-no-debe-aparecer' }, { maxIntentos: 3 });

    // Attempt 1 fails → pendiente, run_at = now + 10 s.
    expect(await runner.runOnce()).toBe(1);
    let row = await getJob(db, id);
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 1, bloqueado_hasta: null });
    expect(row.run_at.getTime()).toBe(t.now().getTime() + backoffMs(1));
    expect(row.ultimo_error).toMatch(/^boom 1 x+$/);
    expect(row.ultimo_error).toHaveLength(MAX_ERROR_LENGTH);
    expect(row.ultimo_error).not.toContain('payload-no-debe-aparecer');

    // Not due yet.
    t.advance(backoffMs(1) - 1);
    expect(await runner.runOnce()).toBe(0);

    // Attempt 2 fails → backoff 20 s.
    t.advance(1);
    expect(await runner.runOnce()).toBe(1);
    row = await getJob(db, id);
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 2 });
    expect(row.run_at.getTime()).toBe(t.now().getTime() + backoffMs(2));

    // Attempt 3 (last) fails → fallido.
    t.advance(backoffMs(2));
    expect(await runner.runOnce()).toBe(1);
    row = await getJob(db, id);
    expect(row).toMatchObject({ estado: 'fallido', intentos: 3, bloqueado_hasta: null });
    expect(row.ultimo_error).toMatch(/^boom 3 /);

    t.advance(DAY);
    expect(await runner.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('a retried job that then succeeds ends completado', async () => {
    const t = testClock();
    const runner = new JobRunner(db, { clock: t.clock, logger: silent });
    runner.register('test.flaky', async (job) => {
      if (job.intentos === 1) throw 'no es un Error';
    });
    const id = await enqueue(db, 'test.flaky', {});
    await runner.runOnce();
    expect((await getJob(db, id)).ultimo_error).toBe('no es un Error');
    t.advance(backoffMs(1));
    expect(await runner.runOnce()).toBe(1);
    expect(await getJob(db, id)).toMatchObject({ estado: 'completado', intentos: 2 });
  });

  it('claveUnica dedupes while pendiente/en_curso, not after completion', async () => {
    const t = testClock();
    const a = await enqueue(db, 'test.dedupe', { n: 1 }, { claveUnica: 'recordatorio:2025-01-01' });
    const b = await enqueue(db, 'test.dedupe', { n: 2 }, { claveUnica: 'recordatorio:2025-01-01' });
    const c = await enqueue(db, 'test.dedupe', { n: 3 }, { claveUnica: 'recordatorio:2025-01-02' });
    expect(b).toBe(a);
    expect(c).not.toBe(a);

    // Concurrent enqueues with one key create a single job (on PostgreSQL they run on separate
    // pooled connections; the first round also opens those connections).
    for (let round = 0; round < 10; round++) {
      const key = `concurrente-${round}`;
      const ids = await Promise.all(
        Array.from({ length: 8 }, (_, i) => enqueue(db, 'test.dedupe', { i }, { claveUnica: key })),
      );
      expect(new Set(ids).size).toBe(1);
      expect(await db.select().from(jobs).where(eq(jobs.clave_unica, key))).toHaveLength(1);
    }

    // While en_curso it still dedupes.
    const gate = deferred();
    const started = deferred();
    const runner = new JobRunner(db, { clock: t.clock, logger: silent, batchSize: 1 });
    runner.register('test.dedupe', async (job) => {
      if (job.id === a) {
        started.resolve();
        await gate.promise;
      }
    });
    await db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(eq(jobs.id, a)); // first in line
    const run = runner.runOnce();
    await started.promise;
    expect(await enqueue(db, 'test.dedupe', {}, { claveUnica: 'recordatorio:2025-01-01' })).toBe(a);
    gate.resolve();
    await run;

    // Once completado, the key is free again.
    expect((await getJob(db, a)).estado).toBe('completado');
    const d = await enqueue(db, 'test.dedupe', {}, { claveUnica: 'recordatorio:2025-01-01' });
    expect(d).not.toBe(a);
    const rows = await db.select().from(jobs).where(eq(jobs.clave_unica, 'recordatorio:2025-01-01'));
    expect(rows).toHaveLength(2);
  });

  it('re-claims a job stuck en_curso whose lock expired', async () => {
    const t = testClock();
    const lockMs = 60 * SEC;
    const runner = new JobRunner(db, { clock: t.clock, logger: silent, lockMs });
    const ran: Job[] = [];
    runner.register('test.stuck', async (job) => void ran.push(job));

    const id = await enqueue(db, 'test.stuck', { x: 1 });
    // A worker claimed it and died: en_curso, locked until now + 30 s.
    await db
      .update(jobs)
      .set({ estado: 'en_curso', intentos: 1, bloqueado_hasta: new Date(t.now().getTime() + 30 * SEC) })
      .where(eq(jobs.id, id));

    expect(await runner.runOnce()).toBe(0); // lock still valid
    t.advance(30 * SEC + 1);
    expect(await runner.runOnce()).toBe(1);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ id, intentos: 2, payload: { x: 1 } });
    expect(await getJob(db, id)).toMatchObject({ estado: 'completado', intentos: 2 });
  });

  it('a job whose lock expired on its last attempt ends fallido without running again', async () => {
    const t = testClock();
    const runner = new JobRunner(db, { clock: t.clock, logger: silent });
    let calls = 0;
    runner.register('test.poison', async () => void calls++);
    const id = await enqueue(db, 'test.poison', {}, { maxIntentos: 2 });
    await db
      .update(jobs)
      .set({ estado: 'en_curso', intentos: 2, bloqueado_hasta: new Date(t.now().getTime() - 1) })
      .where(eq(jobs.id, id));
    expect(await runner.runOnce()).toBe(1);
    expect(calls).toBe(0);
    const row = await getJob(db, id);
    expect(row.estado).toBe('fallido');
    expect(row.ultimo_error).toMatch(/bloqueo expirado/);
  });

  it('discards the outcome of an attempt re-claimed by another worker', async () => {
    const t = testClock();
    const lockMs = 10 * SEC;
    const slow = new JobRunner(db, { clock: t.clock, logger: silent, lockMs });
    const fast = new JobRunner(db, { clock: t.clock, logger: silent, lockMs });
    const gate = deferred();
    const started = deferred();
    slow.register('test.overrun', async () => {
      started.resolve();
      await gate.promise;
      throw new Error('llegó tarde');
    });
    fast.register('test.overrun', async () => {});
    const id = await enqueue(db, 'test.overrun', {});

    const slowRun = slow.runOnce();
    await started.promise;
    t.advance(lockMs + 1);
    expect(await fast.runOnce()).toBe(1); // re-claimed, attempt 2 succeeds
    gate.resolve();
    await slowRun; // attempt 1's failure must not overwrite
    expect(await getJob(db, id)).toMatchObject({ estado: 'completado', intentos: 2, ultimo_error: null });
  });

  it('enqueue inside a transaction that rolls back leaves no job; commit keeps it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'test.tx', { a: 1 });
        await enqueue(tx, 'test.tx', { a: 2 }, { claveUnica: 'tx-key' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await db.select().from(jobs)).toHaveLength(0);

    const id = await db.transaction(async (tx) => {
      await enqueue(tx, 'test.tx', { a: 3 });
      return enqueue(tx, 'test.tx', { a: 4 }, { claveUnica: 'tx-key' });
    });
    expect(await db.select().from(jobs)).toHaveLength(2);
    expect((await getJob(db, id)).clave_unica).toBe('tx-key');
  });

  it('two runners on the same db never run the same job twice', async () => {
    const t = testClock();
    const handled = new Map<number, number>();
    const handler = async (job: Job) => {
      await new Promise((r) => setTimeout(r, 2));
      handled.set(job.id, (handled.get(job.id) ?? 0) + 1);
    };
    const a = new JobRunner(db, { clock: t.clock, logger: silent, batchSize: 4 });
    const b = new JobRunner(db, { clock: t.clock, logger: silent, batchSize: 4 });
    a.register('test.concurrent', handler);
    b.register('test.concurrent', handler);

    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueue(db, 'test.concurrent', { i }));

    let total = 0;
    for (let round = 0; round < 20 && total < 20; round++) {
      const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
      total += na + nb;
    }
    expect(total).toBe(20);
    expect([...handled.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...handled.values()].every((n) => n === 1)).toBe(true);
    const rows = await db.select().from(jobs);
    expect(rows.every((r) => r.estado === 'completado' && r.intentos === 1)).toBe(true);
  });

  it('start() polls; stop() waits for an in-flight handler', async () => {
    const runner = new JobRunner(db, { pollMs: 10, logger: silent });
    const gate = deferred();
    const started = deferred();
    let finished = false;
    runner.register('test.inflight', async () => {
      started.resolve();
      await gate.promise;
      finished = true;
    });
    runner.start();
    const id = await enqueue(db, 'test.inflight', {});
    await started.promise;

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
    expect((await getJob(db, id)).estado).toBe('completado');

    // Stopped: nothing else is picked up.
    const later = await enqueue(db, 'test.inflight', {});
    await new Promise((r) => setTimeout(r, 50));
    expect((await getJob(db, later)).estado).toBe('pendiente');
  });

  it('the poll loop survives database errors', async () => {
    const errors: string[] = [];
    const logger: JobLogger = { ...silent, error: (_obj, msg) => void errors.push(msg ?? '') };
    let fail = true;
    // A Database whose update() fails while `fail` is set: the claim query errors.
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'update' && fail) {
          return () => {
            throw new Error('conexión perdida');
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = new JobRunner(flaky, { pollMs: 5, logger });
    const done = deferred();
    runner.register('test.survive', async () => done.resolve());
    await enqueue(db, 'test.survive', {});
    runner.start();
    await new Promise((r) => setTimeout(r, 30));
    expect(errors.length).toBeGreaterThan(0);
    fail = false;
    await done.promise;
    await runner.stop();
  });

  it('jobs.purgar deletes completado > 7 days and fallido > 30 days only', async () => {
    const t = testClock();
    const now = t.now().getTime();
    const mk = async (estado: string, ageDays: number) => {
      const id = await enqueue(db, 'test.old', {});
      await db
        .update(jobs)
        .set({ estado, updated_at: new Date(now - ageDays * DAY) })
        .where(eq(jobs.id, id));
      return id;
    };
    const keep = [
      await mk('completado', 6),
      await mk('fallido', 29),
      await mk('pendiente', 100),
      await mk('en_curso', 100),
    ];
    await mk('completado', 8);
    await mk('fallido', 31);

    const runner = new JobRunner(db, { clock: t.clock, logger: silent });
    runner.register('prueba.purgar', async () => {
      await purgeJobs(db, { clock: t.clock });
    });
    const purge = await enqueue(db, 'prueba.purgar', {});
    expect(await runner.runOnce()).toBe(1);

    const left = (await db.select({ id: jobs.id }).from(jobs)).map((r) => r.id).sort((x, y) => x - y);
    expect(left).toEqual([...keep, purge].sort((x, y) => x - y));
    expect((await getJob(db, purge)).estado).toBe('completado');
  });
});
