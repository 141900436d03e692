import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  claveRestablecidaSchema,
  usuarioGlobalCreadoSchema,
  usuarioGlobalCreateSchema,
  usuarioGlobalFiltrosSchema,
  usuarioGlobalSchema,
  usuarioGlobalUpdateSchema,
  usuariosGlobalesResponseSchema,
} from '@atalaya/shared/contracts/usuarios-globales';
import { access, requireSession } from '../../platform/access';
import type { CrudContext } from '../../platform/crud/resource';
import { usuariosGlobalesService } from './usuarios-globales.service';

/** Globales → usuarios: accounts of every company (admin_atalaya only). */
export async function usuariosGlobalesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['globales'];
  const config = { access: access.plataforma() };
  const ctx = (request: FastifyRequest): CrudContext => ({
    empresaId: 0,
    usuarioId: requireSession(request).usuarioId,
    now: app.clock(),
  });

  r.get(
    '/usuarios-globales/',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios de todas las empresas (q: nombre, apellido o correo; filtros empresa_id, activo, rol)',
        querystring: usuarioGlobalFiltrosSchema,
        response: { 200: usuariosGlobalesResponseSchema },
      },
    },
    (request) => usuariosGlobalesService.list(app.db, request.query),
  );

  r.get(
    '/usuarios-globales/:id',
    {
      config,
      schema: { tags, summary: 'Detalle de un usuario', params: idParamSchema, response: { 200: usuarioGlobalSchema } },
    },
    (request) => usuariosGlobalesService.get(app.db, request.params.id),
  );

  r.post(
    '/usuarios-globales/',
    {
      config,
      schema: {
        tags,
        summary:
          'Crea un usuario en la empresa indicada (admin_atalaya solo en la empresa de la plataforma); sin contraseña se genera una',
        body: usuarioGlobalCreateSchema,
        response: { 201: usuarioGlobalCreadoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await usuariosGlobalesService.create(app.db, ctx(request), request.body)),
  );

  r.put(
    '/usuarios-globales/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza nombre, apellido y roles de un usuario de cualquier empresa',
        params: idParamSchema,
        body: usuarioGlobalUpdateSchema,
        response: { 200: usuarioGlobalSchema },
      },
    },
    (request) => usuariosGlobalesService.update(app.db, ctx(request), request.params.id, request.body),
  );

  r.post(
    '/usuarios-globales/:id/desactivar',
    {
      config,
      schema: {
        tags,
        summary: 'Desactiva un usuario y cierra todas sus sesiones',
        params: idParamSchema,
        response: { 200: usuarioGlobalSchema },
      },
    },
    (request) => usuariosGlobalesService.desactivar(app.db, ctx(request), request.params.id),
  );

  r.post(
    '/usuarios-globales/:id/activar',
    {
      config,
      schema: { tags, summary: 'Reactiva un usuario', params: idParamSchema, response: { 200: usuarioGlobalSchema } },
    },
    (request) => usuariosGlobalesService.activar(app.db, ctx(request), request.params.id),
  );

  r.post(
    '/usuarios-globales/:id/restablecer-clave',
    {
      config,
      schema: {
        tags,
        summary: 'Genera una nueva contraseña (se muestra solo en esta respuesta) y cierra sus sesiones',
        params: idParamSchema,
        response: { 200: claveRestablecidaSchema },
      },
    },
    (request) => usuariosGlobalesService.restablecerClave(app.db, ctx(request), request.params.id),
  );
}
