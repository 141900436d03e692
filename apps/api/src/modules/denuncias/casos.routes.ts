import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  causaRaizInputSchema,
  causaRaizSchema,
  causaRaizUpdateSchema,
  causasRaizResponseSchema,
  cerrarInputSchema,
  clasificarInputSchema,
  comentarioDenunciaInputSchema,
  comentarioDenunciaSchema,
  comentarioFiltrosSchema,
  comentariosDenunciaResponseSchema,
  denunciaDetalleSchema,
  derivarDtInputSchema,
  evidenciaComentarioCamposSchema,
  evidenciaInvestigacionCamposSchema,
  evidenciaPlanAccionCamposSchema,
  evidenciaSchema,
  implementacionesResponseSchema,
  implementacionInputSchema,
  implementacionSchema,
  investigacionesResponseSchema,
  investigacionInputSchema,
  investigacionSchema,
  investigacionUpdateSchema,
  medidaResguardoInputSchema,
  medidaResguardoSchema,
  medidasResguardoResponseSchema,
  planAccionInputSchema,
  planAccionSchema,
  planAccionUpdateSchema,
  planesAccionResponseSchema,
  subrecursoFiltrosSchema,
} from '@atalaya/shared/contracts/denuncias';
import { MENSAJES } from '@atalaya/shared/messages';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { actorDe, empresaDeCampo } from './acceso-denuncia';
import { cerrar, clasificar, derivarDt, desclasificar, implementar } from './casos.service';
import { comentar, listarComentarios } from './comentarios.service';
import {
  destinoComentario,
  destinoInvestigacion,
  destinoPlanAccion,
  subirEvidencia,
  type ParteMultipart,
} from './evidencias.service';
import {
  actualizarCausa,
  actualizarInvestigacion,
  actualizarPlan,
  crearCausa,
  crearImplementacion,
  crearInvestigacion,
  crearMedida,
  crearPlan,
  listarCausas,
  listarImplementaciones,
  listarInvestigaciones,
  listarMedidas,
  listarPlanes,
} from './subrecursos.service';

/*
 * Case work over HTTP (issue 6; SPEC §7 'Report channel'): classification, Ley Karin referral,
 * implementation and closure on /denuncias/{id}/…, the thread (/comentarios/), the work records
 * listed by denuncia_id with offset/limit, and staff evidence uploads (multipart, fields first,
 * file in `file`). Tenant = the session's company (or empresa_id named by a platform admin).
 */

