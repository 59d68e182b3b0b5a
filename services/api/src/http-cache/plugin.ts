import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../fastify-types';
import { AnswerCache, type CachedAnswer } from './answer-cache';
import { DataVersions, ifNoneMatchHas } from './data-versions';

/** The reads a dashboard reload repeats: tRPC queries (GET, batched or not) and the REST reading paths. */
const READ_PATHS = /^\/(?:trpc|api\/get)\//;
const CACHE_CONTROL = 'private, no-cache';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** tRPC answers with a web Response, whose status Fastify applies only after the onSend hooks. */
const statusOf = (replyStatus: number, payload: unknown) => (payload instanceof Response ? payload.status : replyStatus);

/** The answer's bytes, when they can be had without streaming (tRPC's Response, strings, buffers). */
async function bufferedAnswer(payload: unknown, contentType: string | undefined): Promise<CachedAnswer | undefined> {
  if (payload instanceof Response) {
    return { body: Buffer.from(await payload.arrayBuffer()), contentType: payload.headers.get('content-type') ?? 'application/json' };
  }
  if (typeof payload === 'string') return { body: Buffer.from(payload), contentType: contentType ?? 'application/json; charset=utf-8' };
  if (Buffer.isBuffer(payload)) return { body: payload, contentType: contentType ?? 'application/octet-stream' };
  return undefined;
}

export interface HttpCacheOptions {
  /** Off where several API instances share the data (MongoDB): a version kept in one process cannot see another's writes. */
  enabled: boolean;
  /** Byte budget of the server-side answer cache (tests make it small). */
  answerCacheBytes?: number;
}

/**
 * HTTP revalidation of a logged-in user's reads. Each read answer carries an ETag made from the
 * user's data version in this process; a repeat with If-None-Match answers 304 before the handler
 * runs. Every state-changing request of the user bumps the version before its handler and again
 * when it answers, so a read that raced a write is never tagged with the version after it.
 * The same tag keys a server-side answer cache: a repeat read without a validator (another tab,
 * another device, a browser that dropped its cache) gets the stored bytes without tRPC or the store.
 * Register after the session plugin (it needs `request.sessionUser`).
 */
export const httpCachePlugin = fp(
  async function httpCachePlugin(app: FastifyInstance, options: HttpCacheOptions) {
    if (!options.enabled) return;
    const versions = new DataVersions();
    const answers = new AnswerCache(options.answerCacheBytes);
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
      const cached = answers.get(etag);
      if (cached) {
        tags.delete(request);
        return reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('x-answer-cache', 'hit').type(cached.contentType).send(cached.body);
      }
    });

    app.addHook('preHandler', async (request) => {
      const user = request.sessionUser;
      if (!user || isRead(request.method)) return;
      // Kept for onSend: logout clears the session user before the answer goes out.
      writers.set(request, user.id);
      versions.bump(user.id);
      answers.dropUser(user.id);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const writer = writers.get(request);
      if (writer) {
        versions.bump(writer);
        answers.dropUser(writer);
      }
      const etag = tags.get(request);
      const user = request.sessionUser;
      // Only successful answers are validators (errors and tRPC's mixed batches, 207, are not).
      if (!etag || !user || statusOf(reply.statusCode, payload) !== 200) return payload;
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      // Stored only if no write of the user happened while it was made (its tag is still current).
      if (versions.etag(user.id, request.url, clock.now()) !== etag) return payload;
      const answer = await bufferedAnswer(payload, reply.getHeader('content-type') as string | undefined);
      if (!answer) return payload;
      // The Response is consumed: its headers go on the reply (Fastify would have copied them after onSend).
      if (payload instanceof Response) payload.headers.forEach((value, name) => name !== 'content-length' && reply.header(name, value));
      answers.set(user.id, etag, answer);
      reply.type(answer.contentType);
      return answer.body;
    });
  },
  { name: 'http-cache', fastify: '5.x', dependencies: ['session'] },
);
