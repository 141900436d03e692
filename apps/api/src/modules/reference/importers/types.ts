import type { Tx } from '../../../db/client';

/**
 * One public source imported into reference tables (DESIGN §8). Adding a source is adding a
 * file here and listing it in `index.ts`; the service handles hashing, skipping unchanged data,
 * the transaction and the `referencia` row.
 */
export interface ReferenceImporter {
  /** Unique key of the `referencia` row, e.g. 'chile-dpa'. */
  nombre: string;
  /** What the data is, in Spanish, for health reasons ('regiones, provincias y comunas de Chile'). */
  tema: string;
  /** Human-readable provenance shown in the UI. */
  fuente: string;
  /** Files it reads, relative to the reference data directory (all required). */
  archivos: string[];
  /** Date of the source version when known (ISO 'YYYY-MM-DD'); else the files' mtime is used. */
  fechaFuente?: string;
  /** Bump when the parsing changes, so unchanged files are imported again. */
  version?: number;
  /**
   * Replaces the rows of its tables inside `tx` (delete, then insert in batches) and returns
   * the number of rows inserted. Throws on malformed data (the transaction is rolled back).
   */
  import(tx: Tx, dir: string): Promise<number>;
}
