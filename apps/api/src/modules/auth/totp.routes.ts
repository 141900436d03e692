import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@atalaya/shared/contracts/auth/sesion';
import {
  enrolamientoSchema,
  loginEnrolarBodySchema,
  loginEnrolarConfirmarBodySchema,
  loginEnrolarConfirmarResponseSchema,
  loginTotpBodySchema,
} from '@atalaya/shared/contracts/auth/dos-factores';
import { access } from '../../platform/access';
import { dependenciasDe } from '../../platform/servicio';
import { setSessionCookies } from './session-cookies';
import { loginEnrolar, loginEnrolarConfirmar, loginTotp, type Origen } from './totp.service';

/**
 * The second step of a password sign-in (issue 9): POST /auth/login answered a `desafio`; these
 * routes finish it with a TOTP code (or a recovery code), or enrol a user who must have 2FA.
 */
export async function totpLoginRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const config = { access: access.public() };
  const deps = dependenciasDe(app);
  const origen = (request: { ip: string; headers: { 'user-agent'?: string } }): Origen => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  r.post(
    '/auth/login/totp',
    {
      config,
      schema: {
        tags,
        summary:
          'Segundo paso del inicio de sesión: código de la aplicación de autenticación o un código de recuperación',
        body: loginTotpBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await loginTotp(deps, { ...request.body, ...origen(request) });
      setSessionCookies(app, request, reply, result.tokens);
      return { active: true as const, user: result.user };
    },
  );

  r.post(
    '/auth/login/enrolar',
    {
      config,
      schema: {
        tags,
        summary: 'Activación obligatoria de la verificación en dos pasos al iniciar sesión: secreto y código QR',
        body: loginEnrolarBodySchema,
        response: { 200: enrolamientoSchema },
      },
    },
    (request) => loginEnrolar(deps, { ...request.body, ...origen(request) }),
  );

  r.post(
    '/auth/login/enrolar/confirmar',
    {
      config,
      schema: {
        tags,
        summary:
          'Confirma la activación con un código e inicia la sesión; entrega los códigos de recuperación (una vez)',
        body: loginEnrolarConfirmarBodySchema,
        response: { 200: loginEnrolarConfirmarResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await loginEnrolarConfirmar(deps, { ...request.body, ...origen(request) });
      setSessionCookies(app, request, reply, result.tokens);
      return { active: true as const, user: result.user, codigos_recuperacion: result.codigos };
    },
  );
}
