import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHas } from '../http/etags';

/**
 * The caching rules for the web build (README, "Deploy a remote on its own"): a file whose name
 * carries a content hash never changes, so it is cached for a year (a remote's entry too, since
 * 0023); everything else (index.html, remotes.json, mf-manifest.json, an older build's plain
 * `remoteEntry.js`) is revalidated on every load with its ETag.
 */
export const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)(\.map)?$/;
/** The precompressed siblings (`.br`, `.gz`) follow the file they compress. */
const COMPRESSED = /\.(br|gz)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(path: string): string {
  return HASHED_FILE.test(path.replace(COMPRESSED, '')) ? IMMUTABLE : REVALIDATE;
}

/**
 * For @fastify/static's `setHeaders` (it sends the ETag and answers 304 itself). Text files may be
 * sent precompressed, chosen by Accept-Encoding, so caches must keep one copy per encoding.
 */
export function setCacheHeaders(res: { setHeader(name: string, value: string): void }, path: string) {
  res.setHeader('Cache-Control', cacheControlFor(path));
  res.setHeader('Vary', 'Accept-Encoding');
}

/** Sends a revalidated answer: 304 when the browser already holds this version. */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag: string, type: string) {
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
  if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(type).send(body);
}
