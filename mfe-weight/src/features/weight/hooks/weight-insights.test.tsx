import { describe, expect, it } from 'vitest';
import { addDays, trendOfWeighIns, type GoalProjection, type OnTrackVerdict, type RecentRate } from '@fitness/domain';
import { formatPaceDay, NOT_ENOUGH_WEIGH_INS, paceText, projectionFor, verdictText, weightInsights } from './weight-insights';

const verdict = (kind: Exclude<OnTrackVerdict['kind'], 'not-enough-data'>, rate: number, change = 0): OnTrackVerdict => ({ kind, rate, goalRate: 0, change });

describe('verdictText', () => {
  it("says each verdict in the issue's words, with a true minus sign, the rate to one decimal and the goal as chosen", () => {
    expect(verdictText(verdict('on-track', -0.6123), -2, 'imperial')).toBe('On track: \u22120.6 lbs/week, goal \u22120.5');
    expect(verdictText(verdict('slower-than-planned', -0.2), -2, 'imperial')).toBe('Slower than planned: \u22120.2 lbs/week, goal \u22120.5');
    expect(verdictText(verdict('wrong-way', 0.3), -2, 'imperial')).toBe('Going the wrong way: +0.3 lbs/week, goal \u22120.5');
    expect(verdictText(verdict('maintaining', 0.1, 0.4), 0, 'imperial')).toBe('Maintaining: within 1 lb of your start');
    expect(verdictText({ kind: 'not-enough-data', weighIns: 3 }, -2, 'imperial')).toBe('Log a few more weigh-ins to see how you are doing');
  });

  it('speaks kilograms for metric users, gain goals with a plus, and a flat rate as 0.0', () => {
    expect(verdictText(verdict('on-track', 0.26), 2, 'metric')).toBe('On track: +0.3 kgs/week, goal +0.25');
    expect(verdictText(verdict('slower-than-planned', 0.04), -8, 'imperial')).toBe('Slower than planned: 0.0 lbs/week, goal \u22122');
    expect(verdictText(verdict('maintaining', 0, 0.3), 0, 'metric')).toBe('Maintaining: within 0.5 kg of your start');
  });

  it('says how far a maintain goal drifted in 4 weeks', () => {
    expect(verdictText(verdict('wrong-way', 0.4, 1.44), 0, 'imperial')).toBe('Going the wrong way: +1.4 lbs in 4 weeks, goal within 1 lb');
    expect(verdictText(verdict('wrong-way', -0.2, -0.66), 0, 'metric')).toBe('Going the wrong way: \u22120.7 kgs in 4 weeks, goal within 0.5 kg');
  });
});

describe('paceText', () => {
  const recent = {} as RecentRate;
  const projected = (date: string, earliest: string, latest: string | null): GoalProjection => ({
    kind: 'projected',
    recent,
    date,
    earliest,
    latest,
    points: [],
  });

  it('gives the date with its band, or one date when the band is that narrow, or an open far end', () => {
    expect(paceText(projected('2027-03-02', '2027-02-10', '2027-04-06'), '2026-11-20')).toBe('around 2 Mar, between 10 Feb and 6 Apr');
    expect(paceText(projected('2027-03-02', '2027-03-02', '2027-03-02'), '2026-11-20')).toBe('around 2 Mar');
    expect(paceText(projected('2027-03-02', '2027-02-10', null), '2026-11-20')).toBe('around 2 Mar, 10 Feb or later');
  });

  it('adds the year to dates more than 11 months ahead', () => {
    expect(paceText(projected('2027-09-30', '2027-08-01', '2028-03-15'), '2026-11-20')).toBe('around 30 Sep, between 1 Aug and 15 Mar 2028');
    expect(formatPaceDay(addDays('2026-11-20', 330), '2026-11-20')).toBe('16 Oct');
    expect(formatPaceDay(addDays('2026-11-20', 331), '2026-11-20')).toBe('17 Oct 2027');
  });

  it('says "Not at this rate" and "Target reached", and nothing without a target or enough weigh-ins', () => {
    expect(paceText({ kind: 'not-at-this-rate', recent, points: [] }, '2026-11-20')).toBe('Not at this rate');
    expect(paceText({ kind: 'reached', recent }, '2026-11-20')).toBe('Target reached');
    expect(paceText({ kind: 'no-target', recent, points: [] }, '2026-11-20')).toBeNull();
    expect(paceText({ kind: 'not-enough-data', weighIns: 2 }, '2026-11-20')).toBeNull();
  });
});

describe('weightInsights', () => {
  const today = '2026-11-20';
  // Eight weeks of daily weigh-ins losing 0.7 lb a week, ±0.3 lb of scatter.
  const points = Array.from({ length: 56 }, (_, i) => ({
    date: addDays(today, i - 55),
    weight: Math.round((190 - (0.7 / 7) * i + (i % 2 ? 0.3 : -0.3)) * 10) / 10,
  }));
  const profile = { measurementType: 'imperial', weightGoal: -2, targetWeight: 180 } as const;

  it('puts the verdict, the pace and the projection to draw together', () => {
    const insights = weightInsights(points, trendOfWeighIns(points), profile, 180, today);
    expect(insights.verdict).toEqual({ kind: 'on-track', text: 'On track: \u22120.7 lbs/week, goal \u22120.5' });
    expect(insights.pace).toMatch(/^around \d{1,2} [A-Z][a-z]{2}, between \d{1,2} [A-Z][a-z]{2} and \d{1,2} [A-Z][a-z]{2}$/);
    expect(insights.projection!.bandPercent).toBe(80);
    expect(insights.projection!.points[0]!.date).toBe(today);
    // ~4.7 lbs to go at 0.7 a week: about 7 weeks, drawn weekly to that day.
    expect(insights.projection!.points.length).toBeGreaterThan(6);
    expect(insights.projection!.points.at(-1)!.weight).toBeCloseTo(180, 0);
  });

  it('draws the projection on 1 month, 2 months and All only', () => {
    const insights = weightInsights(points, trendOfWeighIns(points), profile, 180, today);
    expect(['1m', '2m', '3m', '6m', '1y', 'all'].map((range) => projectionFor(insights, range as never) !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('has no pace and nothing to draw under 8 weigh-ins in the last 4 weeks', () => {
    const insights = weightInsights(points.slice(0, 30), trendOfWeighIns(points.slice(0, 30)), profile, 180, today);
    expect(insights).toEqual({ verdict: { kind: 'not-enough-data', text: NOT_ENOUGH_WEIGH_INS }, pace: null, projection: null });
  });
});
