import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDays, dayToUtcMs, type Day } from './dates';
import { weekFigures, weekOf, weekStartOf, weekStreak, weeksAt, workoutFigures, streakIsSettled, type WeekStart } from './history-week';
import { workoutTotals } from './workout-log';

const anyDay = fc.integer({ min: 0, max: 200 * 366 }).map((n) => addDays('1950-01-01', n));
const anyWeekStart = fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<WeekStart>;
const weekday = (day: Day) => new Date(dayToUtcMs(day)).getUTCDay();
const at = (iso: string) => new Date(iso);

describe('weeks', () => {
  it('start on the Monday on or before the day (Sunday belongs to the week before it)', () => {
    expect(weekOf('2026-12-02')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
  });

  it('run across the year boundary: Thursday 31 December and Friday 1 January share a week', () => {
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(weekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(weekOf('2028-02-29')).toEqual({ start: '2028-02-28', end: '2028-03-05' });
  });

  it('start on the chosen weekday for any week start, within the six days before', () => {
    fc.assert(
      fc.property(anyDay, anyWeekStart, (day, startsOn) => {
        const start = weekStartOf(day, startsOn);
        const back = (dayToUtcMs(day) - dayToUtcMs(start)) / 86_400_000;
        return weekday(start) === startsOn && back >= 0 && back <= 6 && weekOf(day, startsOn).end === addDays(start, 6);
      }),
    );
    expect(weekStartOf('2026-12-02', 0)).toBe('2026-11-29');
  });

  it("are the user's clock's, whatever the server's: Sunday night in Paris is already Monday's week", () => {
    // 23:30 UTC on Sunday 6 December is 00:30 on Monday 7 December in Paris.
    const now = at('2026-12-06T23:30:00Z');
    expect(weeksAt(now, 'UTC').thisWeek.start).toBe('2026-11-30');
    expect(weeksAt(now, 'Europe/Paris')).toEqual({
      today: '2026-12-07',
      thisWeek: { start: '2026-12-07', end: '2026-12-13' },
      lastWeek: { start: '2026-11-30', end: '2026-12-06' },
    });
    // Still Sunday afternoon in Honolulu; Monday already in Kiribati (UTC+14) at 10:00 UTC on Sunday.
    expect(weeksAt(at('2026-12-06T10:00:00Z'), 'Pacific/Honolulu').thisWeek.start).toBe('2026-11-30');
    expect(weeksAt(at('2026-12-06T10:00:00Z'), 'Pacific/Kiritimati').thisWeek.start).toBe('2026-12-07');
  });

  it('turn at local midnight on the Sunday of a clock change (spring forward and fall back)', () => {
    // Paris springs forward on 29 March 2026 (UTC+2 after): Monday starts at 22:00 UTC.
    expect(weeksAt(at('2026-03-29T21:59:59Z'), 'Europe/Paris').thisWeek.start).toBe('2026-03-23');
    expect(weeksAt(at('2026-03-29T22:00:00Z'), 'Europe/Paris').thisWeek.start).toBe('2026-03-30');
    // It falls back on 25 October 2026 (UTC+1 after): Monday starts at 23:00 UTC.
    expect(weeksAt(at('2026-10-25T22:59:59Z'), 'Europe/Paris').thisWeek.start).toBe('2026-10-19');
    expect(weeksAt(at('2026-10-25T23:00:00Z'), 'Europe/Paris').thisWeek.start).toBe('2026-10-26');
    // New York falls back on 1 November 2026 (UTC−5 after): Monday 2 November starts at 05:00 UTC.
    expect(weeksAt(at('2026-11-02T04:59:59Z'), 'America/New_York').today).toBe('2026-11-01');
    expect(weeksAt(at('2026-11-02T05:00:00Z'), 'America/New_York').thisWeek).toEqual({ start: '2026-11-02', end: '2026-11-08' });
  });

  it('put last week seven days before this one, across the new year', () => {
    expect(weeksAt(at('2027-01-05T12:00:00Z'), 'UTC')).toMatchObject({
      thisWeek: { start: '2027-01-04', end: '2027-01-10' },
      lastWeek: { start: '2026-12-28', end: '2027-01-03' },
    });
  });
});

describe('workoutFigures', () => {
  const set = (reps: number, weight: number, extra: object = {}) => ({ reps, weight, ...extra });

  it('counts exercises with sets, every set, working sets (warm-ups out; drop sets and sets to failure in) and the volume of weight and reps sets', () => {
    const figures = workoutFigures(
      [
        { sets: [set(10, 45, { warmup: true }), set(5, 100), set(5, 100), set(8, 80, { type: 'drop' }), set(3, 100, { type: 'failure' })] },
        { kind: 'repsOnly', sets: [set(12, 0), set(10, 0)] },
        { kind: 'time', sets: [set(1, 20, { seconds: 60 })] },
        { kind: 'distanceTime', sets: [set(1, 0, { seconds: 1500, meters: 5000 })] },
        { sets: [] },
      ],
      null,
    );
    expect(figures).toEqual({ exercises: 4, sets: 9, workingSets: 8, volumeLb: 5 * 100 * 2 + 8 * 80 + 3 * 100, durationMs: null });
  });

  it("gives the session's length only when it has a start and a finish", () => {
    const sets = [{ sets: [set(5, 100)] }];
    expect(workoutFigures(sets, { startedAt: 1_000, finishedAt: 3_601_000 }).durationMs).toBe(3_600_000);
    expect(workoutFigures(sets, { startedAt: 1_000, finishedAt: null }).durationMs).toBeNull();
    expect(workoutFigures(sets, { startedAt: null, finishedAt: 5_000 }).durationMs).toBeNull();
    expect(workoutFigures(sets).durationMs).toBeNull();
  });

  it("adds up exactly as the log's own summary does (sets, exercises, volume)", () => {
    const anySet = fc.record({
      reps: fc.integer({ min: 1, max: 30 }),
      weight: fc.integer({ min: 0, max: 20_000 }).map((w) => w / 100),
      warmup: fc.boolean(),
    });
    const anyExercise = fc.record({ name: fc.constant('E'), tracked: fc.boolean(), bw: fc.constant(false), sets: fc.array(anySet, { maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(anyExercise, { maxLength: 6 }), (exercises) => {
        const totals = workoutTotals(exercises);
        const figures = workoutFigures(exercises);
        return figures.sets === totals.sets && figures.exercises === totals.exercises && figures.volumeLb === totals.volumeLb;
      }),
    );
  });
});

describe('weekFigures', () => {
  const day = (workingSets: number, volumeLb: number, durationMs: number | null) => ({
    exercises: 1,
    sets: workingSets + 1,
    workingSets,
    volumeLb,
    durationMs,
  });

  it("adds the week's workouts, working sets, volume, and the training time of the timed sessions", () => {
    expect(weekFigures([day(10, 1000.1, 3_600_000), day(8, 2000.2, null), day(5, 0, 1_800_000)])).toEqual({
      workouts: 3,
      workingSets: 23,
      volumeLb: 3000.3,
      trainingTimeMs: 5_400_000,
    });
  });

  it('has no training time when no session has times, and zeros for a week without workouts', () => {
    expect(weekFigures([day(10, 100, null)]).trainingTimeMs).toBeNull();
    expect(weekFigures([])).toEqual({ workouts: 0, workingSets: 0, volumeLb: 0, trainingTimeMs: null });
  });
});

describe('weekStreak', () => {
  it('counts consecutive weeks back from this week', () => {
    // Wednesday 9 December 2026; workouts this week and the five before, then a week off.
    const days = ['2026-12-08', '2026-12-01', '2026-11-26', '2026-11-23', '2026-11-17', '2026-11-15', '2026-11-02', '2026-10-20'];
    expect(weekStreak(days, '2026-12-09')).toEqual({ weeks: 6, brokeAt: '2026-10-26' });
  });

  it("keeps last week's streak while this week has no workout yet, and ends after a whole week without one", () => {
    const days = ['2026-12-04', '2026-11-24'];
    expect(weekStreak(days, '2026-12-09').weeks).toBe(2);
    expect(weekStreak(days, '2026-12-14')).toEqual({ weeks: 0, brokeAt: '2026-12-07' });
    expect(weekStreak([], '2026-12-09')).toEqual({ weeks: 0, brokeAt: '2026-11-30' });
  });

  it('runs across the new year and ignores days after this week', () => {
    expect(weekStreak(['2027-01-02', '2026-12-22', '2026-12-14', '2027-02-01'], '2027-01-03').weeks).toBe(3);
  });

  it('matches walking back week by week from the week starts of the days, for any days, today and week start', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -60, max: 10 }), { maxLength: 40 }), anyDay, anyWeekStart, (offsets, today, startsOn) => {
        const days = offsets.map((n) => addDays(today, n));
        const starts = new Set(days.map((d) => weekStartOf(d, startsOn)));
        const current = weekStartOf(today, startsOn);
        let week = starts.has(current) ? current : addDays(current, -7);
        let expected = 0;
        while (starts.has(week)) [expected, week] = [expected + 1, addDays(week, -7)];
        const streak = weekStreak(days, today, startsOn);
        return streak.weeks === expected && streak.brokeAt === week;
      }),
    );
  });

  it('is settled once a day older than its breaking week was read: reading newest first can stop there', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -400, max: 0 }), { maxLength: 80 }), fc.integer({ min: 1, max: 30 }), (offsets, chunk) => {
        const today = '2026-12-09';
        const newestFirst = offsets.map((n) => addDays(today, n)).sort((a, b) => compareDays(b, a));
        const whole = weekStreak(newestFirst, today);
        // Read `chunk` more days at a time until the streak so far is settled: it is the whole one.
        for (let read = chunk; ; read += chunk) {
          const part = newestFirst.slice(0, read);
          const streak = weekStreak(part, today);
          if (streakIsSettled(streak, part[part.length - 1] ?? null, read >= newestFirst.length)) return streak.weeks === whole.weeks;
        }
      }),
    );
  });
});
