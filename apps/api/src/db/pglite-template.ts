import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT, MIGRATIONS_DIR } from '../paths';
import { openDatabase } from './client';

/** Fingerprint of the committed migrations: a template is only valid for exactly these. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where `npm run build` leaves an empty, migrated cluster for the current migrations. */
export function templatePath(): string {
  return path.join(API_ROOT, 'dist', `pglite-template-${migrationsHash()}.tar`);
}

export function readTemplate(): Buffer | null {
  const file = templatePath();
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Build step: initdb + migrations in memory, dumped as a tarball. A new data directory then starts
 * from it in well under a second instead of running initdb (~2.5 s) at first boot.
 */
export async function buildTemplate(): Promise<string> {
  const file = templatePath();
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    const tarball = await handle.dump!();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.tmp`, Buffer.from(await tarball.arrayBuffer()));
    await rename(`${file}.tmp`, file);
  } finally {
    await handle.close();
  }
  return file;
}
