import { randomBytes } from 'node:crypto';

const ID_PATTERN = /^[0-9a-f]{24}$/;

/** App-generated ids, one format for both stores: 24 lower-case hex characters, time-ordered prefix. */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return time + randomBytes(8).toString('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
