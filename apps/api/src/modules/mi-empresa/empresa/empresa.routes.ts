import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATEGORIAS_PROCESO, categoriasProcesoResponseSchema } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { access } from '../../../platform/access';
import { registerCrudRoutes } from '../../../platform/crud/crud.routes';
import {
  centrosResource,
  departamentosResource,
  procesosResource,
  recursosResource,
  trabajadoresResource,
} from './empresa.resources';
import { registrarImportacionTrabajadores } from './trabajadores-import';

/** Mi Empresa: the company's departments, centres, processes, workers and resources. */
export async function empresaRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, departamentosResource);
  registerCrudRoutes(app, centrosResource);
  registerCrudRoutes(app, procesosResource);
  registerCrudRoutes(app, trabajadoresResource);
  registrarImportacionTrabajadores(app);
  registerCrudRoutes(app, recursosResource);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/categoria-proceso',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['mi-empresa'],
        summary: 'Categorías de proceso (lista fija)',
        response: { 200: categoriasProcesoResponseSchema },
      },
    },
    () => ({ data: CATEGORIAS_PROCESO.map((c) => ({ id: c.id, nombre: c.nombre })) }),
  );
}
