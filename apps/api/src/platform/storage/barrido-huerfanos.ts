import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { archivos } from '../../db/schema/index';
import { isStorageKey } from './file-store';
import type { LocalFileStore } from './local-file-store';

/*
 * Sweep of the local file store after a crash (kill -9, power loss).
 *
 * An upload stores its bytes (fsync + rename) before the transaction that inserts its `archivos`
 * row commits, so a row never points at a missing file; deletions remove the bytes after their
 * commit. A crash between the two steps therefore leaves only files without a row (and partial
 * temp files in `.tmp`). This sweep deletes both when last written before `antesDe`:
 * - at start-up (server.ts), before listening: the process start on PGlite (one process by
 *   construction); on PostgreSQL the start minus FILES_ORPHAN_GRACE_MINUTES, as other instances
 *   sharing DATA_DIR/files may have an upload between its rename and its commit;
 * - daily (maintenance.ts): anything a day old.
 */

const LOTE = 500;

export interface ResultadoBarrido {
  temporales: number;
  huerfanos: number;
}

async function subdirs(dir: string, patron: RegExp): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory() && patron.test(d.name))
      .map((d) => d.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Stored keys (`YYYY/MM/<uuid>`) whose file was last written before `antesDe`. */
async function clavesAntiguas(store: LocalFileStore, antesDe: Date): Promise<string[]> {
  const claves: string[] = [];
  for (const anio of await subdirs(store.rootDir, /^\d{4}$/)) {
    for (const mes of await subdirs(path.join(store.rootDir, anio), /^\d{2}$/)) {
      const dir = path.join(store.rootDir, anio, mes);
      for (const nombre of await readdir(dir)) {
        const clave = `${anio}/${mes}/${nombre}`;
        if (!isStorageKey(clave)) continue;
        const st = await stat(path.join(dir, nombre)).catch(() => null);
        if (st?.isFile() && st.mtimeMs < antesDe.getTime()) claves.push(clave);
      }
    }
  }
  return claves;
}

/** Removes temp files and files without an `archivos` row written before `antesDe`. */
export async function barrerHuerfanos(db: Database, store: LocalFileStore, antesDe: Date): Promise<ResultadoBarrido> {
  const temporales = await store.sweepTemp(0, antesDe);
  const claves = await clavesAntiguas(store, antesDe);
  let huerfanos = 0;
  for (let i = 0; i < claves.length; i += LOTE) {
    const lote = claves.slice(i, i + LOTE);
    const conFila = new Set(
      (await db.select({ k: archivos.storage_key }).from(archivos).where(inArray(archivos.storage_key, lote))).map(
        (r) => r.k,
      ),
    );
    for (const clave of lote) {
      if (conFila.has(clave)) continue;
      await store.remove(clave);
      huerfanos++;
    }
  }
  return { temporales, huerfanos };
}
