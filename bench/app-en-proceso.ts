import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import type { openDatabase } from '../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo';

/**
 * The API in this process on a bench's database (no web build), signed in as admin@demo.cl: what
 * `app.inject` measures is server time with no network. The caller closes the app.
 */
export async function appConSesion(handle: Awaited<ReturnType<typeof openDatabase>>, dataDir: string) {
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') }),
    db: handle.db,
    dbEngine: handle.engine,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: 'admin@demo.cl', password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (login.statusCode !== 200) {
    await app.close();
    throw new Error(`login ${login.statusCode}`);
  }
  return { app, cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}
