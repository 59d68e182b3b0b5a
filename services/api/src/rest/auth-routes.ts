import type { FastifyInstance } from 'fastify';

/** Session and account paths of spec section 7 (issue #4). */
export async function authRoutes(_app: FastifyInstance) {}
