import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import {
  cumplimientoSchema,
  documentoFiltrosSchema,
  documentoInputSchema,
  documentoSchema,
  documentosResponseSchema,
} from '@atalaya/shared/contracts/documentos';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { rutasBase } from '../../platform/crud/crud.routes';
import { listCacheKey } from '../../platform/crud/list-cache';
import { cuerpoJson } from '../../platform/cuerpo-json';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { cumplimiento } from './publicados.service';
import {
  actualizarDocumento,
  crearDocumento,
  eliminarDocumento,
  listarDocumentos,
  obtenerDocumento,
} from './documentos.service';

/** Documentos (SPEC §6): admin_atalaya and admin_empresa, behind the plan's module. */
export const documentosAccess = access.empresa(ACCESS.documentos, 'documentos');
export const tag = 'documentos';

/**
 * The document register (SPEC §7 'Documents'): list with its filters, detail, create (which opens
 * the first version), update, delete while never published, and the compliance figures.
 */
export async function documentosRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, { tag, access: documentosAccess });
  const deps = dependenciasDe(app);

  r.get(
    '/documentos/',
    {
      config,
      schema: {
        tags,
        summary:
          'Lista los documentos de la empresa (q, status, proceso_id, riesgo_id, requisito_id, date_from, date_to)',
        querystring: documentoFiltrosSchema,
        response: { 200: documentosResponseSchema },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<typeof documentoFiltrosSchema>;
      const body = await app.listCache.remember(request.empresaId, listCacheKey('documentos', query), async () =>
        cuerpoJson(
          documentosResponseSchema,
          await listarDocumentos(deps, actorDe(app, request), query),
          'GET',
          '/documentos/',
        ),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  r.get(
    '/documentos/cumplimiento',
    {
      config,
      schema: {
        tags,
        summary: 'Cumplimiento: requisitos cubiertos por documentos publicados vigentes y versiones por vencer',
        response: { 200: cumplimientoSchema },
      },
    },
    (request) => cumplimiento(deps, actorDe(app, request)),
  );

  r.get(
    '/documentos/:id',
    {
      config,
      schema: { tags, summary: 'Detalle de un documento', params: idParamSchema, response: { 200: documentoSchema } },
    },
    (request) => obtenerDocumento(deps, actorDe(app, request), request.params.id),
  );

  r.post(
    '/documentos/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra un documento y abre su primera versión (No Iniciado); avisa al solicitante',
        body: documentoInputSchema,
        response: { 201: documentoSchema },
      },
    },
    async (request, reply) => {
      const dto = await crearDocumento(deps, actorDe(app, request), request.body);
      return reply.status(201).send(dto);
    },
  );

  r.put(
    '/documentos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza los datos, vínculos y responsables de un documento',
        params: idParamSchema,
        body: documentoInputSchema,
        response: { 200: documentoSchema },
      },
    },
    (request) => actualizarDocumento(deps, actorDe(app, request), { id: request.params.id, datos: request.body }),
  );

  r.delete(
    '/documentos/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un documento nunca publicado, con sus versiones y archivos (409 si fue publicado)',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    (request) => eliminarDocumento(deps, actorDe(app, request), { id: request.params.id, log: request.log }),
  );
}
