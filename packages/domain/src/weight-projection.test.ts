import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { goalProjection, onTrackVerdict, PROJECTION_HORIZON_DAYS, recentWeightRate, studentT90, type GoalProjection, type WeighIn } from './weight-projection';
import { trendOfWeighIns } from './weight-trend';
import { graphableWeights } from './chart-ranges';

const TODAY = '2026-06-30';

/** Weigh-ins every `every` days for `days` days up to `today`, weight = f(days from today, ≤ 0). */
function series(days: number, every: number, f: (t: number) => number, today = TODAY): WeighIn[] {
  const out: WeighIn[] = [];
  for (let t = -days + 1; t <= 0; t += 1) if ((t + days - 1) % every === 0 || t === 0) out.push({ date: addDays(today, t), weight: f(t) });
  return out;
}
/** A straight line losing or gaining `perWeek` a week, at `now` today. */
const line = (now: number, perWeek: number) => (t: number) => now + (perWeek / 7) * t;

describe('recentWeightRate', () => {
  it('recovers the slope of a straight line exactly, with no spread', () => {
    const recent = recentWeightRate(series(56, 1, line(190, -0.6)), TODAY)!;
    expect(recent.rate).toBeCloseTo(-0.6, 10);
    expect(recent.standardError).toBeCloseTo(0, 10);
    expect(recent.weighIns).toBe(28);
    expect(recent.trend.date).toBe(TODAY);
  });

  it('reads the last 4 weeks only (today and the 27 days before), ignores later days, needs 8 weigh-ins', () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ date: addDays(TODAY, -27 + i * 3), weight: 180 - i * 0.1 }));
    expect(recentWeightRate(eight, TODAY)?.weighIns).toBe(8);
    expect(recentWeightRate(eight.slice(1), TODAY)).toBeNull();
    const oneTooOld = [{ date: addDays(TODAY, -28), weight: 180 }, ...eight.slice(1)];
    expect(recentWeightRate(oneTooOld, TODAY)).toBeNull();
    expect(recentWeightRate([...eight, { date: addDays(TODAY, 1), weight: 100 }], TODAY)?.weighIns).toBe(8);
    expect(recentWeightRate([...eight.slice(1), { date: TODAY, weight: 0 }, { date: addDays(TODAY, -1), weight: null }], TODAY)).toBeNull();
  });

  it('takes its 80 % band from Student t with n − 2 degrees of freedom', () => {
    const noisy = series(28, 1, (t) => 200 + (-0.5 / 7) * t + (t % 2 === 0 ? 0.4 : -0.4));
    const recent = recentWeightRate(noisy, TODAY)!;
    expect(recent.standardError).toBeGreaterThan(0);
    expect(recent.high - recent.rate).toBeCloseTo(studentT90(26) * recent.standardError, 12);
    expect(recent.rate - recent.low).toBeCloseTo(studentT90(26) * recent.standardError, 12);
  });
});

describe('a trend the caller already has', () => {
  it('property: gives the same rate, verdict and projection as computing it afresh', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: -80, max: 2 }), weight: fc.oneof(fc.constant(0), fc.double({ min: 150, max: 160, noNaN: true })) }), {
          maxLength: 60,
        }),
        fc.constantFrom(-4, -2, 0, 2),
        (raw, weeklyGoal) => {
          // One weigh-in a day at most (as stored), in any order, some without a weight, some after today.
          const byDay = new Map(raw.map((w) => [addDays(TODAY, w.day), w.weight]));
          const weighIns = [...byDay].map(([date, weight]) => ({ date, weight }));
          const graphable = graphableWeights(weighIns);
          const known = { trend: trendOfWeighIns(graphable) };
          const recent = recentWeightRate(graphable, TODAY, known);
          expect(recent).toEqual(recentWeightRate(weighIns, TODAY));
          const input = { weighIns, today: TODAY, weeklyGoal, type: 'imperial' as const };
          expect(onTrackVerdict(input, recent)).toEqual(onTrackVerdict(input));
          expect(goalProjection({ ...input, target: 152 }, recent)).toEqual(goalProjection({ ...input, target: 152 }));
        },
      ),
    );
  });
});

