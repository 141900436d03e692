import type { Transform } from 'node:stream';

/**
 * The optional step between an upload's checked plain bytes and the store, and back. The
 * whistleblower evidence uses one made from the company key today; a per-report key (issue 28)
 * is another implementation of the same contract, nothing else changes.
 */
export interface Cifrado {
  /** Encrypts the plain bytes on their way into the store. */
  cifrador(): Transform;
  /** The plain bytes of a stored file; throws if they were tampered with. */
  descifrar(guardado: Buffer): Buffer;
  /** What the row keeps instead of the plain name, bound to the file's storage key. */
  ocultarNombre(storageKey: string, nombre: string): string;
  leerNombre(storageKey: string, guardado: string): string;
  /** What the row keeps instead of the plain SHA-256 (hex) of the plain bytes. */
  huella(sha256: string): string;
  /** Whether `plano` are the bytes whose `huella` the row keeps. */
  huellaCoincide(guardada: string, plano: Buffer): boolean;
}
