import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { batchDeleteSchema, batchResultSchema, batchUpdateSchema } from '@atalaya/shared/contracts/empresa';
import { idParamSchema, listResponse, okSchema } from '@atalaya/shared/contracts/common';
import {
  mapaCalorSchema,
  matrizRiesgoResponseSchema,
  matrizRiesgoSchema,
  mitigacionSchema,
  riesgoLoteSchema,
  riesgoSchema,
} from '@atalaya/shared/contracts/riesgos';
import type { MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import { requireSession } from '../../platform/access';
import type { CrudContext } from '../../platform/crud/resource';
import { mitigacionesResource, miEmpresa, riesgosResource, tag } from './riesgos.resources';
import { guardarMatriz, mapaCalor, matrizDe, mitigacionesService, riesgosService } from './riesgos.service';

type Values = Record<string, unknown>;

/**
 * Mi Empresa → riesgos and mitigaciones: the routes of the generic CRUD layer (same URLs, bodies
 * and rules), answered with computed levels and links, plus the matrix and the heat map.
 */
export async function riesgosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [tag];
  const config = { access: miEmpresa };
  const ctx = (request: FastifyRequest): CrudContext => ({
    empresaId: request.empresaId,
    usuarioId: requireSession(request).usuarioId,
    now: app.clock(),
  });

  r.get(
    '/riesgos/matriz',
    {
      config,
      schema: {
        tags,
        summary: 'Matriz de riesgo de la empresa (o la matriz 5×5 por defecto)',
        response: { 200: matrizRiesgoResponseSchema },
      },
    },
    async (request) => {
      const { matriz, por_defecto } = await matrizDe(app.db, request.empresaId);
      return { ...matriz, por_defecto };
    },
  );

  r.put(
    '/riesgos/matriz',
    {
      config,
      schema: {
        tags,
        summary: 'Configura la matriz de riesgo (etiquetas, nivel de cada celda y colores) y recalcula los niveles',
        body: matrizRiesgoSchema,
        response: { 200: matrizRiesgoResponseSchema },
      },
    },
    (request) => guardarMatriz(app.db, ctx(request), request.body as MatrizRiesgo),
  );

  r.get(
    '/riesgos/mapa-calor',
    {
      config,
      schema: {
        tags,
        summary: 'Mapa de calor: cantidad de riesgos por celda, inherente y residual',
        response: { 200: mapaCalorSchema },
      },
    },
    (request) => mapaCalor(app.db, request.empresaId) as never,
  );

  for (const [resource, service, item] of [
    [riesgosResource, riesgosService, riesgoSchema],
    [mitigacionesResource, mitigacionesService, mitigacionSchema],
  ] as const) {
    const { nombre, contracts } = resource;
    const base = `/${resource.path}/`;

    r.get(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Lista ${nombre.plural} de la empresa (búsqueda q, filtros, skip/limit)`,
          querystring: contracts.filtros,
          response: { 200: listResponse(item) },
        },
      },
      (request) => service.list(app.db, request.empresaId, request.query as Values) as never,
    );

    r.get(
      `${base}:id`,
      {
        config,
        schema: { tags, summary: `Detalle de ${nombre.singular}`, params: idParamSchema, response: { 200: item } },
      },
      (request) => service.get(app.db, request.empresaId, request.params.id) as never,
    );

    r.post(
      base,
      { config, schema: { tags, summary: `Crea ${nombre.singular}`, body: contracts.input, response: { 201: item } } },
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
          body: contracts.input,
          response: { 200: item },
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
  }

  r.put(
    '/riesgos/batch-update',
    {
      config,
      schema: {
        tags,
        summary:
          'Aplica el mismo estado o responsable a varios riesgos; si alguno no existe en la empresa no se cambia ninguno (404)',
        body: batchUpdateSchema(riesgoLoteSchema),
        response: { 200: batchResultSchema },
      },
    },
    (request) => riesgosService.batchUpdate(app.db, ctx(request), request.body.ids, request.body.cambios as Values),
  );
}
