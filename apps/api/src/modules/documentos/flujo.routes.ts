import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  cicloVidaResponseSchema,
  comentarioInputSchema,
  comentarioSchema,
  comentariosResponseSchema,
  flujoFiltrosSchema,
  flujoSchema,
  flujosResponseSchema,
  historialResponseSchema,
  misFlujosSchema,
  nuevaVersionInputSchema,
  transicionInputSchema,
} from '@atalaya/shared/contracts/documentos';
import { MENSAJES } from '@atalaya/shared/messages';
import { ACCESS } from '@atalaya/shared/roles';
import { access, requireSession } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { empresaExiste } from './flujo.repository';
import {
  cicloVida,
  comentar,
  getFlujo,
  historial,
  listarComentarios,
  listarFlujos,
  misFlujos,
  nuevaVersion,
  publicarSinFlujo,
  transicionar,
} from './flujo.service';

/* The document flow over HTTP (issue 5; SPEC §7 'Documents'). Ids are flow ids except under /documentos/. */

export const MENSAJE_USUARIO_SESION = 'usuario_id debe ser el usuario de la sesión';
export const MENSAJE_EMPRESA_REQUERIDA = 'Document-flow list requires empresa_id';

export async function flujoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documentos'];
  const config = { access: access.empresa(ACCESS.documentos, 'documentos') };
  /** A route's options: the module's access and tag, plus its summary and contract schemas. */
  const opciones = <S extends object>(summary: string, schema: S) => ({ config, schema: { tags, summary, ...schema } });
  const deps = dependenciasDe(app);
  const actor = (request: FastifyRequest) => actorDe(app, request);

  r.post(
    '/documento-flujo-ciclo-vida/documento/:id/transicion',
    opciones('Mueve un flujo de documento a otra fase (revisión, aprobación, rechazo, publicación)', {
      params: idParamSchema,
      body: transicionInputSchema,
      response: { 200: flujoSchema },
    }),
    (request) => {
      const quien = actor(request);
      if (request.body.usuario_id !== quien.usuarioId) {
        throw new AppError('VALIDACION', MENSAJES.datosInvalidos, { usuario_id: MENSAJE_USUARIO_SESION });
      }
      return transicionar(deps, quien, { id: request.params.id, ...request.body });
    },
  );

  r.get(
    '/documento-flujo-ciclo-vida/documento/:id',
    opciones('Historial del ciclo de vida de un flujo, del más antiguo al más reciente', {
      params: idParamSchema,
      response: { 200: cicloVidaResponseSchema },
    }),
    (request) => cicloVida(deps, actor(request), request.params.id),
  );

  r.post(
    '/documentos/:id/publish',
    opciones('Publica el borrador de un documento sin flujo de aprobación', {
      params: idParamSchema,
      response: { 200: flujoSchema },
    }),
    (request) => publicarSinFlujo(deps, actor(request), request.params.id),
  );

  r.post(
    '/documentos/:id/nueva-version',
    opciones('Abre la siguiente versión de un documento publicado (fase Borrador)', {
      params: idParamSchema,
      body: nuevaVersionInputSchema,
      response: { 201: flujoSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await nuevaVersion(deps, actor(request), { documentoId: request.params.id, ...request.body })),
  );

  r.get(
    '/documentos/:id/historial',
    opciones('Versiones de un documento, la más reciente primero', {
      params: idParamSchema,
      response: { 200: historialResponseSchema },
    }),
    (request) => historial(deps, actor(request), request.params.id),
  );

  const listar = async (request: FastifyRequest<{ Querystring: typeof flujoFiltrosSchema._zod.output }>) => {
    const session = requireSession(request);
    const q = request.query;
    let empresaId = request.empresaId;
    // SPEC's companyId is an alias of empresa_id: the same tenant rule as the access guard's.
    if (q.companyId !== undefined && q.companyId !== empresaId) {
      if (q.empresa_id !== undefined || !session.esAdminPlataforma || !(await empresaExiste(app.db, q.companyId))) {
        throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
      }
      empresaId = q.companyId;
    }
    if (!empresaId) {
      throw new AppError('VALIDACION', MENSAJE_EMPRESA_REQUERIDA, { empresa_id: MENSAJE_EMPRESA_REQUERIDA });
    }
    return listarFlujos(deps, actorDe(app, request, empresaId), {
      search: q.search || undefined,
      phase: q.phase,
      documento_id: q.documento_id,
      offset: q.offset,
      limit: q.limit,
    });
  };
  for (const url of ['/documentacion-procesos/', '/documentaciones/']) {
    r.get(
      url,
      opciones('Flujos de documentos de la empresa (filtros: search, phase, documento_id)', {
        querystring: flujoFiltrosSchema,
        response: { 200: flujosResponseSchema },
      }),
      listar,
    );
  }

  r.get(
    '/documentacion-procesos/documentacion/:id',
    opciones('Un flujo de documento (modal "Flujo de documento")', {
      params: idParamSchema,
      response: { 200: flujoSchema },
    }),
    (request) => getFlujo(deps, actor(request), request.params.id),
  );

  r.get(
    '/documento-flujo-overview/',
    opciones('Trabajo pendiente del usuario en el flujo documental (mis-flujos)', {
      response: { 200: misFlujosSchema },
    }),
    (request) => misFlujos(deps, actor(request)),
  );

  r.get(
    '/documentacion-procesos/documentacion/:id/comentarios',
    opciones('Comentarios de un flujo (incluye los rechazos), del más antiguo al más reciente', {
      params: idParamSchema,
      response: { 200: comentariosResponseSchema },
    }),
    (request) => listarComentarios(deps, actor(request), request.params.id),
  );

  r.post(
    '/documentacion-procesos/documentacion/:id/comentarios',
    opciones('Agrega un comentario al flujo y avisa a los demás participantes', {
      params: idParamSchema,
      body: comentarioInputSchema,
      response: { 201: comentarioSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await comentar(deps, actor(request), { flujoId: request.params.id, texto: request.body.texto })),
  );
}
