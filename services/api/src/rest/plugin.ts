import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { dataRoutes } from './data-routes';

/** The documented REST paths of spec section 7, under /api: a thin adapter over the same services as tRPC. */
export async function restPlugin(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(dataRoutes);
}
