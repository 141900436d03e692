import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import { AppError } from '../../platform/errors';
import { descartarEvidencias, prepararEvidencia, type EvidenciaPreparada } from './evidencias-cifradas';

/*
 * Reads a public multipart form whose text fields come first and whose files (field `evidencias`)
 * follow. When the first file arrives (or the form ends without files) the fields are validated
 * and the caller checks everything else (`alValidar`, e.g. captcha, channel, password) before a
 * single file byte is stored; each file is then checked, cleaned, encrypted and stored as it
 * streams in. On any failure the files stored so far are removed.
 */

export type ParteMultipart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

export const CAMPO_EVIDENCIAS = 'evidencias';
/** Files per request (the multipart parser's own cap is the same). */
export const MAX_EVIDENCIAS = 10;

/** Fields that may repeat (several values → an array). */
const CAMPOS_MULTIPLES = new Set(['excluir_ids']);

export function errorDeValidacion(error: z.ZodError): AppError {
  const errores: Record<string, string> = {};
  for (const issue of error.issues) errores[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
}

export async function recibirFormulario<S extends z.ZodType, C>(
  app: FastifyInstance,
  partes: AsyncIterable<ParteMultipart>,
  schema: S,
  /** Runs once, after validation and before any file is stored; returns the company key and a context. */
  alValidar: (datos: z.output<S>) => Promise<{ clave: Buffer; contexto: C }>,
): Promise<{ datos: z.output<S>; contexto: C; evidencias: EvidenciaPreparada[] }> {
  const campos: Record<string, unknown> = {};
  const evidencias: EvidenciaPreparada[] = [];
  let validado: { datos: z.output<S>; clave: Buffer; contexto: C } | null = null;

  const validar = async () => {
    const parsed = schema.safeParse(campos);
    if (!parsed.success) throw errorDeValidacion(parsed.error);
    const { clave, contexto } = await alValidar(parsed.data);
    return { datos: parsed.data, clave, contexto };
  };

  try {
    for await (const parte of partes) {
      if (parte.type === 'field') {
        if (validado || evidencias.length > 0) {
          throw new AppError('VALIDACION', 'Los campos del formulario deben enviarse antes de los archivos.', {
            [parte.fieldname]: 'Los campos del formulario deben enviarse antes de los archivos.',
          });
        }
        const valor = typeof parte.value === 'string' ? parte.value : String(parte.value ?? '');
        if (CAMPOS_MULTIPLES.has(parte.fieldname)) {
          campos[parte.fieldname] = [...((campos[parte.fieldname] as string[] | undefined) ?? []), valor];
        } else if (!(parte.fieldname in campos)) {
          campos[parte.fieldname] = valor;
        }
        continue;
      }
      if (parte.filename === '') {
        // An empty file input of a browser form: nothing was chosen.
        parte.file.resume();
        continue;
      }
      if (parte.fieldname !== CAMPO_EVIDENCIAS) {
        throw new AppError('VALIDACION', 'Adjunte los archivos en el campo evidencias.', {
          [parte.fieldname]: 'Adjunte los archivos en el campo evidencias.',
        });
      }
      validado ??= await validar();
      if (evidencias.length >= MAX_EVIDENCIAS) {
        const mensaje = `Puede adjuntar como máximo ${MAX_EVIDENCIAS} archivos.`;
        throw new AppError('VALIDACION', mensaje, { evidencias: mensaje });
      }
      evidencias.push(await prepararEvidencia(app, validado.clave, parte));
    }
    validado ??= await validar();
    return { datos: validado.datos, contexto: validado.contexto, evidencias };
  } catch (err) {
    await descartarEvidencias(app.fileStore, evidencias);
    throw err;
  }
}