describe('studentT90', () => {
  it('gives the published 90th percentiles', () => {
    expect(studentT90(6)).toBe(1.44);
    expect(studentT90(26)).toBe(1.315);
    expect(studentT90(40)).toBeCloseTo(1.303, 3);
    expect(studentT90(60)).toBeCloseTo(1.296, 3);
    expect(studentT90(120)).toBeCloseTo(1.289, 3);
    expect(studentT90(1e6)).toBeCloseTo(1.2816, 4);
  });
});

describe('onTrackVerdict', () => {
  const verdict = (perWeek: number, weeklyGoal: number, type: 'imperial' | 'metric' = 'imperial') =>
    onTrackVerdict({ weighIns: series(56, 1, line(200, perWeek)), today: TODAY, weeklyGoal, type });

  it("is on track from 75 % of the goal's rate, and faster; slower below; wrong way against it (goal −0.5 lb/week)", () => {
    expect(verdict(-0.375, -2).kind).toBe('on-track');
    expect(verdict(-0.37, -2).kind).toBe('slower-than-planned');
    expect(verdict(-0.625, -2).kind).toBe('on-track');
    expect(verdict(-1.5, -2).kind).toBe('on-track');
    expect(verdict(0, -2).kind).toBe('slower-than-planned');
    expect(verdict(0.04, -2).kind).toBe('slower-than-planned');
    expect(verdict(0.1, -2).kind).toBe('wrong-way');
    expect(verdict(-0.6, -2)).toMatchObject({ kind: 'on-track', goalRate: -0.5 });
    expect((verdict(-0.6, -2) as { rate: number }).rate).toBeCloseTo(-0.6, 10);
  });

  it('reads gain goals and kilograms the same way', () => {
    expect(verdict(0.75, 4).kind).toBe('on-track');
    expect(verdict(0.74, 4).kind).toBe('slower-than-planned');
    expect(verdict(-0.3, 4).kind).toBe('wrong-way');
    expect(verdict(-0.1875, -2, 'metric').kind).toBe('on-track');
    expect(verdict(-0.18, -2, 'metric').kind).toBe('slower-than-planned');
  });

  it('says "maintaining" while the trend stays within 1 lb (0.5 kg) of where it stood 4 weeks ago', () => {
    // Long at 180, then the last 4 weeks at v: the trend moves a known share A of (v − 180).
    const history = (v: number) => [...series(60, 1, () => 180, addDays(TODAY, -28)), ...series(28, 1, () => v)];
    const share = trendOfWeighIns(history(181).map((w) => ({ date: w.date, weight: w.weight as number }))).at(-1)!.weight - 180;
    const maintain = (change: number, type: 'imperial' | 'metric' = 'imperial') =>
      onTrackVerdict({ weighIns: history(180 + change / share), today: TODAY, weeklyGoal: 0, type });
    expect(maintain(1)).toMatchObject({ kind: 'maintaining', goalRate: 0 });
    expect(maintain(-1).kind).toBe('maintaining');
    expect(maintain(1.01).kind).toBe('wrong-way');
    expect(maintain(0.5, 'metric').kind).toBe('maintaining');
    expect(maintain(-0.51, 'metric').kind).toBe('wrong-way');
    expect((maintain(0.7) as { change: number }).change).toBeCloseTo(0.7, 9);
  });

  it('asks for more weigh-ins below 8 in the last 4 weeks', () => {
    expect(onTrackVerdict({ weighIns: series(25, 4, line(200, -1)), today: TODAY, weeklyGoal: -2, type: 'imperial' })).toEqual({
      kind: 'not-enough-data',
      weighIns: 7,
    });
    expect(onTrackVerdict({ weighIns: [], today: TODAY, weeklyGoal: -2, type: 'imperial' })).toEqual({ kind: 'not-enough-data', weighIns: 0 });
  });
});

/** The day (fractional) the trend of the series continued beyond today first reaches `target`, read off the drawn trend line. */
function trendCrossing(days: number, every: number, f: (t: number) => number, target: number): number {
  const points = [
    ...series(days, every, f),
    ...Array.from({ length: 4000 }, (_, i) => ({ date: addDays(TODAY, (i + 1) * every), weight: f((i + 1) * every) })),
  ];
  const trend = trendOfWeighIns(points as { date: string; weight: number }[]);
  const last = series(days, every, f).length - 1;
  for (let i = last + 1; i < trend.length; i += 1) {
    const [a, b] = [trend[i - 1]!, trend[i]!];
    if ((a.weight - target) * (b.weight - target) <= 0) {
      return daysBetween(TODAY, a.date) + ((target - a.weight) / (b.weight - a.weight)) * daysBetween(a.date, b.date);
    }
  }
  throw new Error('never reached');
}

