import type { Readable } from 'node:stream';
import type { Archivo } from '@atalaya/shared/contracts/archivos';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/storage/file-store';
import { storeUpload, UploadError, withStoredFile, type StoredFile } from '../../platform/storage/store-upload';
import { findArchivo, insertArchivo, type ArchivoRow } from './archivos.repository';

/** `contexto` of the files uploaded through POST /archivos/ itself. */
export const CONTEXTO_GENERAL = 'general';

export interface UploadDeps {
  db: Database;
  fileStore: FileStore;
  maxBytes: number;
  maxMb: number;
  now: Date;
}

/** Multipart file part as @fastify/multipart hands it over. */
export interface IncomingFile {
  file: Readable & { truncated?: boolean };
  filename: string;
}

/**
 * A refused upload as the Spanish API error (413, 415, or 400 on `campo` for an empty file); any
 * other error is returned as it is.
 */
export function errorDeSubida(err: unknown, maxMb: number, campo = 'file'): unknown {
  if (!(err instanceof UploadError)) return err;
  switch (err.codigo) {
    case 'ARCHIVO_DEMASIADO_GRANDE':
      return new AppError('ARCHIVO_DEMASIADO_GRANDE', MENSAJES.archivoDemasiadoGrande(maxMb));
    case 'TIPO_ARCHIVO_NO_PERMITIDO':
      return new AppError('TIPO_ARCHIVO_NO_PERMITIDO', MENSAJES.tipoArchivoNoPermitido);
    case 'ARCHIVO_VACIO':
      return new AppError('ARCHIVO_VACIO', MENSAJES.archivoVacio, { [campo]: MENSAJES.archivoVacio });
  }
}

/**
 * Stores an uploaded file and its row together: the bytes are checked (size, type by content)
 * while streaming, and if the row cannot be written the bytes are removed again.
 * Later modules call this with their own `contexto` and link the returned row.
 */
export async function saveUploadedFile(
  deps: UploadDeps,
  input: { empresaId: number; usuarioId: number; contexto: string; part: IncomingFile },
  linkInTx?: LinkInTx,
): Promise<ArchivoRow> {
  const stored = await storeUploadedFile(deps, input.part);
  return recordUploadedFile(deps, stored, input, linkInTx);
}

type LinkInTx = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], row: ArchivoRow) => Promise<void>;

/** The first half of `saveUploadedFile`: checks and stores the bytes, no row yet (Spanish API errors). */
export async function storeUploadedFile(deps: UploadDeps, part: IncomingFile): Promise<StoredFile> {
  try {
    return await storeUpload(deps.fileStore, {
      stream: part.file,
      filename: part.filename,
      maxBytes: deps.maxBytes,
      isTruncated: () => part.file.truncated === true,
      now: deps.now,
    });
  } catch (err) {
    throw errorDeSubida(err, deps.maxMb);
  }
}

/** The second half: the row (and `linkInTx`) in one transaction; the bytes are removed if it fails. */
export function recordUploadedFile(
  deps: UploadDeps,
  stored: StoredFile,
  input: { empresaId: number; usuarioId: number; contexto: string },
  linkInTx?: LinkInTx,
): Promise<ArchivoRow> {
  return withStoredFile(deps.fileStore, stored, () =>
    deps.db.transaction(async (tx) => {
      const row = await insertArchivo(tx, {
        empresa_id: input.empresaId,
        nombre_original: stored.nombre,
        storage_key: stored.key,
        content_type: stored.contentType,
        tamano: stored.tamano,
        sha256: stored.sha256,
        contexto: input.contexto,
        created_by: input.usuarioId,
      });
      await linkInTx?.(tx, row);
      await recordAudit(
        tx,
        {
          empresa_id: input.empresaId,
          usuario_id: input.usuarioId,
          accion: 'subir',
          entidad: 'archivo',
          entidad_id: row.id,
          cambios: { nombre: stored.nombre, tamano: stored.tamano, sha256: stored.sha256, contexto: input.contexto },
        },
        deps.now,
      );
      return row;
    }),
  );
}

export function toArchivoDto(row: ArchivoRow): Archivo {
  return {
    id: row.id,
    nombre: row.nombre_original,
    tamano: row.tamano,
    content_type: row.content_type,
    sha256: row.sha256,
    contexto: row.contexto,
    download_url: `/api/v1/archivos/${row.id}/descarga`,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Only files uploaded here: a module's file (a document's version, a case's evidence, a ticket's or
 * a due diligence's attachment, a non-conformity's evidence) goes through its module's routes, which
 * check the role, the plan module and, for cases, visibility, decryption and trace. Served here, any
 * signed-in user of the company could read it.
 */
export async function getArchivo(db: Database, empresaId: number, id: number): Promise<ArchivoRow> {
  const row = await findArchivo(db, empresaId, id);
  if (!row || row.contexto !== CONTEXTO_GENERAL) throw notFound();
  return row;
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(nombre: string): string {
  const ascii =
    nombre
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'archivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}
