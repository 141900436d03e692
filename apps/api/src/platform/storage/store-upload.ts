import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { newStorageKey } from './file-store';
import type { FileStore } from './file-store';
import { createTextValidator, sanitizeDisplayName, sniff, SNIFF_BYTES, tipoDeImagen } from './sniff';
import type { TextValidator, TipoImagen } from './sniff';

/** What an upload became; maps onto an `archivos` row. */
export interface StoredFile {
  /** Server-generated FileStore key (`YYYY/MM/<uuid>`) → `archivos.storage_key`. */
  key: string;
  /** Sanitized display name → `archivos.nombre_original`. Never used as a path. */
  nombre: string;
  /** Canonical type of the detected content (not the client's claim) → `content_type`. */
  contentType: string;
  /** Size in bytes. */
  tamano: number;
  /** Lower-case hex SHA-256 of the content. */
  sha256: string;
}

export type UploadErrorCode = 'ARCHIVO_DEMASIADO_GRANDE' | 'TIPO_ARCHIVO_NO_PERMITIDO' | 'ARCHIVO_VACIO';

const UPLOAD_ERROR_MESSAGES: Record<UploadErrorCode, string> = {
  ARCHIVO_DEMASIADO_GRANDE: 'El archivo supera el tamaño máximo permitido',
  TIPO_ARCHIVO_NO_PERMITIDO: 'El tipo de archivo no está permitido o no coincide con su extensión',
  ARCHIVO_VACIO: 'El archivo está vacío',
};

/** A rejected upload. Suggested HTTP mapping: 413 / 415 / 400 respectively. */
export class UploadError extends Error {
  readonly codigo: UploadErrorCode;
  constructor(codigo: UploadErrorCode) {
    super(UPLOAD_ERROR_MESSAGES[codigo]);
    this.name = 'UploadError';
    this.codigo = codigo;
  }
}

export interface StoreUploadInput {
  stream: Readable;
  /** The client's file name: only sanitized for display and used for the extension check. */
  filename: string;
  /** Largest accepted size in bytes (inclusive). */
  maxBytes: number;
  /**
   * Whether the source was cut short by its own limit, checked once it ends. For a
   * @fastify/multipart part pass `() => part.file.truncated`; a `truncated === true` property
   * on `stream` itself (busboy file streams have one) is honoured even without this.
   */
  isTruncated?: () => boolean;
  /** Clock for the key's YYYY/MM (tests). */
  now?: Date;
  /** Accept only these image types, by their magic bytes whatever the name (instead of `sniff`'s allowlist). */
  imagenes?: readonly TipoImagen[];
}

/**
 * Streams an upload into `store` under a fresh key while counting bytes, hashing (SHA-256)
 * and checking its type. Nothing is handed to the store before the first 8 KB (or the whole
 * file, if smaller) have passed `sniff`, and every check that fails later (size, truncation,
 * emptiness, text validity past 8 KB) fails the source stream before the store commits, so
 * the store's all-or-nothing write leaves no file and no temp file behind.
 *
 * Throws `UploadError` for rejected content; other errors (client aborted, disk) propagate
 * unchanged. On any error nothing remains in the store.
 */
export async function storeUpload(store: FileStore, input: StoreUploadInput): Promise<StoredFile> {
  const { stream, filename, maxBytes } = input;
  const nombre = sanitizeDisplayName(filename);
  const key = newStorageKey(input.now);
  const hash = createHash('sha256');
  let tamano = 0;
  let contentType = '';

  const truncated = () =>
    input.isTruncated?.() === true || (stream as Readable & { truncated?: unknown }).truncated === true;

  async function* inspect(): AsyncGenerator<Buffer> {
    let head: Buffer[] | null = [];
    let headLength = 0;
    let validator: TextValidator | null = null;

    /** Sniffs the head; returns the validator for the rest (text types), already fed `bytes`. */
    const check = (bytes: Buffer, complete: boolean): TextValidator | null => {
      if (input.imagenes) {
        const tipo = tipoDeImagen(bytes);
        if (!tipo || !input.imagenes.includes(tipo)) throw new UploadError('TIPO_ARCHIVO_NO_PERMITIDO');
        contentType = tipo;
        return null;
      }
      const result = sniff(bytes.subarray(0, SNIFF_BYTES), nombre, {
        complete: complete && bytes.length <= SNIFF_BYTES,
      });
      if (!result.ok) throw new UploadError('TIPO_ARCHIVO_NO_PERMITIDO');
      contentType = result.contentType;
      const textValidator = createTextValidator(result.ext);
      if (textValidator && !textValidator.push(bytes)) throw new UploadError('TIPO_ARCHIVO_NO_PERMITIDO');
      return textValidator;
    };

    // Leaving this loop early (throw here, or the consumer giving up) destroys `stream`.
    for await (const chunk of stream) {
      const buf = toBuffer(chunk);
      tamano += buf.length;
      if (tamano > maxBytes) throw new UploadError('ARCHIVO_DEMASIADO_GRANDE');
      hash.update(buf);
      if (head) {
        head.push(buf);
        headLength += buf.length;
        if (headLength < SNIFF_BYTES) continue;
        const bytes = Buffer.concat(head, headLength);
        head = null;
        validator = check(bytes, false);
        yield bytes;
      } else {
        if (validator && !validator.push(buf)) {
          throw new UploadError('TIPO_ARCHIVO_NO_PERMITIDO');
        }
        yield buf;
      }
    }

    if (truncated()) throw new UploadError('ARCHIVO_DEMASIADO_GRANDE');
    if (tamano === 0) throw new UploadError('ARCHIVO_VACIO');
    if (head) {
      const bytes = Buffer.concat(head, headLength);
      validator = check(bytes, true);
      if (validator && !validator.end()) {
        throw new UploadError('TIPO_ARCHIVO_NO_PERMITIDO');
      }
      // Yielded last, after every check: the store only ever sees accepted content.
      yield bytes;
    } else if (validator && !validator.end()) {
      throw new UploadError('TIPO_ARCHIVO_NO_PERMITIDO');
    }
  }

  const inspected = Readable.from(inspect(), { objectMode: false });
  try {
    await store.write(key, inspected);
  } catch (err) {
    if (!stream.destroyed) stream.destroy();
    // The store's write is all-or-nothing already; this is only a safety net.
    await store.remove(key).catch(() => {});
    throw err;
  }
  return { key, nombre, contentType, tamano, sha256: hash.digest('hex') };
}

/**
 * Runs `work` (typically the DB transaction inserting the `archivos` row for `file`) and, if
 * it throws, removes the stored file before rethrowing — a failed upload leaves neither a
 * row nor a file. If the removal itself fails the original error still wins (the file is
 * then an orphan: a key with no row).
 */
export async function withStoredFile<T>(store: FileStore, file: StoredFile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await store.remove(file.key).catch(() => {});
    throw err;
  }
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('El flujo de la subida entregó un fragmento que no es binario');
}
