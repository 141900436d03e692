import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { empresas, planes, refresh_tokens, roles, sesiones, usuario_roles, usuarios } from '../../db/schema/index';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import type { SessionCache } from './session-cache';
import { hashToken, newToken } from './tokens';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  accessMs: number;
}

export function sessionPolicy(cfg: {
  SESSION_IDLE_MINUTES: number;
  SESSION_ABSOLUTE_HOURS: number;
  ACCESS_TOKEN_MINUTES: number;
}): SessionPolicy {
  return {
    idleMs: cfg.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: cfg.SESSION_ABSOLUTE_HOURS * 3_600_000,
    accessMs: cfg.ACCESS_TOKEN_MINUTES * 60_000,
  };
}

/** Who is calling, resolved from the session cookie; every guard and service reads this. */
export interface SessionContext {
  sesionId: string;
  usuarioId: number;
  nombre: string;
  apellido: string;
  email: string;
  roles: string[];
  /** The user's own company. */
  empresaPropiaId: number;
  /** The company this session acts on (differs only for a platform admin who switched). */
  empresaId: number;
  empresaNombre: string;
  empresaLogoUrl: string | null;
  /** Modules of the acting company's plan. */
  modulos: string[];
  esAdminPlataforma: boolean;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sesionId: string;
}

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: DbOrTx,
  policy: SessionPolicy,
  input: { usuarioId: number; empresaId: number; ip?: string; userAgent?: string; now: Date },
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = input.now;
  const [row] = await db
    .insert(sesiones)
    .values({
      usuario_id: input.usuarioId,
      empresa_id: input.empresaId,
      access_hash: hashToken(accessToken),
      access_expires_at: new Date(now.getTime() + policy.accessMs),
      last_seen_at: now,
      expires_at: new Date(now.getTime() + policy.absoluteMs),
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: sesiones.id });
  await db.insert(refresh_tokens).values({ token_hash: hashToken(refreshToken), sesion_id: row!.id, created_at: now });
  return { accessToken, refreshToken, sesionId: row!.id };
}

function isAlive(
  s: Pick<typeof sesiones.$inferSelect, 'revoked_at' | 'expires_at' | 'last_seen_at'>,
  policy: SessionPolicy,
  now: Date,
) {
  return (
    s.revoked_at === null &&
    s.expires_at.getTime() > now.getTime() &&
    s.last_seen_at.getTime() + policy.idleMs > now.getTime()
  );
}

/**
 * The session read behind authenticate: session ⨝ user ⨝ acting company ⟕ plan ⟕ roles in one
 * statement. Prepared once per database handle (a named statement on PostgreSQL, so each pooled
 * connection plans it once); it caches a query plan, never a session.
 */
function sessionStatement(db: Database) {
  return db
    .select({
      id: sesiones.id,
      revoked_at: sesiones.revoked_at,
      expires_at: sesiones.expires_at,
      last_seen_at: sesiones.last_seen_at,
      access_expires_at: sesiones.access_expires_at,
      usuarioId: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
      usuarioActivo: usuarios.activo,
      empresaPropiaId: usuarios.empresa_id,
      empresaId: empresas.id,
      empresaNombre: empresas.nombre,
      empresaLogoUrl: empresas.logo_url,
      empresaActiva: empresas.activo,
      modulos: planes.modulos,
      roles: sql<
        string[]
      >`coalesce(array_agg(${roles.nombre}::text) filter (where ${roles.nombre} is not null), '{}'::text[])`,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuario_id))
    .innerJoin(empresas, eq(empresas.id, sesiones.empresa_id))
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .leftJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .leftJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(eq(sesiones.access_hash, sql.placeholder('hash')))
    .groupBy(sesiones.id, usuarios.id, empresas.id, planes.id)
    .limit(1)
    .prepare('atalaya_autenticar');
}

const sessionStatements = new WeakMap<Database, ReturnType<typeof sessionStatement>>();

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>[number];
export type SessionRowCache = SessionCache<SessionRow>;

/**
 * Resolves an access token to its live session, or null (unknown, expired, idle, revoked, or its
 * user or acting company inactive). One statement reads the session with its user, company, plan
 * modules and roles; `cache` may answer it from memory for a moment (platform/auth/session-cache.ts),
 * but every check runs against `now` on every call.
 */
export async function authenticate(
  db: Database,
  policy: SessionPolicy,
  accessToken: string,
  now: Date,
  cache?: SessionRowCache,
): Promise<SessionContext | null> {
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, (statement = sessionStatement(db)));
  const read = statement;
  const hash = hashToken(accessToken);
  const load = async () => (await read.execute({ hash }))[0];
  const s = cache ? await cache.remember(hash, load) : await load();
  if (!s || !isAlive(s, policy, now) || s.access_expires_at.getTime() <= now.getTime()) return null;
  if (!s.usuarioActivo || !s.empresaActiva) return null;
  if (now.getTime() - s.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db.update(sesiones).set({ last_seen_at: now }).where(eq(sesiones.id, s.id));
    // The row may be shared from the cache: the requests reading it meanwhile need not touch again.
    s.last_seen_at = now;
  }
  const roleNames = s.roles ?? [];
  return {
    sesionId: s.id,
    usuarioId: s.usuarioId,
    nombre: s.nombre,
    apellido: s.apellido,
    email: s.email,
    roles: roleNames,
    empresaPropiaId: s.empresaPropiaId,
    empresaId: s.empresaId,
    empresaNombre: s.empresaNombre,
    empresaLogoUrl: s.empresaLogoUrl,
    modulos: s.modulos ?? [],
    esAdminPlataforma: roleNames.includes(PLATFORM_ROLE),
  };
}

