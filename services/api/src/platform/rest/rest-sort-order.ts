/** Ids this server hands out: 24 lower-case hex characters (8 of seconds, 5 of a counter within the second, 11 random). */
export const SERVER_ID_PATTERN = /^[0-9a-f]{24}$/;

export const isServerId = (value: unknown): value is string => typeof value === 'string' && SERVER_ID_PATTERN.test(value);

/**
 * The sort order an id stands for when the legacy client sends it back as a `sortOrder`: its
 * seconds × 2^20 + its counter. Ids made later map higher, above any position 1..n the server hands
 * out, and below 2^52 (a safe whole number) until 2106. docs/decisions/0012.
 */
export function sortOrderOfId(id: string): number {
  return Number.parseInt(id.slice(0, 8), 16) * 2 ** 20 + Number.parseInt(id.slice(8, 13), 16);
}
