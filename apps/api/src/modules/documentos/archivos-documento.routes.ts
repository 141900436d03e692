import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import { documentoArchivoSchema, uploadResponseSchema } from '@atalaya/shared/contracts/documentos';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { abrirArchivo, almacenDe } from '../../platform/archivos/almacen';
import { admiteVistaPrevia, enviarArchivo, politicaDeVistaPrevia } from '../../platform/archivos/descarga';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import {
  documentoArchivoDto,
  getDocumentoArchivo,
  listarArchivos,
  quitarArchivo,
  recibirSubida,
  type ModoSubida,
} from './archivos-documento.service';

/* Files of document versions over HTTP: upload (draft or send to review), list, delete, download. */

const subidaQuerySchema = z.object({
  documentFlowId: z.coerce
    .number({ error: 'documentFlowId debe ser numérico.' })
    .int({ error: 'documentFlowId debe ser numérico.' })
    .positive({ error: 'documentFlowId debe ser numérico.' })
    .optional(),
  documentacionId: z.coerce
    .number({ error: 'documentacionId debe ser numérico.' })
    .int({ error: 'documentacionId debe ser numérico.' })
    .positive({ error: 'documentacionId debe ser numérico.' })
    .optional(),
});

const descargaQuerySchema = z.object({
  inline: z.enum(['0', '1'], { error: 'inline debe ser 0 o 1.' }).optional(),
});

export async function archivosDocumentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documentos'];
  const config = { access: access.empresa(ACCESS.documentos, 'documentos') };
  const deps = dependenciasDe(app);
  const actor = (request: FastifyRequest) => actorDe(app, request);

  const subir =
    (modo: ModoSubida) =>
    async (request: FastifyRequest<{ Querystring: z.infer<typeof subidaQuerySchema> }>, reply: FastifyReply) => {
      const resultado = await recibirSubida(deps, actor(request), {
        request,
        modo,
        flujoId: request.query.documentFlowId ?? request.query.documentacionId,
      });
      return reply.status(201).send(resultado);
    };

  r.post(
    '/upload-documento/upload',
    {
      config,
      schema: {
        tags,
        summary: 'Sube el archivo principal (primaryFile) y anexos (files) y envía la versión a revisión',
        description: 'Multipart: el campo de texto documentFlowId va antes de los archivos.',
        consumes: ['multipart/form-data'],
        querystring: subidaQuerySchema,
        response: { 201: uploadResponseSchema },
      },
    },
    subir('revision'),
  );

  r.post(
    '/upload-documento/upload-draft',
    {
      config,
      schema: {
        tags,
        summary: 'Sube archivos y guarda la versión como borrador',
        description: 'Multipart: el campo de texto documentacionId (o documentFlowId) va antes de los archivos.',
        consumes: ['multipart/form-data'],
        querystring: subidaQuerySchema,
        response: { 201: uploadResponseSchema },
      },
    },
    subir('borrador'),
  );

  r.get(
    '/documento-archivos/documentacion/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Archivos de una versión (flujo): el principal primero',
        params: idParamSchema,
        response: { 200: z.array(documentoArchivoSchema) },
      },
    },
    (request) => listarArchivos(deps, actor(request), request.params.id),
  );

  r.get(
    '/documento-archivos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Un archivo de documento',
        params: idParamSchema,
        response: { 200: documentoArchivoSchema },
      },
    },
    async (request) => documentoArchivoDto(await getDocumentoArchivo(deps, actor(request), request.params.id)),
  );

  r.delete(
    '/documento-archivos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Quita un archivo de una versión aún editable (solo su autor)',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await quitarArchivo(deps, actor(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/documento-archivos/:id/descarga',
    {
      config,
      schema: {
        tags,
        summary: 'Descarga un archivo de documento (?inline=1 lo muestra si es PDF o imagen)',
        params: idParamSchema,
        querystring: descargaQuerySchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { archivo } = await getDocumentoArchivo(deps, actor(request), request.params.id);
      const enLinea = request.query.inline === '1' && admiteVistaPrevia(archivo.content_type);
      return enviarArchivo(
        reply,
        await abrirArchivo(almacenDe(deps), archivo),
        politicaDeVistaPrevia(enLinea, archivo.content_type),
      );
    },
  );
}
