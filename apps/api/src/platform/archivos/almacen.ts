import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit';
import { DescifradoError } from '../crypto/cifrado';
import type { Dependencias } from '../servicio';
import type { FileStore } from '../storage/file-store';
import type { TipoImagen } from '../storage/sniff';
import { newStorageKey } from '../storage/file-store';
import { quitarMetadatos } from '../storage/quitar-metadatos';
import { storeUpload } from '../storage/store-upload';
import { insertArchivo, type ArchivoRow } from './archivos.repository';
import type { Cifrado } from './cifrado';
import type { ArchivoParaEnviar } from './descarga';
import { errorDeSubida, type MensajesDeSubida } from './errores';

/*
 * The only place that moves attachment bytes in or out of the FileStore. Crash rule: the bytes
 * are written (fsync + rename) before the transaction inserting their `archivos` row commits and
 * are removed again if it fails (`conArchivos`); deletions remove bytes only after the commit
 * (`borrarBytes`). A crash in between leaves only files without a row, which the orphan sweep
 * (platform/storage/barrido-huerfanos.ts) deletes.
 */

export interface Almacen {
  db: Database;
  fileStore: FileStore;
  /** MAX_UPLOAD_MB: each file's cap. */
  maxMb: number;
  clock: () => Date;
}

/** From the app or a service's deps (both carry what it needs). */
export function almacenDe(app: Pick<Dependencias, 'db' | 'fileStore' | 'config' | 'clock'>): Almacen {
  return { db: app.db, fileStore: app.fileStore, maxMb: app.config.MAX_UPLOAD_MB, clock: app.clock };
}

/** A file part as @fastify/multipart hands it over. */
export interface ParteArchivo {
  file: Readable & { truncated?: boolean };
  filename: string;
}

export interface OpcionesGuardado {
  /** Encrypts the bytes, the name and the hash the row keeps. */
  cifrado?: Cifrado;
  /** Removes EXIF, GPS and the like from images before storing them. */
  limpiarImagenes?: boolean;
  /** The field a 400 for an empty file names. */
  campo?: string;
  /** Clock for the storage key's YYYY/MM. */
  now?: Date;
  /** A narrower rule than MAX_UPLOAD_MB and the general allowlist (e.g. a logo). */
  limites?: LimitesArchivo;
}

/** What one kind of upload accepts, and how its refusals read. */
export interface LimitesArchivo {
  maxBytes: number;
  /** Only these image types, by their magic bytes whatever the name. */
  imagenes?: readonly TipoImagen[];
  /** The 413's and the 415's messages, also named on `campo`. */
  mensajes?: MensajesDeSubida;
}

/** An upload checked and stored, not yet recorded: the values of its `archivos` row. */
export interface ArchivoGuardado {
  key: string;
  /** The sanitized plain name, to answer the uploader. */
  nombre: string;
  /** What `archivos.nombre_original` keeps (encrypted with `cifrado`). */
  nombreGuardado: string;
  contentType: string;
  /** Plain bytes (after removing metadata). */
  tamano: number;
  /** What `archivos.sha256` keeps: the plain SHA-256, or its keyed `huella` with `cifrado`. */
  sha256: string;
}

/**
 * Consumes one uploaded file: size cap (MAX_UPLOAD_MB), type by content, SHA-256, then stores it.
 * Throws the Spanish 413/415/400; nothing is stored then.
 */
export async function guardarArchivo(
  almacen: Pick<Almacen, 'fileStore' | 'maxMb' | 'clock'>,
  parte: ParteArchivo,
  opciones: OpcionesGuardado = {},
): Promise<ArchivoGuardado> {
  const entrada = {
    stream: parte.file,
    filename: parte.filename,
    maxBytes: opciones.limites?.maxBytes ?? Math.floor(almacen.maxMb * 1024 * 1024),
    isTruncated: () => parte.file.truncated === true,
    now: opciones.now ?? almacen.clock(),
    imagenes: opciones.limites?.imagenes,
  };
  if (!opciones.cifrado && !opciones.limpiarImagenes) {
    try {
      const guardado = await storeUpload(almacen.fileStore, entrada);
      return { ...guardado, nombreGuardado: guardado.nombre };
    } catch (err) {
      throw errorDeSubida(err, almacen.maxMb, opciones.campo, opciones.limites?.mensajes);
    }
  }
  return guardarTransformado(almacen, entrada, opciones);
}

/**
 * Bytes the server already holds (demo data, test fixtures), stored exactly as an upload named
 * `nombre` would be: same checks, same encryption, same row values.
 */
export function guardarBytes(
  almacen: Pick<Almacen, 'fileStore' | 'maxMb' | 'clock'>,
  nombre: string,
  bytes: Buffer,
  opciones: OpcionesGuardado = {},
): Promise<ArchivoGuardado> {
  return guardarArchivo(almacen, { file: Readable.from([bytes]), filename: nombre }, opciones);
}

