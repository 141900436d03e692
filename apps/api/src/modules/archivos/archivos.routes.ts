import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivoSchema } from '@atalaya/shared/contracts/archivos';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import { MENSAJES } from '@atalaya/shared/messages';
import { access, requireSession } from '../../platform/access';
import { AppError } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/store-upload';
import {
  attachmentHeader,
  CONTEXTO_GENERAL,
  getArchivo,
  recordUploadedFile,
  storeUploadedFile,
  toArchivoDto,
} from './archivos.service';

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
      const deps = { db: app.db, fileStore: app.fileStore, maxBytes: maxMb * 1024 * 1024, maxMb, now: app.clock() };
      // Every part is read: a second file is refused (and the first removed), not silently dropped.
      let stored: StoredFile | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (stored) {
            part.file.resume();
            throw new AppError('VALIDACION', 'Adjunte un solo archivo.', { file: 'Adjunte un solo archivo.' });
          }
          stored = await storeUploadedFile(deps, part);
        }
      } catch (err) {
        if (stored) await app.fileStore.remove(stored.key).catch(() => {});
        throw err;
      }
      if (!stored) throw new AppError('VALIDACION', MENSAJES.archivoRequerido, { file: MENSAJES.archivoRequerido });
      const row = await recordUploadedFile(deps, stored, {
        empresaId: request.empresaId,
        usuarioId: session.usuarioId,
        contexto: CONTEXTO_GENERAL,
      });
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
      // Sandboxed: a polyglot (a real %PDF- that is also HTML) runs no script even if opened directly.
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', String(row.tamano))
        .header('Content-Disposition', attachmentHeader(row.nombre_original))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', 'sandbox')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
