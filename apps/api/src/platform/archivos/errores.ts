import type { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import { AppError } from '../errors';
import { MetadatosError } from '../storage/quitar-metadatos';
import { UploadError } from '../storage/store-upload';

/** An upload's own wording of its 413 and 415 (e.g. a logo's), named on its field too. */
export interface MensajesDeSubida {
  tamano: string;
  tipo: string;
}

/**
 * A refused upload as the Spanish API error: 413, 415 (also for an image whose metadata cannot be
 * removed), or 400 on `campo` for an empty file. Any other error is returned as it is.
 */
export function errorDeSubida(err: unknown, maxMb: number, campo = 'file', mensajes?: MensajesDeSubida): unknown {
  if (err instanceof MetadatosError) return new AppError('TIPO_ARCHIVO_NO_PERMITIDO', err.message);
  if (!(err instanceof UploadError)) return err;
  switch (err.codigo) {
    case 'ARCHIVO_DEMASIADO_GRANDE':
      return mensajes
        ? new AppError('ARCHIVO_DEMASIADO_GRANDE', mensajes.tamano, { [campo]: mensajes.tamano })
        : new AppError('ARCHIVO_DEMASIADO_GRANDE', MENSAJES.archivoDemasiadoGrande(maxMb));
    case 'TIPO_ARCHIVO_NO_PERMITIDO':
      return mensajes
        ? new AppError('TIPO_ARCHIVO_NO_PERMITIDO', mensajes.tipo, { [campo]: mensajes.tipo })
        : new AppError('TIPO_ARCHIVO_NO_PERMITIDO', MENSAJES.tipoArchivoNoPermitido);
    case 'ARCHIVO_VACIO':
      return new AppError('ARCHIVO_VACIO', MENSAJES.archivoVacio, { [campo]: MENSAJES.archivoVacio });
  }
}

/** The text fields of a form refused by their schema: 400 with the first message of each field. */
export function errorDeValidacion(error: z.ZodError): AppError {
  const errores: Record<string, string> = {};
  for (const issue of error.issues) errores[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
}
