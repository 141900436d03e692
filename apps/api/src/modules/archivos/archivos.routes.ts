import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivoSchema } from '@atalaya/shared/contracts/archivos';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import { MENSAJES } from '@atalaya/shared/messages';
import { access, requireSession } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { attachmentHeader, getArchivo, saveUploadedFile, toArchivoDto } from './archivos.service';

export async function archivosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maxMb = app.config.MAX_UPLOAD_MB;

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
      const session = requireSession(request);
      if (!request.isMultipart()) {
        throw new AppError('VALIDACION', MENSAJES.archivoRequerido, { file: MENSAJES.archivoRequerido });
      }
      const part = await request.file();
      if (!part) throw new AppError('VALIDACION', MENSAJES.archivoRequerido, { file: MENSAJES.archivoRequerido });
      const row = await saveUploadedFile(
        { db: app.db, fileStore: app.fileStore, maxBytes: maxMb * 1024 * 1024, maxMb, now: app.clock() },
        { empresaId: request.empresaId, usuarioId: session.usuarioId, contexto: 'general', part },
      );
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
    async (request) => toArchivoDto(await getArchivo(app.db, request.empresaId, request.params.id)),
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
      const row = await getArchivo(app.db, request.empresaId, request.params.id);
      const stream = await app.fileStore.read(row.storage_key);
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(row.tamano))
        .header('Content-Disposition', attachmentHeader(row.nombre_original))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
