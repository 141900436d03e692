import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Dependencias } from '../../platform/servicio';
import { referenceImporters, type ReferenceImporter } from './importers/index';
import { locateReferenceFile, readStoredFile } from './reference-files';
import { getReferencia, lockImports, upsertReferencia } from './reference.repository';

export type EstadoImportacion = 'importado' | 'sin cambios' | 'omitido';

export interface ImportSummary {
  nombre: string;
  estado: EstadoImportacion;
  /** Rows now in the tables for this source (0 when omitted). */
  filas: number;
}

export interface ImportInput {
  /** The reference data directory (null or missing: every source is 'omitido'). */
  dir: string | null | undefined;
  /** Import even when the files' hash equals the recorded one. */
  force?: boolean;
  /** Importers to run (default: all registered ones). */
  importers?: readonly ReferenceImporter[];
}

/** Imports this process has announced and not finished (see announceImport). */
let pendingImports = 0;

/**
 * Announces an import that starts a moment later (the server imports after it starts listening);
 * call the returned function when it ends. Meanwhile health reads a missing source as loading.
 */
export function announceImport(): () => void {
  pendingImports++;
  let done = false;
  return () => {
    if (!done) pendingImports--;
    done = true;
  };
}

export const importPending = (): boolean => pendingImports > 0;

interface SourceFiles {
  hash: string;
  /** Newest mtime of the files, as 'YYYY-MM-DD'. */
  mtimeDate: string;
}

/**
 * SHA-256 over every file (name and the hash of its published content, so a file hashes the same
 * stored plain or compressed), plus the importer version; null if a file is missing.
 */
async function hashSource(importer: ReferenceImporter, dir: string): Promise<SourceFiles | null> {
  const combined = createHash('sha256');
  combined.update(`${importer.nombre}@${importer.version ?? 1}\n`);
  let newest = 0;
  for (const rel of importer.archivos) {
    const file = await locateReferenceFile(dir, rel);
    if (!file) return null;
    newest = Math.max(newest, (await stat(file)).mtimeMs);
    const content = await readStoredFile(file);
    combined.update(`${rel}\0${createHash('sha256').update(content).digest('hex')}\n`);
  }
  return { hash: combined.digest('hex'), mtimeDate: new Date(newest).toISOString().slice(0, 10) };
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Imports every reference source found in `dir` (read in place, never copied). A source whose
 * files hash as recorded in `referencia` is skipped ('sin cambios'); a missing directory or file
 * gives 'omitido' (no error, no log: the caller logs the summary). Each source is replaced in
 * one transaction: its tables and its `referencia` row change together or not at all.
 * Malformed data throws (and leaves the previous data in place).
 */
export async function importReferenceData(
  { db }: Pick<Dependencias, 'db'>,
  { dir, ...options }: ImportInput,
): Promise<ImportSummary[]> {
  const importers = options.importers ?? referenceImporters;
  const dirExists = dir ? await isDirectory(dir) : false;
  const summary: ImportSummary[] = [];

  for (const importer of importers) {
    const source = dir && dirExists ? await hashSource(importer, dir) : null;
    if (!dir || !source) {
      summary.push({ nombre: importer.nombre, estado: 'omitido', filas: 0 });
      continue;
    }
    const previous = await getReferencia(db, importer.nombre);
    if (!options.force && previous?.hash === source.hash) {
      summary.push({ nombre: importer.nombre, estado: 'sin cambios', filas: previous.filas });
      continue;
    }

    const result = await db.transaction(async (tx) => {
      // Imports are serialized across instances sharing a Postgres database.
      await lockImports(tx);
      // Another instance may have imported the same files while we waited for the lock.
      const current = await getReferencia(tx, importer.nombre);
      if (!options.force && current?.hash === source.hash) {
        return { estado: 'sin cambios' as const, filas: current.filas };
      }
      const filas = await importer.import(tx, dir);
      await upsertReferencia(tx, {
        nombre: importer.nombre,
        fuente: importer.fuente,
        archivo: importer.archivos.join(', '),
        fecha_fuente: importer.fechaFuente ?? source.mtimeDate,
        hash: source.hash,
        filas,
        importado_en: new Date(),
      });
      return { estado: 'importado' as const, filas };
    });
    summary.push({ nombre: importer.nombre, ...result });
  }
  return summary;
}
