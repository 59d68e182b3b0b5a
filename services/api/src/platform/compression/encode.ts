import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './accepted-encoding';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli quality per answer: 4 is a few times cheaper than 11 per byte for ~10 % larger output
 * (docs/decisions/0021; the static files are compressed once at 11 by the build instead).
 */
export const ANSWER_BROTLI_QUALITY = 4;
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const isJson = (contentType: unknown) => typeof contentType === 'string' && /^application\/json\b/i.test(contentType);

/** Whether an answer of this size and type is worth sending compressed. */
export const worthCompressing = (bytes: number, contentType: unknown) => bytes >= COMPRESS_FROM_BYTES && isJson(contentType);

/** The answer in the browser's chosen encoding (off the main thread). */
export function encodeAnswer(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body);
}
