import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@atalaya/shared/contracts/common';
import {
  codigoBodySchema,
  codigosRecuperacionSchema,
  desactivarDosFactoresBodySchema,
  enrolamientoSchema,
  estadoDosFactoresSchema,
} from '@atalaya/shared/contracts/auth/dos-factores';
import { access, requireSession } from '../../platform/access';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { confirmar, desactivar, estado, iniciar, regenerarRecuperacion, type ActorTotp } from '../auth/totp.service';

/** Cuenta → 'Verificación en dos pasos' (issue 9): any signed-in user, on themself only. */
export async function dosFactoresRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cuenta'];
  const config = { access: access.authenticated() };
  const deps = dependenciasDe(app);
  const actor = (request: FastifyRequest): ActorTotp => ({
    ...actorDe(app, request),
    email: requireSession(request).email,
    ip: request.ip,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  r.get(
    '/cuenta/2fa',
    {
      config,
      schema: {
        tags,
        summary: 'Estado de la verificación en dos pasos del usuario (activa, obligatoria, códigos de recuperación)',
        response: { 200: estadoDosFactoresSchema },
      },
    },
    (request) => estado(deps, actor(request)),
  );

  r.post(
    '/cuenta/2fa/iniciar',
    {
      config,
      schema: {
        tags,
        summary: 'Inicia la activación: un secreto nuevo con su código QR (pendiente hasta confirmar un código)',
        response: { 200: enrolamientoSchema },
      },
    },
    (request) => iniciar(deps, actor(request)),
  );

  r.post(
    '/cuenta/2fa/confirmar',
    {
      config,
      schema: {
        tags,
        summary: 'Confirma la activación con un código; entrega los códigos de recuperación (solo esta vez)',
        body: codigoBodySchema,
        response: { 200: codigosRecuperacionSchema },
      },
    },
    (request) => confirmar(deps, actor(request), request.body),
  );

  r.delete(
    '/cuenta/2fa',
    {
      config,
      schema: {
        tags,
        summary: 'Desactiva la verificación en dos pasos (contraseña y un código); no si es obligatoria',
        body: desactivarDosFactoresBodySchema,
        response: { 200: okSchema },
      },
    },
    (request) => desactivar(deps, actor(request), request.body),
  );

  r.post(
    '/cuenta/2fa/recuperacion',
    {
      config,
      schema: {
        tags,
        summary: 'Genera diez códigos de recuperación nuevos (los anteriores dejan de servir); exige un código',
        body: codigoBodySchema,
        response: { 200: codigosRecuperacionSchema },
      },
    },
    (request) => regenerarRecuperacion(deps, actor(request), request.body),
  );
}