export async function casosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canal-denuncias'];
  const config = { access: access.empresa(ACCESS.canalDenuncias, 'canal_denuncias') };
  const deps = { db: app.db, claves: app.claves, fileStore: app.fileStore };
  const actor = (request: FastifyRequest) => actorDe(app, request);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const creado =
    <T>(fn: (request: FastifyRequest) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await fn(request));

  // ---- movimientos del caso -------------------------------------------------------------------

  r.post(
    '/denuncias/:id/clasificar/',
    {
      config,
      schema: {
        tags,
        summary: 'Clasifica una denuncia recibida (tipo, gravedad, categoría, investigador): pasa a En revisión',
        params: idParamSchema,
        body: clasificarInputSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    (request) => clasificar(deps, actor(request), request.params.id, request.body, 'clasificar'),
  );
  r.put(
    '/denuncias/:id/clasificar/',
    {
      config,
      schema: {
        tags,
        summary: 'Modifica la clasificación de una denuncia abierta',
        params: idParamSchema,
        body: clasificarInputSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    (request) => clasificar(deps, actor(request), request.params.id, request.body, 'reclasificar'),
  );
  r.delete(
    '/denuncias/:id/clasificar/',
    {
      config,
      schema: {
        tags,
        summary: 'Quita la clasificación (solo en revisión): vuelve a Recibida',
        params: idParamSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    (request) => desclasificar(deps, actor(request), request.params.id),
  );
  r.post(
    '/denuncias/:id/derivar-dt/',
    {
      config,
      schema: {
        tags,
        summary: 'Deriva una denuncia Ley Karin a la Dirección del Trabajo',
        params: idParamSchema,
        body: derivarDtInputSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    (request) => derivarDt(deps, actor(request), request.params.id, request.body),
  );
  r.post(
    '/denuncias/:id/implementar/',
    {
      config,
      schema: {
        tags,
        summary: 'Pasa la denuncia a Implementación (requiere un plan de acción)',
        params: idParamSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    (request) => implementar(deps, actor(request), request.params.id),
  );
  r.post(
    '/denuncias/:id/cerrar/',
    {
      config,
      schema: {
        tags,
        summary: 'Cierra la denuncia (desde Implementación) o la desestima (desde En revisión, salvo Ley Karin)',
        params: idParamSchema,
        body: cerrarInputSchema,
        response: { 200: denunciaDetalleSchema },
      },
    },
    (request) => cerrar(deps, actor(request), request.params.id, request.body),
  );

  // ---- comentarios ----------------------------------------------------------------------------

  r.get(
    '/comentarios/',
    {
      config,
      schema: {
        tags,
        summary: 'Comentarios de una denuncia (internos y con el denunciante), del más antiguo al más reciente',
        querystring: comentarioFiltrosSchema,
        response: { 200: comentariosDenunciaResponseSchema },
      },
    },
    (request) => listarComentarios(deps, actor(request), request.query),
  );
  r.post(
    '/comentarios/',
    {
      config,
      schema: {
        tags,
        summary: 'Agrega un comentario interno o un mensaje para el denunciante',
        body: comentarioDenunciaInputSchema,
        response: { 201: comentarioDenunciaSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await comentar(deps, actor(request), request.body)),
  );

  // ---- registros del caso ---------------------------------------------------------------------

  const listado = { querystring: subrecursoFiltrosSchema };

  r.get(
    '/investigaciones/',
    {
      config,
      schema: {
        tags,
        summary: 'Investigaciones de una denuncia',
        ...listado,
        response: { 200: investigacionesResponseSchema },
      },
    },
    (request) => listarInvestigaciones(app.db, actor(request), request.query),
  );
  r.post(
    '/investigaciones/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra una investigación (la primera pasa la denuncia a En investigación)',
        body: investigacionInputSchema,
        response: { 201: investigacionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearInvestigacion(app.db, actor(request), request.body)),
  );
  r.put(
    '/investigaciones/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza una investigación (con fecha de término queda terminada)',
        params: idParamSchema,
        body: investigacionUpdateSchema,
        response: { 200: investigacionSchema },
      },
    },
    (request) => actualizarInvestigacion(app.db, actor(request), request.params.id, request.body),
  );

  r.get(
    '/causa-raiz/',
    {
      config,
      schema: { tags, summary: 'Causas raíz de una denuncia', ...listado, response: { 200: causasRaizResponseSchema } },
    },
    (request) => listarCausas(app.db, actor(request), request.query),
  );
  r.post(
    '/causa-raiz/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra una causa raíz',
        body: causaRaizInputSchema,
        response: { 201: causaRaizSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearCausa(app.db, actor(request), request.body)),
  );
  r.put(
    '/causa-raiz/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza una causa raíz',
        params: idParamSchema,
        body: causaRaizUpdateSchema,
        response: { 200: causaRaizSchema },
      },
    },
    (request) => actualizarCausa(app.db, actor(request), request.params.id, request.body),
  );

  r.get(
    '/plan-acciones/',
    {
      config,
      schema: {
        tags,
        summary: 'Planes de acción de una denuncia',
        ...listado,
        response: { 200: planesAccionResponseSchema },
      },
    },
    (request) => listarPlanes(app.db, actor(request), request.query),
  );
  r.post(
    '/plan-acciones/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra un plan de acción (requiere una causa raíz; el primero pasa la denuncia a Plan de acción)',
        body: planAccionInputSchema,
        response: { 201: planAccionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearPlan(app.db, actor(request), request.body)),
  );
  r.put(
    '/plan-acciones/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un plan de acción',
        params: idParamSchema,
        body: planAccionUpdateSchema,
        response: { 200: planAccionSchema },
      },
    },
    (request) => actualizarPlan(app.db, actor(request), request.params.id, request.body),
  );

  r.get(
    '/implementaciones/',
    {
      config,
      schema: {
        tags,
        summary: 'Implementaciones de una denuncia',
        ...listado,
        response: { 200: implementacionesResponseSchema },
      },
    },
    (request) => listarImplementaciones(app.db, actor(request), request.query),
  );
  r.post(
    '/implementaciones/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra una implementación (requiere un plan; desde Plan de acción pasa a Implementación)',
        body: implementacionInputSchema,
        response: { 201: implementacionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearImplementacion(app.db, actor(request), request.body)),
  );

  r.get(
    '/medidas-resguardo/',
    {
      config,
      schema: {
        tags,
        summary: 'Medidas de resguardo de una denuncia',
        ...listado,
        response: { 200: medidasResguardoResponseSchema },
      },
    },
    (request) => listarMedidas(app.db, actor(request), request.query),
  );
  r.post(
    '/medidas-resguardo/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra una medida de resguardo (solo denuncias Ley Karin)',
        body: medidaResguardoInputSchema,
        response: { 201: medidaResguardoSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearMedida(app.db, actor(request), request.body)),
  );

  // ---- evidencias del equipo ------------------------------------------------------------------

  const partes = (request: FastifyRequest) => {
    if (!request.isMultipart()) {
      throw new AppError('VALIDACION', MENSAJES.archivoRequerido, { file: MENSAJES.archivoRequerido });
    }
    return request.parts() as AsyncIterable<ParteMultipart>;
  };
  const actorDeCampo = (request: FastifyRequest) => async (datos: { empresa_id?: number }) =>
    actorDe(app, request, await empresaDeCampo(app.db, request, datos.empresa_id));
  const multipart = (summary: string) => ({
    config,
    schema: {
      tags,
      summary,
      description: 'Multipart: los campos de texto van antes del archivo (campo file).',
      consumes: ['multipart/form-data'],
      response: { 201: evidenciaSchema },
    },
  });

  r.post(
    '/evidencias-comentario/',
    multipart('Adjunta un archivo a un comentario del equipo'),
    creado((request) =>
      subirEvidencia(app, actorDeCampo(request), partes(request), evidenciaComentarioCamposSchema, (a, d) =>
        destinoComentario(app, a, d),
      ),
    ),
  );
  r.post(
    '/evidencias-investigacion/',
    multipart('Adjunta una evidencia (título y descripción) a una investigación'),
    creado((request) =>
      subirEvidencia(app, actorDeCampo(request), partes(request), evidenciaInvestigacionCamposSchema, (a, d) =>
        destinoInvestigacion(app, a, d),
      ),
    ),
  );
  r.post(
    '/evidencias-plan-accion/',
    multipart('Adjunta una evidencia (título y descripción) a un plan de acción'),
    creado((request) =>
      subirEvidencia(app, actorDeCampo(request), partes(request), evidenciaPlanAccionCamposSchema, (a, d) =>
        destinoPlanAccion(app, a, d),
      ),
    ),
  );
}
