import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed/index';
import { testConfig } from '../config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy
 * (PGlite: a dumped data dir, ~0.5 s; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this main-process hook: read it from the config.
  const engine = project.config.env?.TEST_ENGINE ?? process.env.TEST_ENGINE ?? 'pglite';
  if (engine === 'postgres') return setupPostgres(project);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-tpl-'));
  const handle = await openDatabase({});
  await handle.migrate();
  await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'pglite');
  const blob = await handle.dump!();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres requiere TEST_DATABASE_URL');
  const template = `atalaya_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const tplUrl = withDatabase(url, template);
  const handle = await openDatabase({ databaseUrl: tplUrl, poolSize: 2 });
  await handle.migrate();
  await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'postgres');
  await handle.close();
  await admin.end();
  project.provide('postgresTemplate', template);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`atalaya\\_t\\_${process.pid}\\_%`, template],
    );
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await c.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
