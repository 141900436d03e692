import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import {
  denunciaDetalleSchema,
  denunciaFiltrosSchema,
  denunciaParamsSchema,
  denunciasResponseSchema,
  empresaDenunciaParamsSchema,
  eventosDenunciaResponseSchema,
  exclusionesInputSchema,
  resumenDenunciasSchema,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { ADJUNTO_AISLADO, enviarArchivo } from '../../../platform/archivos/descarga';
import { listCacheKey } from '../../../platform/crud/list-cache';
import { cuerpoJson } from '../../../platform/cuerpo-json';
import { dependenciasDe } from '../../../platform/servicio';
import { actorDe, actorDeRuta } from './acceso-denuncia';
import {
  abrirDenuncia,
  eliminarDenuncia,
  eventosDenuncia,
  listarDenuncias,
  resumenDenuncias,
} from './denuncias.service';
import { descargarEvidencia } from './evidencias.service';
import { fijarExclusiones } from './exclusiones';

/*
 * The private inbox and case detail (issue 6; SPEC §7 'Report channel'):
 * /canal-denuncia/canal-denuncia/{empresa}[/{id}]. {empresa} is the caller's company (a platform
 * admin may name another); a case the caller may not see answers 404. Answers are never cached
 * by browsers or proxies (`no-store`).
 */

export async function denunciasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canal-denuncias'];
  const config = { access: access.empresa(ACCESS.canalDenuncias, 'canal_denuncias') };
  const deps = dependenciasDe(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const base = '/canal-denuncia/canal-denuncia/:empresa';

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Bandeja de denuncias (estado = bandeja o estado), la más reciente primero, con sus plazos',
        params: empresaDenunciaParamsSchema,
        querystring: denunciaFiltrosSchema,
        response: { 200: denunciasResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorDeRuta(app, request);
      // The list micro-cache, per person: which cases a page holds depends on who asks (exclusions,
      // the categories' receivers). A page's clocks are those of when it was read, at most two
      // LIST_CACHE_MS ago; the list holds no report content.
      const quien = `${actor.usuarioId}:${actor.veTodasLasCategorias ? 'todas' : 'receptor'}`;
      const body = await app.listCache.remember(
        actor.empresaId,
        listCacheKey(`denuncias:${quien}`, request.query),
        async () => cuerpoJson(denunciasResponseSchema, await listarDenuncias(deps, actor, request.query), 'GET', base),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  r.get(
    `${base}/resumen`,
    {
      config,
      schema: {
        tags,
        summary: 'Cantidad de denuncias por bandeja y con plazos por vencer o vencidos',
        params: empresaDenunciaParamsSchema,
        response: { 200: resumenDenunciasSchema },
      },
    },
    async (request) => {
      return resumenDenuncias(deps, await actorDeRuta(app, request));
    },
  );

  r.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Detalle de una denuncia, descifrado (queda registrado en la línea de tiempo y la auditoría)',
        params: denunciaParamsSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    async (request) => {
      return abrirDenuncia(deps, await actorDeRuta(app, request), request.params.id);
    },
  );

  r.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una denuncia cerrada cuyo período de conservación terminó',
        params: denunciaParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await eliminarDenuncia(deps, await actorDeRuta(app, request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    `${base}/:id/eventos`,
    {
      config,
      schema: {
        tags,
        summary: 'Línea de tiempo de la denuncia, del más antiguo al más reciente',
        params: denunciaParamsSchema,
        response: { 200: eventosDenunciaResponseSchema },
      },
    },
    async (request) => {
      return eventosDenuncia(deps, await actorDeRuta(app, request), request.params.id);
    },
  );

  r.put(
    `${base}/:id/exclusiones`,
    {
      config,
      schema: {
        tags,
        summary:
          'Fija los usuarios excluidos de la denuncia (no la verán), con el motivo; nunca uno mismo y siempre queda un receptor (409)',
        params: denunciaParamsSchema,
        body: exclusionesInputSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    async (request) => {
      return fijarExclusiones(deps, await actorDeRuta(app, request), request.params.id, request.body);
    },
  );

  r.get(
    '/evidencias-denuncia/:id/descarga',
    {
      config,
      schema: {
        tags,
        summary: 'Descarga una evidencia descifrada (queda registrado en la línea de tiempo y la auditoría)',
        params: idParamSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const leida = await descargarEvidencia(deps, actorDe(app, request), request.params.id);
      return enviarArchivo(reply, leida, ADJUNTO_AISLADO);
    },
  );
}
