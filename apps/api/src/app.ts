import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import underPressure from '@fastify/under-pressure';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MENSAJES } from '@atalaya/shared/messages';
import { rutaPublica } from '@atalaya/shared/rutas-publicas';
import { usarZodEnEspanol } from '@atalaya/shared/zod-es';
import type { Config } from './config';
import type { Database } from './db/client';
import { accessGuard, type RouteAccessRow } from './platform/access';
import { cabecerasSeguridad } from './platform/cabeceras-seguridad';
import { compresion } from './platform/compresion';
import { csrfGuard } from './platform/csrf';
import { listCachePlugin } from './platform/crud/list-cache';
import { escriturasPlugin } from './platform/escrituras';
import { errorBody, registerErrorHandler } from './platform/errors';
import { sessionPolicy, type SessionPolicy } from './platform/auth/sessions';
import { cargarClaveMaestra, ClavesEmpresa } from './platform/crypto/claves';
import { opcionTrustProxy } from './platform/proxy-confiable';
import { LocalFileStore } from './platform/storage/local-file-store';
import type { FileStore } from './platform/storage/file-store';
import { registerModules } from './modules/index';

export interface AppDeps {
  config: Config;
  db: Database;
  dbEngine: 'pglite' | 'postgres';
  /** Injected in tests to move time (idle expiry, lockout windows). */
  clock?: () => Date;
  fileStore?: FileStore;
  logger?: FastifyServerOptions['logger'];
  /** Where logs go instead of stdout, with the production redaction and serializers (tests read it). */
  logStream?: { write(msg: string): void };
  /** Sees every route as it is registered, schemas included (the fuzz tests generate requests from them). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbEngine: 'pglite' | 'postgres';
    clock: () => Date;
    sessionPolicy: SessionPolicy;
    fileStore: FileStore;
    routeAccessTable: RouteAccessRow[];
    /** Company data keys for whistleblower data at rest (get them before opening a transaction). */
    claves: ClavesEmpresa;
  }
}

/** Never log credentials, session tokens or anything a whistleblower could be traced by. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.pass_denuncia',
  // @fastify/multipart traces the request headers it hands to busboy (address, user agent).
  'busboyOptions.headers',
];

/** Public channel routes: their URLs carry tokens and report codes, so only the route pattern is logged. */
const RUTA_CANAL_PUBLICO = /^\/api\/v1\/(?:canal-denuncia|categoria-denuncias)(?:[/?]|$)/;

