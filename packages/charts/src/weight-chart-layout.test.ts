import { addDays, paddedDomain } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { markerRadius, MARKER_LIMIT } from './time-series-layout';
import { CHART_MARGIN, targetIsNear, weightChartLayout } from './weight-chart-layout';

const size = { width: 640, height: 260, unit: 'lbs' };

function daily(count: number, start = '2024-01-01', weight = (i: number) => 200 - i * 0.1) {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), weight: Math.round(weight(i) * 10) / 10 }));
}

describe('weightChartLayout', () => {
  it('returns null when no entry has a weight', () => {
    expect(weightChartLayout({ ...size, points: [], range: '1m' })).toBeNull();
    expect(
      weightChartLayout({
        ...size,
        points: [
          { date: '2024-01-01', weight: 0 },
          { date: '2024-01-02', weight: null },
        ],
        range: '1m',
      }),
    ).toBeNull();
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
    expect(spacing).toBeCloseTo((plotWidth * (399 * 86_400_000)) / 432_000_000 / 399, 6);
  });

  it('pads the value axis by 2.5 % of the range and includes a near target', () => {
    const points = [
      { date: '2024-01-01', weight: 200 },
      { date: '2024-01-10', weight: 180 },
    ];
    expect(weightChartLayout({ ...size, points, range: '1m' })!.yDomain).toEqual(paddedDomain(180, 200));
    const withTarget = weightChartLayout({ ...size, points, range: '1m', targetWeight: 172 })!;
    expect(withTarget.yDomain).toEqual(paddedDomain(172, 200));
    expect(withTarget.target).toMatchObject({ value: 172, label: 'Target 172 lbs', edge: null });
    // 172 sits 2.5 % of the plot height above the bottom.
    const plotHeight = withTarget.plot.bottom - withTarget.plot.top;
    expect(withTarget.target!.y).toBeCloseTo(withTarget.plot.bottom - plotHeight * (1 / 42), 6);
    expect(withTarget.summary).toMatch(/ Target 172 lbs\.$/);
  });

  it('calls a target near within the weights’ span padded by half of it (at least 5 % of the highest weight)', () => {
    // 180–200: 20 lbs span, so 170 to 210.
    expect(targetIsNear(170, 180, 200)).toBe(true);
    expect(targetIsNear(169.9, 180, 200)).toBe(false);
    expect(targetIsNear(210, 180, 200)).toBe(true);
    expect(targetIsNear(210.1, 180, 200)).toBe(false);
    // A flat 200 lbs: 5 % of 200 = 10 lbs band, so 195 to 205.
    expect(targetIsNear(195, 200, 200)).toBe(true);
    expect(targetIsNear(194.9, 200, 200)).toBe(false);
    expect(targetIsNear(205.1, 200, 200)).toBe(false);
  });

  it('keeps the value axis to the weights when the target is far, and marks the target on the edge', () => {
    // The month: 209–213 lbs with a 170 lbs target.
    const points = daily(31, '2024-03-01', (i) => 211 + 2 * Math.sin(i / 3));
    const weights = points.map((p) => p.weight);
    const below = weightChartLayout({ ...size, points, range: '1m', targetWeight: 170 })!;
    expect(below.yDomain).toEqual(paddedDomain(Math.min(...weights), Math.max(...weights)));
    expect(below.yDomain[0]).toBeGreaterThan(208);
    expect(below.target).toEqual({ value: 170, y: below.plot.bottom, label: 'Target 170 lbs', edge: 'bottom' });
    expect(below.summary).toMatch(/ Target 170 lbs\.$/);

    const above = weightChartLayout({ ...size, points, range: '1m', targetWeight: 240 })!;
    expect(above.yDomain).toEqual(below.yDomain);
    expect(above.target).toEqual({ value: 240, y: above.plot.top, label: 'Target 240 lbs', edge: 'top' });
  });

  it('draws the trend of the shown range as a smooth line, inside the value axis', () => {
    const points = daily(40, '2024-01-01', (i) => 200 - i * 0.1);
    // A trend that dips below every weight in the window, and a far older value outside it.
    const trend = [{ date: '2023-12-01', weight: 150 }, ...points.map((p, i) => ({ date: p.date, weight: i === 20 ? 194.5 : p.weight + 0.3 }))];
    const layout = weightChartLayout({ ...size, points, range: '1m', trend })!;
    const weights = layout.points.map((p) => p.value);
    expect(layout.yDomain).toEqual(paddedDomain(194.5, Math.max(...weights, 200 - 9 * 0.1 + 0.3)));
    expect(layout.trend!.path).toMatch(/^M[\d.]+,[\d.]+C/);
    // The window is Jan 10 – Feb 9: its first and last trend days.
    expect(layout.trend!.first).toBeCloseTo(199.4, 6);
    expect(layout.trend!.last).toBeCloseTo(196.4, 6);
    expect(layout.summary).toMatch(/ Trend from 199\.4 lbs to 196\.4 lbs\.$/);
    expect(weightChartLayout({ ...size, points: points.slice(0, 1), range: '1m', trend: trend.slice(1, 2) })!.summary).toMatch(
      /1 entry, 200 lbs\. Trend 200\.3 lbs\.$/,
    );
    expect(weightChartLayout({ ...size, points, range: '1m' })!.trend).toBeNull();
    expect(weightChartLayout({ ...size, points, range: '1m', trend: [] })!.trend).toBeNull();
  });

  it('judges the target near against the trend too', () => {
    const points = [
      { date: '2024-01-01', weight: 200 },
      { date: '2024-01-10', weight: 196 },
    ];
    // Weights 196–200 (pad 5): 190 is far; with the trend reaching 194 (pad 5, 189–205) it is near.
    expect(weightChartLayout({ ...size, points, range: '1m', targetWeight: 190 })!.target!.edge).toBe('bottom');
    const trend = [
      { date: '2024-01-01', weight: 200 },
      { date: '2024-01-10', weight: 194 },
    ];
    const layout = weightChartLayout({ ...size, points, range: '1m', targetWeight: 190, trend })!;
    expect(layout.target!.edge).toBeNull();
    expect(layout.yDomain).toEqual(paddedDomain(190, 200));
  });

  it('thins the point markers: full up to 60 shown points, smaller up to 120, none beyond', () => {
    expect(MARKER_LIMIT).toBe(120);
    expect([1, 60, 61, 120, 121, 3650].map(markerRadius)).toEqual([4.5, 4.5, 3, 3, 0, 0]);
    const points = daily(400);
    // 3 months = 91 points, 6 months = 181: every point stays (focusable, labelled), only the markers go.
    const threeMonths = weightChartLayout({ ...size, points, range: '3m' })!;
    expect(threeMonths.markerRadius).toBe(3);
    const sixMonths = weightChartLayout({ ...size, points, range: '6m' })!;
    expect(sixMonths.points).toHaveLength(181);
    expect(sixMonths.markerRadius).toBe(0);
    expect(weightChartLayout({ ...size, points, range: '1m' })!.markerRadius).toBe(4.5);
  });

  it('draws no target line for a target of 0', () => {
    expect(weightChartLayout({ ...size, points: daily(3), range: '1m', targetWeight: 0 })!.target).toBeNull();
  });

  it('labels every point and summarises the chart in the user unit', () => {
    const layout = weightChartLayout({
      ...size,
      unit: 'kgs',
      points: [
        { date: '2026-11-18', weight: 80.5 },
        { date: '2026-11-20', weight: 79 },
      ],
      range: '1m',
      targetWeight: 77,
    })!;
    expect(layout.points.map((p) => p.label)).toEqual(['Nov 18, 2026: 80.5 kgs', 'Nov 20, 2026: 79 kgs']);
    expect(layout.summary).toBe(
      'Body weight chart, Oct 21, 2026 to Nov 20, 2026: 2 entries, from 80.5 kgs to 79 kgs, lowest 79 kgs, highest 80.5 kgs. Target 77 kgs.',
    );
    expect(layout.plot.left).toBe(CHART_MARGIN.left);
  });

  it('puts a single point at the right edge of the month window', () => {
    const layout = weightChartLayout({ ...size, points: [{ date: '2024-05-01', weight: 150 }], range: '1m' })!;
    expect(layout.points[0]!.x).toBeCloseTo(layout.plot.right, 6);
    expect(layout.summary).toContain('1 entry, 150 lbs');
  });

  describe('with a projection', () => {
    // 40 days losing 0.1 lb a day to Feb 9, then a projection of 12 weeks: line 196.1 → 188.1, band ±0.5 widening to ±4.
    const points = daily(40, '2024-01-01', (i) => 200 - i * 0.1);
    const projection = {
      bandPercent: 80,
      points: Array.from({ length: 13 }, (_, w) => ({
        date: addDays('2024-02-09', w * 7),
        weight: 196.1 - w * (8 / 12),
        low: 196.1 - w * (8 / 12) - w / 3,
        high: 196.1 - w * (8 / 12) + w / 3,
      })),
    };

    it("runs the time axis on to the projection's end, the weights keeping the range's window", () => {
      const layout = weightChartLayout({ ...size, points, range: '1m', projection })!;
      expect(layout.points).toHaveLength(31);
      expect(layout.points[0]!.date).toBe('2024-01-10');
      // 30 days of weights, then 84 of projection: the latest weight sits at 30/114 of the plot.
      const plotWidth = layout.plot.right - layout.plot.left;
      expect(layout.points.at(-1)!.x).toBeCloseTo(layout.plot.left + (plotWidth * 30) / 114, 0);
      expect(layout.xOf('2024-05-03')).toBeCloseTo(layout.plot.right, 6);
      // About as many ticks as 'All' gives over the whole window, not one every 6 days.
      expect(layout.xTicks.length).toBeLessThanOrEqual(6);
      expect(layout.xTicks.length).toBeGreaterThanOrEqual(5);
      expect(layout.startDay).toBe('2024-01-10');
    });

    it("stretches the value axis to the projection's line but not to its band, which is clipped to the plot", () => {
      const layout = weightChartLayout({ ...size, points, range: '1m', projection })!;
      expect(layout.yDomain).toEqual(paddedDomain(188.1, 199.1));
      // The band's low end (184.1) lies below the axis.
      expect(layout.yDomain[0]).toBeGreaterThan(184.1);
      expect(layout.projection!.bandPercent).toBe(80);
    });

    it("draws the line from the projection's first point and the band around it", () => {
      const layout = weightChartLayout({ ...size, points, range: '1m', projection })!;
      const start = layout.points.at(-1)!;
      const [, x, y] = /^M([\d.]+),([\d.]+)/.exec(layout.projection!.linePath)!;
      expect(Number(x)).toBeCloseTo(start.x, 0);
      expect(Number(y)).toBeCloseTo(start.y, 0);
      // One straight segment per projection point; the band goes out along the high edge and back along the low one.
      expect(layout.projection!.linePath.match(/L/g)).toHaveLength(12);
      expect(layout.projection!.bandPath).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){25}Z$/);
    });

    it('describes the projection and its band in the summary', () => {
      const layout = weightChartLayout({ ...size, points, range: '1m', projection, targetWeight: 188 })!;
      expect(layout.summary).toMatch(
        /\. Projection from 196\.1 lbs on Feb 9, 2024 to 188\.1 lbs on May 3, 2024; likely range \(80 %\) there 184\.1 lbs to 192\.1 lbs\. Target 188 lbs\.$/,
      );
    });

    it("judges the target near against the projection's line: a target it reaches is a line, not an edge marker", () => {
      expect(weightChartLayout({ ...size, points, range: '1m', targetWeight: 188 })!.target!.edge).toBe('bottom');
      const layout = weightChartLayout({ ...size, points, range: '1m', projection, targetWeight: 188 })!;
      expect(layout.target!.edge).toBeNull();
      expect(layout.yDomain).toEqual(paddedDomain(188, 199.1));
    });

    it('draws nothing of a projection under two points, and leaves the axes as they were', () => {
      const plain = weightChartLayout({ ...size, points, range: '1m' })!;
      const one = weightChartLayout({ ...size, points, range: '1m', projection: { bandPercent: 80, points: projection.points.slice(0, 1) } })!;
      expect(one.projection).toBeNull();
      expect(one.xTicks).toEqual(plain.xTicks);
      expect(one.summary).toBe(plain.summary);
      expect(plain.projection).toBeNull();
    });
  });
});
