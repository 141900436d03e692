import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyResponseSchema } from '@atalaya/shared/contracts/globales/auditoria';
import { access } from '../../../platform/access';
import { verifyAllChains } from '../../../platform/audit';

export async function auditoriaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auditoria/verificar',
    {
      config: { access: access.plataforma() },
      schema: {
        tags: ['plataforma'],
        summary: 'Verifica la integridad de las cadenas de auditoría',
        response: { 200: verifyResponseSchema },
      },
    },
    async () => {
      const cadenas = await verifyAllChains(app.db);
      return { ok: cadenas.every((c) => c.ok), cadenas };
    },
  );
}
