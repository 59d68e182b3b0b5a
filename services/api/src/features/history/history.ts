import {
  HISTORY_PAGE_SIZE,
  addDays,
  historyPage,
  streakIsSettled,
  weekFigures,
  weekStartOf,
  weekStreak,
  weeksAt,
  workingSets,
  workoutFigures,
  type Day,
} from '@fitness/domain';
import type { HistoryMonth, HistoryPage, HistoryWeek, HistoryWorkout, SetsByName } from '@fitness/schemas';
import type { Clock } from '../../platform/clock';
import type { FieldCondition, Storage } from '../../platform/storage';
import { WORKOUT_LOGS, type WorkoutLogRecord } from '../../shared/records';

/**
 * A day's log is a workout when it has a set. Every writer stores only exercises with sets, so that is
 * "it has an exercise" (a day may hold only tombstones or a session); far cheaper to match than a path into the sets.
 */
const HAS_A_SET = { 'exercises.0': { $exists: true } } as const;
/** What the figures and the card need: never the day's tombstones. */
const WORKOUT_FIELDS = { date: 1, exercises: 1, session: 1, routineName: 1 } as const;
/**
 * Days the streak reads first: most streaks end within it. Each further read takes sixteen times more:
 * on the embedded store every read of a user's logs costs a pass over them, so few reads beat small ones.
 */
const STREAK_FIRST_READ = 100;
const STREAK_READ_GROWTH = 16;

const twoDigits = (n: number) => String(n).padStart(2, '0');

const toWorkout = (log: WorkoutLogRecord): HistoryWorkout => ({
  date: log.date,
  // The routine the log was started from; older days and days started from scratch have none.
  routineName: log.routineName ?? null,
  ...workoutFigures(log.exercises, log.session),
});

/**
 * The History page's reads (issue #50) over the workout logs, each by the (userId, date) index with a
 * range and a limit: a page, a month or two weeks at a time, never every log (the streak reads dates only).
 */
export class HistoryService {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {}

  private get logs() {
    return this.storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
  }

  private async workouts(userId: string, date: FieldCondition<string> | null, order: 1 | -1, limit: number): Promise<HistoryWorkout[]> {
    const range = date === null ? {} : { date };
    const logs = await this.logs.find({ userId, ...range, ...HAS_A_SET }, { sort: { date: order }, limit, projection: WORKOUT_FIELDS });
    return logs.map(toWorkout);
  }

  /** Twenty workouts, newest first: the newest, or those before the day a cursor names. */
  async list(userId: string, before: Day | null): Promise<HistoryPage> {
    return historyPage(await this.workouts(userId, before === null ? null : { $lt: before }, -1, HISTORY_PAGE_SIZE + 1));
  }

  /** The days of a month (1 = January) with a workout, oldest first. */
  async month(userId: string, year: number, month: number): Promise<HistoryMonth> {
    const first = `${year}-${twoDigits(month)}-01`;
    const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${twoDigits(month + 1)}-01`, -1);
    return { year, month, days: await this.workouts(userId, { $gte: first, $lte: last }, 1, 31) };
  }

  /** This week against last week on the user's clock, and the streak of weeks with a workout. */
  async week(userId: string, timeZone: string): Promise<HistoryWeek> {
    const { today, thisWeek, lastWeek } = weeksAt(this.clock.now(), timeZone);
    const [days, streakWeeks] = await Promise.all([
      this.workouts(userId, { $gte: lastWeek.start, $lte: thisWeek.end }, -1, 14),
      this.streakWeeks(userId, today, thisWeek.end),
    ]);
    const figuresOf = (week: { start: Day; end: Day }) => ({
      ...week,
      ...weekFigures(days.filter((d) => d.date >= week.start && d.date <= week.end)),
    });
    return { today, thisWeek: figuresOf(thisWeek), lastWeek: figuresOf(lastWeek), streakWeeks };
  }

  /**
   * Working sets (warm-ups out) per name as logged, in each of the last `weeks` Monday-based weeks up to
   * this one on the user's clock, oldest first, every week listed (most sets first within it). The
   * client knows the catalogue and the user's links, so it turns names into muscles (issue #49).
   */
  async setsByName(userId: string, timeZone: string, weeks: number): Promise<SetsByName> {
    const { thisWeek } = weeksAt(this.clock.now(), timeZone);
    const starts = Array.from({ length: weeks }, (_, i) => addDays(thisWeek.start, -7 * (weeks - 1 - i)));
    const logs = await this.logs.find(
      { userId, date: { $gte: starts[0]!, $lte: thisWeek.end }, ...HAS_A_SET },
      { limit: weeks * 7, projection: { date: 1, exercises: 1 } },
    );
    const counts = new Map(starts.map((start) => [start, new Map<string, number>()]));
    for (const log of logs) {
      const names = counts.get(weekStartOf(log.date))!;
      for (const exercise of log.exercises) {
        const sets = workingSets(exercise.sets).length;
        if (sets > 0) names.set(exercise.name, (names.get(exercise.name) ?? 0) + sets);
      }
    }
    return {
      weeks: starts.map((weekStart) => ({
        weekStart,
        names: [...counts.get(weekStart)!]
          .map(([name, sets]) => ({ name, workingSets: sets }))
          .sort((a, b) => b.workingSets - a.workingSets || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      })),
    };
  }

  /** Workout days newest first (dates only), read until the streak is known: up to its first week without a workout. */
  private async streakWeeks(userId: string, today: Day, until: Day): Promise<number> {
    const days: Day[] = [];
    for (let limit = STREAK_FIRST_READ; ; limit *= STREAK_READ_GROWTH) {
      const oldest = days[days.length - 1];
      const date = oldest === undefined ? { $lte: until } : { $lt: oldest };
      const read = await this.logs.find({ userId, date, ...HAS_A_SET }, { sort: { date: -1 }, limit, projection: { date: 1 } });
      for (const log of read) days.push(log.date);
      const streak = weekStreak(days, today);
      if (streakIsSettled(streak, days[days.length - 1] ?? null, read.length < limit)) return streak.weeks;
    }
  }
}
