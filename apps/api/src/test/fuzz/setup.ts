import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { routeCollector } from './routes';

/** The API on a given (demo-seeded) database, with the schemas of every route collected. */
export async function buildFuzzApp(handle: DatabaseHandle) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-fuzz-'));
  const { routes, onRoute } = routeCollector();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') }),
    db: handle.db,
    dbEngine: handle.engine,
    onRoute,
  });
  await app.ready();
  return {
    app,
    routes,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
