import { graphableWeights, type RangeKey } from './chart-ranges';
import { addDays, compareDays, daysBetween, type Day } from './dates';
import type { MeasurementType } from './units';
import { weeklyGoalRate } from './weight-goal';
import { trendOfWeighIns, type TrendPoint } from './weight-trend';

/** The recent rate is read over the last 4 weeks: today and the 27 days before it. */
export const RECENT_RATE_DAYS = 28;
/** Fewer weigh-ins than this in those 4 weeks: "Log a few more weigh-ins to see how you are doing". */
export const MIN_RECENT_WEIGH_INS = 8;
/** On track from 75 % of the goal's rate (within ±25 % of it, or faster in the right direction). */
export const ON_TRACK_SHARE = 0.75;
/** A rate under this (per week, either unit) shows as 0.0 and counts as flat: no date, never "on track". */
export const FLAT_RATE_PER_WEEK = 0.05;
/** A maintain goal holds while the trend stays this close to where it stood 4 weeks ago: 1 lb, or 0.5 kg. */
export const MAINTAIN_TOLERANCE = { imperial: 1, metric: 0.5 } as const satisfies Record<MeasurementType, number>;
/** The projection is drawn until the target or this many days after today (6 months of the charts' 30-day months). */
export const PROJECTION_HORIZON_DAYS = 180;
/** The band covers the 10th to the 90th percentile of the rate. */
export const PROJECTION_BAND_PERCENT = 80;
/** The weight chart's ranges that draw the projection (issue #37): the short ones, where the coming weeks matter, and All. */
export const PROJECTION_RANGES: readonly RangeKey[] = ['1m', '2m', 'all'];

/** A weigh-in in the user's unit (`poundsToDisplay`), as the weight panel has them; entries without a positive weight are skipped. */
export type WeighIn = { date: string; weight: number | null | undefined };

export type RecentRate = {
  /** Weekly rate in the user's unit: the slope of a least-squares line through the weigh-ins of the last 4 weeks. */
  rate: number;
  /** Standard error of that rate, per week. */
  standardError: number;
  /** The 80 % band of the rate (Student t, n − 2 degrees of freedom): `low` ≤ `rate` ≤ `high`. */
  low: number;
  high: number;
  /** Weigh-ins the fit used. */
  weighIns: number;
  /** The trend's latest point (the time-aware trend over every weigh-in up to today): where a projection starts. */
  trend: TrendPoint;
  /** The trend as it stood 4 weeks ago (at the last weigh-in before the window; else the window's first). */
  trendAtStart: number;
};

/**
 * What a caller that already has the trend can hand over, so a render computes it once: the
 * weigh-ins are `graphableWeights`' answer (each with a positive weight, oldest first) and `trend`
 * is their `trendOfWeighIns`. The answers are the same as without it.
 */
export type KnownTrend = { trend: readonly TrendPoint[] };

/**
 * The rate of the weight over the last 4 weeks and how sure it is (docs/decisions/0033): a
 * straight line fitted through that window's weigh-ins (a gap of weeks before it changes nothing;
 * time is the x axis, not the weigh-in count), with the slope's standard error from the scatter
 * around the line. Weigh-ins after `today` are ignored. Null with fewer than 8 weigh-ins in the window.
 */
export function recentWeightRate(weighIns: readonly WeighIn[], today: Day, known?: KnownTrend): RecentRate | null {
  const graphable = known ? (weighIns as readonly { date: string; weight: number }[]) : graphableWeights(weighIns);
  // Oldest first: the weigh-ins up to today are a prefix (searched from the end, where today is).
  let pastCount = graphable.length;
  while (pastCount > 0 && compareDays(graphable[pastCount - 1]!.date, today) > 0) pastCount -= 1;
  const windowStart = addDays(today, -(RECENT_RATE_DAYS - 1));
  let first = pastCount;
  while (first > 0 && compareDays(graphable[first - 1]!.date, windowStart) >= 0) first -= 1;
  const recent = graphable.slice(first, pastCount);
  if (recent.length < MIN_RECENT_WEIGH_INS) return null;
  const fit = fitLine(recent.map((w) => ({ x: daysBetween(today, w.date), y: w.weight })));
  if (fit === null) return null;
  // The trend is causal: the trend of the weigh-ins up to today is the start of the whole trend.
  const trend = known ? known.trend.slice(0, pastCount) : trendOfWeighIns(graphable.slice(0, pastCount));
  const rate = fit.slope * 7;
  const standardError = fit.slopeError * 7;
  const spread = studentT90(recent.length - 2) * standardError;
  return {
    rate,
    standardError,
    low: rate - spread,
    high: rate + spread,
    weighIns: recent.length,
    trend: trend[trend.length - 1]!,
    trendAtStart: trend[Math.max(0, first - 1)]!.weight,
  };
}

