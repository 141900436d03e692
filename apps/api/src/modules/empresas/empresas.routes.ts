import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCESS } from '@atalaya/shared/roles';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import { creditosResponseSchema } from '@atalaya/shared/contracts/empresas';
import { access, requireSession } from '../../platform/access';
import { getCreditos } from './empresas.service';

export async function empresasRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/empresas/creditos/:id',
    {
      config: { access: access.empresa(ACCESS.dueDiligence, 'due_diligence') },
      schema: {
        tags: ['empresas'],
        summary: 'Créditos de due diligence disponibles de una empresa',
        params: idParamSchema,
        response: { 200: creditosResponseSchema },
      },
    },
    (request) => getCreditos(app.db, requireSession(request), request.empresaId, request.params.id),
  );
}
