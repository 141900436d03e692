import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkSessionResponseSchema,
  empresaActivaBodySchema,
  empresasDisponiblesResponseSchema,
  loginBodySchema,
  loginResponseSchema,
} from '@atalaya/shared/contracts/auth';
import { okSchema } from '@atalaya/shared/contracts/common';
import { MENSAJES } from '@atalaya/shared/messages';
import { access, requireSession, SESSION_COOKIE } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { verifyCaptcha } from '../../platform/auth/captcha';
import {
  loadContext,
  rotateRefresh,
  sessionIdForAccess,
  sessionIdForRefresh,
  type IssuedTokens,
} from '../../platform/auth/sessions';
import { empresasDisponibles, login, logout, switchEmpresa, toSessionUser } from './auth.service';

export const REFRESH_COOKIE = 'atalaya_refresh';
/** The refresh cookie only travels to /auth/* (refresh and logout), never to other API calls. */
const REFRESH_PATH = '/api/v1/auth';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = app.sessionPolicy;

  function secureCookies(request: FastifyRequest) {
    return app.config.COOKIE_SECURE ?? request.protocol === 'https';
  }

  function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
    const common = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(request) };
    const maxAge = Math.floor(policy.absoluteMs / 1000);
    reply.setCookie(SESSION_COOKIE, tokens.accessToken, { ...common, path: '/', maxAge });
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...common, path: REFRESH_PATH, maxAge });
  }

  function clearSessionCookies(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  }

  r.post(
    '/auth/login',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Inicio de sesión con usuario y contraseña (form-urlencoded)',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password, recaptcha_token } = request.body;
      await verifyCaptcha(
        {
          secret: app.config.RECAPTCHA_SECRET,
          verifyUrl: app.config.RECAPTCHA_VERIFY_URL,
          timeoutMs: app.config.RECAPTCHA_TIMEOUT_MS,
        },
        recaptcha_token,
        request.ip,
      );
      const result = await login(
        app.db,
        policy,
        { username, password, ip: request.ip, userAgent: request.headers['user-agent'] },
        app.clock(),
      );
      setSessionCookies(request, reply, result.tokens);
      return { active: true as const, user: result.user };
    },
  );

  r.post(
    '/auth/refresh',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Renueva la sesión (rota el token de refresco)',
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const outcome = token ? await rotateRefresh(app.db, policy, token, app.clock()) : null;
      if (!outcome || !outcome.ok) {
        clearSessionCookies(reply);
        if (outcome?.reason === 'reutilizado') request.log.warn('refresh token reutilizado: sesión revocada');
        throw new AppError('NO_AUTENTICADO', MENSAJES.sesionExpirada);
      }
      const ctx = await loadContext(app.db, outcome.usuarioId, outcome.empresaId, outcome.tokens.sesionId);
      if (!ctx) {
        clearSessionCookies(reply);
        throw new AppError('NO_AUTENTICADO', MENSAJES.sesionExpirada);
      }
      setSessionCookies(request, reply, outcome.tokens);
      return { active: true as const, user: toSessionUser(ctx) };
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: access.public() },
      schema: { tags: ['auth'], summary: 'Cierra la sesión en el servidor', response: { 200: okSchema } },
    },
    async (request, reply) => {
      const accessToken = request.cookies[SESSION_COOKIE];
      const refreshToken = request.cookies[REFRESH_COOKIE];
      const sesionId =
        (accessToken && (await sessionIdForAccess(app.db, accessToken))) ||
        (refreshToken && (await sessionIdForRefresh(app.db, refreshToken))) ||
        null;
      if (sesionId) {
        await logout(
          app.db,
          { sesionId, usuarioId: request.session?.usuarioId ?? null, empresaId: request.session?.empresaId ?? null },
          app.clock(),
        );
      }
      clearSessionCookies(reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/auth/check-session',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['auth'],
        summary: 'Sesión actual (401 si no hay una activa)',
        response: { 200: checkSessionResponseSchema },
      },
    },
    async (request) => ({ active: true, user: toSessionUser(requireSession(request)) }),
  );

  r.post(
    '/auth/empresa-activa',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['auth'],
        summary: 'Cambia la empresa sobre la que actúa la sesión (administradores de plataforma)',
        body: empresaActivaBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const user = await switchEmpresa(app.db, requireSession(request), request.body.empresa_id, app.clock());
      return { active: true as const, user };
    },
  );

  r.get(
    '/auth/empresas-disponibles',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['auth'],
        summary: 'Empresas sobre las que puede actuar la sesión',
        response: { 200: empresasDisponiblesResponseSchema },
      },
    },
    (request) => empresasDisponibles(app.db, requireSession(request)),
  );
}
