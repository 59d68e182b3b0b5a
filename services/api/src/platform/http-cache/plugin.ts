import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../fastify-types';
import { AnswerCache, type CachedAnswer } from './answer-cache';
import { etagOf, ifNoneMatchHas } from './etags';
import type { Clock } from '../clock';
import type { DataVersions } from '../user-data/data-versions';

/** The reads a dashboard reload repeats: tRPC queries (GET, batched or not) and the REST reading paths. */
const READ_PATHS = /^\/(?:trpc|api\/get)\//;
const CACHE_CONTROL = 'private, no-cache';
/** Default byte budget of each instance's answer cache, shared by all users (least recently used out first). */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The answer cache's key is the ETag, which names the URL only: requests that ask tRPC for another
 * representation of the same URL (a streamed jsonl batch, an SSE subscription) neither read nor fill it.
 */
function wantsPlainAnswer(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers['trpc-accept'] !== undefined) return false;
  const accept = request.headers.accept;
  return !accept || !/jsonl|event-stream/i.test(accept);
}

/** tRPC answers with a web Response, whose status Fastify applies only after the onSend hooks. */
const statusOf = (replyStatus: number, payload: unknown) => (payload instanceof Response ? payload.status : replyStatus);

const isJson = (contentType: string | null | undefined) => !!contentType && /^application\/json\b/i.test(contentType);

/** Headers of a Response that describe the bytes as they are sent, not the answer (Fastify sets them again). */
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-type']);

/**
 * The answer's bytes, when they are a complete JSON document at hand: tRPC's non-streamed Response
 * (its body is one chunk already made), a string or a buffer. Streams, streamed tRPC answers
 * (chunked jsonl, SSE) and anything else are left alone and sent as they are.
 */
async function bufferedAnswer(payload: unknown, replyContentType: string | undefined): Promise<CachedAnswer | undefined> {
  if (payload instanceof Response) {
    const contentType = payload.headers.get('content-type');
    if (!isJson(contentType) || payload.headers.has('transfer-encoding') || !payload.body || payload.bodyUsed) return undefined;
    const headers: Record<string, string> = {};
    payload.headers.forEach((value, name) => {
      if (!TRANSFER_HEADERS.has(name)) headers[name] = value;
    });
    return { body: Buffer.from(await payload.arrayBuffer()), contentType: contentType!, headers };
  }
  if (!isJson(replyContentType)) return undefined;
  if (typeof payload === 'string') return { body: Buffer.from(payload), contentType: replyContentType! };
  if (Buffer.isBuffer(payload)) return { body: payload, contentType: replyContentType! };
  return undefined;
}

export interface HttpCacheOptions {
  /** Byte budget of the answer cache (tests make it small). */
  answerCacheBytes?: number | undefined;
  clock: Clock;
  /** Where each user's data version is read (raised by every write of the user's data). */
  dataVersions: Pick<DataVersions, 'current'>;
}

/**
 * HTTP revalidation of a logged-in user's reads, on any store and any number of instances. Each
 * read answer carries an ETag made from the user's data version in the store, read before the
 * handler reads any data; a repeat with If-None-Match answers 304 before the handler runs. The
 * data services raise the version after every write (platform/user-data/data-versions.ts), so a read that raced
 * a write carries the version before it and is answered in full next time (docs/decisions/0017).
 * The same tag keys each instance's answer cache: a repeat read without a validator (another tab or
 * device) gets the stored bytes without tRPC; bytes stored under a tag hold at least that version's
 * data, exactly what a 304 for that tag would vouch for. Register after the session plugin.
 */
export const httpCachePlugin = fp(
  async function httpCachePlugin(app: FastifyInstance, { answerCacheBytes, clock, dataVersions }: HttpCacheOptions) {
    const answers = new AnswerCache(answerCacheBytes ?? ANSWER_CACHE_BYTES);
    const tags = new WeakMap<FastifyRequest, string>();

    app.addHook('onRequest', async (request, reply) => {
      const user = request.sessionUser;
      if (!user || (request.method !== 'GET' && request.method !== 'HEAD') || !READ_PATHS.test(request.url)) return;
      const etag = etagOf(user.id, await dataVersions.current(user.id), request.url, clock.now());
      tags.set(request, etag);
      if (ifNoneMatchHas(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send();
      }
      const cached = wantsPlainAnswer(request) ? answers.get(etag) : undefined;
      if (cached) {
        tags.delete(request);
        if (cached.headers) reply.headers(cached.headers);
        return reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('x-answer-cache', 'hit').type(cached.contentType).send(cached.body);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const etag = tags.get(request);
      // Only successful answers of a still logged-in user are validators (errors and tRPC's mixed batches, 207, are not).
      if (!etag || !request.sessionUser || statusOf(reply.statusCode, payload) !== 200) return payload;
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (!wantsPlainAnswer(request)) return payload;
      const answer = await bufferedAnswer(payload, reply.getHeader('content-type') as string | undefined);
      if (!answer) return payload;
      // A tRPC Response is consumed now: its headers go on the reply (Fastify would have copied them after onSend).
      if (answer.headers) reply.headers(answer.headers);
      reply.type(answer.contentType);
      answers.set(etag, answer);
      return answer.body;
    });
  },
  { name: 'http-cache', fastify: '5.x', dependencies: ['session'] },
);
