import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  claveRestablecidaSchema,
  usuarioCreadoSchema,
  usuarioCreateSchema,
  usuarioFiltrosSchema,
  usuarioSchema,
  usuariosResponseSchema,
  usuarioUpdateSchema,
} from '@atalaya/shared/contracts/usuarios';
import { ACCESS } from '@atalaya/shared/roles';
import { access, requireSession } from '../../platform/access';
import type { CrudContext } from '../../platform/crud/resource';
import { registrarLoteUsuarios } from './usuarios-import';
import { usuariosService } from './usuarios.service';

/** Mi Empresa → usuarios: the acting company's accounts (a platform admin acting on a company sees its users). */
export async function usuariosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mi-empresa'];
  const config = { access: access.empresa(ACCESS.miEmpresa, 'mi_empresa') };
  const ctx = (request: FastifyRequest): CrudContext => ({
    empresaId: request.empresaId,
    usuarioId: requireSession(request).usuarioId,
    now: app.clock(),
  });

  r.get(
    '/usuarios/',
    {
      config,
      schema: {
        tags,
        summary: 'Lista los usuarios de la empresa (q sobre nombre, apellido y correo; filtros activo y rol)',
        querystring: usuarioFiltrosSchema,
        response: { 200: usuariosResponseSchema },
      },
    },
    (request) => usuariosService.list(app.db, request.empresaId, request.query),
  );

  r.get(
    '/usuarios/:id',
    {
      config,
      schema: { tags, summary: 'Detalle de un usuario', params: idParamSchema, response: { 200: usuarioSchema } },
    },
    (request) => usuariosService.get(app.db, request.empresaId, request.params.id),
  );

  r.post(
    '/usuarios/',
    {
      config,
      schema: {
        tags,
        summary: 'Crea un usuario; sin contraseña se genera una y se muestra solo en esta respuesta',
        body: usuarioCreateSchema,
        response: { 201: usuarioCreadoSchema },
      },
    },
    (request, reply) => {
      reply.status(201);
      return usuariosService.create(app.db, ctx(request), request.body);
    },
  );

  r.put(
    '/usuarios/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza nombre, apellido y roles de un usuario',
        params: idParamSchema,
        body: usuarioUpdateSchema,
        response: { 200: usuarioSchema },
      },
    },
    (request) => usuariosService.update(app.db, ctx(request), request.params.id, request.body),
  );

  r.post(
    '/usuarios/:id/desactivar',
    {
      config,
      schema: {
        tags,
        summary: 'Desactiva un usuario y cierra todas sus sesiones (nadie puede desactivarse a sí mismo)',
        params: idParamSchema,
        response: { 200: usuarioSchema },
      },
    },
    (request) => usuariosService.desactivar(app.db, ctx(request), request.params.id),
  );

  r.post(
    '/usuarios/:id/activar',
    {
      config,
      schema: { tags, summary: 'Reactiva un usuario', params: idParamSchema, response: { 200: usuarioSchema } },
    },
    (request) => usuariosService.activar(app.db, ctx(request), request.params.id),
  );

  r.post(
    '/usuarios/:id/restablecer-clave',
    {
      config,
      schema: {
        tags,
        summary: 'Genera una nueva contraseña (se muestra solo en esta respuesta) y cierra todas sus sesiones',
        params: idParamSchema,
        response: { 200: claveRestablecidaSchema },
      },
    },
    (request) => usuariosService.restablecerClave(app.db, ctx(request), request.params.id),
  );

  registrarLoteUsuarios(app);
}
