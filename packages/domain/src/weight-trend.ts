import { graphableWeights } from './chart-ranges';
import { dayOf, dayToUtcMs } from './dates';

export type TrendPoint = { date: string; weight: number };

const DAY_MS = 86_400_000;

/** Time constant of the trend in days: a weigh-in's pull halves in about 5 days (7 × ln 2). */
export const TREND_TIME_CONSTANT_DAYS = 7;

/**
 * The weight trend: a time-aware exponential moving average over the weigh-ins, oldest first
 * (docs/decisions/0015). Each weigh-in moves the trend by α = 1 − e^(−Δt / 7 days) of its gap
 * to the weight, Δt being the days since the previous weigh-in, so a weigh-in after a long gap
 * counts for more than one the next day. The first trend value is the first weight. Entries
 * without a positive weight are skipped, as the chart skips them; input order does not matter.
 */
export function weightTrend(entries: readonly { date: string; weight: number | null | undefined }[]): TrendPoint[] {
  return trendOfWeighIns(graphableWeights(entries));
}

/**
 * The same trend over weigh-ins that are already graphable: each with a positive weight, oldest
 * first, as `graphableWeights` answers them. It skips filtering and sorting them again.
 */
export function trendOfWeighIns(points: readonly { date: string; weight: number }[]): TrendPoint[] {
  const trend: TrendPoint[] = new Array(points.length);
  let previousMs = 0;
  let value = 0;
  for (let i = 0; i < points.length; i += 1) {
    const point = points[i]!;
    const ms = dayToUtcMs(point.date);
    const alpha = i === 0 ? 1 : 1 - Math.exp(-(ms - previousMs) / DAY_MS / TREND_TIME_CONSTANT_DAYS);
    value += alpha * (point.weight - value);
    previousMs = ms;
    trend[i] = { date: dayOf(point.date), weight: value };
  }
  return trend;
}

/**
 * Weekly rate of change of the trend over the given points (those of the chosen range, oldest
 * first): (last − first) / days × 7, in the points' unit per week. Null with fewer than two
 * points or when they span less than a day.
 */
export function weeklyTrendRate(trend: readonly TrendPoint[]): number | null {
  const first = trend[0];
  const last = trend[trend.length - 1];
  if (!first || !last || trend.length < 2) return null;
  const days = (dayToUtcMs(last.date) - dayToUtcMs(first.date)) / DAY_MS;
  if (days < 1) return null;
  return ((last.weight - first.weight) / days) * 7;
}
