import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ClavesEmpresa } from './crypto/claves';
import { requireSession } from './access';
import type { FileStore } from './storage/file-store';

/*
 * One service signature (issue 26 §3): `servicio(deps, actor, input)`. A route builds `deps` and
 * `actor` from its request and hands over the validated input; a service never sees Fastify, so a
 * job, the seed or a test calls it the same way. Public routes (no session) and jobs have no actor:
 * `servicio(deps, input)`. A service declares what it uses with `Pick<Dependencias, …>`.
 */

/** What a service may use: the database, the clock, the settings, the company keys, the files. */
export interface Dependencias {
  db: Database;
  clock: () => Date;
  config: Config;
  claves: ClavesEmpresa;
  fileStore: FileStore;
}

export function dependenciasDe(app: FastifyInstance): Dependencias {
  return { db: app.db, clock: app.clock, config: app.config, claves: app.claves, fileStore: app.fileStore };
}

/** Who calls: the signed-in user, the company the session acts on, and the request's instant. */
export interface Actor {
  usuarioId: number;
  empresaId: number;
  roles: readonly string[];
  now: Date;
}

/** The caller of a signed-in route; `empresaId` defaults to the company the request resolved. */
export function actorDe(
  app: Pick<FastifyInstance, 'clock'>,
  request: FastifyRequest,
  empresaId = request.empresaId,
): Actor {
  const session = requireSession(request);
  return { usuarioId: session.usuarioId, empresaId, roles: session.roles, now: app.clock() };
}
