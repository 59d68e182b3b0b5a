import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { answerBytes } from '../http/answer-bytes';
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES } from './encode';

/** Every answer here may differ by Accept-Encoding, compressed or not (small, 304): caches must know. */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * An answer @fastify/compress can take: tRPC's Response as status, headers and bytes on the reply
 * (the plugin would compress its body and drop its status: a 401 went out as 200). Streamed answers
 * stay as they are and uncompressed.
 */
async function asBytes(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  varyOnEncoding(reply);
  if (!(payload instanceof Response)) return payload;
  const bytes = await answerBytes(reply, payload);
  if (!bytes) {
    request.headers['x-no-compression'] = '1';
    return payload;
  }
  varyOnEncoding(reply); // the Response's own headers may have replaced it
  return bytes;
}

/**
 * Compression of the dynamic answers (tRPC and REST JSON) per Accept-Encoding: brotli at a low quality, else gzip,
 * from 1 KiB up. Register it in the API routes' context only, before them: built files are precompressed (0014), and a
 * user's reads come encoded from the read cache (0035); the rest (writes, errors, signed-out answers) is compressed here.
 */
export const compressionPlugin = fp(
  async function compressionPlugin(app: FastifyInstance) {
    app.addHook('onSend', asBytes);
    // Skips what is encoded already (Content-Encoding set by the read cache).
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