const projected = (p: GoalProjection) => {
  if (p.kind !== 'projected') throw new Error(`expected a date, got ${p.kind}`);
  return p;
};

describe('goalProjection', () => {
  it('property: on a straight line the date is the day the trend line reaches the target, within a day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 2, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 4, max: 16 }),
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: 150, max: 250, noNaN: true }),
        fc.double({ min: 2, max: 40, noNaN: true }),
        (speed, losing, weeks, every, now, distance) => {
          const perWeek = losing ? -speed : speed;
          const f = line(now, perWeek);
          const weighIns = series(weeks * 7, every, f);
          const trendNow = trendOfWeighIns(weighIns as { date: string; weight: number }[]).at(-1)!.weight;
          const target = trendNow + Math.sign(perWeek) * distance;
          const p = projected(goalProjection({ weighIns, today: TODAY, target, weeklyGoal: losing ? -2 : 2, type: 'imperial' }));
          expect(Math.abs(daysBetween(TODAY, p.date) - trendCrossing(weeks * 7, every, f, target))).toBeLessThanOrEqual(1);
          expect(p.earliest).toBe(p.date);
          expect(p.latest).toBe(p.date);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: the band narrows as the scatter falls and widens as it grows (same line, same trend)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 56, maxLength: 56 }),
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        (raw, k) => {
          const base = series(56, 1, line(200, -0.8)) as { date: string; weight: number }[];
          const noise = scatterThatKeepsLineAndTrend(base, raw);
          fc.pre(noise !== null);
          const at = (scale: number) =>
            projected(
              goalProjection({
                weighIns: base.map((w, i) => ({ date: w.date, weight: w.weight + scale * noise![i]! })),
                today: TODAY,
                target: 185,
                weeklyGoal: -2,
                type: 'imperial',
              }),
            );
          const width = (p: ReturnType<typeof at>) => (p.latest === null ? Number.POSITIVE_INFINITY : daysBetween(p.earliest, p.latest));
          const [none, small, large] = [at(0), at(k), at(2 * k)];
          expect(small.date).toBe(none.date);
          expect(large.date).toBe(none.date);
          expect(width(none)).toBe(0);
          expect(width(small)).toBeLessThanOrEqual(width(large));
          expect(large.recent.high - large.recent.low).toBeCloseTo(2 * (small.recent.high - small.recent.low), 9);
          expect(small.recent.high - small.recent.low).toBeGreaterThan(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives no date for a flat trend or one going away from the target, but still a line to draw', () => {
    const flat = goalProjection({ weighIns: series(56, 1, () => 200), today: TODAY, target: 185, weeklyGoal: -2, type: 'imperial' });
    expect(flat.kind).toBe('not-at-this-rate');
    const away = goalProjection({ weighIns: series(56, 1, line(200, 0.5)), today: TODAY, target: 185, weeklyGoal: -2, type: 'imperial' });
    expect(away.kind).toBe('not-at-this-rate');
    if (away.kind !== 'not-at-this-rate') return;
    expect(away.points.at(-1)!.date).toBe(addDays(TODAY, PROJECTION_HORIZON_DAYS));
    expect(away.points.at(-1)!.weight).toBeGreaterThan(away.points[0]!.weight);
  });

  it('leaves the far end open ("or later") when the slow end of the band is flat', () => {
    const noisy = series(28, 1, (t) => 200 + (-0.3 / 7) * t + (t % 2 === 0 ? 2 : -2));
    const p = projected(goalProjection({ weighIns: noisy, today: TODAY, target: 195, weeklyGoal: -2, type: 'imperial' }));
    expect(p.latest).toBeNull();
    expect(daysBetween(p.earliest, p.date)).toBeGreaterThan(0);
  });

  it('copes with gaps of weeks: the rate stays exact and the date follows the line', () => {
    const f = line(180, -1);
    const weighIns = [...series(56, 1, f, addDays(TODAY, -31)).map((w) => ({ ...w, weight: f(daysBetween(TODAY, w.date)) })), ...series(10, 1, f)];
    const p = projected(goalProjection({ weighIns, today: TODAY, target: 170, weeklyGoal: -2, type: 'imperial' }));
    expect(p.recent.rate).toBeCloseTo(-1, 10);
    expect(p.recent.weighIns).toBe(10);
    // The weight itself reaches 170 in 70 days; the trend lags it by at most a week.
    expect(daysBetween(TODAY, p.date)).toBeGreaterThanOrEqual(70);
    expect(daysBetween(TODAY, p.date)).toBeLessThanOrEqual(77);
  });

  it("says reached past the target in the goal's direction, and has no target for maintain or target 0", () => {
    expect(goalProjection({ weighIns: series(56, 1, line(180, -0.5)), today: TODAY, target: 185, weeklyGoal: -2, type: 'imperial' }).kind).toBe('reached');
    expect(goalProjection({ weighIns: series(56, 1, line(180, 0.5)), today: TODAY, target: 175, weeklyGoal: 2, type: 'imperial' }).kind).toBe('reached');
    expect(goalProjection({ weighIns: series(56, 1, line(180, -0.5)), today: TODAY, target: 170, weeklyGoal: 0, type: 'imperial' }).kind).toBe('no-target');
    expect(goalProjection({ weighIns: series(56, 1, line(180, -0.5)), today: TODAY, target: 0, weeklyGoal: -2, type: 'imperial' }).kind).toBe('no-target');
    expect(goalProjection({ weighIns: series(7, 1, line(180, -0.5)), today: TODAY, target: 170, weeklyGoal: -2, type: 'imperial' })).toEqual({
      kind: 'not-enough-data',
      weighIns: 7,
    });
  });

  it("draws from the trend's last point, weekly, to the target day or 6 months ahead, whichever is first", () => {
    const near = projected(goalProjection({ weighIns: series(56, 1, line(180, -1)), today: TODAY, target: 175, weeklyGoal: -2, type: 'imperial' }));
    expect(near.points[0]).toMatchObject({ date: TODAY, weight: near.recent.trend.weight });
    expect(near.points.at(-1)!.date).toBe(near.date);
    expect(near.points.at(-1)!.weight).toBeCloseTo(175, 0);
    expect(daysBetween(near.points[0]!.date, near.points[1]!.date)).toBe(7);
    const far = projected(goalProjection({ weighIns: series(56, 1, line(180, -0.25)), today: TODAY, target: 150, weeklyGoal: -2, type: 'imperial' }));
    expect(far.points.at(-1)!.date).toBe(addDays(TODAY, PROJECTION_HORIZON_DAYS));
    for (const p of far.points) expect(p.low <= p.weight && p.weight <= p.high).toBe(true);
  });
});

