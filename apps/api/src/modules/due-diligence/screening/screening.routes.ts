import type { FastifyInstance } from 'fastify';
import { screeningInputSchema, screeningResponseSchema } from '@atalaya/shared/contracts/due-diligence/screening';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { actorDe } from '../../../platform/servicio';
import { dependenciasDueDiligence } from '../contexto';
import { revisarEnListas } from './servicio-screening';

/** Ad-hoc screening of a name against the sanctions lists (issue 7 §7). */
export async function screeningRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, {
    tag: 'due-diligence',
    access: access.empresa(ACCESS.dueDiligence, 'due_diligence'),
  });
  const deps = dependenciasDueDiligence(app);

  r.post(
    '/due-diligence/screening',
    {
      config,
      schema: {
        tags,
        summary: 'Revisa un nombre en las listas de sanciones (OFAC, ONU, CSL) con la explicación de cada coincidencia',
        body: screeningInputSchema,
        response: { 200: screeningResponseSchema },
      },
    },
    (request) => revisarEnListas(deps, actorDe(app, request), request.body),
  );
}
