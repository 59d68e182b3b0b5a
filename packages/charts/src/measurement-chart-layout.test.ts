import { addDays, paddedDomain } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { measurementChartLayout } from './measurement-chart-layout';

const size = { width: 640, height: 220 };

/** A waist measured every `every` days, 0.5 cm less each time. */
function waist(count: number, every = 7, start = '2024-01-01') {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i * every), value: 90 - i * 0.5 }));
}

describe('measurementChartLayout', () => {
  it('plots the values in their unit and names the measurement in the summary and labels', () => {
    const layout = measurementChartLayout({ ...size, points: waist(3), label: 'Waist', unit: 'cm', range: '3m' })!;
    expect(layout.points.map((p) => p.label)).toEqual(['Jan 1, 2024: 90 cm', 'Jan 8, 2024: 89.5 cm', 'Jan 15, 2024: 89 cm']);
    expect(layout.yDomain).toEqual(paddedDomain(89, 90));
    expect(layout.summary).toBe('Waist chart, Oct 17, 2023 to Jan 15, 2024: 3 entries, from 90 cm to 89 cm, lowest 89 cm, highest 90 cm.');
    expect(measurementChartLayout({ ...size, points: [{ date: '2024-01-01', value: 18.5 }], label: 'Body fat', unit: '%', range: '3m' })!.summary).toContain(
      '1 entry, 18.5 %',
    );
  });

  it('keeps the measurement ranges: 3 months of weekly values show 13 weeks, ticks every 18 days; All shows everything', () => {
    const points = waist(60);
    const threeMonths = measurementChartLayout({ ...size, points, label: 'Waist', unit: 'in', range: '3m' })!;
    // 90 days before the latest: weeks 47 … 59.
    expect(threeMonths.points).toHaveLength(13);
    expect(threeMonths.xTicks).toHaveLength(6);
    expect(measurementChartLayout({ ...size, points, label: 'Waist', unit: 'in', range: 'all' })!.points).toHaveLength(60);
  });

  it('is null with nothing to plot', () => {
    expect(measurementChartLayout({ ...size, points: [], label: 'Hips', unit: 'cm', range: '3m' })).toBeNull();
  });
});
