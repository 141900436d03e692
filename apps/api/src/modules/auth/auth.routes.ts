import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkSessionResponseSchema,
  empresaActivaBodySchema,
  empresasDisponiblesResponseSchema,
  loginBodySchema,
  loginResponseSchema,
} from '@atalaya/shared/contracts/auth/sesion';
import { okSchema } from '@atalaya/shared/contracts/common';
import { MENSAJES } from '@atalaya/shared/messages';
import { access, requireSession, SESSION_COOKIE } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { verifyCaptcha } from '../../platform/auth/captcha';
import { pruebasDe } from '../../platform/auth/prueba-trabajo';
import { loadContext, rotateRefresh, sessionIdForAccess, sessionIdForRefresh } from '../../platform/auth/sessions';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies';
import { empresasDisponibles, login, logout, switchEmpresa, toSessionUser, type ActorSesion } from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest): ActorSesion => ({
    ...actorDe(app, request),
    session: requireSession(request),
  });

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
      const { username, password, recaptcha_token, prueba_token, prueba_solucion } = request.body;
      await verifyCaptcha(
        {
          secret: app.config.RECAPTCHA_SECRET,
          verifyUrl: app.config.RECAPTCHA_VERIFY_URL,
          timeoutMs: app.config.RECAPTCHA_TIMEOUT_MS,
        },
        recaptcha_token,
        request.ip,
      );
      const result = await login(dependenciasDe(app), {
        username,
        password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        totpPlataformaObligatorio: app.config.TOTP_PLATAFORMA_OBLIGATORIO,
        // A verified reCAPTCHA (every attempt, when configured) stands in for the proof of work.
        pruebas: app.config.RECAPTCHA_SECRET ? null : pruebasDe(app),
        prueba: { token: prueba_token, solucion: prueba_solucion },
        fallosPorOrigen: app.config.LOGIN_FALLOS_POR_ORIGEN,
      });
      // Second factor pending (issue 9): no cookies until /auth/login/totp or the enrolment.
      if ('desafio' in result) return { active: false as const, desafio: result.desafio, requiere: result.requiere };
      setSessionCookies(app, request, reply, result.tokens);
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
      const outcome = token ? await rotateRefresh(app.db, app.sessionPolicy, token, app.clock()) : null;
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
      setSessionCookies(app, request, reply, outcome.tokens);
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
        await logout(dependenciasDe(app), {
          sesionId,
          usuarioId: request.session?.usuarioId ?? null,
          empresaId: request.session?.empresaId ?? null,
        });
      }
      clearSessionCookies(reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/auth/check-session',
    {
      // Public so that a visitor without any session cookie learns "signed out" with a 200 (no
      // failed request in the console of every signed-out page, issue 25 §4). A session cookie
      // that is no longer valid still answers 401, so the browser refreshes with its refresh token.
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Sesión actual (sin cookies de sesión: inactiva; 401 si la sesión ya no es válida)',
        response: { 200: checkSessionResponseSchema },
      },
    },
    async (request) => {
      if (request.session) return { active: true, user: toSessionUser(request.session) };
      if (!request.cookies[SESSION_COOKIE] && !request.cookies[REFRESH_COOKIE]) return { active: false, user: null };
      throw new AppError('NO_AUTENTICADO', MENSAJES.sesionRequerida);
    },
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
      const user = await switchEmpresa(dependenciasDe(app), actor(request), request.body.empresa_id);
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
    (request) => empresasDisponibles(dependenciasDe(app), actor(request)),
  );
}