export async function loadContext(
  db: DbOrTx,
  usuarioId: number,
  empresaId: number,
  sesionId: string,
): Promise<SessionContext | null> {
  const [u] = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
      activo: usuarios.activo,
      empresa_propia_id: usuarios.empresa_id,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  if (!u || !u.activo) return null;
  const [e] = await db
    .select({
      id: empresas.id,
      nombre: empresas.nombre,
      logo_url: empresas.logo_url,
      activo: empresas.activo,
      modulos: planes.modulos,
    })
    .from(empresas)
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  if (!e || !e.activo) return null;
  const roleRows = await db
    .select({ nombre: roles.nombre })
    .from(usuario_roles)
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(eq(usuario_roles.usuario_id, u.id));
  const roleNames = roleRows.map((r) => r.nombre);
  return {
    sesionId,
    usuarioId: u.id,
    nombre: u.nombre,
    apellido: u.apellido,
    email: u.email,
    roles: roleNames,
    empresaPropiaId: u.empresa_propia_id,
    empresaId: e.id,
    empresaNombre: e.nombre,
    empresaLogoUrl: e.logo_url,
    modulos: e.modulos ?? [],
    esAdminPlataforma: roleNames.includes(PLATFORM_ROLE),
  };
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens; usuarioId: number; empresaId: number }
  | { ok: false; reason: 'desconocido' | 'expirada' | 'reutilizado' };

/**
 * Rotates the refresh token: the presented one is spent and a new pair is issued. Presenting a
 * spent token means it was copied: the whole session (the token family) is revoked.
 */
export async function rotateRefresh(
  db: Database,
  policy: SessionPolicy,
  refreshToken: string,
  now: Date,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const [rt] = await tx
      .select()
      .from(refresh_tokens)
      .where(eq(refresh_tokens.token_hash, hashToken(refreshToken)))
      .for('update')
      .limit(1);
    if (!rt) return { ok: false, reason: 'desconocido' } as const;
    const [s] = await tx.select().from(sesiones).where(eq(sesiones.id, rt.sesion_id)).for('update').limit(1);
    if (!s) return { ok: false, reason: 'desconocido' } as const;
    if (rt.used_at !== null) {
      await revoke(tx, s.id, 'refresh reutilizado', now);
      return { ok: false, reason: 'reutilizado' } as const;
    }
    if (!isAlive(s, policy, now)) return { ok: false, reason: 'expirada' } as const;
    const accessToken = newToken();
    const nextRefresh = newToken();
    await tx.update(refresh_tokens).set({ used_at: now }).where(eq(refresh_tokens.token_hash, rt.token_hash));
    await tx.insert(refresh_tokens).values({ token_hash: hashToken(nextRefresh), sesion_id: s.id, created_at: now });
    await tx
      .update(sesiones)
      .set({
        access_hash: hashToken(accessToken),
        access_expires_at: new Date(now.getTime() + policy.accessMs),
        last_seen_at: now,
      })
      .where(eq(sesiones.id, s.id));
    return {
      ok: true,
      tokens: { accessToken, refreshToken: nextRefresh, sesionId: s.id },
      usuarioId: s.usuario_id,
      empresaId: s.empresa_id,
    } as const;
  });
}

export async function revoke(db: DbOrTx, sesionId: string, reason: string, now: Date) {
  await db
    .update(sesiones)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(and(eq(sesiones.id, sesionId), isNull(sesiones.revoked_at)));
}

/** Finds the session a refresh token belongs to (for logout when the access token has lapsed). */
export async function sessionIdForRefresh(db: Database, refreshToken: string): Promise<string | null> {
  const [rt] = await db
    .select({ sesion_id: refresh_tokens.sesion_id })
    .from(refresh_tokens)
    .where(eq(refresh_tokens.token_hash, hashToken(refreshToken)))
    .limit(1);
  return rt?.sesion_id ?? null;
}

export async function sessionIdForAccess(db: Database, accessToken: string): Promise<string | null> {
  const [s] = await db
    .select({ id: sesiones.id })
    .from(sesiones)
    .where(eq(sesiones.access_hash, hashToken(accessToken)))
    .limit(1);
  return s?.id ?? null;
}

export async function setActingEmpresa(db: DbOrTx, sesionId: string, empresaId: number) {
  await db.update(sesiones).set({ empresa_id: empresaId }).where(eq(sesiones.id, sesionId));
}
