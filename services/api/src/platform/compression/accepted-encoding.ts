import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding the browser accepts (brotli, else gzip, by its q-values), negotiated by the same
 * library @fastify/static uses to choose the precompressed build files.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  return (value && negotiate(value, ['br', 'gzip'])) || 'identity';
}
