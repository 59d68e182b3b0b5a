import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { AnswerCache } from '../http-cache/answer-cache';
import { acceptedEncoding } from './accepted-encoding';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli quality per answer: 4 is a few times cheaper than 11 per byte for ~10 % larger output
 * (docs/decisions/0021; the static files are compressed once at 11 by the build instead).
 */
export const ANSWER_BROTLI_QUALITY = 4;
/** Byte budget of the encoded answers kept per instance (least recently used out first). */
export const ENCODED_ANSWER_BYTES = 32 * 1024 * 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } };
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** tRPC answers with a web Response; these are sent as they stream, never compressed. */
const isStreamed = (response: Response) => response.headers.has('transfer-encoding') || /jsonl|event-stream/i.test(response.headers.get('content-type') ?? '');

/** Headers of a Response that describe its bytes as they were, not as they go out. */
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding']);

/** Every answer here may differ by Accept-Encoding, compressed or not (small, 304): caches must know. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * A tRPC Response becomes status, headers and bytes on the reply before @fastify/compress sees it
 * (it would compress the body and drop the Response's status and headers). Streamed answers stay as
 * they are and uncompressed.
 */
async function answerAsBytes(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  varyOnEncoding(reply);
  if (!(payload instanceof Response)) return payload;
  if (isStreamed(payload) || !payload.body || payload.bodyUsed) {
    request.headers['x-no-compression'] = '1';
    return payload;
  }
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) reply.header(name, value);
  });
  varyOnEncoding(reply);
  return Buffer.from(await payload.arrayBuffer());
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/json\b/i.test(type);

/**
 * A read answer with a validator (the HTTP cache plugin's ETag: user, stored data version, URL) is
 * the same bytes until the user's data changes, so each encoding of it is made once and kept under
 * that ETag: a repeat read (another tab, the answer cache) costs no compression. Compressing the heavy
 * user's 167 KiB weights on every read cut the repeat-read rate from ~2,000 to ~60 per second.
 */
function encodedOnce(encoded: AnswerCache) {
  return async function encodeOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
    if (!Buffer.isBuffer(payload) && typeof payload !== 'string') return payload;
    const contentType = reply.getHeader('content-type');
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < COMPRESS_FROM_BYTES || !isJson(contentType)) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const key = `${etag} ${encoding}`;
    let bytes = encoded.get(key)?.body;
    if (!bytes) {
      bytes = encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipped(body);
      encoded.set(key, { body: bytes, contentType: String(contentType) });
    }
    reply.header('content-encoding', encoding);
    return bytes;
  };
}

export interface CompressionOptions {
  /** Byte budget of the encoded answers (tests make it small). */
  encodedAnswerBytes?: number | undefined;
}

/**
 * Compression of the dynamic answers (tRPC and REST JSON) per Accept-Encoding: brotli at a low
 * quality, else gzip, from 1 KiB up, with `Vary: Accept-Encoding`. Register it in the context of the
 * API routes only, before them: the built files are precompressed (decision 0014) and the shell page
 * keeps its own encodings. Reads with a validator are encoded once per version (above); the rest
 * (writes, errors, signed-out answers) by @fastify/compress per answer. 304s have no body and pass
 * untouched; the ETags of the HTTP cache plugin are weak (same data, any encoding) (docs/decisions/0021).
 */
export const compressionPlugin = fp(
  async function compressionPlugin(app: FastifyInstance, options: CompressionOptions) {
    app.addHook('onSend', answerAsBytes);
    app.addHook('onSend', encodedOnce(new AnswerCache(options.encodedAnswerBytes ?? ENCODED_ANSWER_BYTES)));
    // Skips what is encoded already (Content-Encoding set above).
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/json\b/i,
      brotliOptions: BROTLI_OPTIONS,
    });
  },
  { name: 'compression', fastify: '5.x' },
);
