/**
 * `npm run fuzz`: property-based requests to every API route (see runner.ts), on a fresh
 * demo-seeded database of its own. Prints the report as JSON; exits 1 on any 5xx, schema-breaking
 * answer or leaked row.
 *   FUZZ_RUNS (10000), FUZZ_SEED (random), FUZZ_ENGINE=pglite|postgres
 *   (postgres: TEST_DATABASE_URL or DATABASE_URL names a server where a database can be created).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { testConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { seedDatabase } from '../../seed/index';
import { withDatabase } from '../global-setup';
import { runFuzz } from './runner';
import { buildFuzzApp } from './setup';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const engine = (process.env.FUZZ_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

async function openFresh(): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'pglite');
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('FUZZ_ENGINE=postgres requiere TEST_DATABASE_URL (o DATABASE_URL)');
  const name = `atalaya_fuzz_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
  await handle.migrate();
  await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'postgres');
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const handle = await openFresh();
let failed: boolean;
try {
  const { app, routes, close } = await buildFuzzApp(handle);
  try {
    const report = await runFuzz(app, handle.db, routes, { runs, seed, engine });
    console.log(JSON.stringify(report, null, 2));
    failed = report.errors5xx.length + report.schemaBreaking.length + report.leakedRows.length > 0;
  } finally {
    await close();
  }
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
