import { addDays, dayToUtcMs, type Day } from '@fitness/domain';

/** A month's weeks, Monday first as the streak counts them; a week's days outside the month are null. */
export function monthWeeks(year: number, month: number): (Day | null)[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  // Days before the first Monday: Monday 0 … Sunday 6.
  const lead = (new Date(dayToUtcMs(first)).getUTCDay() + 6) % 7;
  const days: (Day | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The month before or after (month 1 = January). */
export function shiftMonth(year: number, month: number, by: -1 | 1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** How many shades a workout day can take. */
export const SHADES = 4;

/**
 * A workout day's shade, 1 (lightest) to SHADES, by its volume against the month's heaviest day; a day
 * without volume (reps only, time, distance) takes the lightest: it is marked, not weighed.
 */
export function shadeOf(volumeLb: number, heaviestLb: number): number {
  if (volumeLb <= 0 || heaviestLb <= 0) return 1;
  return Math.max(1, Math.ceil((volumeLb / heaviestLb) * SHADES));
}
