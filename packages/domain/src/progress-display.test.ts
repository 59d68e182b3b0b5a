import { describe, expect, it } from 'vitest';
import {
  entryBodyWeightMultiple,
  exerciseStatistics,
  formatBodyWeightMultiple,
  formatKindFigure,
  formatPercentChange,
  KIND_FIGURES,
  kindFigureInUnits,
  kindFigures,
  kindStatistics,
  progressRow,
  setsByReps,
  showsWeightFigures,
} from './progress-display';

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

describe('figures of the time and distance kinds (issue #47)', () => {
  const none = { longestSeconds: 0, totalSeconds: 0, totalMeters: 0, longestMeters: 0, bestPaceSecondsPerKm: null };
  const plank = { ...none, kind: 'time' as const, longestSeconds: 65, totalSeconds: 190 };
  const run = {
    ...none,
    kind: 'distanceTime' as const,
    totalMeters: 5400,
    longestMeters: 5000,
    totalSeconds: 1590,
    longestSeconds: 1500,
    bestPaceSecondsPerKm: 285,
  };

  it('shows working weight, volume and BWx for weight and reps only', () => {
    expect([undefined, 'weightReps', 'repsOnly', 'time', 'distanceTime'].map((k) => showsWeightFigures(k as never))).toEqual([true, true, false, false, false]);
    const weights = [{ date: '2026-03-01', weight: 180 }];
    expect(entryBodyWeightMultiple({ ...entry, kind: 'repsOnly' }, weights, 180)).toBeNull();
    expect(progressRow({ ...entry, kind: 'time' }, weights, 180, 'imperial').bodyWeightMultiple).toBeNull();
    expect(progressRow({ ...entry, kind: 'weightReps' }, weights, 180, 'imperial').bodyWeightMultiple).toBe(1.25);
  });

  it('labels a row’s figures per kind: longest set and total time; distance, best pace and longest distance', () => {
    expect(kindFigures(plank, 'metric')).toEqual([
      { figure: 'longestSeconds', label: 'Longest set', value: '1:05' },
      { figure: 'totalSeconds', label: 'Total time', value: '3:10' },
    ]);
    expect(kindFigures(run, 'metric').map((f) => `${f.label} ${f.value}`)).toEqual(['Distance 5.4 km', 'Best pace 4:45 /km', 'Longest distance 5 km']);
    expect(kindFigures(run, 'imperial').map((f) => f.value)).toEqual(['3.36 mi', '7:39 /mi', '3.11 mi']);
    expect(kindFigures({ ...none, kind: 'weightReps' }, 'metric')).toEqual([]);
    expect(KIND_FIGURES.repsOnly).toEqual([]);
  });

  it('says "–" for a figure an entry does not have, and graphs it as a gap', () => {
    const carry = { ...none, kind: 'distanceTime' as const, totalMeters: 40, longestMeters: 40 };
    expect(formatKindFigure('bestPaceSecondsPerKm', carry, 'metric')).toBe('–');
    expect(kindFigureInUnits('bestPaceSecondsPerKm', carry, 'metric')).toBeNull();
    expect(kindFigureInUnits('totalSeconds', carry, 'metric')).toBeNull();
  });

  it('graphs figures in the user’s unit: seconds, km or mi, seconds per km or per mile', () => {
    expect(kindFigureInUnits('longestSeconds', plank, 'imperial')).toBe(65);
    expect(kindFigureInUnits('totalMeters', run, 'metric')).toBe(5.4);
    expect(kindFigureInUnits('longestMeters', run, 'imperial')).toBe(3.11);
    expect(kindFigureInUnits('bestPaceSecondsPerKm', run, 'metric')).toBe(285);
    expect(kindFigureInUnits('bestPaceSecondsPerKm', run, 'imperial')).toBe(458.66);
  });

  it('gives the statistics’ latest figures with the change against the first entry that has them', () => {
    const first = { ...run, bestPaceSecondsPerKm: null, totalMeters: 40, longestMeters: 40 };
    const second = { ...run, bestPaceSecondsPerKm: 300, totalMeters: 5000, longestMeters: 5000 };
    const stats = kindStatistics([first, second, run], 'distanceTime', 'metric');
    expect(stats.map((s) => [s.label, s.latest])).toEqual([
      ['Distance', '5.4 km'],
      ['Best pace', '4:45 /km'],
      ['Longest distance', '5 km'],
    ]);
    expect(stats[1]!.change).toEqual({ value: 5, direction: 'down' });
    expect(stats[0]!.change).toEqual({ value: 13_400, direction: 'up' });
    expect(kindStatistics([plank], 'time', 'metric').map((s) => s.change.direction)).toEqual(['none', 'none']);
    expect(kindStatistics([], 'time', 'metric')).toEqual([]);
    expect(kindStatistics([plank], 'weightReps', 'metric')).toEqual([]);
  });
});
