import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import {
  planesBatchDeleteSchema,
  planesBatchResultSchema,
  planesResponseSchema,
  planFiltrosSchema,
  planInputSchema,
  planSchema,
} from '@atalaya/shared/contracts/planes';
import { access, requireSession } from '../../platform/access';
import type { CrudContext } from '../../platform/crud/resource';
import { planesService } from './planes.service';

/** Globales → planes (admin_atalaya). */
export async function planesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['planes'];
  const config = { access: access.plataforma() };
  const ctx = (request: FastifyRequest): CrudContext => ({
    empresaId: 0,
    usuarioId: requireSession(request).usuarioId,
    now: app.clock(),
  });

  r.get(
    '/planes/',
    {
      config,
      schema: {
        tags,
        summary: 'Lista los planes con sus módulos y créditos (q, activo; limit hasta 100)',
        querystring: planFiltrosSchema,
        response: { 200: planesResponseSchema },
      },
    },
    (request) => planesService.list(app.db, request.query),
  );

  r.post(
    '/planes/batch-delete',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina varios planes sin empresas (todo o nada)',
        body: planesBatchDeleteSchema,
        response: { 200: planesBatchResultSchema },
      },
    },
    (request) => planesService.eliminar(app.db, ctx(request), request.body.ids),
  );

  r.get(
    '/planes/:id',
    { config, schema: { tags, summary: 'Detalle de un plan', params: idParamSchema, response: { 200: planSchema } } },
    (request) => planesService.get(app.db, request.params.id),
  );

  r.post(
    '/planes/',
    { config, schema: { tags, summary: 'Crea un plan', body: planInputSchema, response: { 201: planSchema } } },
    async (request, reply) => reply.status(201).send(await planesService.create(app.db, ctx(request), request.body)),
  );

  r.put(
    '/planes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un plan (módulos y créditos)',
        params: idParamSchema,
        body: planInputSchema,
        response: { 200: planSchema },
      },
    },
    (request) => planesService.update(app.db, ctx(request), request.params.id, request.body),
  );

  r.delete(
    '/planes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un plan que ninguna empresa usa',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await planesService.eliminar(app.db, ctx(request), [request.params.id]);
      return { ok: true as const };
    },
  );
}
