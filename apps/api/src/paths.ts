import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, found from wherever this code runs (src/ under tsx, dist/ when bundled). */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No se encontró la carpeta apps/api');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
/** The public reference data that ships with the code (DESIGN §8); REFERENCE_DATA_DIR overrides it. */
export const BUNDLED_REFERENCE_DIR = path.join(REPO_ROOT, 'reference-data');
