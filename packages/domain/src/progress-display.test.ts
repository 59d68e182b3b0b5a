import { describe, expect, it } from 'vitest';
import { entryBodyWeightMultiple, exerciseStatistics, formatBodyWeightMultiple, formatPercentChange, progressRow, setsByReps } from './progress-display';

const entry = { date: '2026-03-10', workingWeight: 225, volume: 3375, workingSetCount: 3, repsLow: 5, repsHigh: null, bw: true };

describe('setsByReps', () => {
  it('writes working sets by reps, with a rep range when the reps differ', () => {
    expect(setsByReps(2, 5, null)).toBe('2 x 5');
    expect(setsByReps(3, 6, 8)).toBe('3 x 6-8');
    expect(setsByReps(1, 5, 5)).toBe('1 x 5');
  });
});

describe('entryBodyWeightMultiple', () => {
  const weights = [
    { date: '2026-03-01', weight: 200 },
    { date: '2026-03-10', weight: 180 },
    { date: '2026-03-20', weight: 150 },
  ];
  it('uses the latest body weight on or before the entry day', () => {
    expect(entryBodyWeightMultiple(entry, weights, 100)).toBe(1.25);
    expect(entryBodyWeightMultiple({ ...entry, date: '2026-03-15' }, weights, 100)).toBe(1.25);
    expect(entryBodyWeightMultiple({ ...entry, date: '2026-03-05' }, weights, 100)).toBe(1.13);
  });
  it('falls back to the profile weight before the first entry, and gives null without one or without the flag', () => {
    expect(entryBodyWeightMultiple({ ...entry, date: '2026-02-01' }, weights, 150)).toBe(1.5);
    expect(entryBodyWeightMultiple({ ...entry, date: '2026-02-01' }, weights, 0)).toBeNull();
    expect(entryBodyWeightMultiple({ ...entry, bw: false }, weights, 150)).toBeNull();
  });
  it('formats two decimals', () => {
    expect(formatBodyWeightMultiple(1.5)).toBe('1.50 BWx');
    expect(formatBodyWeightMultiple(1.25)).toBe('1.25 BWx');
  });
});

describe('progressRow', () => {
  it('shows the working weight in the user unit (kgs converted from stored pounds)', () => {
    expect(progressRow(entry, [], 180, 'imperial')).toEqual({ workingWeight: 225, bodyWeightMultiple: 1.25, setsByReps: '3 x 5' });
    expect(progressRow(entry, [], 180, 'metric')).toEqual({ workingWeight: 102.1, bodyWeightMultiple: 1.25, setsByReps: '3 x 5' });
  });
});

describe('exerciseStatistics', () => {
  it('gives the latest figures and the change against the first entry, one decimal', () => {
    const stats = exerciseStatistics(
      [
        { workingWeight: 200, volume: 3000 },
        { workingWeight: 190, volume: 2900 },
        { workingWeight: 225, volume: 2700 },
      ],
      'imperial',
    )!;
    expect(stats.workingWeight).toBe(225);
    expect(stats.volume).toBe(2700);
    expect(stats.workingWeightChange).toEqual({ value: 12.5, direction: 'up' });
    expect(stats.volumeChange).toEqual({ value: 10, direction: 'down' });
    expect(formatPercentChange(stats.volumeChange)).toBe('10.0%');
  });
  it('converts to kgs for metric users, volume too', () => {
    const stats = exerciseStatistics([{ workingWeight: 220.46, volume: 2204.62 }], 'metric')!;
    expect(stats.workingWeight).toBe(100);
    expect(stats.volume).toBe(1000);
    expect(stats.workingWeightChange.direction).toBe('none');
  });
  it('is null without entries', () => {
    expect(exerciseStatistics([], 'imperial')).toBeNull();
  });
});
