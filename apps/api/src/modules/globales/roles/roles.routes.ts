import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../platform/crud/crud.routes';
import { registrarImportacionRoles } from './roles-import';
import { rolesResource } from './roles.resource';

/** Globales → roles (admin_atalaya), on the generic CRUD layer; GET /roles/ answers `{ total, roles }`. */
export async function rolesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, rolesResource);
  registrarImportacionRoles(app);
}
