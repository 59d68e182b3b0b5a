import { addDays, compareDays, daysBetween } from './dates';
import type { Day } from './dates';
import { roundTo } from './rounding';

export type RangeKey = '1m' | '2m' | '3m' | '6m' | '1y' | 'all';
export type ChartKind = 'bodyWeight' | 'exercise' | 'bodyMeasurement';
export type RangeOption = { key: RangeKey; label: string; days: number | null; minSpanDays: number };

// A month is 30 days and a year 360 on these charts: the tick table (6 days × 5 ticks per month) and the span thresholds are built on it.
export const BODY_WEIGHT_RANGES: readonly RangeOption[] = [
  { key: '1m', label: '1 Month', days: 30, minSpanDays: 0 },
  { key: '2m', label: '2 Months', days: 60, minSpanDays: 60 },
  { key: '3m', label: '3 Months', days: 90, minSpanDays: 90 },
  { key: '6m', label: '6 Months', days: 180, minSpanDays: 180 },
  { key: '1y', label: '1 Year', days: 360, minSpanDays: 360 },
  { key: 'all', label: 'All', days: null, minSpanDays: 36 },
];

export const EXERCISE_RANGES: readonly RangeOption[] = [
  { key: '3m', label: '3 Months', days: 90, minSpanDays: 0 },
  { key: '6m', label: '6 Months', days: 180, minSpanDays: 180 },
  { key: '1y', label: '1 Year', days: 360, minSpanDays: 360 },
  { key: 'all', label: 'All', days: null, minSpanDays: 96 },
];

export const DEFAULT_BODY_WEIGHT_RANGE = '1m' satisfies RangeKey;
export const DEFAULT_EXERCISE_RANGE = '3m' satisfies RangeKey;

/** Body measurements are taken weeks apart, like workouts of one exercise: the exercise chart's ranges (3 months by default). */
export const BODY_MEASUREMENT_RANGES = EXERCISE_RANGES;
export const DEFAULT_BODY_MEASUREMENT_RANGE = DEFAULT_EXERCISE_RANGE;

export function rangesFor(kind: ChartKind): readonly RangeOption[] {
  return kind === 'bodyWeight' ? BODY_WEIGHT_RANGES : kind === 'exercise' ? EXERCISE_RANGES : BODY_MEASUREMENT_RANGES;
}

export function defaultRange(kind: ChartKind): RangeKey {
  return kind === 'bodyWeight' ? DEFAULT_BODY_WEIGHT_RANGE : kind === 'exercise' ? DEFAULT_EXERCISE_RANGE : DEFAULT_BODY_MEASUREMENT_RANGE;
}

/** Options offered for a data span, in display order; the default is always offered. */
export function availableRanges(kind: ChartKind, spanDays: number): RangeOption[] {
  const fallback = defaultRange(kind);
  return rangesFor(kind).filter((r) => r.key === fallback || spanDays >= r.minSpanDays);
}

/** Days from the earliest to the latest date (0 for fewer than two dates). */
export function dataSpanDays(dates: readonly string[]): number {
  if (dates.length < 2) return 0;
  // One pass for the earliest and latest (a heavy user has thousands of days), no sorted copy.
  let earliest = dates[0] as string;
  let latest = earliest;
  for (const date of dates) {
    if (compareDays(date, earliest) < 0) earliest = date;
    if (compareDays(date, latest) > 0) latest = date;
  }
  return daysBetween(earliest, latest);
}

/** First day shown for a range ending at the latest date; null for 'all' (no lower bound). */
export function rangeStartDate(range: RangeKey, latestDate: string): Day | null {
  const option = BODY_WEIGHT_RANGES.find((r) => r.key === range);
  return option?.days == null ? null : addDays(latestDate, -option.days);
}

/** Points of a range: those on or after its start day. */
export function pointsInRange<T extends { date: string }>(points: readonly T[], range: RangeKey, latestDate: string): T[] {
  const start = rangeStartDate(range, latestDate);
  return start === null ? [...points] : points.filter((p) => compareDays(p.date, start) >= 0);
}

const DAY_MS = 86_400_000;
const TICK_DAYS: Record<Exclude<RangeKey, 'all'>, number> = { '1m': 6, '2m': 12, '3m': 18, '6m': 36, '1y': 72 };
/** 'All' spaces ticks by span / 432 000 000 ms (432 000 000 ms = 5 days, so about five ticks over the span). */
export const ALL_RANGE_TICK_DIVISOR_MS = 432_000_000;

/**
 * Days between ticks: 1m 6, 2m 12, 3m 18, 6m 36, 1y 72 (both charts use the same table);
 * 'all' = spanMs / 432 000 000, at least 1 so a tick loop always advances.
 */
export function tickSpacing(_kind: ChartKind, range: RangeKey, spanMs: number): number {
  if (range !== 'all') return TICK_DAYS[range];
  const days = spanMs / ALL_RANGE_TICK_DIVISOR_MS;
  return days > 0 && Number.isFinite(days) ? Math.max(1, days) : 1;
}

export function tickSpacingMs(kind: ChartKind, range: RangeKey, spanMs: number): number {
  return tickSpacing(kind, range, spanMs) * DAY_MS;
}

/** Value-axis padding: 2.5 % of the value range. */
export function valuePadding(min: number, max: number): number {
  return Math.abs(max - min) * 0.025;
}

/** Value-axis domain padded by 2.5 % each side; a flat series gets ±1 so the line stays visible. */
export function paddedDomain(min: number, max: number): [number, number] {
  const pad = max === min ? 1 : valuePadding(min, max);
  return [min - pad, max + pad];
}

/** End minus start, one decimal (negative = lost). */
export function weightChange(start: number, end: number): number {
  return roundTo(end - start, 1);
}

/** Weight entries worth a point: a positive weight; sorted by date, oldest first. */
export function graphableWeights<T extends { date: string; weight: number | null | undefined | '' }>(entries: readonly T[]): (T & { weight: number })[] {
  return entries
    .filter((e): e is T & { weight: number } => typeof e.weight === 'number' && Number.isFinite(e.weight) && e.weight > 0)
    .sort((a, b) => compareDays(a.date, b.date));
}

/** Progress entries worth a point: tracked (when flagged) with a working weight; oldest first. */
export function graphableProgress<T extends { date: string; workingWeight: number | null | undefined; tracked?: boolean }>(entries: readonly T[]): T[] {
  return entries.filter((e) => e.tracked !== false && typeof e.workingWeight === 'number' && e.workingWeight > 0).sort((a, b) => compareDays(a.date, b.date));
}
