import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { claveRestablecidaSchema } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import type { Database } from '../../../db/client';
import type { RouteAccess } from '../../../platform/access';
import { appOrigin } from '../../../platform/csrf';
import { rutasBase } from '../../../platform/crud/crud.routes';
import type { Alcance, CrudContext } from '../../../platform/crud/resource';

/** What the account routes call; `empresaId` is the caller's tenant (0 on platform routes). */
export interface ServicioCuentas<F, C, U> {
  list(db: Database, empresaId: number, filtros: F): Promise<unknown>;
  get(db: Database, empresaId: number, id: number): Promise<unknown>;
  create(db: Database, ctx: CrudContext, body: C, opciones: { origen: string }): Promise<unknown>;
  update(db: Database, ctx: CrudContext, id: number, body: U): Promise<unknown>;
  desactivar(db: Database, ctx: CrudContext, id: number): Promise<unknown>;
  activar(db: Database, ctx: CrudContext, id: number): Promise<unknown>;
  restablecerClave(db: Database, ctx: CrudContext, id: number): Promise<unknown>;
  reenviarInvitacion(db: Database, ctx: CrudContext, id: number, opciones: { origen: string }): Promise<unknown>;
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
    alcance?: Alcance;
    contracts: { filtros: F; lista: z.ZodType; item: z.ZodType; create: C; creado: z.ZodType; update: U };
    resumenes: { lista: string; create: string; update: string; desactivar: string; restablecerClave: string };
    servicio: ServicioCuentas<z.output<F>, z.output<C>, z.output<U>>;
  },
) {
  const { r, tags, config, ctx } = rutasBase(app, opts);
  const { contracts, resumenes, servicio } = opts;
  const base = `/${opts.path}/`;
  const accion = (
    nombre: 'desactivar' | 'activar' | 'restablecer-clave' | 'reenviar-invitacion',
    summary: string,
    response: z.ZodType,
    run: (context: CrudContext, id: number, origen: string) => Promise<unknown>,
  ) =>
    r.post(
      `${base}:id/${nombre}`,
      { config, schema: { tags, summary, params: idParamSchema, response: { 200: response } } },
      (request) => run(ctx(request), request.params.id, origen(request)) as never,
    );
  // Where the invitation links point (PUBLIC_URL when set).
  const origen = (request: FastifyRequest) => appOrigin(request, app.config.PUBLIC_URL);

  r.get(
    base,
    {
      config,
      schema: { tags, summary: resumenes.lista, querystring: contracts.filtros, response: { 200: contracts.lista } },
    },
    (request) => servicio.list(app.db, request.empresaId, request.query as z.output<F>) as never,
  );

  r.get(
    `${base}:id`,
    {
      config,
      schema: { tags, summary: 'Detalle de un usuario', params: idParamSchema, response: { 200: contracts.item } },
    },
    (request) => servicio.get(app.db, request.empresaId, request.params.id) as never,
  );

  r.post(
    base,
    {
      config,
      schema: { tags, summary: resumenes.create, body: contracts.create, response: { 201: contracts.creado } },
    },
    async (request, reply) => {
      reply.status(201);
      return (await servicio.create(app.db, ctx(request), request.body as z.output<C>, {
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
    (request) => servicio.update(app.db, ctx(request), request.params.id, request.body as z.output<U>) as never,
  );

  accion('desactivar', resumenes.desactivar, contracts.item, (c, id) => servicio.desactivar(app.db, c, id));
  accion('activar', 'Reactiva un usuario', contracts.item, (c, id) => servicio.activar(app.db, c, id));
  accion('restablecer-clave', resumenes.restablecerClave, claveRestablecidaSchema, (c, id) =>
    servicio.restablecerClave(app.db, c, id),
  );
  accion(
    'reenviar-invitacion',
    'Envía un nuevo enlace de invitación a un usuario pendiente (el anterior deja de servir)',
    contracts.item,
    (c, id, o) => servicio.reenviarInvitacion(app.db, c, id, { origen: o }),
  );
}
