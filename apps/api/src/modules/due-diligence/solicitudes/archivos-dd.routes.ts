import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_MAXIMO, idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import { archivoDueDiligenceSchema } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { abrirArchivo, almacenDe } from '../../../platform/archivos/almacen';
import { ADJUNTO_PRIVADO, enviarArchivo } from '../../../platform/archivos/descarga';
import { dependenciasDe } from '../../../platform/servicio';
import { archivoParaDescarga, listarArchivosDd, quitarArchivoDd, subirArchivoDd } from './archivos-dd.service';
import { actorDueDiligence } from '../contexto';
import { accesoAnalistas, accesoDueDiligence } from './solicitudes.routes';

const archivoParamsSchema = idParamSchema.extend({
  archivoId: z.coerce
    .number({ error: 'El identificador del archivo debe ser numérico.' })
    .int({ error: 'El identificador del archivo debe ser numérico.' })
    .positive({ error: 'El identificador del archivo debe ser numérico.' })
    .max(ID_MAXIMO, { error: 'El identificador del archivo debe ser numérico.' }),
});
const subidaQuerySchema = z.object({ file_type: z.string().optional() });

/** Files of a due diligence: analysts upload and remove; the client downloads once published. */
export async function archivosDueDiligenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['due-diligence'];
  const deps = dependenciasDe(app);

  r.post(
    '/due-diligence/files/:id',
    {
      config: { access: accesoAnalistas },
      schema: {
        tags,
        summary: 'Adjunta un archivo al due diligence (analistas; no después de publicar)',
        description:
          'Multipart: el campo file_type (principal, civil, laboral, penal, cobranza u otro; por defecto ' +
          'principal) va antes del archivo, en el campo file. También se acepta ?file_type=.',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        querystring: subidaQuerySchema,
        response: { 201: archivoDueDiligenceSchema },
      },
    },
    async (request, reply) => {
      const l = actorDueDiligence(app, request);
      const dto = await subirArchivoDd(deps, l, request, request.params.id, request.query.file_type);
      return reply.status(201).send(dto);
    },
  );

  r.get(
    '/due-diligence/files/:id',
    {
      config: { access: accesoDueDiligence },
      schema: {
        tags,
        summary: 'Archivos de un due diligence (el cliente los ve una vez publicado)',
        params: idParamSchema,
        response: { 200: z.array(archivoDueDiligenceSchema) },
      },
    },
    (request) => listarArchivosDd(deps, actorDueDiligence(app, request), request.params.id),
  );

  r.get(
    '/due-diligence/files/:id/:archivoId',
    {
      config: { access: accesoDueDiligence },
      schema: {
        tags,
        summary: 'Descarga un archivo del due diligence (siempre como adjunto)',
        params: archivoParamsSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { id, archivoId } = request.params;
      const { archivo } = await archivoParaDescarga(deps, actorDueDiligence(app, request), id, archivoId);
      return enviarArchivo(reply, await abrirArchivo(almacenDe(app), archivo), ADJUNTO_PRIVADO);
    },
  );

  r.delete(
    '/due-diligence/files/:id/:archivoId',
    {
      config: { access: accesoAnalistas },
      schema: {
        tags,
        summary: 'Quita un archivo del due diligence (analistas; no después de publicar)',
        params: archivoParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await quitarArchivoDd(deps, actorDueDiligence(app, request), request.params.id, request.params.archivoId);
      return { ok: true as const };
    },
  );
}
