import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { hasAnyRole, type PlanModule, type RoleName } from '@atalaya/shared/roles';
import { ID_MAXIMO } from '@atalaya/shared/contracts/common';
import { MENSAJES } from '@atalaya/shared/messages';
import { empresas } from '../db/schema/index';
import { AppError } from './errors';
import { SessionCache } from './auth/session-cache';
import { authenticate, type SessionContext, type SessionRowCache } from './auth/sessions';

/**
 * What a route requires, declared once on the route (`config: { access }`) and enforced here:
 * - public: anyone;
 * - session: a signed-in user with one of `roles` ('any' = any role), whose acting company's plan
 *   includes `module`; `tenant: 'empresa'` scopes the request to that company.
 */
export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'session';
      roles: readonly RoleName[] | 'any';
      module?: PlanModule;
      tenant: 'empresa' | 'none';
    };

export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  /** Any signed-in user, not scoped to a company (own session, reference data). */
  authenticated: (): RouteAccess => ({ kind: 'session', roles: 'any', tenant: 'none' }),
  /** Any signed-in user; tenant = their acting company. */
  session: (): RouteAccess => ({ kind: 'session', roles: 'any', tenant: 'empresa' }),
  /** Company-scoped route for these roles, optionally behind a plan module. */
  empresa: (roles: readonly RoleName[], module?: PlanModule): RouteAccess => ({
    kind: 'session',
    roles,
    module,
    tenant: 'empresa',
  }),
  /** Platform administration (admin_atalaya only), not tied to one company. */
  plataforma: (): RouteAccess => ({ kind: 'session', roles: ['admin_atalaya'], tenant: 'none' }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Resolved session, or null on public routes without one. */
    session: SessionContext | null;
    /** Tenant of a company-scoped request; 0 when the route has no tenant. */
    empresaId: number;
  }
}

export const SESSION_COOKIE = 'atalaya_session';

/** Session of a guarded route; guaranteed non-null once the guard let the request through. */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('NO_AUTENTICADO', MENSAJES.sesionRequerida);
  return request.session;
}

/** Routes exempt from declaring access: the OpenAPI UI serves its own static assets. */
const UNDECLARED_OK = /^\/api\/docs(\/|$)/;

export interface RouteAccessRow {
  method: string;
  url: string;
  access: RouteAccess;
}

export const accessGuard = fp(async function accessGuard(app: FastifyInstance, opts: { sessionCacheMs?: number } = {}) {
  const sessions: SessionRowCache = new SessionCache(opts.sessionCacheMs ?? 0);
  app.alEscribir((_empresaId, tablas) => sessions.written(tablas));
  const table: RouteAccessRow[] = [];
  app.decorate('routeAccessTable', table);
  app.decorateRequest('session', null);
  app.decorateRequest('empresaId', 0);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED_OK.test(route.url)) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su acceso`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access: declared });
    }
  });

  // 401 and 403 are decided before the body is validated, so anonymous callers learn nothing.
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await authenticate(app.db, app.sessionPolicy, token, app.clock(), sessions);
    if (rule.kind === 'public') return;
    const session = request.session;
    if (!session) throw new AppError('NO_AUTENTICADO', MENSAJES.sesionRequerida);
    if (rule.roles !== 'any' && !hasAnyRole(session.roles, rule.roles)) {
      throw new AppError('PROHIBIDO', MENSAJES.sinPermiso);
    }
    if (rule.module && !session.esAdminPlataforma && !session.modulos.includes(rule.module)) {
      throw new AppError('MODULO_NO_HABILITADO', MENSAJES.moduloNoHabilitado);
    }
  });

  // The tenant comes from the session; an empresa_id sent by the client must agree with it,
  // unless a platform admin names another company on purpose. Read before validation, so a
  // route whose schema does not declare empresa_id cannot silently drop it.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.kind !== 'session' || rule.tenant !== 'empresa') return;
    const session = requireSession(request);
    const requested = requestedEmpresaId(request);
    if (requested === undefined || requested === session.empresaId) {
      request.empresaId = session.empresaId;
      return;
    }
    if (!session.esAdminPlataforma) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
    const [exists] = await app.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, requested)).limit(1);
    if (!exists) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
    request.empresaId = requested;
  });
});

function requestedEmpresaId(request: FastifyRequest): number | undefined {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'empresa_id' in source) {
      const raw = (source as Record<string, unknown>).empresa_id;
      if (raw === undefined || raw === null || raw === '') continue;
      const n = Number(raw);
      if (!Number.isInteger(n) || n <= 0 || n > ID_MAXIMO) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
      return n;
    }
  }
  return undefined;
}
