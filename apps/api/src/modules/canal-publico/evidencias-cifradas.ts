import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { archivos, evidencias_denuncia } from '../../db/schema/index';
import { cifradorDeArchivo, descifrarArchivo, DescifradoError } from '../../platform/crypto/cifrado';
import { AppError, notFound } from '../../platform/errors';
import { newStorageKey, type FileStore } from '../../platform/storage/file-store';
import { MetadatosError, quitarMetadatos } from '../../platform/storage/quitar-metadatos';
import { storeUpload } from '../../platform/storage/store-upload';
import { errorDeSubida } from '../archivos/archivos.service';
import { cifrarNombre, huellaCoincide, huellaDeSha256, leerNombre, sha256Hex } from './metadatos-evidencia';

/*
 * Evidence of the whistleblower channel, stored encrypted (shared by the public channel and the
 * private case pages). Two phases, so the bytes never sit inside a database transaction:
 *
 *   const clave = await app.claves.de(empresaId);              // before any transaction
 *   const prep = await prepararEvidencia(app, clave, part);     // per multipart file, in order
 *   await conEvidencias(app.fileStore, [prep], () =>
 *     app.db.transaction(async (tx) => { await registrarEvidencia(tx, prep, {...}); … }));
 *
 * prepararEvidencia checks the upload with the common rules (size, type by content, via
 * storeUpload into memory), strips image metadata (EXIF/GPS…), encrypts with the company key and
 * writes the ciphertext to the FileStore. registrarEvidencia inserts the archivos row (contexto
 * 'denuncia', tamano of the plain, cleaned bytes; name encrypted and hash keyed with the company
 * key, see metadatos-evidencia.ts) and the evidencias_denuncia row.
 * conEvidencias removes the stored files if the work fails: all or nothing.
 */

/** A file checked, cleaned, encrypted and stored, not yet recorded in the database. */
export interface EvidenciaPreparada {
  key: string;
  /** The sanitized name, to answer the uploader; never stored as such. */
  nombre: string;
  /** What archivos.nombre_original stores: the name encrypted with the company key. */
  nombreCifrado: string;
  contentType: string;
  /** Plain bytes (after removing metadata). */
  tamano: number;
  /** What archivos.sha256 stores: the keyed hash of the plain bytes (never their plain SHA-256). */
  huella: string;
}

/** A multipart file part as @fastify/multipart hands it over. */
export interface ParteArchivo {
  file: Readable & { truncated?: boolean };
  filename: string;
}

