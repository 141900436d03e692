import type { FastifyInstance } from 'fastify';
import { busquedaQuerySchema, busquedaResponseSchema } from '@atalaya/shared/contracts/busqueda';
import { access, requireSession } from '../../platform/access';
import { rutasBase } from '../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { buscar } from './busqueda.service';

/**
 * GET /busqueda?q=… (issue 25 §3): records of the acting company the caller may open, by kind.
 * Any signed-in user may call it; each kind is searched only when the caller's roles and plan
 * open its area (a kind they may not see is absent, as if it had no match).
 */
export async function busquedaRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, { tag: 'busqueda', access: access.session() });
  const deps = dependenciasDe(app);

  r.get(
    '/busqueda',
    {
      config,
      schema: {
        tags,
        summary:
          'Busca registros de la empresa: trabajadores (nombre o RUT), documentos (código o nombre), denuncias ' +
          '(referencia DEN-…), due diligence (nombre o RUT), no conformidades y tickets; hasta 5 por tipo, ' +
          'los exactos primero',
        querystring: busquedaQuerySchema,
        response: { 200: busquedaResponseSchema },
      },
    },
    (request) => {
      const { modulos, esAdminPlataforma } = requireSession(request);
      return buscar(deps, { ...actorDe(app, request), modulos, esAdminPlataforma }, request.query.q);
    },
  );
}
