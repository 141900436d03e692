import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../platform/crud/crud.routes';
import { planesResource } from './planes.resource';

/** Globales → planes (admin_atalaya), on the generic CRUD layer. */
export async function planesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, planesResource);
}