export function errorDeEvidencia(err: unknown, maxMb: number): unknown {
  if (err instanceof MetadatosError) return new AppError('TIPO_ARCHIVO_NO_PERMITIDO', err.message);
  return errorDeSubida(err, maxMb, 'evidencias');
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

/**
 * Consumes one uploaded file: checks it (MAX_UPLOAD_MB, allowlisted type by content), removes image
 * metadata, encrypts it with `clave` (the company key, `await app.claves.de(empresaId)`) and stores
 * the ciphertext. Throws AppError 413/415/400 for rejected files; nothing is stored then.
 */
export async function prepararEvidencia(
  app: FastifyInstance,
  clave: Buffer,
  parte: ParteArchivo,
): Promise<EvidenciaPreparada> {
  const maxMb = app.config.MAX_UPLOAD_MB;
  const memoria = new MemoriaUnica();
  let plano: Buffer;
  let revisado;
  try {
    revisado = await storeUpload(memoria, {
      stream: parte.file,
      filename: parte.filename,
      maxBytes: Math.floor(maxMb * 1024 * 1024),
      isTruncated: () => parte.file.truncated === true,
    });
    plano = revisado.contentType.startsWith('image/') ? quitarMetadatos(memoria.bytes!) : memoria.bytes!;
  } catch (err) {
    throw errorDeEvidencia(err, maxMb);
  }
  const key = newStorageKey(app.clock());
  await app.fileStore.write(key, Readable.from([plano]).pipe(cifradorDeArchivo(clave)));
  return {
    key,
    nombre: revisado.nombre,
    nombreCifrado: cifrarNombre(clave, key, revisado.nombre),
    contentType: revisado.contentType,
    tamano: plano.length,
    huella: huellaDeSha256(clave, sha256Hex(plano)),
  };
}

/** Removes the stored bytes of prepared evidence (best effort). */
export async function descartarEvidencias(fileStore: FileStore, preparadas: readonly EvidenciaPreparada[]) {
  await Promise.all(preparadas.map((p) => fileStore.remove(p.key).catch(() => {})));
}

/** Runs `work` (the transaction recording the evidence); if it fails, the stored files go too. */
export async function conEvidencias<T>(
  fileStore: FileStore,
  preparadas: readonly EvidenciaPreparada[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await descartarEvidencias(fileStore, preparadas);
    throw err;
  }
}

export type OrigenEvidencia = 'denuncia' | 'comentario' | 'investigacion' | 'plan_accion';

export interface DestinoEvidencia {
  empresaId: number;
  denunciaId: number;
  origen: OrigenEvidencia;
  /** 'denunciante' (the reporter) or 'usuario' (staff). */
  tipoUsuario: 'denunciante' | 'usuario';
  /** Staff user who uploaded it; null for the reporter. */
  usuarioId: number | null;
  comentarioId?: number | null;
  investigacionId?: number | null;
  planAccionId?: number | null;
  titulo?: string;
  descripcion?: string;
}

export type EvidenciaRow = typeof evidencias_denuncia.$inferSelect;

/**
 * Inside the caller's transaction: the archivos row and the evidencias_denuncia row. The archivos
 * row handed back carries the plain name (what the uploader is shown); the stored one is encrypted.
 */
export async function registrarEvidencia(
  tx: DbOrTx,
  prep: EvidenciaPreparada,
  destino: DestinoEvidencia,
): Promise<{ evidencia: EvidenciaRow; archivo: typeof archivos.$inferSelect }> {
  const [archivo] = await tx
    .insert(archivos)
    .values({
      empresa_id: destino.empresaId,
      nombre_original: prep.nombreCifrado,
      storage_key: prep.key,
      content_type: prep.contentType,
      tamano: prep.tamano,
      sha256: prep.huella,
      contexto: 'denuncia',
      created_by: destino.usuarioId,
    })
    .returning();
  const [evidencia] = await tx
    .insert(evidencias_denuncia)
    .values({
      empresa_id: destino.empresaId,
      denuncia_id: destino.denunciaId,
      archivo_id: archivo!.id,
      origen: destino.origen,
      comentario_id: destino.comentarioId ?? null,
      investigacion_id: destino.investigacionId ?? null,
      plan_accion_id: destino.planAccionId ?? null,
      tipo_usuario: destino.tipoUsuario,
      titulo: destino.titulo ?? '',
      descripcion: destino.descripcion ?? '',
    })
    .returning();
  return { evidencia: evidencia!, archivo: { ...archivo!, nombre_original: prep.nombre } };
}

export interface EvidenciaLeida {
  /** The original name, decrypted. */
  nombre: string;
  content_type: string;
  tamano: number;
  /** Decrypted (plain) bytes, checked against the recorded hash. */
  bytes: Buffer;
  evidencia: EvidenciaRow;
}

/**
 * Reads and decrypts one evidence file of the company (404 if it is not the company's). Who may
 * see it is the caller's decision. Call it outside a transaction (it may load the company key).
 * Bytes that are not the recorded file (another row's file, a swapped key) are never handed out.
 */
export async function leerEvidencia(
  app: FastifyInstance,
  empresaId: number,
  evidenciaId: number,
): Promise<EvidenciaLeida> {
  const [fila] = await app.db
    .select({ evidencia: evidencias_denuncia, archivo: archivos })
    .from(evidencias_denuncia)
    .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
    .where(and(eq(evidencias_denuncia.empresa_id, empresaId), eq(evidencias_denuncia.id, evidenciaId)))
    .limit(1);
  if (!fila) throw notFound();
  const clave = await app.claves.de(empresaId);
  const partes: Buffer[] = [];
  for await (const p of await app.fileStore.read(fila.archivo.storage_key)) partes.push(p as Buffer);
  const bytes = descifrarArchivo(clave, Buffer.concat(partes));
  if (!huellaCoincide(clave, fila.archivo.sha256, bytes)) throw new DescifradoError();
  return {
    nombre: leerNombre(clave, fila.archivo.storage_key, fila.archivo.nombre_original),
    content_type: fila.archivo.content_type,
    tamano: fila.archivo.tamano,
    bytes,
    evidencia: fila.evidencia,
  };
}
