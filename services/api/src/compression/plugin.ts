import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli quality per answer: 4 is a few times cheaper than 11 per byte for ~10 % larger output
 * (docs/decisions/0021; the static files are compressed once at 11 by the build instead).
 */
export const ANSWER_BROTLI_QUALITY = 4;

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

/**
 * Compression of the dynamic answers (tRPC and REST JSON) per Accept-Encoding: brotli at a low
 * quality, else gzip, from 1 KiB up, with `Vary: Accept-Encoding`. Register it in the context of the
 * API routes only, before them: the built files are precompressed (decision 0014) and the shell page
 * keeps its own encodings. 304s have no body and pass untouched; the ETags of the HTTP cache plugin
 * are weak (same data, any encoding) and set before this runs (docs/decisions/0021).
 */
export const compressionPlugin = fp(
  async function compressionPlugin(app: FastifyInstance) {
    app.addHook('onSend', answerAsBytes);
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/json\b/i,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
    });
  },
  { name: 'compression', fastify: '5.x' },
);
