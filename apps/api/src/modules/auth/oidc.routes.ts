import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema, oauthSessionLoginBodySchema } from '@atalaya/shared/contracts/auth/sesion';
import { MENSAJES_EMPRESAS } from '@atalaya/shared/contracts/globales/empresas';
import { MENSAJES } from '@atalaya/shared/messages';
import { access } from '../../platform/access';
import { OidcError } from '../../platform/auth/oidc-cliente';
import { dependenciasDe } from '../../platform/servicio';
import { completarOidc, iniciarOidc, loginConCodeSession, oidcSettings, SSO_ERROR, SsoRechazo } from './oidc.service';
import { setSessionCookies } from './session-cookies';

/** Binds an authorization request to the browser that started it (checked against `state`). */
const STATE_COOKIE = 'atalaya_oidc_state';
const CALLBACK_PATH = '/api/v1/auth/callback/microsoft';

/**
 * Microsoft / OIDC single sign-on in a popup (SPEC §7 Auth, issue 9): the popup opens
 * /auth/login/microsoft, comes back to the callback, which posts a code_session (or an error) to
 * the opener window on the app's own origin; the sign-in page trades it at /auth/oauth-session-login.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = dependenciasDe(app);

  /** The app's origin: PUBLIC_URL when set, else the one the request came to. */
  function appOrigin(request: FastifyRequest): string {
    if (app.config.PUBLIC_URL) return new URL(app.config.PUBLIC_URL).origin;
    return `${request.protocol}://${request.host}`;
  }

  function secure(request: FastifyRequest) {
    return app.config.COOKIE_SECURE ?? request.protocol === 'https';
  }

  /** The popup page: posts `mensaje` to the opener (app origin only) and closes; strict CSP, nonce'd script. */
  function popupPage(request: FastifyRequest, reply: FastifyReply, mensaje: Record<string, string>) {
    const nonce = randomBytes(16).toString('base64');
    // JSON inside a non-executable script block; `<` escaped so nothing can close the tag.
    const datos = JSON.stringify({ origen: appOrigin(request), mensaje }).replace(/</g, '\\u003c');
    const texto = 'error' in mensaje ? mensaje.error : 'Inicio de sesión completado. Puede cerrar esta ventana.';
    const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Atalaya · Inicio de sesión</title></head>
<body style="font-family:system-ui,sans-serif;margin:2rem;color:#1f2933">
<p id="estado">${escapeHtml(texto)}</p>
<script type="application/json" id="sso-datos">${datos}</script>
<script nonce="${nonce}">
(function () {
  var d = JSON.parse(document.getElementById('sso-datos').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(d.mensaje, d.origen);
    window.close();
  }
})();
</script>
</body></html>`;
    return (
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header(
          'Content-Security-Policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        )
        // The popup must keep its opener after a round trip through the provider's origin.
        .header('Cross-Origin-Opener-Policy', 'unsafe-none')
        .header('Referrer-Policy', 'no-referrer')
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(html)
    );
  }

  r.get(
    '/auth/login/microsoft',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Inicio de sesión único (OIDC): redirige al proveedor (abrir en una ventana emergente)',
      },
    },
    async (request, reply) => {
      const settings = oidcSettings(app.config);
      if (!settings) return popupPage(request, reply, { error: SSO_ERROR });
      let inicio;
      try {
        inicio = await iniciarOidc(deps, { settings, redirectUri: appOrigin(request) + CALLBACK_PATH });
      } catch (e) {
        if (!(e instanceof OidcError)) throw e;
        request.log.warn({ motivo: e.motivo }, 'SSO: no se pudo iniciar');
        return popupPage(request, reply, { error: SSO_ERROR });
      }
      reply.setCookie(STATE_COOKIE, inicio.state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        path: CALLBACK_PATH,
        maxAge: 600,
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Cross-Origin-Opener-Policy', 'unsafe-none')
        .redirect(inicio.url, 302);
    },
  );

  r.get(
    '/auth/callback/microsoft',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Regreso del proveedor OIDC: página que entrega code_session a la ventana que abrió el popup',
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
      const settings = oidcSettings(app.config);
      if (!settings) return popupPage(request, reply, { error: SSO_ERROR });
      try {
        const { codeSession } = await completarOidc(deps, {
          settings,
          code: request.query.code,
          state: request.query.state,
          error: request.query.error,
          stateCookie: request.cookies[STATE_COOKIE],
        });
        return popupPage(request, reply, { code_session: codeSession });
      } catch (e) {
        if (!(e instanceof SsoRechazo)) {
          request.log.error({ err: e }, 'SSO: error inesperado en el callback');
          return popupPage(request, reply, { error: SSO_ERROR });
        }
        request.log.warn({ motivo: e.motivo }, 'SSO: inicio de sesión rechazado');
        const error = { credenciales: MENSAJES.credencialesInvalidas, dominio: MENSAJES_EMPRESAS.ssoFueraDeDominio };
        return popupPage(request, reply, { error: e.tipo === 'error' ? SSO_ERROR : error[e.tipo] });
      }
    },
  );

  r.post(
    '/auth/oauth-session-login',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Canjea el code_session del inicio de sesión único por una sesión (un solo uso, 60 s)',
        body: oauthSessionLoginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await loginConCodeSession(deps, {
        codeSession: request.body.code_session,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(app, request, reply, result.tokens);
      return { active: true as const, user: result.user };
    },
  );
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
