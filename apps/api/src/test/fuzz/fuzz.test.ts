import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ENGINE, freshDatabase } from '../test-app';
import { collectTenantData } from './markers';
import { findMarker, login, runFuzz } from './runner';
import { buildFuzzApp } from './setup';

/**
 * A short property-based run over every API route (the long one is `npm run fuzz`). A new seed
 * each run; on failure the message names it: replay with FUZZ_SEED=<seed> (and FUZZ_RUNS).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe(`fuzz de la API (${ENGINE})`, () => {
  let handle: DatabaseHandle;
  let fuzzApp: Awaited<ReturnType<typeof buildFuzzApp>>;

  beforeAll(async () => {
    handle = await freshDatabase();
    fuzzApp = await buildFuzzApp(handle);
  });
  afterAll(async () => {
    await fuzzApp?.close();
    await handle?.close();
  });

  it('el detector de filas ajenas reconoce los datos de Empresa Demo en sus propias respuestas', async () => {
    const { app } = fuzzApp;
    const data = await collectTenantData(handle.db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/trabajadores/?limit=100',
      headers: { cookie: await login(app, 'admin@demo.cl') },
    });
    expect(res.statusCode).toBe(200);
    expect(findMarker(res.body, data.demo.markers)).toBeDefined();
    expect(findMarker(res.body, data.otra.markers)).toBeUndefined();
  });

  it(`${RUNS} solicitudes generadas: ningún 5xx, respuestas según su esquema, ninguna fila de otra empresa`, async () => {
    const { app, routes } = fuzzApp;
    // Every route is collected with its schemas, and the generator reaches most of them.
    expect(routes.length).toBeGreaterThan(250);
    const report = await runFuzz(app, handle.db, routes, { runs: RUNS, seed: SEED, engine: ENGINE });
    const replay = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (npm run fuzz con FUZZ_ENGINE=${ENGINE})`;
    expect(report.requests).toBe(RUNS);
    expect(report.routesHit, replay).toBeGreaterThan(routes.length * 0.5);
    // Each identity got answers other than 401/403 (the sessions held through the run).
    for (const identity of ['demo', 'otra', 'atalaya'] as const) {
      expect(report.byIdentity[identity]?.['200'] ?? 0, `${identity}: ${replay}`).toBeGreaterThan(0);
    }
    expect(report.markers.demo, 'marcadores de Empresa Demo').toBeGreaterThan(50);
    expect(report.errors5xx, replay).toEqual([]);
    expect(report.schemaBreaking, replay).toEqual([]);
    expect(report.leakedRows, replay).toEqual([]);
  }, 180_000);
});
