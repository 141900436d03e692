import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { cifrarTexto, descifrarTexto } from '../../../platform/crypto/cifrado';

/*
 * The metadata of whistleblower evidence at rest (archivos.nombre_original and archivos.sha256 of
 * the rows linked from evidencias_denuncia). A file name can identify the reporter and a plain
 * SHA-256 lets anyone holding the database confirm a guessed document, so:
 *
 *   - the name is encrypted with the company key, bound to the file's storage key (`v1.…`, the
 *     format of platform/crypto/cifrado.ts);
 *   - the integrity hash is keyed: `h1:` + HMAC-SHA-256 of the SHA-256 of the plain bytes, under a
 *     key derived from the company key (HKDF, its own label), never the encryption key itself.
 *     Keying the digest rather than the bytes lets rows written before be converted from their
 *     stored digest alone, without reading every file (migrar-metadatos-evidencia.ts).
 *
 * Rows written before this format (plain name, plain hex digest) are still read as they are.
 */

/** `v1.<iv 12 B>.<tag 16 B>.<ciphertext>` in base64url: what cifrarTexto writes. */
const NOMBRE_CIFRADO = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*$/;
/** The same test for SQL (PostgreSQL regex), to find rows still in the old format. */
export const NOMBRE_CIFRADO_SQL = '^v1\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]*$';
export const PREFIJO_HUELLA = 'h1:';
const SHA256_HEX = /^[0-9a-f]{64}$/;

const aadNombre = (storageKey: string) => `archivo:${storageKey}:nombre`;

export const esNombreCifrado = (guardado: string) => NOMBRE_CIFRADO.test(guardado);
export const esHuellaConClave = (guardada: string) => guardada.startsWith(PREFIJO_HUELLA);
export const esSha256Plano = (guardada: string) => SHA256_HEX.test(guardada);

export function cifrarNombre(clave: Buffer, storageKey: string, nombre: string): string {
  return cifrarTexto(clave, nombre, aadNombre(storageKey));
}

/** The name to show: decrypted, or as stored for a row of the old format. */
export function leerNombre(clave: Buffer, storageKey: string, guardado: string): string {
  return esNombreCifrado(guardado) ? descifrarTexto(clave, guardado, aadNombre(storageKey)) : guardado;
}

const claveDeHuella = (clave: Buffer) =>
  Buffer.from(hkdfSync('sha256', clave, Buffer.alloc(0), 'atalaya:evidencia-denuncia:huella:v1', 32));

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The stored hash for a plain SHA-256 (hex). */
export function huellaDeSha256(clave: Buffer, sha256: string): string {
  const mac = createHmac('sha256', claveDeHuella(clave)).update(Buffer.from(sha256, 'hex')).digest('hex');
  return `${PREFIJO_HUELLA}${mac}`;
}

/** Whether `bytes` (plain) are the file recorded with `guardada` (either format). */
export function huellaCoincide(clave: Buffer, guardada: string, bytes: Buffer): boolean {
  const sha = sha256Hex(bytes);
  const esperada = esHuellaConClave(guardada) ? huellaDeSha256(clave, sha) : sha;
  return esperada.length === guardada.length && timingSafeEqual(Buffer.from(esperada), Buffer.from(guardada));
}
