/** A clock the tests can move (expiry of sessions, codes and tokens). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * Every time zone's offset from UTC is a whole number of quarter hours, so the calendar day in any
 * zone changes only when a UTC quarter hour begins: within one quarter hour "today" is fixed everywhere.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

export function quarterHourOf(now: Date): number {
  return Math.floor(now.getTime() / QUARTER_HOUR_MS);
}
