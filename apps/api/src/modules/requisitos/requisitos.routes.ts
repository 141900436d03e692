import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { batchDeleteSchema, batchResultSchema, batchUpdateSchema } from '@atalaya/shared/contracts/empresa';
import { idParamSchema, listResponse, okSchema } from '@atalaya/shared/contracts/common';
import {
  delitosCatalogoSchema,
  importarCatalogoSchema,
  importarRequisitosParamsSchema,
  importarRequisitosRespuestaSchema,
  importarRiesgosParamsSchema,
  importarRiesgosRespuestaSchema,
  requisitoInputSchema,
  requisitoLoteSchema,
  requisitoSchema,
} from '@atalaya/shared/contracts/requisitos';
import { access, requireSession } from '../../platform/access';
import type { CrudContext } from '../../platform/crud/resource';
import { miEmpresa, requisitosResource, tag } from './requisitos.resources';
import { delitos, importarRequisitos, importarRiesgos, requisitosService } from './requisitos.service';

type Values = Record<string, unknown>;

/**
 * Mi Empresa → requisitos: the generic CRUD routes (same URLs, bodies and rules as every Mi Empresa
 * list) answered with the global tipo/categoría/subcategoría labels; and the import of the global
 * catalogue into a company (Globales, admin_atalaya only).
 */
export async function requisitosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [tag];
  const config = { access: miEmpresa };
  const ctx = (request: FastifyRequest): CrudContext => ({
    empresaId: request.empresaId,
    usuarioId: requireSession(request).usuarioId,
    now: app.clock(),
  });
  const { nombre, contracts } = requisitosResource;
  const base = '/requisitos/';
  const service = requisitosService;

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Lista ${nombre.plural} de la empresa (búsqueda q, filtros, skip/limit)`,
        description:
          'Filtros: categoria_id, tipo_id, criticidad, estado_cumplimiento, responsable_id y origen ' +
          '(`catalogo`: importados del catálogo global; `propio`: creados por la empresa).',
        querystring: contracts.filtros,
        response: { 200: listResponse(requisitoSchema) },
      },
    },
    (request) => service.list(app.db, request.empresaId, request.query as Values) as never,
  );

  r.get(
    `${base}:id`,
    {
      config,
      schema: {
        tags,
        summary: `Detalle de ${nombre.singular}`,
        params: idParamSchema,
        response: { 200: requisitoSchema },
      },
    },
    (request) => service.get(app.db, request.empresaId, request.params.id) as never,
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Crea ${nombre.singular} propio de la empresa`,
        description:
          'tipo_id, categoria_id y subcategoria_id son del catálogo global; la subcategoría debe pertenecer a la ' +
          'categoría. El código es único en la empresa (409).',
        body: requisitoInputSchema,
        response: { 201: requisitoSchema },
      },
    },
    (request, reply) => {
      reply.status(201);
      return service.create(app.db, ctx(request), request.body as Values) as never;
    },
  );

  r.put(
    `${base}:id`,
    {
      config,
      schema: {
        tags,
        summary: `Actualiza ${nombre.singular}`,
        params: idParamSchema,
        body: requisitoInputSchema,
        response: { 200: requisitoSchema },
      },
    },
    (request) => service.update(app.db, ctx(request), request.params.id, request.body as Values) as never,
  );

  r.delete(
    `${base}:id`,
    {
      config,
      schema: { tags, summary: `Elimina ${nombre.singular}`, params: idParamSchema, response: { 200: okSchema } },
    },
    (request) => service.remove(app.db, ctx(request), request.params.id),
  );

  r.post(
    `${base}batch-delete`,
    {
      config,
      schema: {
        tags,
        summary: `Elimina varios ${nombre.plural}; si alguno no existe en la empresa no se elimina ninguno (404)`,
        body: batchDeleteSchema,
        response: { 200: batchResultSchema },
      },
    },
    (request) => service.batchDelete(app.db, ctx(request), request.body.ids),
  );

  r.put(
    `${base}batch-update`,
    {
      config,
      schema: {
        tags,
        summary: `Aplica el mismo estado de cumplimiento, responsable o criticidad a varios ${nombre.plural}; si alguno no existe en la empresa no se cambia ninguno (404)`,
        body: batchUpdateSchema(requisitoLoteSchema),
        response: { 200: batchResultSchema },
      },
    },
    (request) => service.batchUpdate(app.db, ctx(request), request.body.ids, request.body.cambios as Values),
  );

  // ---- Globales: importación del catálogo a una empresa (admin_atalaya) ------------------------

  const plataforma = { access: access.plataforma() };
  const globalTags = ['globales'];
  const importCtx = (request: FastifyRequest) => ({ usuarioId: requireSession(request).usuarioId, now: app.clock() });

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
      importarRequisitos(
        app.db,
        importCtx(request),
        request.params.empresa_id,
        request.params.categoria_id,
        request.body.confirmar,
      ),
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
      importarRiesgos(
        app.db,
        importCtx(request),
        request.params.empresa_id,
        request.params.delito_o_categoria,
        request.body.confirmar,
      ),
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
    () => delitos(app.db),
  );
}
