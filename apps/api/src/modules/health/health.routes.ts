import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { MENSAJES } from '@atalaya/shared/messages';
import { pingDatabase } from '../../db/client';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['plataforma'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.error({ err }, 'la base de datos no responde');
        throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible);
      }
      return { status: 'ok' as const, database: app.dbEngine };
    },
  );
}
