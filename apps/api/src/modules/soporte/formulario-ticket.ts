import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CAMPO_ARCHIVO_TICKET } from '@atalaya/shared/contracts/soporte';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/storage/file-store';
import { storeUpload, withStoredFile, type StoredFile } from '../../platform/storage/store-upload';
import { errorDeSubida } from '../archivos/archivos.service';
import { errorDeValidacion } from '../canal-publico/formulario-multipart';

/*
 * The body of a ticket or a reply: multipart form data (text fields first, then at most one file
 * in `archivo`) or plain JSON without a file. The fields are validated before a single byte is
 * stored; the file is streamed through the upload pipeline (size, type by content, SHA-256) and
 * the caller writes its rows with `conArchivo`, which removes the bytes again if that fails.
 */

type Parte =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

export interface Formulario<T> {
  datos: T;
  archivo: StoredFile | null;
}

const campoInvalido = (campo: string, mensaje: string) => new AppError('VALIDACION', mensaje, { [campo]: mensaje });

function validar<S extends z.ZodType>(schema: S, campos: unknown): z.output<S> {
  const parsed = schema.safeParse(campos);
  if (!parsed.success) throw errorDeValidacion(parsed.error);
  return parsed.data;
}

export async function leerFormulario<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: S,
  now: Date,
): Promise<Formulario<z.output<S>>> {
  if (!request.isMultipart()) return { datos: validar(schema, request.body ?? {}), archivo: null };
  const campos: Record<string, string> = {};
  let datos: z.output<S> | undefined;
  let archivo: StoredFile | null = null;
  const maxMb = app.config.MAX_UPLOAD_MB;
  try {
    for await (const parte of request.parts() as AsyncIterable<Parte>) {
      if (parte.type === 'field') {
        if (datos !== undefined) {
          throw campoInvalido(parte.fieldname, 'Los campos deben enviarse antes del archivo.');
        }
        campos[parte.fieldname] ??= typeof parte.value === 'string' ? parte.value : String(parte.value ?? '');
        continue;
      }
      if (parte.filename === '') {
        // An empty file input of a browser form: nothing was chosen.
        parte.file.resume();
        continue;
      }
      if (parte.fieldname !== CAMPO_ARCHIVO_TICKET || archivo) {
        parte.file.resume();
        throw campoInvalido(
          CAMPO_ARCHIVO_TICKET,
          archivo ? 'Adjunte un solo archivo.' : 'Adjunte el archivo en el campo archivo.',
        );
      }
      try {
        datos = validar(schema, campos);
      } catch (err) {
        parte.file.resume();
        throw err;
      }
      try {
        archivo = await storeUpload(app.fileStore, {
          stream: parte.file,
          filename: parte.filename,
          maxBytes: maxMb * 1024 * 1024,
          isTruncated: () => parte.file.truncated === true,
          now,
        });
      } catch (err) {
        throw errorDeSubida(err, maxMb, CAMPO_ARCHIVO_TICKET);
      }
    }
    return { datos: datos ?? validar(schema, campos), archivo };
  } catch (err) {
    if (archivo) await app.fileStore.remove(archivo.key).catch(() => {});
    throw err;
  }
}

/** Runs `work` (the transaction writing the rows); on failure the stored file is removed. */
export function conArchivo<T>(store: FileStore, archivo: StoredFile | null, work: () => Promise<T>): Promise<T> {
  return archivo ? withStoredFile(store, archivo, work) : work();
}
