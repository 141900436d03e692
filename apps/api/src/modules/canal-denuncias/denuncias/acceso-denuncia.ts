import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENSAJES } from '@atalaya/shared/messages';
import { hasAnyRole } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { actorDe as actorBase, type Actor as ActorBase } from '../../../platform/servicio';
import { denunciaVisible, existeEmpresa, type DenunciaRow } from './denuncias.repository';

export type { DenunciaRow };

/*
 * Who sees a report (issue 6 §9): the company's channel users (the route's roles), except those
 * excluded from it; when its category has receivers, only those receivers plus admin_empresa and
 * admin_atalaya. A report the caller may not see answers 404, exactly like a missing one.
 */

/** The caller of a case route. */
export interface Actor extends ActorBase {
  /** admin_empresa / admin_atalaya: not limited by category receivers. */
  veTodasLasCategorias: boolean;
}

export const ROLES_TODAS_LAS_CATEGORIAS = ['admin_empresa', 'admin_atalaya'] as const;

export function actorDe(
  app: Pick<FastifyInstance, 'clock'>,
  request: FastifyRequest,
  empresaId = request.empresaId,
): Actor {
  const actor = actorBase(app, request, empresaId);
  return { ...actor, veTodasLasCategorias: hasAnyRole(actor.roles, ROLES_TODAS_LAS_CATEGORIAS) };
}

/**
 * The company of a `/canal-denuncia/canal-denuncia/{empresa}/…` path: the caller's acting company,
 * or any existing one for a platform admin; anything else is 404.
 */
export async function empresaDeRuta(db: DbOrTx, request: FastifyRequest, empresa: number): Promise<number> {
  const session = requireSession(request);
  if (empresa === session.empresaId) return empresa;
  if (!session.esAdminPlataforma || !(await existeEmpresa(db, empresa))) {
    throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
  }
  return empresa;
}

/** The caller of a `/canal-denuncia/canal-denuncia/{empresa}/…` route, acting on that company. */
export async function actorDeRuta(
  app: Pick<FastifyInstance, 'clock' | 'db'>,
  request: FastifyRequest & { params: { empresa: number } },
): Promise<Actor> {
  return actorDe(app, request, await empresaDeRuta(app.db, request, request.params.empresa));
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
  const fila = await denunciaVisible(db, actor.empresaId, actor, id, opciones.bloquear);
  if (!fila) throw new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
  return fila;
}
