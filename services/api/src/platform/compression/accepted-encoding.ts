import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Negotiated answers per Accept-Encoding value: browsers send a handful of them, the same on every request. */
const negotiated = new Map<string, Encoding>();
const MAX_KNOWN = 100;

/**
 * The best encoding the browser accepts (brotli, else gzip, by its q-values), negotiated by the same
 * library @fastify/static uses to choose the precompressed build files.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  let encoding = negotiated.get(value);
  if (encoding) return encoding;
  encoding = (negotiate(value, ['br', 'gzip']) as Encoding | null) || 'identity';
  if (negotiated.size >= MAX_KNOWN) negotiated.clear();
  negotiated.set(value, encoding);
  return encoding;
}
