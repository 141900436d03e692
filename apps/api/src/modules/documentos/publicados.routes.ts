import type { FastifyInstance } from 'fastify';
import {
  configuracionVencimientoSchema,
  documentoPublicadoFiltrosSchema,
  documentosPublicadosResponseSchema,
  publicadosOverviewSchema,
} from '@atalaya/shared/contracts/documentos';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { rutasBase } from '../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { configurarVencimiento, listarPublicados, overviewPublicados } from './publicados.service';

/** Documentos (SPEC §6), behind the plan's module. */
const documentosAccess = access.empresa(ACCESS.documentos, 'documentos');
/** The threshold is company configuration: its administrators (and the platform's). */
const configuracionAccess = access.empresa(['admin_atalaya', 'admin_empresa'], 'documentos');

/**
 * Published documents (SPEC §7 /documento-publicado): every published or since obsolete version
 * with its state, the overview cards and the company's 'por vencer' threshold.
 */
export async function publicadosRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, { tag: 'documentos', access: documentosAccess });
  const deps = dependenciasDe(app);

  // SPEC writes the list without the trailing slash; the other lists of the API take one.
  for (const url of ['/documento-publicado', '/documento-publicado/']) {
    r.get(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'Lista las versiones publicadas y obsoletas con su estado (vigente, por_vencer, vencido, obsoleto)',
          querystring: documentoPublicadoFiltrosSchema,
          response: { 200: documentosPublicadosResponseSchema },
        },
      },
      (request) => listarPublicados(deps, actorDe(app, request), request.query),
    );
  }

  r.get(
    '/documento-publicado/overview',
    {
      config,
      schema: {
        tags,
        summary: 'Totales de las versiones vigentes: publicados, vigentes, por vencer y vencidos',
        response: { 200: publicadosOverviewSchema },
      },
    },
    (request) => overviewPublicados(deps, actorDe(app, request)),
  );

  r.put(
    '/documento-publicado/configuracion',
    {
      config: { access: configuracionAccess },
      schema: {
        tags,
        summary: "Configura los días de aviso antes del vencimiento ('por vencer') de la empresa",
        body: configuracionVencimientoSchema,
        response: { 200: publicadosOverviewSchema },
      },
    },
    (request) => configurarVencimiento(deps, actorDe(app, request), request.body),
  );
}
