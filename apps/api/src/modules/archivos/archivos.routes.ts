import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivoSchema } from '@atalaya/shared/contracts/archivos';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import { access } from '../../platform/access';
import { abrirArchivo, almacenDe } from '../../platform/archivos/almacen';
import { ADJUNTO_PRIVADO, enviarArchivo } from '../../platform/archivos/descarga';
import { leerFormulario } from '../../platform/archivos/formulario';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { getArchivo, registrarArchivoGeneral, toArchivoDto } from './archivos.service';

export async function archivosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = dependenciasDe(app);

  r.post(
    '/archivos/',
    {
      config: { access: access.session() },
      schema: {
        tags: ['archivos'],
        summary: 'Sube un archivo (multipart, campo "file")',
        consumes: ['multipart/form-data'],
        response: { 201: archivoSchema },
      },
    },
    async (request, reply) => {
      const actor = actorDe(app, request);
      const almacen = almacenDe(app);
      // Every part is read: a second file is refused (and the first removed), not silently dropped.
      const { archivos } = await leerFormulario(almacen, request, {
        campos: z.object({}),
        campo: 'file',
        maxArchivos: 1,
        requerido: true,
      });
      const row = await registrarArchivoGeneral(deps, actor, archivos[0]!.archivo);
      return reply.status(201).send(toArchivoDto(row));
    },
  );

  r.get(
    '/archivos/:id',
    {
      config: { access: access.session() },
      schema: {
        tags: ['archivos'],
        summary: 'Metadatos de un archivo',
        params: idParamSchema,
        response: { 200: archivoSchema },
      },
    },
    async (request) => toArchivoDto(await getArchivo(deps, actorDe(app, request), request.params.id)),
  );

  r.get(
    '/archivos/:id/descarga',
    {
      config: { access: access.session() },
      schema: {
        tags: ['archivos'],
        summary: 'Descarga un archivo (siempre como adjunto)',
        params: idParamSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const row = await getArchivo(deps, actorDe(app, request), request.params.id);
      return enviarArchivo(reply, await abrirArchivo(almacenDe(app), row), ADJUNTO_PRIVADO);
    },
  );
}
