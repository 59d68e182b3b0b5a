import { isIP } from 'node:net';
import { z } from 'zod';

/** Names Fastify's proxy-addr knows for common ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset or `false` → X-Forwarded-For is ignored; `true` → every hop is trusted (only
 * when nothing reaches the API but the proxy); else a comma-separated list of the proxies' addresses,
 * CIDR ranges or the names loopback / linklocal / uniquelocal. Fastify 5 honours no hop count.
 */
export const trustProxySetting = z
  .preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().optional())
  .transform((value, context): boolean | string[] => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      context.addIssue({ code: 'custom', message: "a hop count is not honoured by Fastify 5 (it would trust no proxy); list the proxies' addresses" });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length) {
      context.addIssue({ code: 'custom', message: `not an address, CIDR range or range name: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });
