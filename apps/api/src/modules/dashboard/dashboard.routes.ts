import type { FastifyInstance } from 'fastify';
import { dashboardSchema } from '@atalaya/shared/contracts/dashboard';
import { access, requireSession } from '../../platform/access';
import { rutasBase } from '../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { calcularDashboard } from './dashboard.service';

/**
 * GET /dashboard (issue 8 §4): every signed-in user of the company may open it; the answer holds
 * only the sections their roles and the company's plan allow (the others are null).
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, { tag: 'dashboard', access: access.session() });

  r.get(
    '/dashboard',
    {
      config,
      schema: {
        tags,
        summary:
          'Indicadores de la empresa: cumplimiento, documentos por vencer, flujos, riesgos, contratistas, denuncias, due diligence, no conformidades y tendencia de 12 meses',
        response: { 200: dashboardSchema },
      },
    },
    (request) => {
      const { modulos, esAdminPlataforma } = requireSession(request);
      return calcularDashboard(dependenciasDe(app), { ...actorDe(app, request), modulos, esAdminPlataforma });
    },
  );
}
