import { addDays, paddedDomain } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { CHART_MARGIN, weightChartLayout } from './weight-chart-layout';

const size = { width: 640, height: 260, unit: 'lbs' };

function daily(count: number, start = '2024-01-01', weight = (i: number) => 200 - i * 0.1) {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), weight: Math.round(weight(i) * 10) / 10 }));
}

describe('weightChartLayout', () => {
  it('returns null when no entry has a weight', () => {
    expect(weightChartLayout({ ...size, points: [], range: '1m' })).toBeNull();
    expect(weightChartLayout({ ...size, points: [{ date: '2024-01-01', weight: 0 }, { date: '2024-01-02', weight: null }], range: '1m' })).toBeNull();
  });

  it('skips entries without a weight and keeps only the range window ending on the latest day', () => {
    const points = [...daily(100), { date: '2024-02-01', weight: null }];
    const layout = weightChartLayout({ ...size, points, range: '1m' })!;
    // 1 month = 30 days before the latest day, both ends included.
    expect(layout.points).toHaveLength(31);
    expect(layout.points[0]!.date).toBe('2024-03-10');
    expect(layout.points.at(-1)!.date).toBe('2024-04-09');
    expect(weightChartLayout({ ...size, points, range: 'all' })!.points).toHaveLength(100);
  });

  it('spaces x ticks by the range: 6 days for 1 month, 72 for a year, span / 5 days for All', () => {
    const points = daily(400);
    expect(weightChartLayout({ ...size, points, range: '1m' })!.xTicks).toHaveLength(6); // 0, 6, … 30
    expect(weightChartLayout({ ...size, points, range: '3m' })!.xTicks).toHaveLength(6); // every 18 days over 90
    expect(weightChartLayout({ ...size, points, range: '1y' })!.xTicks).toHaveLength(6); // every 72 days over 360
    const all = weightChartLayout({ ...size, points, range: 'all' })!;
    const spacing = all.xTicks[1]!.position - all.xTicks[0]!.position;
    const plotWidth = all.plot.right - all.plot.left;
    // span / 432 000 000 ms days per tick: the span is 399 days → 79.8 days per tick.
    expect(spacing).toBeCloseTo((plotWidth * (399 * 86_400_000) / 432_000_000) / 399, 6);
  });

  it('pads the value axis by 2.5 % of the range and includes the target', () => {
    const points = [
      { date: '2024-01-01', weight: 200 },
      { date: '2024-01-10', weight: 180 },
    ];
    expect(weightChartLayout({ ...size, points, range: '1m' })!.yDomain).toEqual(paddedDomain(180, 200));
    const withTarget = weightChartLayout({ ...size, points, range: '1m', targetWeight: 160 })!;
    expect(withTarget.yDomain).toEqual(paddedDomain(160, 200));
    expect(withTarget.yDomain[0]).toBeCloseTo(159, 6);
    expect(withTarget.target!.label).toBe('Target 160 lbs');
    // 160 sits 2.5 % of the plot height above the bottom.
    const plotHeight = withTarget.plot.bottom - withTarget.plot.top;
    expect(withTarget.target!.y).toBeCloseTo(withTarget.plot.bottom - plotHeight * (1 / 42), 6);
  });

  it('draws no target line for a target of 0', () => {
    expect(weightChartLayout({ ...size, points: daily(3), range: '1m', targetWeight: 0 })!.target).toBeNull();
  });

  it('labels every point and summarises the chart in the user unit', () => {
    const layout = weightChartLayout({ ...size, unit: 'kgs', points: [{ date: '2026-11-18', weight: 80.5 }, { date: '2026-11-20', weight: 79 }], range: '1m', targetWeight: 75 })!;
    expect(layout.points.map((p) => p.label)).toEqual(['Nov 18, 2026: 80.5 kgs', 'Nov 20, 2026: 79 kgs']);
    expect(layout.summary).toBe('Body weight chart, Oct 21, 2026 to Nov 20, 2026: 2 entries, from 80.5 kgs to 79 kgs, lowest 79 kgs, highest 80.5 kgs. Target 75 kgs.');
    expect(layout.plot.left).toBe(CHART_MARGIN.left);
  });

  it('puts a single point at the right edge of the month window', () => {
    const layout = weightChartLayout({ ...size, points: [{ date: '2024-05-01', weight: 150 }], range: '1m' })!;
    expect(layout.points[0]!.x).toBeCloseTo(layout.plot.right, 6);
    expect(layout.summary).toContain('1 entry, 150 lbs');
  });
});
