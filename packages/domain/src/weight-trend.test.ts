import { describe, expect, it } from 'vitest';
import { weeklyTrendRate, weightTrend } from './weight-trend';

describe('weightTrend (α = 1 − e^(−Δt / 7 days))', () => {
  it('starts at the first weight and moves by α of each gap, Δt in days', () => {
    const trend = weightTrend([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-02', weight: 199 },
      { date: '2026-01-04', weight: 198 },
    ]);
    expect(trend.map((p) => p.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-04']);
    expect(trend[0]!.weight).toBe(200);
    // α = 1 − e^(−1/7) = 0.13312: 200 − 0.13312 × 1.
    expect(trend[1]!.weight).toBeCloseTo(199.866878, 6);
    // Two days later α = 1 − e^(−2/7) = 0.24852: 199.866878 + 0.24852 × (198 − 199.866878).
    expect(trend[2]!.weight).toBeCloseTo(199.402916, 6);
  });

  it('lets a weigh-in after a gap count for more: a week pulls 63 %, four weeks 98 %', () => {
    expect(
      weightTrend([
        { date: '2026-03-01', weight: 180 },
        { date: '2026-03-08', weight: 170 },
      ])[1]!.weight,
    ).toBeCloseTo(173.678794, 6);
    expect(
      weightTrend([
        { date: '2026-03-01', weight: 180 },
        { date: '2026-03-29', weight: 170 },
      ])[1]!.weight,
    ).toBeCloseTo(170.183156, 6);
  });

  it('sorts unsorted input, skips empty and 0 weights, and reads days of longer date strings', () => {
    const trend = weightTrend([
      { date: '2026-01-04T00:00:00.000Z', weight: 198 },
      { date: '2026-01-03', weight: 0 },
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-05', weight: null },
      { date: '2026-01-02', weight: 199 },
    ]);
    expect(trend.map((p) => p.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-04']);
    expect(trend[2]!.weight).toBeCloseTo(199.402916, 6);
  });

  it('gives one point for one weigh-in and none for none', () => {
    expect(weightTrend([{ date: '2026-01-01', weight: 80.5 }])).toEqual([{ date: '2026-01-01', weight: 80.5 }]);
    expect(weightTrend([])).toEqual([]);
    expect(weightTrend([{ date: '2026-01-01', weight: 0 }])).toEqual([]);
  });

  it('stays flat on a flat log', () => {
    const flat = [0, 1, 5, 30].map((d) => ({ date: `2026-02-${String(1 + d).padStart(2, '0')}`, weight: 150 }));
    expect(weightTrend(flat).map((p) => p.weight)).toEqual([150, 150, 150, 150]);
  });
});

describe('weeklyTrendRate', () => {
  it('is (last − first) / days × 7', () => {
    // (199.402916 − 200) / 3 days × 7.
    const trend = weightTrend([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-02', weight: 199 },
      { date: '2026-01-04', weight: 198 },
    ]);
    expect(weeklyTrendRate(trend)).toBeCloseTo(-1.393195, 6);
    expect(
      weeklyTrendRate([
        { date: '2026-01-01', weight: 80 },
        { date: '2026-01-15', weight: 81 },
      ]),
    ).toBe(0.5);
  });

  it('is null for fewer than two points or a span under a day', () => {
    expect(weeklyTrendRate([])).toBeNull();
    expect(weeklyTrendRate([{ date: '2026-01-01', weight: 80 }])).toBeNull();
    expect(
      weeklyTrendRate([
        { date: '2026-01-01', weight: 80 },
        { date: '2026-01-01', weight: 79 },
      ]),
    ).toBeNull();
  });
});
