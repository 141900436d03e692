import { existsSync } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './client';
import { readTemplate } from './pglite-template';
import { lockDataDir } from './pglite-lock';
import { extractTar } from './untar';

/** True when the directory already holds a PostgreSQL cluster. */
export function hasPgliteCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a new embedded cluster. PGlite's own first start onto disk (initdb, then replaying the
 * files through the wasm file system) costs ~4 s here. Instead the cluster comes from the template
 * `npm run build` made (migrated, empty) or, without one, is built in memory; its tarball is then
 * extracted with plain fs calls beside the target, flushed, and renamed into place, so a crash
 * part-way leaves no half-made cluster behind. Migrations and seed run afterwards as on any start.
 */
export async function initializePgliteDir(dataDir: string) {
  const unlock = lockDataDir(`${dataDir}.lock`); // two first starts at once must not both build it
  try {
    if (!hasPgliteCluster(dataDir)) await createCluster(dataDir);
  } finally {
    unlock();
  }
}

async function createCluster(dataDir: string) {
  const archive = readTemplate() ?? (await buildInMemory());
  const staging = `${dataDir}.init`;
  await rm(staging, { recursive: true, force: true });
  await extractTar(archive, staging);
  await syncTree(staging);
  await rm(dataDir, { recursive: true, force: true }); // an empty dir left by an earlier attempt
  await rename(staging, dataDir);
}

async function buildInMemory(): Promise<Buffer> {
  const memory = await openDatabase({});
  try {
    await memory.migrate();
    return Buffer.from(await (await memory.dump!()).arrayBuffer());
  } finally {
    await memory.close();
  }
}

/** fsync every file and directory, so the renamed cluster is on disk before anything uses it. */
async function syncTree(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.map((e) => path.join(e.parentPath, e.name))];
  for (const p of paths) {
    const fh = await open(p, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  }
}
