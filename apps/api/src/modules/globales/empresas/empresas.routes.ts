import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCESS } from '@atalaya/shared/roles';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import {
  creditosResponseSchema,
  empresaFiltrosSchema,
  empresaInputSchema,
  empresaSchema,
  empresasBatchDeleteSchema,
  empresasBatchResultSchema,
  empresasBatchUpdateSchema,
  empresasResponseSchema,
} from '@atalaya/shared/contracts/globales/empresas';
import { access, requireSession } from '../../../platform/access';
import { abrirArchivo, almacenDe } from '../../../platform/archivos/almacen';
import { enviarArchivo, IMAGEN_EN_LINEA } from '../../../platform/archivos/descarga';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { notFound } from '../../../platform/errors';
import { actorDe, dependenciasDe } from '../../../platform/servicio';
import { FileNotFoundError } from '../../../platform/storage/file-store';
import { registrarImportacionEmpresas } from './empresas-import';
import { empresasService, getCreditos } from './empresas.service';
import { leerLogo } from './logo-formulario';

export async function empresasRoutes(app: FastifyInstance) {
  const { r, tags, config, ctx } = rutasBase(app, { tag: 'empresas', access: access.plataforma(), alcance: 'global' });
  const deps = dependenciasDe(app);

  r.get(
    '/empresas/creditos/:id',
    {
      config: { access: access.empresa(ACCESS.dueDiligence, 'due_diligence') },
      schema: {
        tags,
        summary: 'Créditos de due diligence disponibles de una empresa',
        params: idParamSchema,
        response: { 200: creditosResponseSchema },
      },
    },
    (request) => {
      const actor = { ...actorDe(app, request), esAdminPlataforma: requireSession(request).esAdminPlataforma };
      return getCreditos(deps, actor, request.params.id);
    },
  );

  r.get(
    '/empresas/',
    {
      config,
      schema: {
        tags,
        summary:
          'Lista las empresas (q: razón social, nombre de fantasía o RUT con o sin puntos; filtros activa, plan_id, region_codigo)',
        querystring: empresaFiltrosSchema,
        response: { 200: empresasResponseSchema },
      },
    },
    (request) => empresasService.list(deps, actorDe(app, request), request.query),
  );

  r.post(
    '/empresas/batch-delete',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina varias empresas sin datos asociados (todo o nada)',
        body: empresasBatchDeleteSchema,
        response: { 200: empresasBatchResultSchema },
      },
    },
    (request) => empresasService.eliminarVarias(deps, actorDe(app, request), request.body.ids),
  );

  registrarImportacionEmpresas(app);

  r.put(
    '/empresas/batch-update',
    {
      config,
      schema: {
        tags,
        summary: 'Cambia activa y/o plan de varias empresas (desactivar cierra las sesiones de sus usuarios)',
        body: empresasBatchUpdateSchema,
        response: { 200: empresasBatchResultSchema },
      },
    },
    (request) => empresasService.actualizarVarias(deps, actorDe(app, request), request.body),
  );

  r.get(
    '/empresas/:id',
    {
      config,
      schema: { tags, summary: 'Detalle de una empresa', params: idParamSchema, response: { 200: empresaSchema } },
    },
    (request) => empresasService.get(deps, actorDe(app, request), request.params.id),
  );

  r.post(
    '/empresas/',
    {
      config,
      schema: {
        tags,
        summary: 'Crea una empresa (RUT único y válido; sin créditos indicados recibe los de su plan)',
        body: empresaInputSchema,
        response: { 201: empresaSchema },
      },
    },
    async (request, reply) => {
      const row = await empresasService.create(deps, actorDe(app, request), request.body);
      return reply.status(201).send(row);
    },
  );

  r.put(
    '/empresas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza una empresa (desactivarla cierra las sesiones de sus usuarios)',
        params: idParamSchema,
        body: empresaInputSchema,
        response: { 200: empresaSchema },
      },
    },
    (request) => empresasService.update(deps, actorDe(app, request), { id: request.params.id, body: request.body }),
  );

  r.delete(
    '/empresas/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una empresa sin datos asociados (si tiene datos, desactívela)',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await empresasService.eliminarVarias(deps, actorDe(app, request), [request.params.id]);
      return { ok: true as const };
    },
  );

  r.post(
    '/empresas/:id/regenerar-token',
    {
      config,
      schema: {
        tags,
        summary: 'Genera un nuevo token del canal de denuncias público (el anterior deja de funcionar)',
        params: idParamSchema,
        response: { 200: empresaSchema },
      },
    },
    (request) => empresasService.regenerarToken(deps, actorDe(app, request), request.params.id),
  );

  r.post(
    '/empresas/:id/logo',
    {
      config,
      schema: {
        tags,
        summary: 'Sube o reemplaza el logo (multipart, campo "archivo"; PNG, JPG o WebP de hasta 2 MB)',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: empresaSchema },
      },
    },
    async (request) => {
      const logo = await leerLogo(almacenDe(app), request, request.params.id);
      return empresasService.subirLogo(dependenciasDe(app), ctx(request), request.params.id, logo);
    },
  );

  r.get(
    '/empresas/:id/logo',
    {
      // Company-scoped: the sidebar of the company's users shows it; a platform admin sees any.
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Logo de la empresa (usuarios de la empresa y administradores de la plataforma)',
        params: idParamSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const id = request.params.id;
      if (id !== request.empresaId && id !== session.empresaPropiaId && !session.esAdminPlataforma) throw notFound();
      const row = await empresasService.logo(app.db, id);
      if (!row) throw notFound();
      let archivo;
      try {
        archivo = await abrirArchivo(almacenDe(app), row);
      } catch (err) {
        if (err instanceof FileNotFoundError) throw notFound();
        throw err;
      }
      return enviarArchivo(reply, archivo, IMAGEN_EN_LINEA);
    },
  );
}
