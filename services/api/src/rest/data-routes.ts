import type { FastifyInstance } from 'fastify';

/** Reading and writing data paths of spec section 7 (issue #5). */
export async function dataRoutes(_app: FastifyInstance) {}
