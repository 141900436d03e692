import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { dependenciasDe, type Dependencias } from '../../../platform/servicio';
import { actorDe, empresaDeCampo, type Actor } from './acceso-denuncia';
import { cerrar, clasificar, derivarDt, desclasificar, implementar } from './casos.service';
import { comentar, listarComentarios } from './comentarios.service';
import {
  destinoComentario,
  destinoInvestigacion,
  destinoPlanAccion,
  subirEvidencia,
  type Destino,
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
import type { DepsRegistros, Filtros } from './subrecurso';

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
  const deps = dependenciasDe(app);
  const actor = (request: FastifyRequest) => actorDe(app, request);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  /** A route's options: the module's access and tag, plus its summary and contract schemas. */
  const opciones = <S extends object>(summary: string, schema: S) => ({ config, schema: { tags, summary, ...schema } });
  const creado =
    <T>(fn: (request: FastifyRequest) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await fn(request));

  // ---- movimientos del caso -------------------------------------------------------------------

  /** A step on /denuncias/{id}/…: it answers the case as its detail screen shows it. */
  const movimiento = <S extends object>(summary: string, schema: S = {} as S) =>
    opciones(summary, { params: idParamSchema, ...schema, response: { 200: denunciaDetalleSchema } });

  r.post(
    '/denuncias/:id/clasificar/',
    movimiento('Clasifica una denuncia recibida (tipo, gravedad, categoría, investigador): pasa a En revisión', {
      body: clasificarInputSchema,
    }),
    (request) => clasificar(deps, actor(request), request.params.id, request.body, 'clasificar'),
  );
  r.put(
    '/denuncias/:id/clasificar/',
    movimiento('Modifica la clasificación de una denuncia abierta', { body: clasificarInputSchema }),
    (request) => clasificar(deps, actor(request), request.params.id, request.body, 'reclasificar'),
  );
  r.delete(
    '/denuncias/:id/clasificar/',
    movimiento('Quita la clasificación (solo en revisión): vuelve a Recibida'),
    (request) => desclasificar(deps, actor(request), request.params.id),
  );
  r.post(
    '/denuncias/:id/derivar-dt/',
    movimiento('Deriva una denuncia Ley Karin a la Dirección del Trabajo', { body: derivarDtInputSchema }),
    (request) => derivarDt(deps, actor(request), request.params.id, request.body),
  );
  r.post(
    '/denuncias/:id/implementar/',
    movimiento('Pasa la denuncia a Implementación (requiere un plan de acción)'),
    (request) => implementar(deps, actor(request), request.params.id),
  );
  r.post(
    '/denuncias/:id/cerrar/',
    movimiento('Cierra la denuncia (desde Implementación) o la desestima (desde En revisión, salvo Ley Karin)', {
      body: cerrarInputSchema,
    }),
    (request) => cerrar(deps, actor(request), request.params.id, request.body),
  );

  // ---- comentarios ----------------------------------------------------------------------------

  r.get(
    '/comentarios/',
    opciones('Comentarios de una denuncia (internos y con el denunciante), del más antiguo al más reciente', {
      querystring: comentarioFiltrosSchema,
      response: { 200: comentariosDenunciaResponseSchema },
    }),
    (request) => listarComentarios(deps, actor(request), request.query),
  );
  r.post(
    '/comentarios/',
    opciones('Agrega un comentario interno o un mensaje para el denunciante', {
      body: comentarioDenunciaInputSchema,
      response: { 201: comentarioDenunciaSchema },
    }),
    async (request, reply) => reply.status(201).send(await comentar(deps, actor(request), request.body)),
  );

  // ---- registros del caso ---------------------------------------------------------------------

  /**
   * A work record's routes: GET /{ruta}/ (by denuncia_id, offset/limit), POST /{ruta}/ (201) and,
   * when the record can be edited, PUT /{ruta}/:id (answers like POST).
   */
  const rutasDeRegistro = <A extends z.ZodType, E extends z.ZodType>(
    ruta: string,
    rutas: {
      lista: {
        summary: string;
        response: z.ZodType;
        listar: (deps: DepsRegistros, a: Actor, f: Filtros) => Promise<unknown>;
      };
      alta: {
        summary: string;
        body: A;
        response: z.ZodType;
        crear: (deps: DepsRegistros, a: Actor, input: z.output<A>) => Promise<unknown>;
      };
      edicion?: {
        summary: string;
        body: E;
        actualizar: (deps: DepsRegistros, a: Actor, id: number, input: z.output<E>) => Promise<unknown>;
      };
    },
  ) => {
    const { lista, alta, edicion } = rutas;
    r.get(
      `/${ruta}/`,
      opciones(lista.summary, { querystring: subrecursoFiltrosSchema, response: { 200: lista.response } }),
      (request) => lista.listar(deps, actor(request), request.query) as never,
    );
    r.post(
      `/${ruta}/`,
      opciones(alta.summary, { body: alta.body, response: { 201: alta.response } }),
      creado((request) => alta.crear(deps, actor(request), request.body as z.output<A>)),
    );
    if (!edicion) return;
    r.put(
      `/${ruta}/:id`,
      opciones(edicion.summary, { params: idParamSchema, body: edicion.body, response: { 200: alta.response } }),
      (request) => edicion.actualizar(deps, actor(request), request.params.id, request.body as z.output<E>) as never,
    );
  };

  rutasDeRegistro('investigaciones', {
    lista: {
      summary: 'Investigaciones de una denuncia',
      response: investigacionesResponseSchema,
      listar: listarInvestigaciones,
    },
    alta: {
      summary: 'Registra una investigación (la primera pasa la denuncia a En investigación)',
      body: investigacionInputSchema,
      response: investigacionSchema,
      crear: crearInvestigacion,
    },
    edicion: {
      summary: 'Actualiza una investigación (con fecha de término queda terminada)',
      body: investigacionUpdateSchema,
      actualizar: actualizarInvestigacion,
    },
  });
  rutasDeRegistro('causa-raiz', {
    lista: { summary: 'Causas raíz de una denuncia', response: causasRaizResponseSchema, listar: listarCausas },
    alta: {
      summary: 'Registra una causa raíz',
      body: causaRaizInputSchema,
      response: causaRaizSchema,
      crear: crearCausa,
    },
    edicion: { summary: 'Actualiza una causa raíz', body: causaRaizUpdateSchema, actualizar: actualizarCausa },
  });
  rutasDeRegistro('plan-acciones', {
    lista: { summary: 'Planes de acción de una denuncia', response: planesAccionResponseSchema, listar: listarPlanes },
    alta: {
      summary: 'Registra un plan de acción (requiere una causa raíz; el primero pasa la denuncia a Plan de acción)',
      body: planAccionInputSchema,
      response: planAccionSchema,
      crear: crearPlan,
    },
    edicion: { summary: 'Actualiza un plan de acción', body: planAccionUpdateSchema, actualizar: actualizarPlan },
  });
  rutasDeRegistro('implementaciones', {
    lista: {
      summary: 'Implementaciones de una denuncia',
      response: implementacionesResponseSchema,
      listar: listarImplementaciones,
    },
    alta: {
      summary: 'Registra una implementación (requiere un plan; desde Plan de acción pasa a Implementación)',
      body: implementacionInputSchema,
      response: implementacionSchema,
      crear: crearImplementacion,
    },
  });
  rutasDeRegistro('medidas-resguardo', {
    lista: {
      summary: 'Medidas de resguardo de una denuncia',
      response: medidasResguardoResponseSchema,
      listar: listarMedidas,
    },
    alta: {
      summary: 'Registra una medida de resguardo (solo denuncias Ley Karin)',
      body: medidaResguardoInputSchema,
      response: medidaResguardoSchema,
      crear: crearMedida,
    },
  });

  // ---- evidencias del equipo ------------------------------------------------------------------

  const actorDeCampo = (request: FastifyRequest) => async (datos: { empresa_id?: number }) =>
    actorDe(app, request, await empresaDeCampo(app.db, request, datos.empresa_id));

  /** POST {ruta} (multipart): a staff file for the record `destino` finds from the text fields. */
  const evidencia = <S extends z.ZodType<{ empresa_id?: number }>>(
    ruta: string,
    summary: string,
    campos: S,
    destino: (deps: Pick<Dependencias, 'db'>, a: Actor, datos: z.output<S>) => Promise<Destino>,
  ) =>
    r.post(
      ruta,
      opciones(summary, {
        description: 'Multipart: los campos de texto van antes del archivo (campo file).',
        consumes: ['multipart/form-data'],
        response: { 201: evidenciaSchema },
      }),
      creado((request) => subirEvidencia(deps, actorDeCampo(request), request, campos, (a, d) => destino(deps, a, d))),
    );

  evidencia(
    '/evidencias-comentario/',
    'Adjunta un archivo a un comentario del equipo',
    evidenciaComentarioCamposSchema,
    destinoComentario,
  );
  evidencia(
    '/evidencias-investigacion/',
    'Adjunta una evidencia (título y descripción) a una investigación',
    evidenciaInvestigacionCamposSchema,
    destinoInvestigacion,
  );
  evidencia(
    '/evidencias-plan-accion/',
    'Adjunta una evidencia (título y descripción) a un plan de acción',
    evidenciaPlanAccionCamposSchema,
    destinoPlanAccion,
  );
}
