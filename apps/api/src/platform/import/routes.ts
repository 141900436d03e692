import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_LIMITES,
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  MODOS_IMPORTACION,
  type ImportPreview,
  type ModoImportacion,
} from '@atalaya/shared/contracts/importacion';
import { MENSAJES } from '@atalaya/shared/messages';
import { requireSession, type RouteAccess } from '../access';
import { recordAudit } from '../audit';
import { uniqueViolation } from '../crud/db-errors';
import type { CrudContext } from '../crud/resource';
import { AppError, errorBody } from '../errors';
import { validarTabla, type Importador } from './engine';
import { leerTabla } from './tabla';

const LIMITE_MB = IMPORT_LIMITES.maxBytes / 1024 / 1024;

/** The uploaded file (`archivo`) and `modo` of a multipart request. */
async function leerSubida(request: FastifyRequest) {
  const requerido = () => new AppError('VALIDACION', MENSAJES.archivoRequerido, { archivo: MENSAJES.archivoRequerido });
  if (!request.isMultipart()) throw requerido();
  let archivo: { nombre: string; datos: Buffer } | undefined;
  let modo: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITES.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const datos = await part.toBuffer();
        if (part.fieldname === 'archivo' || part.fieldname === 'file') archivo = { nombre: part.filename, datos };
      } else if (part.fieldname === 'modo') {
        modo = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const mensaje = `El archivo supera el máximo de ${LIMITE_MB} MB para importar.`;
      throw new AppError('ARCHIVO_DEMASIADO_GRANDE', mensaje, { archivo: mensaje });
    }
    throw err;
  }
  if (!archivo) throw requerido();
  return { archivo, modo };
}

/**
 * POST /{path}/import (SPEC §7): multipart `archivo` (CSV or XLSX) and `modo`.
 * - `vista_previa` (default): validates every row, answers counts, errors and the first rows; writes nothing.
 * - `confirmar`: validates again in the transaction; any error → 400 with the same report and
 *   nothing written; otherwise inserts every row and one audit row, answers `{ importados }`.
 */
export function registrarImportacion<C, T>(
  app: FastifyInstance,
  opts: {
    path: string;
    tag: string;
    access: RouteAccess;
    plural: string;
    importador: Importador<C, T>;
    /** Extra sentence for the OpenAPI description (what the resource does differently). */
    nota?: string;
  },
) {
  const { importador } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${opts.path}/import`,
    {
      config: { access: opts.access },
      schema: {
        tags: [opts.tag],
        summary: `Importa ${opts.plural} desde un CSV o Excel (.xlsx): vista previa o confirmación (todo o nada)`,
        description:
          `Multipart: \`archivo\` (CSV separado por ';' o ',', UTF-8 o Windows-1252, o .xlsx; máximo ${LIMITE_MB} MB y ` +
          `${IMPORT_LIMITES.maxFilas.toLocaleString('es-CL')} filas) y \`modo\` = vista_previa | confirmar ` +
          '(también como querystring). La fila 1 es el encabezado; los errores indican la fila del archivo. ' +
          'En confirmar, si alguna fila tiene errores responde 400 con el mismo informe y no guarda nada.' +
          (opts.nota ? ` ${opts.nota}` : ''),
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: z.union([importPreviewSchema, importResultSchema]) },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { archivo, modo: modoCampo } = await leerSubida(request);
      const modo = (modoCampo ?? request.query.modo ?? 'vista_previa') as ModoImportacion;
      if (!MODOS_IMPORTACION.includes(modo)) {
        const mensaje = 'El modo debe ser vista_previa o confirmar.';
        throw new AppError('VALIDACION', mensaje, { modo: mensaje });
      }
      const tabla = await leerTabla(archivo.datos);
      const empresaId = request.empresaId;

      if (modo === 'vista_previa') return (await validarTabla(app.db, empresaId, importador, tabla)).preview;

      const ctx: CrudContext = { empresaId, usuarioId: session.usuarioId, now: app.clock() };
      let rechazo: ImportPreview | undefined;
      let importados = 0;
      try {
        await app.db.transaction(async (tx) => {
          const { preview, validas, contexto } = await validarTabla(tx, empresaId, importador, tabla);
          if (preview.errores_total > 0 || validas.length === 0) {
            rechazo = preview;
            return;
          }
          await importador.insertar(tx, ctx, validas, contexto);
          importados = validas.length;
          await recordAudit(
            tx,
            {
              // A platform route (access.plataforma()) has no tenant: its import goes to the platform chain.
              empresa_id: empresaId || null,
              usuario_id: session.usuarioId,
              accion: 'importar',
              entidad: importador.entidad,
              entidad_id: null,
              cambios: { importados, archivo: archivo.nombre, formato: tabla.formato },
            },
            ctx.now,
          );
        });
      } catch (err) {
        if (uniqueViolation(err) !== undefined) {
          throw new AppError(
            'CONFLICTO',
            `Mientras se importaba se registraron ${importador.plural} con los mismos datos. Vuelva a validar el archivo.`,
          );
        }
        throw err;
      }
      if (rechazo) {
        const mensaje =
          rechazo.filas === 0
            ? 'El archivo no tiene filas para importar.'
            : `El archivo tiene ${rechazo.errores_total === 1 ? '1 error' : `${rechazo.errores_total} errores`}; no se importó ninguna fila.`;
        // Not declared as a 400 schema: the error handler's own 400s must not be serialized with it.
        return (reply as FastifyReply).status(400).send({ ...errorBody('VALIDACION', mensaje), ...rechazo });
      }
      return { importados };
    },
  );
}
