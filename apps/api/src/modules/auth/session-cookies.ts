import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../platform/access';
import type { IssuedTokens } from '../../platform/auth/sessions';

export const REFRESH_COOKIE = 'atalaya_refresh';
/** The refresh cookie only travels to /auth/* (refresh and logout), never to other API calls. */
const REFRESH_PATH = '/api/v1/auth';

/** Session cookies of every sign-in (password, TOTP step, SSO) and of refresh. */
export function setSessionCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens,
) {
  const secure = app.config.COOKIE_SECURE ?? request.protocol === 'https';
  const common = { httpOnly: true, sameSite: 'lax' as const, secure };
  const maxAge = Math.floor(app.sessionPolicy.absoluteMs / 1000);
  reply.setCookie(SESSION_COOKIE, tokens.accessToken, { ...common, path: '/', maxAge });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...common, path: REFRESH_PATH, maxAge });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}
