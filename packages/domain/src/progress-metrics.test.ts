import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyWeightLookup, bodyWeightMultiple, bodyWeightOn, exerciseMetrics, percentChange } from './progress-metrics';
import { addDays } from './dates';

const sets = (...pairs: [number, number][]) => pairs.map(([reps, weight]) => ({ reps, weight }));

describe('exerciseMetrics', () => {
  it('takes the most frequent weight as working weight', () => {
    expect(exerciseMetrics(sets([10, 95], [8, 135], [6, 135], [8, 135], [5, 155]))).toEqual({
      workingWeight: 135,
      workingSetCount: 3,
      repsLow: 6,
      repsHigh: 8,
      volume: 10 * 95 + 8 * 135 + 6 * 135 + 8 * 135 + 5 * 155,
    });
  });

  it('breaks ties toward the higher weight, whatever the order', () => {
    expect(exerciseMetrics(sets([8, 100], [6, 120], [8, 100], [5, 120])).workingWeight).toBe(120);
    expect(exerciseMetrics(sets([6, 120], [8, 100], [5, 120], [8, 100])).workingWeight).toBe(120);
    expect(exerciseMetrics(sets([5, 50], [5, 40], [5, 45])).workingWeight).toBe(50);
  });

  it('sets high reps to null when all working sets have the same reps', () => {
    expect(exerciseMetrics(sets([5, 100], [5, 100], [12, 60]))).toMatchObject({ repsLow: 5, repsHigh: null, workingSetCount: 2 });
  });

  it('handles bodyweight-only and empty exercises', () => {
    expect(exerciseMetrics(sets([12, 0], [10, 0]))).toEqual({ workingWeight: 0, workingSetCount: 2, repsLow: 10, repsHigh: 12, volume: 0 });
    expect(exerciseMetrics([])).toEqual({ workingWeight: 0, workingSetCount: 0, repsLow: 0, repsHigh: null, volume: 0 });
  });

  it('leaves warm-up sets out of working weight, set count, rep range and volume', () => {
    const logged = [
      { reps: 10, weight: 45, warmup: true },
      { reps: 5, weight: 95, warmup: true },
      { reps: 5, weight: 135 },
      { reps: 4, weight: 135, warmup: false },
    ];
    expect(exerciseMetrics(logged)).toEqual({ workingWeight: 135, workingSetCount: 2, repsLow: 4, repsHigh: 5, volume: 9 * 135 });
    // Warm-ups alone are no working sets at all.
    expect(exerciseMetrics([{ reps: 10, weight: 45, warmup: true }])).toEqual(exerciseMetrics([]));
  });

  it('keeps volume free of float noise', () => {
    expect(exerciseMetrics(sets([3, 22.05], [3, 22.05], [3, 0.1])).volume).toBe(132.6);
  });

  it('property: the working weight is a set weight with maximal count, and counts agree', () => {
    const setArb = fc.record({ reps: fc.integer({ min: 1, max: 99 }), weight: fc.integer({ min: 0, max: 30 }).map((n) => n * 5) });
    fc.assert(
      fc.property(fc.array(setArb, { minLength: 1, maxLength: 20 }), (list) => {
        const m = exerciseMetrics(list);
        const count = (w: number) => list.filter((s) => s.weight === w).length;
        const maxCount = Math.max(...list.map((s) => count(s.weight)));
        const working = list.filter((s) => s.weight === m.workingWeight);
        return (
          count(m.workingWeight) === maxCount &&
          list.every((s) => count(s.weight) < maxCount || s.weight <= m.workingWeight) &&
          m.workingSetCount === working.length &&
          m.repsLow === Math.min(...working.map((s) => s.reps)) &&
          (m.repsHigh === null || m.repsHigh > m.repsLow)
        );
      }),
    );
  });
});

describe('percentChange', () => {
  it('gives one decimal, absolute, with a direction', () => {
    expect(percentChange(100, 112.345)).toEqual({ value: 12.3, direction: 'up' });
    expect(percentChange(200, 150)).toEqual({ value: 25, direction: 'down' });
    expect(percentChange(3, 4)).toEqual({ value: 33.3, direction: 'up' });
    expect(percentChange(150, 150)).toEqual({ value: 0, direction: 'none' });
    expect(percentChange(1000, 1000.4)).toEqual({ value: 0, direction: 'none' });
  });

  it('has no percentage against a first value of 0', () => {
    expect(percentChange(0, 100)).toEqual({ value: 0, direction: 'none' });
  });
});

describe('body weight multiple', () => {
  it('divides by body weight to two decimals', () => {
    expect(bodyWeightMultiple(225, 180)).toBe(1.25);
    expect(bodyWeightMultiple(200, 180)).toBe(1.11);
    expect(bodyWeightMultiple(315, 150)).toBe(2.1);
    expect(bodyWeightMultiple(100, 0)).toBeNull();
  });

  it('uses the latest weight entry on or before the date, else the profile weight', () => {
    const weights = [
      { date: '2024-01-10', weight: 190 },
      { date: '2024-02-01T09:00:00Z', weight: 185 },
      { date: '2024-02-15', weight: 0 },
      { date: '2024-03-01', weight: 180 },
    ];
    expect(bodyWeightOn('2024-02-01', weights, 200)).toBe(185);
    expect(bodyWeightOn('2024-02-20', weights, 200)).toBe(185);
    expect(bodyWeightOn('2024-03-05', weights, 200)).toBe(180);
    expect(bodyWeightOn('2024-01-09', weights, 200)).toBe(200);
    expect(bodyWeightOn('2024-01-10', [], 0)).toBe(0);
  });
});

describe('bodyWeightLookup', () => {
  it('property: answers what bodyWeightOn answers for every day (entries in any order, gaps, blanks, repeats of a day)', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2024-01-01', n));
    const entry = fc.record({
      date: day,
      weight: fc.option(
        fc.integer({ min: -5, max: 3000 }).map((n) => n / 10),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 30 }),
        fc.integer({ min: 0, max: 300 }),
        fc.array(day, { minLength: 1, maxLength: 10 }),
        (entries, profileWeight, days) => {
          const lookup = bodyWeightLookup(entries, profileWeight);
          for (const d of days) expect(lookup(d)).toBe(bodyWeightOn(d, entries, profileWeight));
        },
      ),
    );
  });
});
