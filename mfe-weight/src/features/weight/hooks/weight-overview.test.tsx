import { describe, expect, it } from 'vitest';
import { weightOverview, formatChange, formatWeeklyRate } from './weight-overview';

const imperial = { measurementType: 'imperial', targetWeight: 0, weightGoal: 0 } as const;

describe('weightOverview', () => {
  it('skips empty weights, lists newest first, and summarises the shown range', () => {
    const overview = weightOverview(
      [
        { date: '2026-01-01', weight: 200 },
        { date: '2026-01-15', weight: 0 },
        { date: '2026-03-01', weight: 190.26 },
        { date: '2026-03-20', weight: 188.84 },
      ],
      imperial,
      '1m',
    );
    expect(overview.points).toEqual([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-03-01', weight: 190.3 },
      { date: '2026-03-20', weight: 188.8 },
    ]);
    expect(overview.entries.map((e) => e.date)).toEqual(['2026-03-20', '2026-03-01', '2026-01-01']);
    // Trend: 200, then 59 days on α = 1 − e^(−59/7) ≈ 0.99978 → 190.302, then α = 1 − e^(−19/7) ≈ 0.93375 → 188.900.
    // Over the month shown (Mar 1 → Mar 20): (188.900 − 190.302) / 19 × 7 = −0.52 a week.
    expect(overview.summary).toEqual({ start: 190.3, now: 188.8, change: -1.5, trend: 188.9, weeklyRate: -0.5 });
    expect(overview.trend.map((p) => p.date)).toEqual(['2026-01-01', '2026-03-01', '2026-03-20']);
    expect(overview.trend[0]!.weight).toBe(200);
    expect(overview.trend[2]!.weight).toBeCloseTo(188.8995, 4);
    expect(overview.ranges.map((r) => r.key)).toEqual(['1m', '2m', 'all']);
  });

  it('falls back to the default range when the data no longer spans the chosen one', () => {
    const overview = weightOverview([{ date: '2026-01-01', weight: 200 }], imperial, '1y');
    expect(overview.range).toBe('1m');
    expect(overview.ranges.map((r) => r.key)).toEqual(['1m']);
  });

  it('converts to kilograms for metric users and forecasts in their unit', () => {
    const overview = weightOverview([{ date: '2026-01-01', weight: 176.37 }], { measurementType: 'metric', targetWeight: 165.35, weightGoal: -2 }, '1m');
    expect(overview.unit).toBe('kgs');
    expect(overview.points[0]!.weight).toBe(80);
    expect(overview.target).toBe(75);
    // Goal −2 is 0.25 kg a week: 5 kg take 20 weeks.
    expect(overview.forecast).toBe('5 months to goal');
    // One weigh-in: its weight is the trend, and there is no rate yet.
    expect(overview.summary).toMatchObject({ trend: 80, weeklyRate: null });
  });

  it('has no forecast when the goal points away from the target, or without a target', () => {
    const entries = [{ date: '2026-01-01', weight: 180 }];
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 170, weightGoal: 2 }, '1m').forecast).toBeNull();
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 0, weightGoal: -2 }, '1m').forecast).toBeNull();
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 190, weightGoal: 4 }, '1m').forecast).toBe('2.5 months to goal');
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 178, weightGoal: -4 }, '1m').forecast).toBe('2 weeks to goal');
  });

  it('formats the weekly rate like the change, per week', () => {
    expect(formatWeeklyRate(-0.6, 'lbs')).toBe('-0.6 lbs/week');
    expect(formatWeeklyRate(0.25, 'kgs')).toBe('+0.3 kgs/week');
    expect(formatWeeklyRate(-0.04, 'lbs')).toBe('0.0 lbs/week');
  });

  it('formats the change with a sign and one decimal', () => {
    expect(formatChange(-15, 'lbs')).toBe('-15.0 lbs');
    expect(formatChange(1.5, 'kgs')).toBe('+1.5 kgs');
    expect(formatChange(0, 'lbs')).toBe('0.0 lbs');
  });
});
