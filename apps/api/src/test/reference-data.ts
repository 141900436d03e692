import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BUNDLED_REFERENCE_DIR } from '../paths';

/**
 * A file of the reference data shipped in the repository, as published (tests read it
 * synchronously while declaring their cases); big lists are stored as '<name>.gz'.
 */
export function bundledReferenceFile(rel: string): Buffer {
  const plain = path.join(BUNDLED_REFERENCE_DIR, rel);
  if (existsSync(plain)) return readFileSync(plain);
  return gunzipSync(readFileSync(`${plain}.gz`));
}

/** The same file as UTF-8 text. */
export const bundledReferenceText = (rel: string): string => bundledReferenceFile(rel).toString('utf8');
