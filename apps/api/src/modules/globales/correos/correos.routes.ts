import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  correoFiltrosSchema,
  correosResponseSchema,
  type EstadoCorreo,
} from '@atalaya/shared/contracts/globales/correos';
import { access } from '../../../platform/access';
import { paginaCorreos } from './correos.repository';

/** GET /correos/: the mail outbox of every company, newest first (admin_atalaya only). */
export async function correosRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/correos/',
    {
      config: { access: access.plataforma() },
      schema: {
        tags: ['plataforma'],
        summary: 'Bandeja de salida de correos (q: destinatario o asunto; filtro estado)',
        querystring: correoFiltrosSchema,
        response: { 200: correosResponseSchema },
      },
    },
    async (request) => {
      const { filas, total } = await paginaCorreos(app.db, request.query);
      return {
        data: filas.map((c) => ({
          id: c.id,
          empresa_id: c.empresa_id,
          para: c.para,
          asunto: c.asunto,
          cuerpo: c.cuerpo,
          estado: c.estado as EstadoCorreo,
          intentos: c.intentos,
          ultimo_error: c.ultimo_error,
          enviado_at: c.enviado_at?.toISOString() ?? null,
          created_at: c.created_at.toISOString(),
        })),
        total,
      };
    },
  );
}
