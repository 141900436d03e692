import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../platform/access';
import { actorDe, dependenciasDe, type Actor, type Dependencias } from '../../platform/servicio';

/*
 * What the due-diligence routes hand their services: the caller, who may be an analyst, and the
 * dependencies plus a logger (loading the screening engine logs each list it reads).
 */

/** The caller; `empresaId` is the request's tenant (a platform admin's named company, else their own). */
export interface ActorDueDiligence extends Actor {
  /** admin_atalaya: reads every company and every finding. */
  esAnalista: boolean;
}

export type DependenciasDueDiligence = Dependencias & { log: FastifyBaseLogger };

export function actorDueDiligence(app: Pick<FastifyInstance, 'clock'>, request: FastifyRequest): ActorDueDiligence {
  return { ...actorDe(app, request), esAnalista: requireSession(request).esAdminPlataforma };
}

export function dependenciasDueDiligence(app: FastifyInstance): DependenciasDueDiligence {
  return { ...dependenciasDe(app), log: app.log };
}
