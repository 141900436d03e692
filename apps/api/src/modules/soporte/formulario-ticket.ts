import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CAMPO_ARCHIVO_TICKET } from '@atalaya/shared/contracts/soporte';
import { almacenDe, type ArchivoGuardado } from '../../platform/archivos/almacen';
import { AppError } from '../../platform/errors';
import { errorDeValidacion } from '../../platform/archivos/errores';
import { leerFormulario as leerMultipart } from '../../platform/archivos/formulario';

/*
 * The body of a ticket or a reply: multipart form data (text fields first, then at most one file
 * in `archivo`) or plain JSON without a file. The caller records the file with `conArchivos`,
 * which removes the bytes again if that fails.
 */

export interface Formulario<T> {
  datos: T;
  archivo: ArchivoGuardado | null;
}

export async function leerFormulario<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: S,
  now: Date,
): Promise<Formulario<z.output<S>>> {
  if (!request.isMultipart()) {
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) throw errorDeValidacion(parsed.error);
    return { datos: parsed.data, archivo: null };
  }
  const { datos, archivos } = await leerMultipart(almacenDe(app), request, {
    campos: schema,
    campo: CAMPO_ARCHIVO_TICKET,
    camposArchivo: [CAMPO_ARCHIVO_TICKET],
    maxArchivos: 1,
    requerido: false,
    omitirVacios: true,
    guardado: () => ({ now, campo: CAMPO_ARCHIVO_TICKET }),
    errores: {
      campoArchivo: () => {
        const mensaje = `Adjunte el archivo en el campo ${CAMPO_ARCHIVO_TICKET}.`;
        return new AppError('VALIDACION', mensaje, { [CAMPO_ARCHIVO_TICKET]: mensaje });
      },
    },
  });
  return { datos, archivo: archivos[0]?.archivo ?? null };
}
