import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD } from '../seed/demo';
import { withDatabase } from './global-setup';

export const ENGINE = (process.env.TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh copy of the migrated, demo-seeded template database for one test file. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    // Named after this run's template, so a run's teardown drops only its own databases even when
    // several runs share the server.
    const template = inject('postgresTemplate');
    const name = `${template.replace('atalaya_tpl_', 'atalaya_t_')}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const tar = await readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([tar]) });
}

/** A controllable clock: tests move time to reach idle timeouts and lockout windows. */
export class TestClock {
  private t: number;
  constructor(start = Date.now()) {
    this.t = start;
  }
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const handle = await freshDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-test-'));
  const clock = new TestClock();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...overrides }),
    db: handle.db,
    dbEngine: handle.engine,
    clock: clock.now,
  });
  await app.ready();
  return {
    app,
    handle,
    clock,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie list. */
export function cookiesFrom(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(res.cookies.filter((c) => c.value).map((c) => [c.name, c.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** Signs in a demo account and returns its cookies. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} → ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

/** A multipart/form-data body for app.inject (files as Buffers, plus plain fields). */
export function multipart(parts: { name: string; filename?: string; content: Buffer | string; type?: string }[]) {
  const boundary = `----atalaya${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.name}"`
        : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
