import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExerciseTarget, formatExerciseWeight, formatSetsReps, formatTargetTime, type ExerciseTargets } from './exercise-display';
import { parseDistance, parseDuration, SET_MEASURE_LIMITS } from './set-kinds';

const sr = (setsLow: number, setsHigh: number | null, repsLow: number, repsHigh: number | null) => formatSetsReps({ setsLow, setsHigh, repsLow, repsHigh });

describe('formatSetsReps', () => {
  it('shows low-high for sets and reps', () => {
    expect(sr(2, 4, 5, 8)).toBe('2-4 x 5-8');
    expect(sr(3, 4, 8, 12)).toBe('3-4 x 8-12');
    expect(sr(1, 99, 1, 99)).toBe('1-99 x 1-99');
  });

  it('shows only the low number when the high is null', () => {
    expect(sr(3, null, 5, 8)).toBe('3 x 5-8');
    expect(sr(2, 4, 8, null)).toBe('2-4 x 8');
    expect(sr(1, null, 1, null)).toBe('1 x 1');
  });

  it('shows only the low number when a high is not above it (legacy data)', () => {
    expect(sr(3, 3, 5, 2)).toBe('3 x 5');
    expect(sr(3, 0, 5, 8)).toBe('3 x 5-8');
  });
});

describe('formatExerciseWeight', () => {
  it('shows pounds for imperial users, one decimal at most', () => {
    expect(formatExerciseWeight(135, 'imperial')).toBe('135 lbs');
    expect(formatExerciseWeight(42.5, 'imperial')).toBe('42.5 lbs');
    expect(formatExerciseWeight(42.25, 'imperial')).toBe('42.3 lbs');
    expect(formatExerciseWeight(1500, 'imperial')).toBe('1500 lbs');
  });

  it('converts stored pounds to kilograms for metric users (1 kg = 2.20462262185 lb)', () => {
    expect(formatExerciseWeight(220.46, 'metric')).toBe('100 kgs');
    expect(formatExerciseWeight(135, 'metric')).toBe('61.2 kgs');
    expect(formatExerciseWeight(1653.47, 'metric')).toBe('750 kgs');
    expect(formatExerciseWeight(2.2, 'metric')).toBe('1 kgs');
  });

  it('shows nothing for no added weight, never "0 lbs"', () => {
    expect(formatExerciseWeight(0, 'imperial')).toBe('');
    expect(formatExerciseWeight(0, 'metric')).toBe('');
    expect(formatExerciseWeight(0.04, 'imperial')).toBe('');
    expect(formatExerciseWeight(0.1, 'metric')).toBe('');
  });
});

describe('formatTargetTime', () => {
  it('shows seconds below two minutes, m:ss from two minutes, h:mm:ss from an hour', () => {
    expect(formatTargetTime(1)).toBe('1 s');
    expect(formatTargetTime(60)).toBe('60 s');
    expect(formatTargetTime(119)).toBe('119 s');
    expect(formatTargetTime(120)).toBe('2:00');
    expect(formatTargetTime(1500)).toBe('25:00');
    expect(formatTargetTime(3599)).toBe('59:59');
    expect(formatTargetTime(3600)).toBe('1:00:00');
    expect(formatTargetTime(86_400)).toBe('24:00:00');
  });

  it('reads back as the same seconds when typed into a Time field', () => {
    fc.assert(
      fc.property(fc.integer({ min: SET_MEASURE_LIMITS.secondsMin, max: SET_MEASURE_LIMITS.secondsMax }), (seconds) => {
        expect(parseDuration(formatTargetTime(seconds).replace(/ s$/, ''))).toBe(seconds);
      }),
    );
  });
});

describe('formatExerciseTarget', () => {
  const base: ExerciseTargets = { setsLow: 3, setsHigh: null, repsLow: 8, repsHigh: 12 };

  it('shows sets x reps for weight and reps (also when no kind is stored) and for reps only', () => {
    expect(formatExerciseTarget(base, 'imperial')).toBe('3 x 8-12');
    expect(formatExerciseTarget({ ...base, kind: null }, 'metric')).toBe('3 x 8-12');
    expect(formatExerciseTarget({ ...base, kind: 'weightReps', setsHigh: 4 }, 'imperial')).toBe('3-4 x 8-12');
    expect(formatExerciseTarget({ ...base, kind: 'repsOnly', repsHigh: null }, 'imperial')).toBe('3 x 8');
  });

  it('shows sets × the time per set for a time exercise, never its reps', () => {
    expect(formatExerciseTarget({ ...base, kind: 'time', targetSeconds: 60 }, 'imperial')).toBe('3 × 60 s');
    expect(formatExerciseTarget({ ...base, kind: 'time', setsHigh: 4, targetSeconds: 150 }, 'metric')).toBe('3-4 × 2:30');
  });

  it("shows sets × the distance in the user's units for a distance and time exercise, with the time to beat when set", () => {
    const run = { ...base, kind: 'distanceTime', setsLow: 1, targetMeters: 5000 } as const;
    expect(formatExerciseTarget(run, 'metric')).toBe('1 × 5 km');
    expect(formatExerciseTarget({ ...run, targetSeconds: 1500 }, 'metric')).toBe('1 × 5 km in 25:00');
    expect(formatExerciseTarget({ ...run, targetSeconds: 1500 }, 'imperial')).toBe('1 × 3.11 mi in 25:00');
    expect(formatExerciseTarget({ ...run, setsLow: 2, setsHigh: 3, targetMeters: 40, targetSeconds: 45 }, 'metric')).toBe('2-3 × 0.04 km in 45 s');
  });

  it('shows the sets alone for a time or distance exercise stored without its target', () => {
    expect(formatExerciseTarget({ ...base, kind: 'time', targetSeconds: null }, 'imperial')).toBe('3 sets');
    expect(formatExerciseTarget({ ...base, kind: 'distanceTime', setsLow: 1, targetSeconds: 600 }, 'imperial')).toBe('1 set');
    expect(formatExerciseTarget({ ...base, kind: 'distanceTime', setsHigh: 5 }, 'metric')).toBe('3-5 sets');
  });

  it('shows a distance that reads back as the stored metres in km (and within 10 m in mi)', () => {
    fc.assert(
      fc.property(fc.integer({ min: SET_MEASURE_LIMITS.metersMin, max: SET_MEASURE_LIMITS.metersMax }), (meters) => {
        const shown = (type: 'metric' | 'imperial') =>
          formatExerciseTarget({ ...base, kind: 'distanceTime', setsLow: 1, targetMeters: meters }, type).replace(/^1 × | (km|mi)$/g, '');
        expect(parseDistance(shown('metric'), 'metric')).toBe(meters);
        expect(Math.abs(parseDistance(shown('imperial'), 'imperial')! - meters)).toBeLessThanOrEqual(9);
      }),
    );
  });
});
