import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { claveRestablecidaSchema } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import type { RouteAccess } from '../../../platform/access';
import { appOrigin } from '../../../platform/csrf';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { actorDe, dependenciasDe, type Actor, type Dependencias } from '../../../platform/servicio';

type Deps = Pick<Dependencias, 'db'>;

/** What the account routes call; each service decides which company `actor` acts on. */
export interface ServicioCuentas<F, C, U> {
  list(deps: Deps, actor: Actor, filtros: F): Promise<unknown>;
  get(deps: Deps, actor: Actor, id: number): Promise<unknown>;
  create(deps: Deps, actor: Actor, input: { body: C; origen: string }): Promise<unknown>;
  update(deps: Deps, actor: Actor, input: { id: number; body: U }): Promise<unknown>;
  desactivar(deps: Deps, actor: Actor, id: number): Promise<unknown>;
  activar(deps: Deps, actor: Actor, id: number): Promise<unknown>;
  restablecerClave(deps: Deps, actor: Actor, id: number): Promise<unknown>;
  reenviarInvitacion(deps: Deps, actor: Actor, input: { id: number; origen: string }): Promise<unknown>;
}

/**
 * The user-account routes shared by Mi Empresa → usuarios and Globales → usuarios:
 * GET /{path}/ · GET /{path}/:id · POST /{path}/ (201, an invitation) ·
 * PUT /{path}/:id · POST /{path}/:id/desactivar · POST /{path}/:id/activar ·
 * POST /{path}/:id/restablecer-clave · POST /{path}/:id/reenviar-invitacion.
 */
export function registrarRutasCuentas<F extends z.ZodObject, C extends z.ZodObject, U extends z.ZodObject>(
  app: FastifyInstance,
  opts: {
    path: string;
    tag: string;
    access: RouteAccess;
    contracts: { filtros: F; lista: z.ZodType; item: z.ZodType; create: C; creado: z.ZodType; update: U };
    resumenes: { lista: string; create: string; update: string; desactivar: string; restablecerClave: string };
    servicio: ServicioCuentas<z.output<F>, z.output<C>, z.output<U>>;
  },
) {
  const { r, tags, config } = rutasBase(app, opts);
  const { contracts, resumenes, servicio } = opts;
  const deps = dependenciasDe(app);
  const base = `/${opts.path}/`;
  const accion = (
    nombre: 'desactivar' | 'activar' | 'restablecer-clave' | 'reenviar-invitacion',
    summary: string,
    response: z.ZodType,
    run: (actor: Actor, id: number, origen: string) => Promise<unknown>,
  ) =>
    r.post(
      `${base}:id/${nombre}`,
      { config, schema: { tags, summary, params: idParamSchema, response: { 200: response } } },
      (request) => run(actorDe(app, request), request.params.id, origen(request)) as never,
    );
  // Where the invitation links point (PUBLIC_URL when set).
  const origen = (request: FastifyRequest) => appOrigin(request, app.config.PUBLIC_URL);

  r.get(
    base,
    {
      config,
      schema: { tags, summary: resumenes.lista, querystring: contracts.filtros, response: { 200: contracts.lista } },
    },
    (request) => servicio.list(deps, actorDe(app, request), request.query as z.output<F>) as never,
  );

  r.get(
    `${base}:id`,
    {
      config,
      schema: { tags, summary: 'Detalle de un usuario', params: idParamSchema, response: { 200: contracts.item } },
    },
    (request) => servicio.get(deps, actorDe(app, request), request.params.id) as never,
  );

  r.post(
    base,
    {
      config,
      schema: { tags, summary: resumenes.create, body: contracts.create, response: { 201: contracts.creado } },
    },
    async (request, reply) => {
      reply.status(201);
      return (await servicio.create(deps, actorDe(app, request), {
        body: request.body as z.output<C>,
        origen: origen(request),
      })) as never;
    },
  );

  r.put(
    `${base}:id`,
    {
      config,
      schema: {
        tags,
        summary: resumenes.update,
        params: idParamSchema,
        body: contracts.update,
        response: { 200: contracts.item },
      },
    },
    (request) =>
      servicio.update(deps, actorDe(app, request), {
        id: request.params.id,
        body: request.body as z.output<U>,
      }) as never,
  );

  accion('desactivar', resumenes.desactivar, contracts.item, (a, id) => servicio.desactivar(deps, a, id));
  accion('activar', 'Reactiva un usuario', contracts.item, (a, id) => servicio.activar(deps, a, id));
  accion('restablecer-clave', resumenes.restablecerClave, claveRestablecidaSchema, (a, id) =>
    servicio.restablecerClave(deps, a, id),
  );
  accion(
    'reenviar-invitacion',
    'Envía un nuevo enlace de invitación a un usuario pendiente (el anterior deja de servir)',
    contracts.item,
    (a, id, o) => servicio.reenviarInvitacion(deps, a, { id, origen: o }),
  );
}
