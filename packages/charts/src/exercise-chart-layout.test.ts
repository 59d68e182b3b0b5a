import { addDays, paddedDomain } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { exerciseChartLayout, type ExercisePoint } from './exercise-chart-layout';

const size = { width: 640, height: 260, unit: 'lbs' };

/** One entry every `every` days: working weight climbing 2.5 lbs a time, 3 × 5 volume. */
function entries(count: number, every = 1, start = '2024-01-01'): ExercisePoint[] {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i * every), workingWeight: 100 + i * 2.5, volume: (100 + i * 2.5) * 15 }));
}

describe('exerciseChartLayout', () => {
  it('plots only entries with a working weight, oldest first', () => {
    const points = [
      { date: '2024-01-09', workingWeight: 110, volume: 1650 },
      { date: '2024-01-01', workingWeight: 100, volume: 1500 },
      { date: '2024-01-05', workingWeight: 0, volume: 0 },
    ];
    const layout = exerciseChartLayout({ ...size, points, metric: 'workingWeight', range: '3m' })!;
    expect(layout.points.map((p) => [p.date, p.value])).toEqual([
      ['2024-01-01', 100],
      ['2024-01-09', 110],
    ]);
    expect(exerciseChartLayout({ ...size, points: [points[2]!], metric: 'workingWeight', range: '3m' })).toBeNull();
  });

  it('plots working weight or volume, each padded by 2.5 % of its range', () => {
    const points = entries(3);
    const weight = exerciseChartLayout({ ...size, points, metric: 'workingWeight', range: '3m' })!;
    expect(weight.points.map((p) => p.value)).toEqual([100, 102.5, 105]);
    expect(weight.yDomain).toEqual(paddedDomain(100, 105));
    expect(weight.points[2]!.label).toBe('Jan 3, 2024: 105 lbs');
    const volume = exerciseChartLayout({ ...size, points, metric: 'volume', range: '3m' })!;
    expect(volume.points.map((p) => p.value)).toEqual([1500, 1537.5, 1575]);
    expect(volume.yDomain).toEqual(paddedDomain(1500, 1575));
    expect(volume.summary).toBe('Volume chart, Oct 5, 2023 to Jan 3, 2024: 3 entries, from 1500 lbs to 1575 lbs, lowest 1500 lbs, highest 1575 lbs.');
  });

  it('plots the e1RM of the entries that have one (a bodyweight entry without added weight included), oldest first', () => {
    const points = [
      { date: '2024-01-09', workingWeight: 0, volume: 0, oneRepMax: 228 },
      { date: '2024-01-01', workingWeight: 100, volume: 1500, oneRepMax: 116.5 },
      { date: '2024-01-05', workingWeight: 100, volume: 1500, oneRepMax: null },
      { date: '2024-01-07', workingWeight: 100, volume: 1500 },
    ];
    const layout = exerciseChartLayout({ ...size, points, metric: 'oneRepMax', range: '3m' })!;
    expect(layout.points.map((p) => [p.date, p.value])).toEqual([
      ['2024-01-01', 116.5],
      ['2024-01-09', 228],
    ]);
    expect(layout.summary).toMatch(/^e1RM chart, /);
    // An e1RM keeps its 0.25 kg step where a weight shows one decimal.
    const metric = exerciseChartLayout({
      ...size,
      unit: 'kgs',
      points: [{ date: '2024-01-01', workingWeight: 100, volume: 1500, oneRepMax: 116.75 }],
      metric: 'oneRepMax',
      range: '3m',
    })!;
    expect(metric.points[0]!.label).toBe('Jan 1, 2024: 116.75 kgs');
    expect(exerciseChartLayout({ ...size, points: points.slice(2), metric: 'oneRepMax', range: '3m' })).toBeNull();
  });

  it('keeps the range window ending on the latest entry: 90, 180, 360 days, or all', () => {
    const points = entries(400);
    const count = (range: '3m' | '6m' | '1y' | 'all') => exerciseChartLayout({ ...size, points, metric: 'workingWeight', range })!.points.length;
    expect(count('3m')).toBe(91);
    expect(count('6m')).toBe(181);
    expect(count('1y')).toBe(361);
    expect(count('all')).toBe(400);
  });

  it('spaces ticks 18 days for 3 months, 36 for 6 months, 72 for a year, span / 5 days for All', () => {
    const points = entries(400);
    const ticks = (range: '3m' | '6m' | '1y' | 'all') => exerciseChartLayout({ ...size, points, metric: 'workingWeight', range })!;
    for (const [range, days] of [
      ['3m', 18],
      ['6m', 36],
      ['1y', 72],
    ] as const) {
      const layout = ticks(range);
      expect(layout.xTicks).toHaveLength(6);
      const dayWidth = (layout.plot.right - layout.plot.left) / (range === '3m' ? 90 : range === '6m' ? 180 : 360);
      expect(layout.xTicks[1]!.position - layout.xTicks[0]!.position).toBeCloseTo(days * dayWidth, 6);
    }
    const all = ticks('all');
    const plotWidth = all.plot.right - all.plot.left;
    expect(all.xTicks[1]!.position - all.xTicks[0]!.position).toBeCloseTo((plotWidth * (399 * 86_400_000)) / 432_000_000 / 399, 6);
  });

  it('labels in kgs for metric users', () => {
    const layout = exerciseChartLayout({
      ...size,
      unit: 'kgs',
      points: [{ date: '2026-11-20', workingWeight: 60.5, volume: 907.5 }],
      metric: 'volume',
      range: '3m',
    })!;
    expect(layout.points[0]!.label).toBe('Nov 20, 2026: 907.5 kgs');
    expect(layout.summary).toContain('1 entry, 907.5 kgs');
  });
});
