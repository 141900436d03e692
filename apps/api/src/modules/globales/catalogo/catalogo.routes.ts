import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { faqPublicadasFiltrosSchema, faqsResponseSchema } from '@atalaya/shared/contracts/globales/catalogo';
import { access } from '../../../platform/access';
import { registerCrudRoutes } from '../../../platform/crud/crud.routes';
import { crudService } from '../../../platform/crud/crud.service';
import {
  categoriasRequisitoResource,
  faqsResource,
  mitigacionesGlobalesResource,
  requisitosGlobalesResource,
  riesgosGlobalesResource,
  subcategoriasRequisitoResource,
  tag,
  tiposRequisitoResource,
} from './catalogo.resources';
import { registrarImportacionFaqs } from './faqs-import';

/**
 * Globales (SPEC §7): the platform catalogue, admin_atalaya only, plus the published FAQs every
 * signed-in user reads from Soporte.
 */
export async function catalogoRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, tiposRequisitoResource);
  registerCrudRoutes(app, categoriasRequisitoResource);
  registerCrudRoutes(app, subcategoriasRequisitoResource);
  registerCrudRoutes(app, requisitosGlobalesResource);
  registerCrudRoutes(app, mitigacionesGlobalesResource);
  registerCrudRoutes(app, riesgosGlobalesResource);
  registerCrudRoutes(app, faqsResource);
  registrarImportacionFaqs(app);

  const faqsService = crudService(faqsResource);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/faqs/publicadas',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: [tag],
        summary: 'Preguntas frecuentes publicadas, por orden (Soporte; cualquier usuario con sesión; búsqueda q)',
        querystring: faqPublicadasFiltrosSchema,
        response: { 200: faqsResponseSchema },
      },
    },
    (request) => faqsService.list(app.db, 0, { ...request.query, publicada: true }) as never,
  );
}
