import { describe, expect, it } from 'vitest';
import { formatExerciseWeight, formatSetsReps } from './exercise-display';

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
