import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are opaque, server-generated strings of the form
 * `YYYY/MM/<uuid>` (see `newStorageKey`); user-supplied names never reach a key, so a key
 * maps 1:1 to a local path or an S3 object key. Bytes move as streams in both directions.
 *
 * Implementations: `LocalFileStore` (disk, under `DATA_DIR/files`). An S3-compatible store
 * (when `S3_BUCKET` is set) should implement the same contract.
 */
export interface FileStore {
  /**
   * Consumes `source` to its end and stores it under `key`, replacing any previous content.
   * All-or-nothing: if `source` errors or the write fails, nothing is visible under `key`
   * and no partial data is left behind; the promise rejects with the source's error.
   */
  write(key: string, source: Readable): Promise<void>;
  /** A stream of the stored bytes. Rejects with `FileNotFoundError` if the key is absent. */
  read(key: string): Promise<Readable>;
  /** Deletes the key. Idempotent: removing an absent key is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class FileNotFoundError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`Archivo no encontrado en el almacenamiento: ${key}`);
    this.name = 'FileNotFoundError';
    this.key = key;
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Clave de almacenamiento inválida: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const STORAGE_KEY_RE = /^\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key `YYYY/MM/<uuid>` (UTC year and month of `now`). */
export function newStorageKey(now: Date = new Date()): string {
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${randomUUID()}`;
}

/** True only for keys of the exact form `newStorageKey` produces. */
export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && STORAGE_KEY_RE.test(key);
}

/** Throws `InvalidStorageKeyError` unless `key` has the generated form. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(String(key));
}
