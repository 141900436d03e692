import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MENSAJES } from '@atalaya/shared/messages';
import { AppError } from './errors';

/** Methods that change state: the only ones a forged cross-site request can do harm with. */
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's own origin: PUBLIC_URL when set, else the one the request came to. */
export function appOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Why a request must be refused as cross-site, or null when it may go on. Browsers send
 * `Sec-Fetch-Site` (and `Origin` on every POST/PUT/PATCH/DELETE) on their own; they cannot be
 * forged by another site's page. Requests with neither header (curl, API clients) are not
 * browser-driven and go on: cookies are SameSite=Lax, this is the second line of defence.
 */
export function crossSiteReason(request: FastifyRequest, publicUrl: string | undefined): string | null {
  const site = request.headers['sec-fetch-site'];
  // `same-site` is a sibling subdomain: another application, not ours.
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site=${site}`;
  const origin = request.headers.origin;
  // `Origin: null` (sandboxed frames, data: URLs, some redirects) is foreign too.
  if (origin !== undefined && origin !== appOrigin(request, publicUrl)) return 'origin';
  return null;
}

/**
 * Cross-site request refusal (CSRF): a state-changing `/api/` request sent by another site's page
 * is answered 403 ORIGEN_NO_PERMITIDO before authentication, so it never reaches a handler.
 * Register before `accessGuard`: hooks run in registration order.
 */
export const csrfGuard = fp(async function csrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // The matched route's pattern, not only the raw URL: an encoded path (`/%61pi/…`) must not slip by.
    const api = request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/');
    if (!MUTATING.has(request.method) || !api) return;
    const reason = crossSiteReason(request, app.config.PUBLIC_URL);
    if (!reason) return;
    // The origins in the log tell an operator when a proxy hides HTTPS (set TRUST_PROXY or PUBLIC_URL).
    const esperado = appOrigin(request, app.config.PUBLIC_URL);
    request.log.warn({ motivo: reason, origen: request.headers.origin, esperado }, 'solicitud de otro sitio rechazada');
    throw new AppError('ORIGEN_NO_PERMITIDO', MENSAJES.origenNoPermitido);
  });
});
