import { z } from 'zod';
import { dayOfHistoryCursor, type Day, type WeekFigures, type WeekSpan, type WorkoutFigures } from '@fitness/domain';
import { numberField, timeZone } from './fields';

// The History page's reads (issue #50): the list of workouts (cursor-paged), a month of the
// calendar and the week in numbers. A workout is a day's log with at least one set. Pounds, 'YYYY-MM-DD' days.

export const BAD_HISTORY_CURSOR = 'cursor is not one the history list gave';

/** A cursor the list answered (`nextCursor`), read as the day it names; anything else is refused with 400. */
export const historyCursor = z.string({ error: BAD_HISTORY_CURSOR }).transform((cursor, ctx) => {
  const day = dayOfHistoryCursor(cursor);
  if (day === null) ctx.addIssue({ code: 'custom', message: BAD_HISTORY_CURSOR });
  return day ?? z.NEVER;
});

/**
 * A page of the list: the newest workouts without a cursor, else those before the cursor's day.
 * Not strict: the client's infinite query adds its own `direction`.
 */
export const historyListInput = z.object({ cursor: historyCursor.nullish() }).optional();

/** A month of the calendar: 1 = January. */
export const historyMonthInput = z.object({
  year: numberField('year', 1900, 9999, { int: true }),
  month: numberField('month', 1, 12, { int: true }),
});

/** This week and last week on the user's clock (Monday-based). */
export const historyWeekInput = z.object({ timezone: timeZone });

/**
 * One workout as the list and the calendar show it. `routineName`: the routine the day's log was started
 * from, null when none. The day's new records are not here: the page asks `progress.dayRecords`.
 */
export type HistoryWorkout = { date: Day; routineName: string | null } & WorkoutFigures;

export type HistoryPage = { items: HistoryWorkout[]; nextCursor: string | null };

/** The month's days with a workout, oldest first. */
export type HistoryMonth = { year: number; month: number; days: HistoryWorkout[] };

/** A week's span and figures (volume in stored pounds: the client converts). */
export type HistoryWeekFigures = WeekSpan & WeekFigures;

export type HistoryWeek = {
  today: Day;
  thisWeek: HistoryWeekFigures;
  lastWeek: HistoryWeekFigures;
  /** Consecutive Monday-based weeks with at least one workout, up to this week (or last week while this one has none yet). */
  streakWeeks: number;
};
