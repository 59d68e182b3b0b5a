import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../fastify-types';
import type { Clock } from '../clock';
import { acceptedEncoding, type Encoding } from '../compression/accepted-encoding';
import { encodeAnswer, isJson, worthCompressing } from '../compression/encode';
import { varyOnEncoding } from '../compression/plugin';
import { answerBytes } from '../http/answer-bytes';
import { ifNoneMatchHas, readEtag } from '../http/etags';
import type { DataVersions } from '../user-data/data-versions';
import type { FrontDoor } from '../http/front-door';
import { CACHE_CONTROL, cachedReadFastPath, READ_PATHS, wantsPlainAnswer } from './fast-path';
import { ReadCache, type StoredAnswer } from './read-cache';

/** Headers of a stored answer repeated with it (the rest belongs to each request: security headers, a refreshed session cookie). */
const STORED_HEADERS = ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'] as const;

/** tRPC answers with a web Response, whose status Fastify applies only after the onSend hooks. */
const statusOf = (replyStatus: number, payload: unknown) => (payload instanceof Response ? payload.status : replyStatus);

/**
 * Sends an answer straight to the socket, past the onSend hooks (it is complete: encoded, tagged),
 * with the headers set for this request so far (security headers, a refreshed session cookie).
 */
function sendWhole(request: FastifyRequest, reply: FastifyReply, status: 200 | 304, headers: Readonly<Record<string, string>>, body?: Buffer) {
  // getHeaders makes a new object: the stored headers go on top of it.
  const all: Record<string, string | number | string[]> = Object.assign(reply.getHeaders() as Record<string, string | number | string[]>, headers);
  if (body) all['content-length'] = body.length;
  reply.hijack();
  reply.raw.writeHead(status, all);
  reply.raw.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The bytes in a memory block of their own and their size: an answer made by zlib is a view of its
 * 16 KiB output chunk, and a small string's bytes of Node's shared 8 KiB pool, which a cache entry
 * would otherwise keep alive whole (a 1 KiB answer held 16 KiB: the byte budget would not be the memory).
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

interface ReadInProgress {
  etag: string;
  /** Absent for a read the cache does not keep (a streamed form of the URL): tagged only. */
  key?: string;
  encoding?: Encoding;
  settle?: (answer?: StoredAnswer) => void;
}

export interface ReadCacheOptions {
  /** The byte budget shared by every user's answers. */
  maxBytes: number;
  clock: Clock;
  /** Where each user's data version is read (raised by every write of the user's data). */
  dataVersions: Pick<DataVersions, 'current'>;
  /** Reads whose answer the data version does not cover (the account's sessions): never tagged nor kept. */
  uncached?: RegExp;
  /** The server's door: repeat reads and revalidations are answered there, before Fastify routes them (0076). */
  frontDoor?: FrontDoor;
}

/**
 * The read cache of a logged-in user's reads, on any store and instance count (docs/decisions/0017, 0035):
 * an ETag from the user's data version, read before any data, answers a repeat 304 before the handler runs;
 * the bytes stored under that tag and encoding answer a repeat without a validator (another tab or device).
 * Register after the session plugin, before the compression plugin.
 */
export const readCachePlugin = fp(
  async function readCachePlugin(app: FastifyInstance, { maxBytes, clock, dataVersions, uncached, frontDoor }: ReadCacheOptions) {
    const cache = new ReadCache(maxBytes);
    const reads = new WeakMap<FastifyRequest, ReadInProgress>();
    if (frontDoor) {
      frontDoor.open(cachedReadFastPath({ cache, clock, answerHeaders: app.answerHeaders, session: app.earlySession, uncached }));
      // A stopping app answers every request through its hooks (503).
      app.addHook('preClose', (done) => {
        frontDoor.close();
        done();
      });
    }

    /** Answers a read from the cache (304, stored bytes, or an identical read in flight), or notes it for onSend. */
    function answerRead(request: FastifyRequest, reply: FastifyReply, userId: string, version: number, done: (error?: Error) => void) {
      const etag = readEtag(userId, version, request.url, clock.now());
      if (ifNoneMatchHas(request.headers['if-none-match'], etag)) {
        sendWhole(request, reply, 304, { etag, 'cache-control': CACHE_CONTROL, vary: 'accept-encoding' });
        return done();
      }
      if (!wantsPlainAnswer(request.headers)) {
        reads.set(request, { etag });
        return done();
      }
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const key = `${etag} ${encoding}`;
      const stored = cache.get(key);
      if (stored) {
        sendWhole(request, reply, 200, stored.headers, stored.body);
        return done();
      }
      const inFlight = cache.whenAnswered(key);
      if (!inFlight) {
        reads.set(request, { etag, key, encoding, settle: cache.begin(key) });
        return done();
      }
      inFlight
        .then((answer) => {
          if (answer) sendWhole(request, reply, 200, answer.headers, answer.body);
          else reads.set(request, { etag, key, encoding, settle: cache.begin(key) });
          done();
        })
        .catch(done);
    }

    // A callback hook, not an async one: a hit or a 304 is answered in the same turn, without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const user = request.sessionUser;
      if (!user || (request.method !== 'GET' && request.method !== 'HEAD') || !READ_PATHS.test(request.url) || uncached?.test(request.url)) return done();
      // The version came with the session (one store read for both); a session without one reads it here.
      if (request.dataVersion !== null) return answerRead(request, reply, user.id, request.dataVersion, done);
      dataVersions
        .current(user.id)
        .then((version) => answerRead(request, reply, user.id, version, done))
        .catch(done);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const read = reads.get(request);
      if (!read) return payload;
      reads.delete(request);
      let stored: StoredAnswer | undefined;
      try {
        // Only successful answers of a still logged-in user are validators (errors and tRPC's mixed batches, 207, are not).
        if (statusOf(reply.statusCode, payload) !== 200 || !request.sessionUser) return payload;
        reply.header('etag', read.etag).header('cache-control', CACHE_CONTROL);
        if (!read.settle) return payload;
        const bytes = await answerBytes(reply, payload);
        const contentType = reply.getHeader('content-type');
        if (!bytes || !isJson(contentType)) return bytes ?? payload;
        let body = bytes;
        if (read.encoding !== 'identity' && worthCompressing(bytes.length, contentType)) {
          body = await encodeAnswer(bytes, read.encoding!);
          reply.header('content-encoding', read.encoding);
        }
        varyOnEncoding(reply);
        const headers: Record<string, string> = { 'x-answer-cache': 'hit' };
        for (const name of STORED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        stored = { body: ownBytes(body), headers };
        return stored.body;
      } finally {
        // Whatever happened, identical reads waiting for this one go on (with the answer, or computing
        // their own). Every read reaches onSend: an error is sent through it, and so is the answer to a
        // client that went away (Fastify runs the handler to the end).
        read.settle?.(stored);
      }
    });
  },
  { name: 'read-cache', fastify: '5.x', dependencies: ['security', 'session'] },
);
