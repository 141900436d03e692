// Overload protection: what a client sees when the database gives up on a statement (statement
// timeout, SQLSTATE 57014) and when the server sheds load (@fastify/under-pressure). Both answer
// 503 with the Spanish body of every API error and a Retry-After, never a 500.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MENSAJES } from '@atalaya/shared/messages';
import { buildApp } from '../app';
import { openConfiguredDatabase } from '../bootstrap';
import { testConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { withDatabase } from '../test/global-setup';
import { cookieHeader, createTestApp, ENGINE, freshDatabase, loginAs, type TestContext } from '../test/test-app';

const NO_DISPONIBLE = {
  codigo: 'SERVICIO_NO_DISPONIBLE',
  mensaje: MENSAJES.servicioNoDisponible,
  detail: MENSAJES.servicioNoDisponible,
};
const STATEMENT_TIMEOUT_MS = 300;

/**
 * PostgreSQL: a copy of the template opened the way the server opens it (bootstrap, from the
 * config's DATABASE_URL and DB_* variables). PGlite: the usual in-memory copy.
 */
async function openDatabaseFromConfig(overrides: Partial<Config>): Promise<DatabaseHandle & { url?: string }> {
  if (ENGINE !== 'postgres') return freshDatabase();
  const server = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate');
  const name = `${template.replace('atalaya_tpl_', 'atalaya_t_')}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = withDatabase(server, name);
  const handle = await openConfiguredDatabase(testConfig({ DATABASE_URL: url, ...overrides }));
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

describe('statement timeout and cancelled statements', () => {
  let handle: DatabaseHandle & { url?: string };
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    handle = await openDatabaseFromConfig({ DB_STATEMENT_TIMEOUT_MS: STATEMENT_TIMEOUT_MS, DB_POOL_SIZE: 4 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-sobrecarga-'));
    app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') }),
      db: handle.db,
      dbEngine: handle.engine,
    });
    await app.ready();
    cookie = cookieHeader(await loginAs(app, 'admin@demo.cl'));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a query running past DB_STATEMENT_TIMEOUT_MS is cancelled and answered 503 (PostgreSQL)', async () => {
    const { rows } = (await handle.db.execute(sql`SHOW statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    if (ENGINE === 'pglite') {
      // PGlite accepts the setting but cannot enforce it (no timer signals in WebAssembly): not set.
      expect(rows[0]!.statement_timeout).toBe('0');
      return;
    }
    expect(rows[0]!.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS}ms`);

    // Another session holds the workers table: the list's query waits on the lock until the
    // server cancels it.
    const locker = new pg.Client({ connectionString: handle.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE trabajadores IN ACCESS EXCLUSIVE MODE');
      const t0 = performance.now();
      const res = await app.inject({ url: '/api/v1/trabajadores/?limit=10', headers: { cookie } });
      const ms = performance.now() - t0;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(NO_DISPONIBLE);
      expect(res.headers['retry-after']).toBe('5');
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 20);
      expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000);
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
    // The pooled connection survived the cancellation: the same request is served at once.
    const again = await app.inject({ url: '/api/v1/trabajadores/?limit=10', headers: { cookie } });
    expect(again.statusCode).toBe(200);
  });

  it('a statement the database cancels (57014) while writing is a 503, and nothing is written', async () => {
    // A real query_canceled raised by the database on insert (PGlite cannot time out, so the
    // cancellation is raised by a trigger on both engines).
    await handle.db.execute(
      sql.raw(`CREATE FUNCTION prueba_cancelar() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$`),
    );
    await handle.db.execute(
      sql.raw(`CREATE TRIGGER prueba_cancelar BEFORE INSERT ON departamentos
        FOR EACH ROW EXECUTE FUNCTION prueba_cancelar()`),
    );
    const nombre = `Sobrecarga ${randomUUID().slice(0, 8)}`;
    const post = () =>
      app.inject({ method: 'POST', url: '/api/v1/departamentos/', headers: { cookie }, payload: { nombre } });
    const res = await post();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(NO_DISPONIBLE);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).not.toMatch(/canceling|statement|trigger/i);

    await handle.db.execute(sql.raw('DROP TRIGGER prueba_cancelar ON departamentos'));
    const list = await app.inject({
      url: `/api/v1/departamentos/?limit=100&q=${encodeURIComponent(nombre)}`,
      headers: { cookie },
    });
    expect(list.json().total).toBe(0);
    const ok = await post();
    expect(ok.statusCode).toBe(201);
  });
});

/** Keeps the event loop busy (as a long synchronous task would). */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('load shedding (@fastify/under-pressure)', () => {
  // 120 ms stalls every 140 ms, sample 200 ms: mean delay ≈ 35 ms over the resolution, utilization ≈ 0.85.
  const cases: [string, Partial<Config>][] = [
    ['event-loop delay', { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 20 }],
    ['event-loop utilization', { PRESSURE_MAX_EVENT_LOOP_UTILIZATION: 0.75 }],
  ];
  const apps: TestContext[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it.each(cases)(
    '%s over its threshold for more than a sample: 503 with Retry-After, then recovery',
    async (_name, limits) => {
      const t = await createTestApp({ ...limits, PRESSURE_SAMPLE_INTERVAL_MS: 200, PRESSURE_RETRY_AFTER_SECONDS: 7 });
      apps.push(t);
      const health = () => t.app.inject({ url: '/api/v1/health' });
      let cookie = '';
      const probe = () =>
        Promise.all([health(), t.app.inject({ url: '/api/v1/trabajadores/?limit=10', headers: { cookie } })]);
      /** Polls until the health check answers `status`. */
      const until = async (status: number, ms: number, every: number) => {
        const end = Date.now() + ms;
        let res = await probe();
        while (res[0].statusCode !== status && Date.now() < end) {
          await sleep(every);
          res = await probe();
        }
        return res;
      };
      /** Two quiet samples in a row (start-up and PGlite work, on this thread, may trip the low limits). */
      const calm = async () => {
        const end = Date.now() + 15_000;
        let quiet = 0;
        while (quiet < 2 && Date.now() < end) {
          quiet = t.app.isUnderPressure() ? 0 : quiet + 1;
          await sleep(120);
        }
        expect(quiet).toBe(2);
      };
      await calm();
      cookie = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
      await calm();

      // One long synchronous task stalls a single sample: flagged, but nobody is refused for it.
      // Up to three stalls: in one full parallel run on two cores (2026-11-28, both engines) a single
      // stall was not seen flagged within 2 s; alone or beside the crash tests it always is.
      let flagged = false;
      for (let stall = 0; stall < 3 && !flagged; stall++) {
        blockEventLoop(1000);
        const flaggedBy = Date.now() + 2000;
        while (!(flagged = t.app.isUnderPressure()) && Date.now() < flaggedBy) await sleep(5);
      }
      expect(flagged).toBe(true);
      const [single, singleList] = await probe();
      expect(single.statusCode).toBe(200);
      expect(singleList.statusCode).toBe(200);
      await calm();

      // Sustained: the loop stays busy sample after sample.
      let busy = true;
      const load = (async () => {
        const end = Date.now() + 5000;
        while (busy && Date.now() < end) {
          blockEventLoop(150);
          await sleep(10);
        }
      })();
      const [refused, list] = await until(503, 4000, 20);
      busy = false;
      await load;
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(NO_DISPONIBLE);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      // An authenticated list in the same instant is refused too, before any session or database work.
      expect(list.statusCode).toBe(503);
      expect(list.json()).toEqual(NO_DISPONIBLE);

      // Once the loop is free again the next samples clear the pressure.
      const t0 = Date.now();
      const [after, listAfter] = await until(200, 5000, 100);
      expect(after.statusCode).toBe(200);
      expect(listAfter.statusCode).toBe(200);
      expect(Date.now() - t0).toBeLessThan(5000);
    },
  );
});
