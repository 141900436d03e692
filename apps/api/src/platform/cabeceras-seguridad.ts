import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/*
 * Security headers on every answer: helmet's set, worked out once at start-up. (@fastify/helmet
 * rebuilt helmet's middleware — parsing the CSP directives again — on every request: about a
 * tenth of the CPU of a list page served from memory.)
 */

/** Browser features no page of ours needs (camera capture of evidence goes through a file input). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The headers helmet would set, as [name, value] pairs. */
function cabecerasDeHelmet(captcha: boolean): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // reCAPTCHA's widget is a script and an iframe from Google: allowed only when it is configured.
        scriptSrc: captcha ? ["'self'", 'https://www.google.com', 'https://www.gstatic.com'] : ["'self'"],
        // 'self': document previews (PDFs) are framed from our own download route.
        frameSrc: captcha ? ["'self'", 'https://www.google.com', 'https://recaptcha.google.com'] : ["'self'"],
        // Radix and sonner set inline style attributes and tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense once the request arrived over HTTPS (set per request below).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The SSO popup (issue 9) must keep `window.opener` after its round trip through the provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
  });
  const pares: [string, string][] = [];
  const captura = {
    setHeader: (nombre: string, valor: string) => void pares.push([nombre, String(valor)]),
    removeHeader: () => {},
  };
  middleware({} as never, captura as never, (err?: unknown) => {
    if (err) throw err;
  });
  // Powerful browser features the app never uses stay off, for its pages and anything framed in them.
  pares.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return pares;
}

export const cabecerasSeguridad = fp(async function cabecerasSeguridad(
  app: FastifyInstance,
  opts: { captcha: boolean },
) {
  const pares = cabecerasDeHelmet(opts.captcha);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [nombre, valor] of pares) reply.raw.setHeader(nombre, valor);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry user data: no browser or proxy cache keeps them, unless a route says otherwise.
    const api = request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/');
    if (api && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
});