/** What a log line says about the URL: never the query string (passwords, tokens). */
function urlParaLog(req: FastifyRequest): string {
  // The matched pattern too: an encoded path (`/%61pi/v1/canal-denuncia/…`) reaches the same route.
  const ruta = req.routeOptions?.url;
  if (RUTA_CANAL_PUBLICO.test(req.url) || (ruta && RUTA_CANAL_PUBLICO.test(ruta))) {
    return ruta ?? '/api/v1/canal-denuncia/*';
  }
  return req.url.split('?')[0]!;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Field messages zod words itself (a missing body, a wrong type) are Spanish too.
  usarZodEnEspanol();
  const logOptions = {
    level: config.LOG_LEVEL,
    redact: REDACT,
    // No client address in logs: on the public report channel it could identify a
    // whistleblower (sign-in lockouts keep the IP in the database, not in logs).
    serializers: { req: (req: FastifyRequest) => ({ id: req.id, method: req.method, url: urlParaLog(req) }) },
  };
  const app = Fastify({
    logger:
      deps.logger ??
      (deps.logStream ? { ...logOptions, stream: deps.logStream } : config.LOG_LEVEL === 'silent' ? false : logOptions),
    trustProxy: opcionTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    // The router's own refusals (a path segment over 100 characters, malformed %-encoding) answer
    // like every other bad request, in Spanish with the error body, not Fastify's English one.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send(errorBody('VALIDACION', MENSAJES.datosInvalidos));
    },
    // Every schema is zod: handing Fastify the zod compilers up front also spares it loading
    // ajv and fast-json-stringify (~0.3 s of start-up).
    schemaController: {
      // (Fastify types these factories for ajv-style compilers; zod's are compatible at run time.)
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dbEngine', deps.dbEngine);
  app.decorate('clock', deps.clock ?? (() => new Date()));
  app.decorate('sessionPolicy', sessionPolicy(config));
  app.decorate('claves', new ClavesEmpresa(deps.db, cargarClaveMaestra(config)));
  app.decorate('fileStore', deps.fileStore ?? new LocalFileStore(path.join(config.DATA_DIR, 'files')));

  registerErrorHandler(app, {
    uploadLimitMb: config.MAX_UPLOAD_MB,
    retryAfterSeconds: config.PRESSURE_RETRY_AFTER_SECONDS,
  });

  await app.register(cabecerasSeguridad, { captcha: Boolean(config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY) });

  await registerLoadShedding(app, config);
  // Before any route: @fastify/compress attaches itself to each route as it is declared.
  await app.register(compresion);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    limits: {
      fileSize: Math.floor(config.MAX_UPLOAD_MB * 1024 * 1024),
      files: 10,
      parts: 100,
      fieldSize: 1_048_576,
      fieldNameSize: 200,
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atalaya API',
        description: 'API de Atalaya: cumplimiento, documentos, canal de denuncias y due diligence.',
        version: '1',
      },
      components: {
        securitySchemes: { sesion: { type: 'apiKey', in: 'cookie', name: 'atalaya_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Foreign (cross-site) writes are refused before authentication.
  await app.register(csrfGuard);
  // Before the guard: its session read is recorded, and the caches below hear of every write.
  await app.register(escriturasPlugin);
  await app.register(accessGuard, { sessionCacheMs: config.SESSION_CACHE_MS });
  await app.register(listCachePlugin, { ttlMs: config.LIST_CACHE_MS });
  await app.register(registerModules, { prefix: '/api/v1' });

  await serveWebApp(app, config.WEB_DIST_DIR);
  return app;
}

/**
 * Overload: while the event loop lags (or is saturated) beyond the configured thresholds for more
 * than one sample, every request is answered 503 with Retry-After at once, before any session or database work, so the
 * backlog drains instead of growing (health answers 503 too: a load balancer takes the instance
 * out until it recovers). Registered after helmet: refusals carry the security headers.
 */
async function registerLoadShedding(app: FastifyInstance, config: Config) {
  const interval = config.PRESSURE_SAMPLE_INTERVAL_MS;
  let lastLog = 0;
  let since = 0;
  let seen = 0;
  await app.register(underPressure, {
    // Embedded PGlite runs every query on the event loop: a lag there is one long query, not
    // overload, and queueing serves users better than refusing them (unset → off on PGlite).
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? (app.dbEngine === 'pglite' ? 0 : 200),
    maxEventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
    // Utilization of the last sample only (the default averages since start-up).
    eventLoopUtilizationMode: 'interval',
    sampleInterval: interval,
    retryAfter: config.PRESSURE_RETRY_AFTER_SECONDS,
    // A value returned is sent as the reply (the plugin's types say void; its code sends it).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => {
      const now = Date.now();
      if (now - seen > interval * 2) since = now; // a new episode
      seen = now;
      // One stalled sample (a long synchronous task: the sanctions index at start-up, a large
      // import) is not overload: shed only once the pressure has lasted more than a whole sample.
      if (now - since < interval) return undefined;
      // One log line a second at most: under overload, logging every refusal would add to it.
      if (now - lastLog > 1000) {
        lastLog = now;
        request.log.warn({ tipo: type, valor: value }, 'servicio sobrecargado: solicitudes rechazadas con 503');
      }
      reply.status(503).header('Retry-After', String(config.PRESSURE_RETRY_AFTER_SECONDS));
      return errorBody('SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible);
    }) as unknown as () => void,
  });
}

/**
 * The built SPA: static assets, and for every other non-API GET (client routing) an HTML entry:
 * publico.html (the light public entry: login and the channel's public pages, issue 25 §2) for
 * the paths of @atalaya/shared/rutas-publicas, index.html (the signed-in app) for the rest.
 */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  const hasPublico = hasWeb && existsSync(path.join(distDir, 'publico.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies the build wrote beside each asset (vite.config.ts), by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?', 1)[0]!;
      const html = hasPublico && rutaPublica(pathname) ? 'publico.html' : 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(html);
    }
    return reply.status(404).send(errorBody('NO_ENCONTRADO', MENSAJES.rutaNoEncontrada));
  });
}
