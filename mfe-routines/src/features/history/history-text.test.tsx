import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthWeeks, shadeOf, shiftMonth, SHADES } from './calendar-month';
import { calendarDayName, count, dayName, monthCaption, setText, streakLine, weekLines, workoutLine } from './history-text';

const week = (workouts: number, workingSets: number, volumeLb: number, trainingTimeMs: number | null = null) => ({
  workouts,
  workingSets,
  volumeLb,
  trainingTimeMs,
});

describe('the week against last week', () => {
  it('says each figure and how it compares: more, fewer or less, the same', () => {
    expect(weekLines(week(3, 42, 12_345, 7_500_000), week(1, 48, 11_145, 5_700_000), 'imperial')).toEqual([
      '3 workouts · 2 more than last week',
      '42 working sets · 6 fewer than last week',
      '12,345 lbs lifted · 1,200 lbs more than last week',
      '2 h 5 min of training · 30 min more than last week',
    ]);
    expect(weekLines(week(1, 10, 1000), week(1, 12, 2000), 'imperial')).toEqual([
      '1 workout · same as last week',
      '10 working sets · 2 fewer than last week',
      '1,000 lbs lifted · 1,000 lbs less than last week',
    ]);
  });

  it('weighs in the user’s unit, comparing what it shows (whole kilograms)', () => {
    // 2,204.62 lbs is 1,000 kg; 2,205 lbs rounds to the same 1,000 kg: no difference to tell.
    expect(weekLines(week(2, 10, 2205), week(2, 10, 2204.62), 'metric')[2]).toBe('1,000 kgs lifted · same as last week');
  });

  it('leaves training time out when no workout of the week has a start and a finish; untimed last week counts as none', () => {
    expect(weekLines(week(2, 10, 100), week(2, 10, 100, 3_600_000), 'imperial')).toHaveLength(3);
    expect(weekLines(week(2, 10, 100, 2_700_000), week(0, 0, 0), 'imperial')[3]).toBe('45 min of training · 45 min more than last week');
  });

  it('counts the streak in weeks, and says how to start one', () => {
    expect(streakLine(6)).toBe('Streak: 6 weeks');
    expect(streakLine(1)).toBe('Streak: 1 week');
    expect(streakLine(0)).toBe('No streak yet: a workout this week starts one');
  });
});

describe('days, workouts and sets in words', () => {
  it('names days and months as the calendar does', () => {
    expect(dayName('2026-12-01')).toBe('Tuesday 1 December');
    expect(monthCaption(2026, 12)).toBe('December 2026');
    expect(calendarDayName('2026-12-01', { routineName: null, sets: 18 })).toBe('Tuesday 1 December: 18 sets');
    expect(calendarDayName('2026-12-01', { routineName: 'Push', sets: 1 })).toBe('Tuesday 1 December: Push, 1 set');
    expect(calendarDayName('2026-12-02')).toBe('Wednesday 2 December');
    expect(count(1200, 'set')).toBe('1,200 sets');
  });

  it('sums a workout up: volume when some, duration when known', () => {
    expect(workoutLine({ exercises: 4, sets: 18, workingSets: 15, volumeLb: 12_345, durationMs: 3_120_000 }, 'imperial')).toBe(
      '4 exercises · 18 sets · 12,345 lbs · 52 min',
    );
    expect(workoutLine({ exercises: 1, sets: 3, workingSets: 3, volumeLb: 0, durationMs: null }, 'metric')).toBe('1 exercise · 3 sets');
  });

  it('reads a set by its kind, in the user’s units', () => {
    const set = { reps: 5, weight: 225, notes: '' };
    expect(setText(set, 'weightReps', 'imperial')).toBe('5 × 225 lbs');
    expect(setText({ ...set, weight: 0 }, 'weightReps', 'imperial')).toBe('5 reps');
    expect(setText({ ...set, reps: 8 }, 'repsOnly', 'imperial')).toBe('8 reps');
    expect(setText({ reps: 1, weight: 0, seconds: 65 }, 'time', 'imperial')).toBe('1:05');
    expect(setText({ reps: 1, weight: 20, seconds: 65 }, 'time', 'imperial')).toBe('1:05 at 20 lbs');
    expect(setText({ reps: 1, weight: 0, meters: 5000, seconds: 1500 }, 'distanceTime', 'metric')).toBe('5 km in 25:00');
    expect(setText({ reps: 1, weight: 140, meters: 40 }, 'distanceTime', 'metric')).toBe('0.04 km at 63.5 kgs');
  });
});

describe('the calendar month', () => {
  it('lays a month out in Monday-first weeks', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthWeeks(2026, 12);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks(2027, 2)).toHaveLength(4);
  });

  it('holds every day of any month once, in order, in whole weeks, the first day under its weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const weeks = monthWeeks(year, month);
        const days = weeks.flat().filter((day) => day !== null);
        const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
        expect(days).toHaveLength(length);
        expect(days.every((day, i) => day === `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`)).toBe(true);
        expect(weeks.every((w) => w.length === 7)).toBe(true);
        const weekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
        expect(weeks[0]!.indexOf(days[0]!)).toBe(weekday);
      }),
    );
  });

  it('steps months across year ends', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 9998 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const next = shiftMonth(year, month, 1);
        expect(shiftMonth(next.year, next.month, -1)).toEqual({ year, month });
      }),
    );
  });

  it('shades by volume against the month’s heaviest day: the heaviest darkest, every workout day at least the lightest', () => {
    expect(shadeOf(10_000, 10_000)).toBe(SHADES);
    expect(shadeOf(0, 10_000)).toBe(1);
    expect(shadeOf(1, 10_000)).toBe(1);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (a, b) => {
        const heaviest = Math.max(a, b);
        const [light, dark] = [shadeOf(Math.min(a, b), heaviest), shadeOf(heaviest, heaviest)];
        expect(light).toBeGreaterThanOrEqual(1);
        expect(light).toBeLessThanOrEqual(dark);
        expect(dark).toBeLessThanOrEqual(SHADES);
      }),
    );
  });
});