export type VerdictInput = { weighIns: readonly WeighIn[]; today: Day; weeklyGoal: number; type: MeasurementType };

export type OnTrackVerdict =
  | { kind: 'not-enough-data'; weighIns: number }
  | {
      kind: 'on-track' | 'slower-than-planned' | 'wrong-way' | 'maintaining';
      /** The recent weekly rate, user's unit. */
      rate: number;
      /** The goal's weekly rate (`weeklyGoalRate`), user's unit; 0 for maintain. */
      goalRate: number;
      /** Trend now minus the trend 4 weeks ago, user's unit. */
      change: number;
    };

/**
 * The on-track verdict from the recent rate against the goal's rate (`recent`: `recentWeightRate`
 * of the same weigh-ins and day, when the caller has it):
 * - 'not-enough-data': fewer than 8 weigh-ins in the last 4 weeks.
 * - Maintain goal: 'maintaining' while the trend is within 1 lb (0.5 kg) of where it stood
 *   4 weeks ago, else 'wrong-way' (drifting off the weight being kept).
 * - Lose or gain: 'on-track' at 75 % of the goal's rate or more in its direction (within ±25 %, or
 *   faster); 'slower-than-planned' from flat (under 0.05 a week counts as flat) up to that;
 *   'wrong-way' when the rate points against the goal.
 */
export function onTrackVerdict(input: VerdictInput, recent: RecentRate | null = recentWeightRate(input.weighIns, input.today)): OnTrackVerdict {
  if (!recent) return { kind: 'not-enough-data', weighIns: countRecent(input.weighIns, input.today) };
  const goalRate = weeklyGoalRate(input.weeklyGoal, input.type);
  const { rate } = recent;
  const change = recent.trend.weight - recent.trendAtStart;
  const verdict = (kind: 'on-track' | 'slower-than-planned' | 'wrong-way' | 'maintaining') => ({ kind, rate, goalRate, change });
  if (goalRate === 0) return verdict(Math.abs(change) <= MAINTAIN_TOLERANCE[input.type] + EPSILON ? 'maintaining' : 'wrong-way');
  const share = isFlat(rate) ? 0 : rate / goalRate;
  if (share >= ON_TRACK_SHARE - EPSILON) return verdict('on-track');
  return verdict(share >= 0 ? 'slower-than-planned' : 'wrong-way');
}

export type ProjectionInput = VerdictInput & {
  /** Target weight in the user's unit; 0 = none. */
  target: number;
};

/** One point of the projection to draw: the line (`weight`) and its band (`low` ≤ `weight` ≤ `high`), user's unit. */
export type ProjectionPoint = { date: Day; weight: number; low: number; high: number };

export type GoalProjection =
  | { kind: 'not-enough-data'; weighIns: number }
  /** A maintain goal or no target: nothing to reach, but the line can still be drawn. */
  | { kind: 'no-target'; recent: RecentRate; points: ProjectionPoint[] }
  /** The trend is already at or past the target in the goal's direction. */
  | { kind: 'reached'; recent: RecentRate }
  /** "Not at this rate": the rate is flat or points away from the target. */
  | { kind: 'not-at-this-rate'; recent: RecentRate; points: ProjectionPoint[] }
  /**
   * "Around `date`, between `earliest` and `latest`": the day the trend line reaches the target at
   * the recent rate, and at the two ends of its 80 % band (`latest` null when the slow end is flat or
   * points away: "or later").
   */
  | { kind: 'projected'; recent: RecentRate; date: Day; earliest: Day; latest: Day | null; points: ProjectionPoint[] };

