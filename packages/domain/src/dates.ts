/** Calendar days are 'YYYY-MM-DD' strings; any longer date string is compared on its first 10 characters. */
export type Day = string;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayOf(dateString: string): Day {
  return dateString.slice(0, 10);
}

export function sameDay(a: string, b: string): boolean {
  return dayOf(a) === dayOf(b);
}

/** True for a real calendar day written as YYYY-MM-DD (rejects 2024-02-30). */
export function isValidDay(s: string): boolean {
  const m = DAY_PATTERN.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Midnight UTC of a day, in ms: the one place days become instants (charts use it). */
export function dayToUtcMs(day: string): number {
  const d = dayOf(day);
  return Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
}

export function utcMsToDay(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayToUtcMs(b) - dayToUtcMs(a)) / DAY_MS);
}

export function addDays(day: string, days: number): Day {
  return utcMsToDay(dayToUtcMs(day) + days * DAY_MS);
}

/** Sort comparator for days (and date strings, on their first 10 characters). */
export function compareDays(a: string, b: string): number {
  const x = dayOf(a);
  const y = dayOf(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One day formatter per valid time zone (at most the ~600 IANA zones): making one costs far more than using it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's day formatter; throws RangeError for an unknown zone (never kept). */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz.trim() === '') return false;
  try {
    dayFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar day in an IANA time zone (throws RangeError for an unknown zone). */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Hours the latest time zone (UTC+14, Kiribati) runs ahead of UTC. */
const LATEST_UTC_OFFSET_MS = 14 * 3_600_000;

/**
 * The latest calendar day anywhere on Earth right now: a server that does not know the user's
 * time zone refuses only days after it, so no one's today is ever refused.
 */
export function latestDayOnEarth(now: Date = new Date()): Day {
  return utcMsToDay(now.getTime() + LATEST_UTC_OFFSET_MS);
}

/** What a form says of a day after today (a weight's, a measurement's). */
export const FUTURE_DATE_ERROR = 'The date cannot be in the future.';

/** True when `day` comes after `today`. */
export function isFutureDay(day: string, today: string): boolean {
  return compareDays(day, today) > 0;
}