/**
 * Scatter, scaled to at most 1 (null when next to none is left inside the window), that leaves the fitted line of the last 4 weeks and the trend's
 * last value exactly where they were: `raw` with its parts along the window's constant, the
 * window's x and the trend's weights removed (Gram–Schmidt). Only the scatter around the line grows.
 */
function scatterThatKeepsLineAndTrend(base: readonly { date: string; weight: number }[], raw: readonly number[]): number[] | null {
  const n = base.length;
  const inWindow = base.map((w) => daysBetween(w.date, TODAY) < 28);
  const trendWeights = base.map((_, i) => trendOfWeighIns(base.map((w, j) => ({ date: w.date, weight: i === j ? 1 : 0 }))).at(-1)!.weight);
  const constraints = [base.map((_, i) => (inWindow[i] ? 1 : 0)), base.map((w, i) => (inWindow[i] ? daysBetween(TODAY, w.date) : 0)), trendWeights];
  const dot = (a: readonly number[], b: readonly number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);
  const basis: number[][] = [];
  for (const c of constraints) {
    let v = [...c];
    for (const q of basis) v = v.map((x, i) => x - dot(c, q) * q[i]!);
    const norm = Math.sqrt(dot(v, v));
    basis.push(v.map((x) => x / norm));
  }
  let e = raw.slice(0, n);
  for (const q of basis) {
    const along = dot(e, q);
    e = e.map((x, i) => x - along * q[i]!);
  }
  const max = Math.max(...e.map(Math.abs));
  const inside = Math.max(...e.filter((_, i) => inWindow[i]).map(Math.abs));
  return inside > 1e-3 * max ? e.map((x) => x / max) : null;
}
