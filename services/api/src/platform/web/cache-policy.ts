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

/**
 * Validators and range support a content-hashed file never uses: cached as immutable for a year, it
 * is never revalidated, and a script or style sheet is never fetched by range. Over HTTP/1.1 each is
 * sent uncompressed on every answer (~100 bytes of ~27 hashed files on a cold dashboard, issue #36).
 */
export const UNUSED_ON_HASHED_FILES = ['etag', 'last-modified', 'accept-ranges'] as const;

/** For an `onSend` hook: an answer cached as immutable goes without the headers it never uses. */
export function dropUnusedHeaders(reply: { getHeader(name: string): unknown; removeHeader(name: string): unknown }) {
  if (reply.getHeader('cache-control') !== IMMUTABLE) return;
  for (const name of UNUSED_ON_HASHED_FILES) reply.removeHeader(name);
}

/** Sends a revalidated answer: 304 when the browser already holds this version. */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag: string, type: string) {
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
  if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(type).send(body);
}
