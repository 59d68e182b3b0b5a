import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyWeightLookup,
  bodyWeightMultiple,
  bodyWeightOn,
  entryMetrics,
  exerciseMetrics,
  paceSecondsPerKm,
  percentChange,
  workingSets,
} from './progress-metrics';
import { addDays } from './dates';
import { trackedEntriesFromLog } from './tracked-entries';

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

describe('metrics per kind (issue #47)', () => {
  const none = { longestSeconds: 0, totalSeconds: 0, totalMeters: 0, longestMeters: 0, bestPaceSecondsPerKm: null };

  it('leaves out warm-ups of either spelling; drop sets and sets to failure are working sets', () => {
    const logged = [
      { reps: 10, weight: 95, type: 'warmup' as const },
      { reps: 10, weight: 95, warmup: true },
      { reps: 8, weight: 185, type: 'failure' as const },
      { reps: 12, weight: 135, type: 'drop' as const },
      { reps: 5, weight: 185, warmup: true, type: 'normal' as const },
    ];
    expect(workingSets(logged).map((s) => s.reps)).toEqual([8, 12, 5]);
    expect(entryMetrics('weightReps', logged)).toEqual({ workingWeight: 185, workingSetCount: 2, repsLow: 5, repsHigh: 8, volume: 4025, ...none });
  });

  it('gives reps only its sets and reps without weight or volume', () => {
    expect(entryMetrics('repsOnly', sets([10, 0], [8, 20], [8, 20]))).toEqual({
      workingWeight: 0,
      workingSetCount: 3,
      repsLow: 8,
      repsHigh: 10,
      volume: 0,
      ...none,
    });
  });

  it('gives time the longest set and the total time of the working sets, and no weight figures', () => {
    const holds = [
      { reps: 1, weight: 0, seconds: 30, warmup: true },
      { reps: 1, weight: 25, seconds: 65 },
      { reps: 1, weight: 25, seconds: 60, type: 'failure' as const },
    ];
    expect(entryMetrics('time', holds)).toEqual({
      workingWeight: 0,
      workingSetCount: 2,
      repsLow: 0,
      repsHigh: null,
      volume: 0,
      ...none,
      longestSeconds: 65,
      totalSeconds: 125,
    });
  });

  it('gives distance the total and longest distance and the fastest pace of any distance (records keep the 1 km rule)', () => {
    const runs = [
      { reps: 1, weight: 0, meters: 5000, seconds: 1500 },
      { reps: 1, weight: 0, meters: 400, seconds: 90 },
      { reps: 1, weight: 0, meters: 40, seconds: null },
    ];
    expect(entryMetrics('distanceTime', runs)).toMatchObject({
      totalMeters: 5440,
      longestMeters: 5000,
      totalSeconds: 1590,
      longestSeconds: 1500,
      bestPaceSecondsPerKm: 225,
    });
    expect(entryMetrics('distanceTime', [{ reps: 1, weight: 100, meters: 40 }])).toMatchObject({
      bestPaceSecondsPerKm: null,
      totalSeconds: 0,
      workingWeight: 0,
    });
    expect(entryMetrics('distanceTime', [])).toEqual({ workingWeight: 0, workingSetCount: 0, repsLow: 0, repsHigh: null, volume: 0, ...none });
  });

  it('paces to two decimals in seconds per km, only with a distance and a time', () => {
    expect(paceSecondsPerKm({ meters: 2000, seconds: 570 })).toBe(285);
    expect(paceSecondsPerKm({ meters: 3000, seconds: 1000 })).toBe(333.33);
    expect([paceSecondsPerKm({ meters: 3000 }), paceSecondsPerKm({ seconds: 100, meters: null })]).toEqual([null, null]);
  });

  it('property: time and distance figures are sums and maxima of the working sets, and the weight figures stay 0', () => {
    const setArb = fc.record({
      reps: fc.constant(1),
      weight: fc.constantFrom(0, 20, 45),
      warmup: fc.boolean(),
      seconds: fc.integer({ min: 1, max: 5000 }),
      meters: fc.integer({ min: 1, max: 20_000 }),
    });
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 8 }), (logged) => {
        const working = logged.filter((s) => !s.warmup);
        const m = entryMetrics('distanceTime', logged);
        expect(m.totalMeters).toBe(working.reduce((a, s) => a + s.meters, 0));
        expect(m.longestMeters).toBe(Math.max(0, ...working.map((s) => s.meters)));
        expect(m.totalSeconds).toBe(working.reduce((a, s) => a + s.seconds, 0));
        expect(m.bestPaceSecondsPerKm).toBe(working.length ? Math.min(...working.map((s) => paceSecondsPerKm(s)!)) : null);
        expect([m.workingWeight, m.volume, m.workingSetCount]).toEqual([0, 0, working.length]);
        const t = entryMetrics('time', logged);
        expect([t.longestSeconds, t.totalMeters, t.bestPaceSecondsPerKm]).toEqual([Math.max(0, ...working.map((s) => s.seconds)), 0, null]);
      }),
    );
  });

  it("makes each tracked entry carry its kind (absent: weight and reps) and its kind's metrics", () => {
    const [run, squats] = trackedEntriesFromLog('2026-11-18', [
      { id: 'r', name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [{ reps: 1, weight: 0, meters: 5000, seconds: 1500 }] },
      { id: 's', name: 'Squats', tracked: true, bw: false, sets: sets([5, 225]) },
    ]);
    expect(run).toMatchObject({ id: 'r', kind: 'distanceTime', totalMeters: 5000, bestPaceSecondsPerKm: 300, workingWeight: 0 });
    expect(squats).toMatchObject({ id: 's', kind: 'weightReps', workingWeight: 225, volume: 1125, ...none });
  });
});
