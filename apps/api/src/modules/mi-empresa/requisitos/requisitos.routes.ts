import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clasificacionesRequisitoSchema,
  delitosCatalogoSchema,
  importarCatalogoSchema,
  importarRequisitosParamsSchema,
  importarRequisitosRespuestaSchema,
  importarRiesgosParamsSchema,
  importarRiesgosRespuestaSchema,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { access } from '../../../platform/access';
import { registerCrudRoutes } from '../../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../../platform/servicio';
import { clasificacionesGlobales } from './requisitos.repository';
import { miEmpresa, tag } from '../empresa/empresa.resources';
import { requisitosResource } from './requisitos.resources';
import { delitos, importarRequisitos, importarRiesgos } from './requisitos.service';

/**
 * Mi Empresa → requisitos: the generic CRUD routes (same URLs, bodies and rules as every Mi Empresa
 * list) with the global tipo/categoría/subcategoría expanded, the catalogue's classification for
 * the company's forms; and the import of the global catalogue into a company (Globales,
 * admin_atalaya only).
 */
export async function requisitosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A static segment: find-my-way matches it before the numeric /requisitos/:id.
  r.get(
    '/requisitos/clasificaciones',
    {
      config: { access: miEmpresa },
      schema: {
        tags: [tag],
        summary: 'Clasificación del catálogo global (tipos, categorías y subcategorías) para los requisitos',
        description:
          'Todos los tipos, categorías y subcategorías del catálogo global, por nombre, para clasificar los ' +
          'requisitos de la empresa y filtrarlos. Una subcategoría sin nombre responde `nombre: null`.',
        response: { 200: clasificacionesRequisitoSchema },
      },
    },
    () => clasificacionesGlobales(app.db),
  );

  registerCrudRoutes(app, requisitosResource);

  // ---- Globales: importación del catálogo a una empresa (admin_atalaya) ------------------------

  const plataforma = { access: access.plataforma() };
  const globalTags = ['globales'];
  const deps = dependenciasDe(app);

  r.post(
    '/requisito_global_empresa/importar/:empresa_id/:categoria_id',
    {
      config: plataforma,
      schema: {
        tags: globalTags,
        summary: 'Importa requisitos del catálogo global a una empresa (por categoría o `todas`)',
        description:
          '`categoria_id` es el id de una categoría de requisitos del catálogo, o `todas` para el catálogo completo ' +
          '(solo requisitos activos). Con `{ "confirmar": false }` (por defecto) responde la vista previa sin ' +
          'escribir nada: `nuevos`, `existentes` (ya importados), `conflictos` (la empresa ya usa ese código en un ' +
          'requisito propio) y `total`. Con `{ "confirmar": true }` importa en una transacción: copia código, nombre, ' +
          'descripción, fuente legal, tipo, categoría, subcategoría y criticidad con estado `sin_evaluar`, y ' +
          'responde `{ importados, omitidos }`. Importar dos veces no duplica. Empresa o categoría inexistente: 404.',
        params: importarRequisitosParamsSchema,
        body: importarCatalogoSchema,
        response: { 200: importarRequisitosRespuestaSchema },
      },
    },
    (request) =>
      importarRequisitos(deps, actorDe(app, request), {
        empresaId: request.params.empresa_id,
        categoria: request.params.categoria_id,
        confirmar: request.body.confirmar,
      }),
  );

  r.post(
    '/requisito_global_empresa/importarRiesgos/:empresa_id/:delito_o_categoria',
    {
      config: plataforma,
      schema: {
        tags: globalTags,
        summary: 'Importa riesgos del catálogo global (con sus mitigaciones) a una empresa (por delito o `todos`)',
        description:
          '`delito_o_categoria` es el delito o categoría de los riesgos globales, codificado para URL (por ejemplo ' +
          '`Cohecho` o `Lavado%20de%20activos`; sin distinguir mayúsculas; ver GET ' +
          '/requisito_global_empresa/delitos), o `todos` para todo el catálogo activo. Con `{ "confirmar": false }` ' +
          '(por defecto) responde la vista previa con la posición en la matriz de la empresa. Con ' +
          '`{ "confirmar": true }` crea los riesgos con la probabilidad e impacto sugeridos ajustados a la matriz ' +
          'de la empresa, su nivel inherente y estado `No cubierto`, copia sus mitigaciones globales (una vez por ' +
          'empresa) y las vincula; responde `{ importados, omitidos, mitigaciones_importadas }`. Importar dos veces ' +
          'no duplica. Empresa inexistente o delito sin riesgos en el catálogo: 404.',
        params: importarRiesgosParamsSchema,
        body: importarCatalogoSchema,
        response: { 200: importarRiesgosRespuestaSchema },
      },
    },
    (request) =>
      importarRiesgos(deps, actorDe(app, request), {
        empresaId: request.params.empresa_id,
        delito: request.params.delito_o_categoria,
        confirmar: request.body.confirmar,
      }),
  );

  r.get(
    '/requisito_global_empresa/delitos',
    {
      config: plataforma,
      schema: {
        tags: globalTags,
        summary: 'Delitos o categorías de los riesgos del catálogo (valores del segmento de importarRiesgos)',
        response: { 200: delitosCatalogoSchema },
      },
    },
    () => delitos(deps),
  );
}