/**
 * When the trend reaches the target at the recent rate (`recent`, as for `onTrackVerdict`), with a
 * range from the rate's 80 % band (docs/decisions/0033), and the points to draw from the trend's last point until that day or
 * 6 months after today, whichever comes first. The goal's direction (lose < 0 < gain) says which
 * side of the target counts as reached.
 */
export function goalProjection(input: ProjectionInput, recent: RecentRate | null = recentWeightRate(input.weighIns, input.today)): GoalProjection {
  if (!recent) return { kind: 'not-enough-data', weighIns: countRecent(input.weighIns, input.today) };
  const horizon = addDays(input.today, PROJECTION_HORIZON_DAYS);
  if (input.weeklyGoal === 0 || !(input.target > 0)) return { kind: 'no-target', recent, points: projectionPoints(recent, horizon) };
  const direction = Math.sign(input.weeklyGoal);
  const gap = input.target - recent.trend.weight;
  if (gap * direction <= 0) return { kind: 'reached', recent };
  const daysAt = (rate: number) => (isFlat(rate) || rate * gap <= 0 ? null : Math.round((gap / rate) * 7));
  const days = daysAt(recent.rate);
  if (days === null) return { kind: 'not-at-this-rate', recent, points: projectionPoints(recent, horizon) };
  const toward = (rate: number) => rate * Math.sign(gap);
  const [fast, slow] = toward(recent.low) > toward(recent.high) ? [recent.low, recent.high] : [recent.high, recent.low];
  const date = addDays(recent.trend.date, days);
  const slowDays = daysAt(slow);
  return {
    kind: 'projected',
    recent,
    date,
    earliest: addDays(recent.trend.date, daysAt(fast) ?? days),
    latest: slowDays === null ? null : addDays(recent.trend.date, slowDays),
    points: projectionPoints(recent, compareDays(date, horizon) < 0 ? date : horizon),
  };
}

/** The projection line and band from the trend's last point to `end`: its start, every 7 days, and `end`. */
function projectionPoints(recent: RecentRate, end: Day): ProjectionPoint[] {
  const start = recent.trend;
  const total = daysBetween(start.date, end);
  const offsets: number[] = [];
  for (let d = 0; d < total; d += 7) offsets.push(d);
  offsets.push(Math.max(0, total));
  return offsets.map((d) => {
    const at = (rate: number) => start.weight + (rate * d) / 7;
    return { date: addDays(start.date, d), weight: at(recent.rate), low: at(recent.low), high: at(recent.high) };
  });
}

const EPSILON = 1e-9;

function isFlat(rate: number): boolean {
  return Math.abs(rate) < FLAT_RATE_PER_WEEK;
}

function countRecent(weighIns: readonly WeighIn[], today: Day): number {
  const windowStart = addDays(today, -(RECENT_RATE_DAYS - 1));
  return graphableWeights(weighIns).filter((w) => compareDays(w.date, windowStart) >= 0 && compareDays(w.date, today) <= 0).length;
}

/** Least squares y = a + b·x, with the standard error of b; null when all x are equal. */
function fitLine(points: readonly { x: number; y: number }[]): { slope: number; slopeError: number } | null {
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  let ssr = 0;
  for (const p of points) ssr += (p.y - meanY - slope * (p.x - meanX)) ** 2;
  return { slope, slopeError: Math.sqrt(ssr / (n - 2) / sxx) };
}

/** Student t's 90th percentile for 1…30 degrees of freedom (published tables), Cornish–Fisher beyond. */
const T90 = [
  3.078, 1.886, 1.638, 1.533, 1.476, 1.44, 1.415, 1.397, 1.383, 1.372, 1.363, 1.356, 1.35, 1.345, 1.341, 1.337, 1.333, 1.33, 1.328, 1.325, 1.323, 1.321, 1.319,
  1.318, 1.316, 1.315, 1.314, 1.313, 1.311, 1.31,
];

export function studentT90(degreesOfFreedom: number): number {
  const df = Math.max(1, Math.floor(degreesOfFreedom));
  if (df <= T90.length) return T90[df - 1]!;
  const z = 1.2815515655446004;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
}
