import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MENSAJES } from '@atalaya/shared/messages';
import { hasAnyRole } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import { categoria_denuncia_receptores, denuncia_exclusiones, denuncias, empresas } from '../../../db/schema/index';
import { requireSession } from '../../../platform/access';
import { AppError } from '../../../platform/errors';

/*
 * Who sees a report (issue 6 §9): the company's channel users (the route's roles), except those
 * excluded from it; when its category has receivers, only those receivers plus admin_empresa and
 * admin_atalaya. A report the caller may not see answers 404, exactly like a missing one.
 */

/** The caller of a case route. */
export interface Actor {
  empresaId: number;
  usuarioId: number;
  /** admin_empresa / admin_atalaya: not limited by category receivers. */
  veTodasLasCategorias: boolean;
  now: Date;
}

export const ROLES_TODAS_LAS_CATEGORIAS = ['admin_empresa', 'admin_atalaya'] as const;

export function actorDe(app: FastifyInstance, request: FastifyRequest, empresaId = request.empresaId): Actor {
  const session = requireSession(request);
  return {
    empresaId,
    usuarioId: session.usuarioId,
    veTodasLasCategorias: hasAnyRole(session.roles, ROLES_TODAS_LAS_CATEGORIAS),
    now: app.clock(),
  };
}

/**
 * The company of a `/canal-denuncia/canal-denuncia/{empresa}/…` path: the caller's acting company,
 * or any existing one for a platform admin; anything else is 404.
 */
export async function empresaDeRuta(db: DbOrTx, request: FastifyRequest, empresa: number): Promise<number> {
  const session = requireSession(request);
  if (empresa === session.empresaId) return empresa;
  if (!session.esAdminPlataforma) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
  const [existe] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, empresa)).limit(1);
  if (!existe) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
  return empresa;
}

/**
 * A company id sent in a multipart body (the access guard only reads JSON bodies and query
 * strings): it must be the request's tenant, or any existing company for a platform admin.
 */
export async function empresaDeCampo(
  db: DbOrTx,
  request: FastifyRequest,
  empresaId: number | undefined,
): Promise<number> {
  if (empresaId === undefined || empresaId === request.empresaId) return request.empresaId;
  return empresaDeRuta(db, request, empresaId);
}

/** SQL condition: the report (table `denuncias`) is visible to `actor`. */
/** `usuarioId` may be a placeholder: the inbox's prepared queries take it when they run. */
export function condicionVisible(actor: {
  usuarioId: Actor['usuarioId'] | ReturnType<typeof sql.placeholder>;
  veTodasLasCategorias: boolean;
}): SQL {
  const noExcluido = sql`not exists (select 1 from ${denuncia_exclusiones} x where x.denuncia_id = ${denuncias.id} and x.usuario_id = ${actor.usuarioId})`;
  if (actor.veTodasLasCategorias) return noExcluido;
  const receptores = sql`(${denuncias.categoria_id} is null
    or not exists (select 1 from ${categoria_denuncia_receptores} r where r.categoria_id = ${denuncias.categoria_id})
    or exists (select 1 from ${categoria_denuncia_receptores} r where r.categoria_id = ${denuncias.categoria_id} and r.usuario_id = ${actor.usuarioId}))`;
  return and(noExcluido, receptores)!;
}

export type DenunciaRow = typeof denuncias.$inferSelect;

/**
 * The report `id` of the actor's company if the actor may see it (locked FOR UPDATE when asked,
 * inside a transaction), else 404.
 */
export async function cargarDenuncia(
  db: DbOrTx,
  actor: Actor,
  id: number,
  opciones: { bloquear?: boolean } = {},
): Promise<DenunciaRow> {
  const consulta = db
    .select()
    .from(denuncias)
    .where(and(eq(denuncias.id, id), eq(denuncias.empresa_id, actor.empresaId), condicionVisible(actor)));
  const [fila] = opciones.bloquear ? await consulta.for('update') : await consulta;
  if (!fila) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
  return fila;
}
