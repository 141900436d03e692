import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import {
  rolesBatchDeleteSchema,
  rolesBatchResultSchema,
  rolesResponseSchema,
  rolFiltrosSchema,
  rolInputSchema,
  rolSchema,
} from '@atalaya/shared/contracts/roles';
import { access, requireSession } from '../../platform/access';
import type { CrudContext } from '../../platform/crud/resource';
import { registrarImportacionRoles } from './roles-import';
import { rolesService } from './roles.service';

/** Globales → roles (admin_atalaya). GET /roles/ answers `{ total, roles }`. */
export async function rolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  const config = { access: access.plataforma() };
  const ctx = (request: FastifyRequest): CrudContext => ({
    empresaId: 0,
    usuarioId: requireSession(request).usuarioId,
    now: app.clock(),
  });

  r.get(
    '/roles/',
    {
      config,
      schema: {
        tags,
        summary: 'Lista los roles como { total, roles } (q; sistema; empresa_id: roles asignables en esa empresa)',
        querystring: rolFiltrosSchema,
        response: { 200: rolesResponseSchema },
      },
    },
    (request) => rolesService.list(app.db, request.query),
  );

  r.post(
    '/roles/batch-delete',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina varios roles propios sin usuarios (todo o nada)',
        body: rolesBatchDeleteSchema,
        response: { 200: rolesBatchResultSchema },
      },
    },
    (request) => rolesService.eliminar(app.db, ctx(request), request.body.ids),
  );

  registrarImportacionRoles(app);

  r.get(
    '/roles/:id',
    { config, schema: { tags, summary: 'Detalle de un rol', params: idParamSchema, response: { 200: rolSchema } } },
    (request) => rolesService.get(app.db, request.params.id),
  );

  r.post(
    '/roles/',
    {
      config,
      schema: { tags, summary: 'Crea un rol propio', body: rolInputSchema, response: { 201: rolSchema } },
    },
    async (request, reply) => reply.status(201).send(await rolesService.create(app.db, ctx(request), request.body)),
  );

  r.put(
    '/roles/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un rol (los roles del sistema no pueden renombrarse)',
        params: idParamSchema,
        body: rolInputSchema,
        response: { 200: rolSchema },
      },
    },
    (request) => rolesService.update(app.db, ctx(request), request.params.id, request.body),
  );

  r.delete(
    '/roles/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un rol propio sin usuarios asignados',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await rolesService.eliminar(app.db, ctx(request), [request.params.id]);
      return { ok: true as const };
    },
  );
}
