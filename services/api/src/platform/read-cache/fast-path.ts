import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../clock';
import { acceptedEncoding } from '../compression/accepted-encoding';
import type { EarlyAnswer } from '../http/front-door';
import { ifNoneMatchHas, readEtag } from '../http/etags';
import type { EarlySession } from '../fastify-types';
import type { ReadCache, StoredAnswer } from './read-cache';

/** The reads a dashboard reload repeats: tRPC queries (GET, batched or not) and the REST reading paths. */
export const READ_PATHS = /^\/(?:trpc|api\/get)\//;
export const CACHE_CONTROL = 'private, no-cache';

/**
 * The cache's key names the URL only: requests that ask tRPC for another representation of the
 * same URL (a streamed jsonl batch, an SSE subscription) are tagged but neither read nor fill it.
 */
export function wantsPlainAnswer(headers: IncomingHttpHeaders): boolean {
  if (headers['trpc-accept'] !== undefined) return false;
  const accept = headers.accept;
  return !accept || !/jsonl|event-stream/i.test(accept);
}

export interface CachedReadFastPathOptions {
  cache: ReadCache;
  clock: Clock;
  /** The headers of every answer (security headers), as the app's hooks set them. */
  answerHeaders: Readonly<Record<string, string>>;
  /** The request's session, resolved from the store now (undefined: no session cookie). */
  session: (request: IncomingMessage) => Promise<EarlySession | null> | undefined;
  /** Reads never tagged nor kept (the account's sessions). */
  uncached?: RegExp;
}

/**
 * A user's repeat read and its revalidation answered at the front door, before Fastify routes them
 * (docs/decisions/0076): the same session read from the store (0016), the same tag and stored bytes as
 * the read cache's onRequest hook, the same headers. Everything else (a miss, an identical read in
 * flight, no or an ended session, HEAD, a body) goes on to Fastify.
 */
export function cachedReadFastPath({ cache, clock, answerHeaders, session, uncached }: CachedReadFastPathOptions): EarlyAnswer {
  // Node reads writeHead's headers at once, and a flat list skips its walk over an object's keys: each
  // kind of answer has one list, made once (a stored answer's per entry), with the request's own values put in.
  const notModified = [...Object.entries(answerHeaders).flat(), 'cache-control', CACHE_CONTROL, 'vary', 'accept-encoding', 'etag', ''];
  const NOT_MODIFIED_ETAG = notModified.length - 1;
  const wholeHeaders = new WeakMap<StoredAnswer, string[]>();
  const headersOf = (stored: StoredAnswer) => {
    let headers = wholeHeaders.get(stored);
    if (!headers) {
      headers = [...Object.entries({ ...answerHeaders, ...stored.headers }).flat(), 'content-length', String(stored.body.length)];
      wholeHeaders.set(stored, headers);
    }
    return headers;
  };
  const withCookie = (headers: string[], setCookie: string | undefined) => (setCookie ? [...headers, 'set-cookie', setCookie] : headers);

  /** True when answered (a 304 or a stored answer); false: Fastify answers it. */
  function answer(request: IncomingMessage, response: ServerResponse, { userId, dataVersion, setCookie }: EarlySession): boolean {
    const url = request.url!;
    const etag = readEtag(userId, dataVersion, url, clock.now());
    if (ifNoneMatchHas(request.headers['if-none-match'], etag)) {
      notModified[NOT_MODIFIED_ETAG] = etag;
      response.writeHead(304, withCookie(notModified, setCookie));
      response.end();
      return true;
    }
    const stored = cache.get(`${etag} ${acceptedEncoding(request.headers['accept-encoding'])}`);
    if (!stored) return false;
    response.writeHead(200, withCookie(headersOf(stored), setCookie));
    response.end(stored.body);
    return true;
  }

  return (request, response, fastify) => {
    const url = request.url!;
    const { headers } = request;
    if (request.method !== 'GET' || !READ_PATHS.test(url) || uncached?.test(url) || !wantsPlainAnswer(headers)) return false;
    // A body on a read is Fastify's to refuse or take off the wire (platform/http/unread-bodies.ts).
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const resolving = session(request);
    if (!resolving) return false;
    resolving.then(
      (found) => {
        try {
          if (found && answer(request, response, found)) return;
        } catch (error) {
          // Half an answer may be on the wire: nothing else can be sent on this connection.
          response.destroy(error as Error);
          return;
        }
        // Fastify reads the session again (a miss runs the procedures anyway): a cookie this read pushed forward goes with its answer.
        if (found?.setCookie) response.setHeader('set-cookie', found.setCookie);
        fastify(request, response);
      },
      // Fastify reads the session again and answers as it would have (a store error through the error handler).
      () => fastify(request, response),
    );
    return true;
  };
}
