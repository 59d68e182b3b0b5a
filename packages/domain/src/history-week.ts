import { addDays, compareDays, dayToUtcMs, todayIn, type Day } from './dates';
import { workingSets } from './progress-metrics';
import { roundTo } from './rounding';
import { kindOf, type ExerciseKind, type SetType } from './set-kinds';

/** The day a week starts on, numbered as `Date#getUTCDay` numbers days (0 Sunday … 6 Saturday). */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** History's weeks start on Monday (issue #50). */
export const MONDAY: WeekStart = 1;

export type WeekSpan = { start: Day; end: Day };

/** The first day of the week that holds `day`. Days are calendar days, so no clock change moves them. */
export function weekStartOf(day: Day, weekStartsOn: WeekStart = MONDAY): Day {
  const weekday = new Date(dayToUtcMs(day)).getUTCDay();
  return addDays(day, -((weekday - weekStartsOn + 7) % 7));
}

export function weekOf(day: Day, weekStartsOn: WeekStart = MONDAY): WeekSpan {
  const start = weekStartOf(day, weekStartsOn);
  return { start, end: addDays(start, 6) };
}

/** Today, this week and last week on the user's clock at `now` (never the server's zone). Throws RangeError for an unknown zone. */
export function weeksAt(now: Date, timeZone: string, weekStartsOn: WeekStart = MONDAY): { today: Day; thisWeek: WeekSpan; lastWeek: WeekSpan } {
  const today = todayIn(timeZone, now);
  const thisWeek = weekOf(today, weekStartsOn);
  return { today, thisWeek, lastWeek: weekOf(addDays(thisWeek.start, -7), weekStartsOn) };
}

type FiguredSet = { reps: number; weight: number; warmup?: boolean; type?: SetType | null };
type FiguredExercise = { kind?: ExerciseKind | null; sets: readonly FiguredSet[] };
type SessionTimes = { startedAt: number | null; finishedAt: number | null };

/** A day's workout in numbers: what the History list, the calendar and the week summary add up. */
export type WorkoutFigures = {
  /** Exercises with at least one set. */
  exercises: number;
  /** Every set, warm-ups too (what the log's own summary counts). */
  sets: number;
  /** Sets that are not warm-ups. */
  workingSets: number;
  /** Σ reps × weight of the working sets of Weight and reps exercises, stored pounds, two decimals. */
  volumeLb: number;
  /** Finish − start of the day's session when it has both; else null. */
  durationMs: number | null;
};

/** Finish − start of a finished session (a running one has no length yet: History counts workouts done). */
export function finishedSessionMs(session: SessionTimes | null | undefined): number | null {
  if (!session || session.startedAt === null || session.finishedAt === null) return null;
  return Math.max(0, session.finishedAt - session.startedAt);
}

export function workoutFigures(exercises: readonly FiguredExercise[], session?: SessionTimes | null): WorkoutFigures {
  let count = 0;
  let sets = 0;
  let working = 0;
  let volume = 0;
  for (const exercise of exercises) {
    if (exercise.sets.length === 0) continue;
    count += 1;
    sets += exercise.sets.length;
    const counted = workingSets(exercise.sets);
    working += counted.length;
    // Per exercise to two decimals, then the sum, as the log's summary (workoutTotals) adds it.
    if (kindOf(exercise) === 'weightReps')
      volume += roundTo(
        counted.reduce((sum, s) => sum + s.reps * s.weight, 0),
        2,
      );
  }
  return { exercises: count, sets, workingSets: working, volumeLb: roundTo(volume, 2), durationMs: finishedSessionMs(session) };
}

/** A week in numbers; `trainingTimeMs` is null when no workout of the week has a start and a finish. */
export type WeekFigures = { workouts: number; workingSets: number; volumeLb: number; trainingTimeMs: number | null };

export function weekFigures(workouts: readonly WorkoutFigures[]): WeekFigures {
  const timed = workouts.filter((w) => w.durationMs !== null);
  return {
    workouts: workouts.length,
    workingSets: workouts.reduce((sum, w) => sum + w.workingSets, 0),
    volumeLb: roundTo(
      workouts.reduce((sum, w) => sum + w.volumeLb, 0),
      2,
    ),
    trainingTimeMs: timed.length ? timed.reduce((sum, w) => sum + w.durationMs!, 0) : null,
  };
}

const DAY_MS = 86_400_000;
/** 1 January 1970 was a Thursday (`getUTCDay` 4). */
const EPOCH_WEEKDAY = 4;

/** The week's number since 1970 (for any week start): no Date object per day, a streak reads ten years of days. */
function weekNumber(day: Day, weekStartsOn: WeekStart): number {
  return Math.floor((dayToUtcMs(day) / DAY_MS + EPOCH_WEEKDAY - weekStartsOn) / 7);
}

/**
 * The streak: consecutive weeks with at least one workout, counted back from this week, or from last
 * week while this one has none yet (it is not over). `brokeAt` is the start of the first week back
 * without a workout, where the count stopped.
 */
export function weekStreak(workoutDays: Iterable<Day>, today: Day, weekStartsOn: WeekStart = MONDAY): { weeks: number; brokeAt: Day } {
  const weeks = new Set<number>();
  for (const day of workoutDays) weeks.add(weekNumber(day, weekStartsOn));
  const thisWeek = weekNumber(today, weekStartsOn);
  const first = weeks.has(thisWeek) ? thisWeek : thisWeek - 1;
  let week = first;
  while (weeks.has(week)) week -= 1;
  return { weeks: first - week, brokeAt: addDays(weekStartOf(today, weekStartsOn), (week - thisWeek) * 7) };
}

/**
 * Whether a streak counted from the days read so far is final: every day on or after `oldestRead`
 * was read (they are read newest first), so the streak is known once a day before its breaking week
 * was read, or when nothing older is left.
 */
export function streakIsSettled(streak: { brokeAt: Day }, oldestRead: Day | null, nothingOlder: boolean): boolean {
  return nothingOlder || (oldestRead !== null && compareDays(oldestRead, streak.brokeAt) < 0);
}
