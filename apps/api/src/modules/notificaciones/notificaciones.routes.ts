import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema, paginationSchema } from '@atalaya/shared/contracts/common';
import {
  leerTodasResponseSchema,
  notificacionesResponseSchema,
  pendientesResponseSchema,
} from '@atalaya/shared/contracts/notificaciones';
import { access } from '../../platform/access';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { listNotificaciones, marcarLeida, marcarTodasLeidas, pendientes } from './notificaciones.service';

export async function notificacionesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notificaciones'];

  r.get(
    '/notificaciones/pendientes',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Cantidad de notificaciones sin leer del usuario',
        response: { 200: pendientesResponseSchema },
      },
    },
    (request) => pendientes(dependenciasDe(app), actorDe(app, request)),
  );

  r.get(
    '/notificaciones/',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Notificaciones del usuario, recientes primero',
        querystring: paginationSchema,
        response: { 200: notificacionesResponseSchema },
      },
    },
    (request) => listNotificaciones(dependenciasDe(app), actorDe(app, request), request.query),
  );

  // Declared before '/:id/leer' for readability only: the router matches the static path first anyway.
  r.post(
    '/notificaciones/leer-todas',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Marca como leídas todas las notificaciones del usuario',
        response: { 200: leerTodasResponseSchema },
      },
    },
    (request) => marcarTodasLeidas(dependenciasDe(app), actorDe(app, request)),
  );

  r.post(
    '/notificaciones/:id/leer',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Marca una notificación como leída',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    (request) => marcarLeida(dependenciasDe(app), actorDe(app, request), request.params.id),
  );
}
