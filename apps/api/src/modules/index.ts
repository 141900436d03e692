import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';

/** Every API area, mounted under /api/v1. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
}
