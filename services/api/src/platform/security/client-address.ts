import { isIPv4, isIPv6 } from 'node:net';

/** The 64-bit network part of an IPv6 address, as four hextets without leading zeros. */
function network64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const count = (part: string) => (part ? part.split(':').reduce((n, piece) => n + (piece.includes('.') ? 2 : 1), 0) : 0);
  const zeros = tail === undefined ? 0 : 8 - count(head) - count(tail);
  const hextets = [...(head ? head.split(':') : []), ...Array<string>(zeros).fill('0'), ...(tail ? tail.split(':') : [])];
  return hextets
    .slice(0, 4)
    .map((hextet) => parseInt(hextet, 16).toString(16))
    .join(':');
}

/**
 * The rate-limit key of a client address (`request.ip`): IPv4 as is (also when mapped into IPv6),
 * IPv6 by its /64, since one household or server holds a whole /64 and could rotate through it.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : '';
  if (isIPv4(mapped)) return mapped;
  if (isIPv6(address)) return `${network64(address)}::/64`;
  // Not an address (only with TRUST_PROXY=true and a made-up header): bounded, still one key per value.
  return address.slice(0, 64);
}
