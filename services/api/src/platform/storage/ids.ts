import { randomBytes } from 'node:crypto';

const ID_PATTERN = /^[0-9a-f]{24}$/;

let lastSecond = -1;
let inSecond = 0;

/** Random bytes taken a kilobyte at a time: one system call per 170 ids (an import makes tens of thousands). */
const POOL_BYTES = 1020;
let pool = Buffer.alloc(0);
let taken = POOL_BYTES;

function randomHex6(): string {
  if (taken >= pool.length) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  taken += 6;
  return pool.toString('hex', taken - 6, taken);
}

/**
 * App-generated ids, one format for both stores: 24 lower-case hex characters: 8 of seconds, 5 of
 * a counter within the second, 11 random. Ids made by one process sort in creation order (the
 * legacy REST client sends ids back as sort orders: docs/decisions/0012).
 */
export function newId(): string {
  const second = Math.floor(Date.now() / 1000);
  inSecond = second === lastSecond ? (inSecond + 1) & 0xfffff : 0;
  lastSecond = second;
  return second.toString(16).padStart(8, '0') + inSecond.toString(16).padStart(5, '0') + randomHex6().slice(0, 11);
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