/** The checks run into memory first, so the bytes can be cleaned and encrypted before the store sees them. */
async function guardarTransformado(
  almacen: Pick<Almacen, 'fileStore' | 'maxMb'>,
  entrada: Parameters<typeof storeUpload>[1],
  { cifrado, limpiarImagenes, campo, limites }: OpcionesGuardado,
): Promise<ArchivoGuardado> {
  const memoria = new MemoriaUnica();
  let plano: Buffer;
  let revisado;
  try {
    revisado = await storeUpload(memoria, entrada);
    plano =
      limpiarImagenes && revisado.contentType.startsWith('image/') ? quitarMetadatos(memoria.bytes!) : memoria.bytes!;
  } catch (err) {
    throw errorDeSubida(err, almacen.maxMb, campo, limites?.mensajes);
  }
  const key = newStorageKey(entrada.now);
  const origen = Readable.from([plano]);
  await almacen.fileStore.write(key, cifrado ? origen.pipe(cifrado.cifrador()) : origen);
  const sha256 = limpiarImagenes ? sha256Hex(plano) : revisado.sha256;
  return {
    key,
    nombre: revisado.nombre,
    nombreGuardado: cifrado ? cifrado.ocultarNombre(key, revisado.nombre) : revisado.nombre,
    contentType: revisado.contentType,
    tamano: plano.length,
    sha256: cifrado ? cifrado.huella(sha256) : sha256,
  };
}

/** A FileStore that keeps one upload in memory: lets storeUpload's checks run before encryption. */
class MemoriaUnica implements FileStore {
  bytes: Buffer | null = null;
  async write(_key: string, source: Readable) {
    const partes: Buffer[] = [];
    for await (const p of source) partes.push(p as Buffer);
    this.bytes = Buffer.concat(partes);
  }
  async read(): Promise<Readable> {
    return Readable.from([this.bytes ?? Buffer.alloc(0)]);
  }
  async remove() {
    this.bytes = null;
  }
  async exists() {
    return this.bytes !== null;
  }
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Removes the bytes of uploads that will not be recorded (best effort: a leftover is an orphan). */
export async function descartarArchivos(
  almacen: Pick<Almacen, 'fileStore'>,
  guardados: readonly ArchivoGuardado[],
): Promise<void> {
  await Promise.all(guardados.map((g) => almacen.fileStore.remove(g.key).catch(() => {})));
}

/** Runs `work` (the transaction recording `guardados`); if it fails, their bytes go too. */
export async function conArchivos<T>(
  almacen: Pick<Almacen, 'fileStore'>,
  guardados: readonly ArchivoGuardado[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await descartarArchivos(almacen, guardados);
    throw err;
  }
}

/** Who a file belongs to: the company, the record (`archivos.contexto`, `dueno_id`) and the uploader. */
export interface Dueno {
  empresaId: number;
  tipo: string;
  /** The record's id; null for a file of no record. */
  id: number | null;
  usuarioId: number | null;
  /** created_at/updated_at; the database's clock when absent. */
  now?: Date;
}

/**
 * Inside the caller's transaction: the `archivos` row of `guardado` (and, with `auditadoEn`, its
 * 'subir' entry in the audit log). The row handed back carries the plain name (what the uploader
 * is shown), whatever the stored one is.
 */
export async function registrarArchivo(
  tx: DbOrTx,
  guardado: ArchivoGuardado,
  dueno: Dueno,
  auditadoEn?: Date,
): Promise<ArchivoRow> {
  const fila = await insertArchivo(tx, {
    empresa_id: dueno.empresaId,
    nombre_original: guardado.nombreGuardado,
    storage_key: guardado.key,
    content_type: guardado.contentType,
    tamano: guardado.tamano,
    sha256: guardado.sha256,
    contexto: dueno.tipo,
    dueno_id: dueno.id,
    created_by: dueno.usuarioId,
    ...(dueno.now ? { created_at: dueno.now, updated_at: dueno.now } : {}),
  });
  if (auditadoEn) {
    await recordAudit(
      tx,
      {
        empresa_id: dueno.empresaId,
        usuario_id: dueno.usuarioId,
        accion: 'subir',
        entidad: 'archivo',
        entidad_id: fila.id,
        cambios: { nombre: guardado.nombre, tamano: guardado.tamano, sha256: guardado.sha256, contexto: dueno.tipo },
      },
      auditadoEn,
    );
  }
  return { ...fila, nombre_original: guardado.nombre };
}

/** A recorded file, ready to send: streamed as stored, or decrypted whole and checked with `cifrado`. */
export async function abrirArchivo(almacen: Almacen, fila: ArchivoRow, cifrado?: Cifrado): Promise<ArchivoParaEnviar> {
  const flujo = await almacen.fileStore.read(fila.storage_key);
  if (!cifrado) {
    return { nombre: fila.nombre_original, contentType: fila.content_type, tamano: fila.tamano, cuerpo: flujo };
  }
  const partes: Buffer[] = [];
  for await (const p of flujo) partes.push(p as Buffer);
  const bytes = cifrado.descifrar(Buffer.concat(partes));
  // Bytes that are not the recorded file (another row's file, a swapped key) are never handed out.
  if (!cifrado.huellaCoincide(fila.sha256, bytes)) throw new DescifradoError();
  return {
    nombre: cifrado.leerNombre(fila.storage_key, fila.nombre_original),
    contentType: fila.content_type,
    tamano: bytes.length,
    cuerpo: bytes,
  };
}

/**
 * After the commit that deleted their rows: removes the bytes. A failed removal leaves only an
 * orphan (the sweep's), never a row without its file.
 */
export async function borrarBytes(
  almacen: Pick<Almacen, 'fileStore'>,
  claves: readonly string[],
  alFallar?: (err: unknown, key: string) => void,
): Promise<void> {
  for (const key of claves) await almacen.fileStore.remove(key).catch((err: unknown) => alFallar?.(err, key));
}
