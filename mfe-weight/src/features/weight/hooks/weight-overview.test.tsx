import { describe, expect, it } from 'vitest';
import { weightOverview, formatChange } from './weight-overview';

const imperial = { measurementType: 'imperial', targetWeight: 0, weightGoal: 0 } as const;

describe('weightOverview', () => {
  it('skips empty weights, lists newest first, and summarises the shown range', () => {
    const overview = weightOverview(
      [
        { id: 'a', date: '2026-01-01', weight: 200 },
        { id: 'b', date: '2026-01-15', weight: 0 },
        { id: 'c', date: '2026-03-01', weight: 190.26 },
        { id: 'd', date: '2026-03-20', weight: 188.84 },
      ],
      imperial,
      '1m',
    );
    expect(overview.points).toEqual([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-03-01', weight: 190.3 },
      { date: '2026-03-20', weight: 188.8 },
    ]);
    expect(overview.entries.map((e) => e.id)).toEqual(['d', 'c', 'a']);
    expect(overview.summary).toEqual({ start: 190.3, now: 188.8, change: -1.5 });
    expect(overview.ranges.map((r) => r.key)).toEqual(['1m', '2m', 'all']);
  });

  it('falls back to the default range when the data no longer spans the chosen one', () => {
    const overview = weightOverview([{ id: 'a', date: '2026-01-01', weight: 200 }], imperial, '1y');
    expect(overview.range).toBe('1m');
    expect(overview.ranges.map((r) => r.key)).toEqual(['1m']);
  });

  it('converts to kilograms for metric users and forecasts in their unit', () => {
    const overview = weightOverview([{ id: 'a', date: '2026-01-01', weight: 176.37 }], { measurementType: 'metric', targetWeight: 165.35, weightGoal: -2 }, '1m');
    expect(overview.unit).toBe('kgs');
    expect(overview.points[0]!.weight).toBe(80);
    expect(overview.target).toBe(75);
    expect(overview.forecast).toBe('2.5 months to goal');
  });

  it('has no forecast when the goal points away from the target, or without a target', () => {
    const entries = [{ id: 'a', date: '2026-01-01', weight: 180 }];
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 170, weightGoal: 2 }, '1m').forecast).toBeNull();
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 0, weightGoal: -2 }, '1m').forecast).toBeNull();
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 190, weightGoal: 4 }, '1m').forecast).toBe('2.5 months to goal');
    expect(weightOverview(entries, { measurementType: 'imperial', targetWeight: 178, weightGoal: -4 }, '1m').forecast).toBe('2 weeks to goal');
  });

  it('formats the change with a sign and one decimal', () => {
    expect(formatChange(-15, 'lbs')).toBe('-15.0 lbs');
    expect(formatChange(1.5, 'kgs')).toBe('+1.5 kgs');
    expect(formatChange(0, 'lbs')).toBe('0.0 lbs');
  });
});
