import { line, scaleLinear } from 'd3';
import {
  dayToUtcMs,
  graphableWeights,
  paddedDomain,
  pointsInRange,
  rangeStartDate,
  tickSpacingMs,
  utcMsToDay,
  type RangeKey,
} from '@fitness/domain';
import { formatDay, formatTickDay, formatWeight } from './format';

/** One body-weight reading in the user's display unit (lb or kg). */
export interface WeightPoint {
  date: string;
  weight: number | null;
}

export interface PlottedPoint {
  date: string;
  weight: number;
  x: number;
  y: number;
  /** What the point says to a screen reader and in its tooltip: 'Nov 20, 2026: 180.5 lbs'. */
  label: string;
}

export interface ChartTick {
  key: string;
  position: number;
  label: string;
}

export interface WeightChartLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  points: PlottedPoint[];
  linePath: string;
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  /** The target weight line, or null when there is no target. */
  target: { y: number; label: string } | null;
  yDomain: [number, number];
  /** One-sentence description of the chart for its accessible name. */
  summary: string;
}

export interface WeightChartLayoutInput {
  points: readonly WeightPoint[];
  range: RangeKey;
  /** Target weight in the same unit as the points; 0 or null draws no line. */
  targetWeight?: number | null;
  unit: string;
  width: number;
  height: number;
}

export const CHART_MARGIN = { top: 14, right: 14, bottom: 28, left: 46 } as const;
const LONG_RANGE_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * Everything the weight chart draws, computed by d3 (scales, ticks, line path) from the points
 * of the chosen range. Null when there is nothing to plot. Pure, so React only renders the result.
 */
export function weightChartLayout(input: WeightChartLayoutInput): WeightChartLayout | null {
  const { range, unit, width, height } = input;
  const all = graphableWeights(input.points);
  const latest = all[all.length - 1];
  if (!latest) return null;
  const shown = pointsInRange(all, range, latest.date);
  const first = shown[0] ?? latest;

  // x: the whole range window ending on the latest day ('All': the data's own span).
  const endMs = dayToUtcMs(latest.date);
  let startMs = dayToUtcMs(rangeStartDate(range, latest.date) ?? first.date);
  if (startMs >= endMs) startMs = endMs - DAY_MS;
  const plot = {
    left: CHART_MARGIN.left,
    right: Math.max(CHART_MARGIN.left + 1, width - CHART_MARGIN.right),
    top: CHART_MARGIN.top,
    bottom: Math.max(CHART_MARGIN.top + 1, height - CHART_MARGIN.bottom),
  };
  // Linear over epoch ms: the ticks come from the spec's table, so d3's calendar ticks are not needed.
  const x = scaleLinear().domain([startMs, endMs]).range([plot.left, plot.right]);

  // y: the shown weights and the target, padded by 2.5 % of their range.
  const target = input.targetWeight && input.targetWeight > 0 ? input.targetWeight : null;
  let lowest = first.weight;
  let highest = first.weight;
  for (const p of shown) {
    if (p.weight < lowest) lowest = p.weight;
    if (p.weight > highest) highest = p.weight;
  }
  const yDomain = target ? paddedDomain(Math.min(lowest, target), Math.max(highest, target)) : paddedDomain(lowest, highest);
  const y = scaleLinear().domain(yDomain).range([plot.bottom, plot.top]);

  const points: PlottedPoint[] = shown.map((p) => ({
    date: p.date,
    weight: p.weight,
    // Tenths of a pixel: plenty on screen, shorter attributes for thousands of points.
    x: Math.round(x(dayToUtcMs(p.date)) * 10) / 10,
    y: Math.round(y(p.weight) * 10) / 10,
    label: `${formatDay(p.date)}: ${formatWeight(p.weight, unit)}`,
  }));
  const linePath =
    line<PlottedPoint>()
      .x((p) => p.x)
      .y((p) => p.y)(points) ?? '';

  const step = tickSpacingMs('bodyWeight', range, endMs - startMs);
  const longRange = (endMs - startMs) / DAY_MS > LONG_RANGE_DAYS;
  const xTicks: ChartTick[] = [];
  for (let t = startMs; t <= endMs + 1; t += step) {
    const day = utcMsToDay(Math.round(t));
    xTicks.push({ key: `${day}-${xTicks.length}`, position: x(t), label: formatTickDay(day, longRange) });
  }
  const yTicks: ChartTick[] = y.ticks(5).map((value) => ({ key: String(value), position: y(value), label: String(value) }));

  const last = points[points.length - 1] as PlottedPoint;
  const firstPoint = points[0] as PlottedPoint;
  const entries = points.length === 1 ? '1 entry' : `${points.length} entries`;
  const values =
    points.length > 1
      ? `, from ${formatWeight(firstPoint.weight, unit)} to ${formatWeight(last.weight, unit)}, lowest ${formatWeight(lowest, unit)}, highest ${formatWeight(highest, unit)}`
      : `, ${formatWeight(last.weight, unit)}`;
  const summary =
    `Body weight chart, ${formatDay(utcMsToDay(startMs))} to ${formatDay(latest.date)}: ${entries}${values}` +
    (target ? `. Target ${formatWeight(target, unit)}.` : '.');

  return {
    width,
    height,
    plot,
    points,
    linePath,
    xTicks,
    yTicks,
    target: target ? { y: y(target), label: `Target ${formatWeight(target, unit)}` } : null,
    yDomain,
    summary,
  };
}
