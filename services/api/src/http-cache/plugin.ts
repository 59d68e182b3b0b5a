import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../fastify-types';
import { DataVersions, ifNoneMatchHas } from './data-versions';

/** The reads a dashboard reload repeats: tRPC queries (GET, batched or not) and the REST reading paths. */
const READ_PATHS = /^\/(?:trpc|api\/get)\//;
const CACHE_CONTROL = 'private, no-cache';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** tRPC answers with a web Response, whose status Fastify applies only after the onSend hooks. */
const statusOf = (replyStatus: number, payload: unknown) => (payload instanceof Response ? payload.status : replyStatus);

export interface HttpCacheOptions {
  /** Off where several API instances share the data (MongoDB): a version kept in one process cannot see another's writes. */
  enabled: boolean;
}

/**
 * HTTP revalidation of a logged-in user's reads. Each read answer carries an ETag made from the
 * user's data version in this process; a repeat with If-None-Match answers 304 before the handler
 * runs. Every state-changing request of the user bumps the version before its handler and again
 * when it answers, so a read that raced a write is never tagged with the version after it.
 * Register after the session plugin (it needs `request.sessionUser`).
 */
export const httpCachePlugin = fp(
  async function httpCachePlugin(app: FastifyInstance, options: HttpCacheOptions) {
    if (!options.enabled) return;
    const versions = new DataVersions();
    const { clock } = app.services;
    const tags = new WeakMap<FastifyRequest, string>();
    const writers = new WeakMap<FastifyRequest, string>();

    app.addHook('onRequest', async (request, reply) => {
      const user = request.sessionUser;
      if (!user || !isRead(request.method) || !READ_PATHS.test(request.url)) return;
      const etag = versions.etag(user.id, request.url, clock.now());
      tags.set(request, etag);
      if (ifNoneMatchHas(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send();
      }
    });

    app.addHook('preHandler', async (request) => {
      const user = request.sessionUser;
      if (!user || isRead(request.method)) return;
      // Kept for onSend: logout clears the session user before the answer goes out.
      writers.set(request, user.id);
      versions.bump(user.id);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const writer = writers.get(request);
      if (writer) versions.bump(writer);
      const etag = tags.get(request);
      // Only successful answers are validators (errors and tRPC's mixed batches, 207, are not).
      if (etag && statusOf(reply.statusCode, payload) === 200) reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      return payload;
    });
  },
  { name: 'http-cache', fastify: '5.x', dependencies: ['session'] },
);
