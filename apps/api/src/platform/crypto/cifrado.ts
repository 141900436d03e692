import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/*
 * AES-256-GCM for whistleblower data at rest. Text fields become `v1.<iv>.<tag>.<ciphertext>`
 * (base64url); files become `ATL1 | iv (12) | ciphertext | tag (16)`. `aad` binds a value to
 * where it belongs (e.g. 'denuncia:42:contenido'), so a ciphertext copied to another row fails.
 */

const ALGORITMO = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIJO = 'v1';
const MAGIA_ARCHIVO = Buffer.from('ATL1');

export class DescifradoError extends Error {
  constructor() {
    super('No se pudo descifrar el dato (clave incorrecta o dato alterado)');
    this.name = 'DescifradoError';
  }
}

function comprobarClave(clave: Buffer) {
  if (clave.length !== 32) throw new Error('La clave de cifrado debe tener 32 bytes');
}

export function cifrar(clave: Buffer, datos: string | Buffer, aad = ''): string {
  comprobarClave(clave);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITMO, clave, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(datos), cipher.final()]);
  return [PREFIJO, iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function descifrar(clave: Buffer, blob: string, aad = ''): Buffer {
  comprobarClave(clave);
  const partes = blob.split('.');
  if (partes.length !== 4 || partes[0] !== PREFIJO) throw new DescifradoError();
  const [, iv, tag, ct] = partes.map((p) => Buffer.from(p, 'base64url'));
  try {
    const decipher = createDecipheriv(ALGORITMO, clave, iv!);
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ct!), decipher.final()]);
  } catch {
    throw new DescifradoError();
  }
}

export const cifrarTexto = (clave: Buffer, texto: string, aad = '') => cifrar(clave, texto, aad);
export const descifrarTexto = (clave: Buffer, blob: string, aad = '') => descifrar(clave, blob, aad).toString('utf8');

/** JSON values, encrypted whole. */
export const cifrarJson = (clave: Buffer, valor: unknown, aad = '') => cifrar(clave, JSON.stringify(valor), aad);
export function descifrarJson<T>(clave: Buffer, blob: string, aad = ''): T {
  return JSON.parse(descifrarTexto(clave, blob, aad)) as T;
}

/** A stream transform that encrypts a file on its way into the FileStore. */
export function cifradorDeArchivo(clave: Buffer): Transform {
  comprobarClave(clave);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITMO, clave, iv);
  let cabecera = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!cabecera) {
        this.push(Buffer.concat([MAGIA_ARCHIVO, iv]));
        cabecera = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!cabecera) this.push(Buffer.concat([MAGIA_ARCHIVO, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * Decrypts a whole stored file (uploads are capped, so it fits in memory). The tag is checked
 * before any byte is handed out: a tampered file never reaches a user.
 */
export function descifrarArchivo(clave: Buffer, datos: Buffer): Buffer {
  comprobarClave(clave);
  const min = MAGIA_ARCHIVO.length + IV_BYTES + TAG_BYTES;
  if (datos.length < min || !datos.subarray(0, MAGIA_ARCHIVO.length).equals(MAGIA_ARCHIVO)) {
    throw new DescifradoError();
  }
  const iv = datos.subarray(MAGIA_ARCHIVO.length, MAGIA_ARCHIVO.length + IV_BYTES);
  const tag = datos.subarray(datos.length - TAG_BYTES);
  const ct = datos.subarray(MAGIA_ARCHIVO.length + IV_BYTES, datos.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv(ALGORITMO, clave, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]);
  } catch {
    throw new DescifradoError();
  }
}
