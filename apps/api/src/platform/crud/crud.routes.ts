import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchDeleteSchema,
  batchResultSchema,
  batchUpdateSchema,
  parcialSinDefaults,
} from '@atalaya/shared/contracts/mi-empresa/empresa';
import { idParamSchema, listResponse, okSchema } from '@atalaya/shared/contracts/common';
import { requireSession, type RouteAccess } from '../access';
import { crudService } from './crud.service';
import { cuerpoJson } from '../cuerpo-json';
import { listCacheKey } from './list-cache';
import type { Alcance, CrudContext, CrudResource, CrudTable } from './resource';

type Values = Record<string, unknown>;

/**
 * What every hand-written route module repeats: the typed router, the OpenAPI tag, the access
 * declaration and the mutation context (the caller's tenant, or 0 for platform routes).
 */
export function rutasBase(app: FastifyInstance, opts: { tag: string; access: RouteAccess; alcance?: Alcance }) {
  const global = opts.alcance === 'global';
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    tags: [opts.tag],
    config: { access: opts.access },
    ctx: (request: FastifyRequest): CrudContext => ({
      empresaId: global ? 0 : request.empresaId,
      usuarioId: requireSession(request).usuarioId,
      now: app.clock(),
    }),
  };
}

/**
 * Mounts a configured resource (SPEC §7 'Lists and records'):
 * GET /{path}/ · GET /{path}/:id · POST /{path}/ · PUT (or PATCH) /{path}/:id · DELETE /{path}/:id ·
 * POST /{path}/batch-delete · PUT /{path}/batch-update (when the resource declares `lote`).
 * Every route carries the resource's access declaration; handlers only read the session.
 * A global resource (`alcance: 'global'`) serves platform rows with the same routes and rules.
 */
export function registerCrudRoutes<
  TTable extends CrudTable,
  TInput extends z.ZodObject,
  TFiltros extends z.ZodObject,
  TItem extends z.ZodObject,
  TLote extends z.ZodObject,
>(app: FastifyInstance, resource: CrudResource<TTable, TInput, TFiltros, TItem, TLote>) {
  const service = crudService(resource as never);
  const { path, nombre, contracts } = resource;
  const base = `/${path}/`;
  const { r, tags, config, ctx } = rutasBase(app, resource);
  const updateMethod = contracts.update ?? 'PUT';
  const updateBody = updateMethod === 'PATCH' ? parcialSinDefaults(contracts.input) : contracts.input;
  const global = resource.alcance === 'global';
  const deLaEmpresa = global ? 'del catálogo global' : 'de la empresa';
  const enLaEmpresa = global ? '' : ' en la empresa';
  const { claveLista } = resource;
  const listaSchema = claveLista
    ? z.object({ total: z.number().int(), [claveLista]: z.array(contracts.item) })
    : listResponse(contracts.item);

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Lista ${nombre.plural} ${deLaEmpresa} (búsqueda q, filtros, skip/limit; total exacto hasta 10.000)`,
        querystring: contracts.filtros,
        response: { 200: listaSchema },
      },
    },
    async (request, reply) => {
      const query = request.query as Values;
      // Kept in memory already encoded: a page read many times is serialized once.
      const body = await app.listCache.remember(request.empresaId, listCacheKey(path, query), async () => {
        const { data, total } = await service.list(app.db, request.empresaId, query);
        return cuerpoJson(listaSchema, claveLista ? { total, [claveLista]: data } : { data, total }, 'GET', base);
      });
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  r.get(
    `${base}:id`,
    {
      config,
      schema: {
        tags,
        summary: `Detalle de ${nombre.singular}`,
        params: idParamSchema,
        response: { 200: contracts.item },
      },
    },
    (request) => service.get(app.db, request.empresaId, request.params.id) as never,
  );

  r.post(
    base,
    {
      config,
      schema: { tags, summary: `Crea ${nombre.singular}`, body: contracts.input, response: { 201: contracts.item } },
    },
    (request, reply) => {
      reply.status(201);
      return service.create(app.db, ctx(request), request.body as Values) as never;
    },
  );

  r.route({
    method: updateMethod,
    url: `${base}:id`,
    config,
    schema: {
      tags,
      summary: `Actualiza ${nombre.singular}`,
      params: idParamSchema,
      body: updateBody,
      response: { 200: contracts.item },
    },
    handler: (request) => service.update(app.db, ctx(request), request.params.id, request.body as Values) as never,
  });

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
        summary: `Elimina varios ${nombre.plural}; si alguno no existe${enLaEmpresa} no se elimina ninguno (404)`,
        body: batchDeleteSchema,
        response: { 200: batchResultSchema },
      },
    },
    (request) => service.batchDelete(app.db, ctx(request), request.body.ids),
  );

  if (contracts.lote) {
    r.put(
      `${base}batch-update`,
      {
        config,
        schema: {
          tags,
          summary: `Aplica los mismos cambios a varios ${nombre.plural}; si alguno no existe${enLaEmpresa} no se cambia ninguno (404)`,
          body: batchUpdateSchema(contracts.lote),
          response: { 200: batchResultSchema },
        },
      },
      (request) => {
        const body = request.body as { ids: number[]; cambios: Values };
        return service.batchUpdate(app.db, ctx(request), body.ids, body.cambios);
      },
    );
  }
}
