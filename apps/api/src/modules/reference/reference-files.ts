import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/*
 * The public reference data ships with the code in `reference-data/` (DESIGN §8); the big
 * sanctions lists are stored gzip-compressed to keep the clone lean. Every reader goes through
 * here, so a file may be given plain ('sdn.csv') or compressed ('sdn.csv.gz') under the same
 * name, in the bundled copy or in a REFERENCE_DATA_DIR of the deployment's own.
 */

const GZ = '.gz';

/** The name a file is known by, whether stored compressed or not ('UN_consolidated.xml.gz' → 'UN_consolidated.xml'). */
const logicalName = (file: string): string => (file.endsWith(GZ) ? file.slice(0, -GZ.length) : file);

/** The path on disk of `rel` under `dir`: plain first, then compressed; null when neither exists. */
export async function locateReferenceFile(dir: string, rel: string): Promise<string | null> {
  for (const candidate of [path.join(dir, rel), path.join(dir, rel + GZ)]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err;
    }
  }
  return null;
}

/** The bytes of a file as published (decompressed when stored as .gz). */
export async function readStoredFile(file: string): Promise<Buffer> {
  const raw = await readFile(file);
  return file.endsWith(GZ) ? gunzipSync(raw) : raw;
}

/** The bytes of `rel` under `dir`, plain or compressed; ENOENT when neither exists. */
export async function readReferenceFile(dir: string, rel: string): Promise<Buffer> {
  const file = await locateReferenceFile(dir, rel);
  if (!file) {
    throw Object.assign(new Error(`No existe el archivo de referencia '${rel}' en ${dir}`), { code: 'ENOENT' });
  }
  return readStoredFile(file);
}

/** A folder's files by lower-case logical name → name on disk (official names vary in case). */
export async function filesByLogicalName(dir: string): Promise<Map<string, string>> {
  return new Map((await readdir(dir)).map((n) => [logicalName(n).toLowerCase(), n]));
}
