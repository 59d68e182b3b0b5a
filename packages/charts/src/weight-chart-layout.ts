import { curveMonotoneX, line } from 'd3';
import { compareDays, graphableWeights, rangeStartDate, type RangeKey } from '@fitness/domain';
import { formatDay, formatWeight } from './format';
import { timeSeriesLayout, type TimeSeriesLayout } from './time-series-layout';

export { CHART_MARGIN, type ChartTick, type PlottedPoint } from './time-series-layout';

/** One body-weight reading in the user's display unit (lb or kg). */
export interface WeightPoint {
  date: string;
  weight: number | null;
}

/** One day of the weight trend (e.g. domain's `weightTrend`), in the same unit as the points. */
export interface TrendPoint {
  date: string;
  weight: number;
}

/** One point of a projection (e.g. domain's `goalProjection` points): the line's weight and its band's edges, same unit as the points. */
export interface ProjectionPoint {
  date: string;
  weight: number;
  low: number;
  high: number;
}

/** Where the weight is heading: a line from the trend's last point and a band around it. */
export interface WeightProjection {
  /** Oldest first, from the trend's last point to the projection's end. */
  points: readonly ProjectionPoint[];
  /** How much of the outcomes the band covers, in %: 80 ("Likely range (80 %)"). */
  bandPercent: number;
}

export interface WeightChartLayout extends TimeSeriesLayout {
  /**
   * The target weight, or null when there is none: a line at `y` when it is near the weights, else
   * a marker on the plot's top or bottom `edge` (the value axis then keeps to the weights).
   */
  target: { value: number; y: number; label: string; edge: 'top' | 'bottom' | null } | null;
  /** The trend line over the shown range (smooth path), or null without a trend. */
  trend: { path: string; first: number; last: number } | null;
  /**
   * The projection: a (dashed) line and the band around it, from its first day to its last; the time
   * axis runs on to its end, the value axis reaches the line (the band is clipped to the plot).
   */
  projection: { linePath: string; bandPath: string; bandPercent: number } | null;
}

export interface WeightChartLayoutInput {
  points: readonly WeightPoint[];
  range: RangeKey;
  /** Target weight in the same unit as the points; 0 or null draws no line. */
  targetWeight?: number | null;
  /** The trend, oldest first; only its days within the shown range are drawn. */
  trend?: readonly TrendPoint[];
  /** A projection from the latest days on (at least two points to be drawn). */
  projection?: WeightProjection | null;
  unit: string;
  width: number;
  height: number;
}

/**
 * Whether the value axis stretches to the target: yes when it lies within the values' span padded by
 * half that span each side (the span taken as at least 5 % of the highest value, for a flat series),
 * so the weights keep at least two thirds of the plot height; a farther target gets an edge marker.
 */
export function targetIsNear(target: number, lowest: number, highest: number): boolean {
  const pad = Math.max(highest - lowest, Math.abs(highest) * 0.05) / 2;
  return target >= lowest - pad && target <= highest + pad;
}

/**
 * Everything the weight chart draws: the shared time-chart layout of the weights with a weight, the
 * trend line over them and the target (a line when near, an edge marker when far). Null when there
 * is nothing to plot.
 */
export function weightChartLayout(input: WeightChartLayoutInput): WeightChartLayout | null {
  const { range, unit, width, height } = input;
  const target = input.targetWeight && input.targetWeight > 0 ? input.targetWeight : null;
  const formatValue = (value: number) => formatWeight(value, unit);
  const values = graphableWeights(input.points).map((p) => ({ date: p.date, value: p.weight }));
  const trend = trendInWindow(input.trend ?? [], values, range);
  const projection = input.projection && input.projection.points.length > 1 ? input.projection : null;
  let trendLow = Infinity;
  let trendHigh = -Infinity;
  // The projection's line counts as the trend's continuation; its band may run off the plot.
  for (const p of [...trend, ...(projection?.points ?? [])]) {
    trendLow = Math.min(trendLow, p.weight);
    trendHigh = Math.max(trendHigh, p.weight);
  }
  // What the chart shows of the weights, the trend and the projection's line, and the target when it is near them.
  const band = (lowest: number, highest: number) => ({ low: Math.min(lowest, trendLow), high: Math.max(highest, trendHigh) });
  const reach = (lowest: number, highest: number) => {
    const { low, high } = band(lowest, highest);
    return target !== null && targetIsNear(target, low, high) ? [low, high, target] : [low, high];
  };
  const projectionEnd = projection?.points[projection.points.length - 1];
  const layout = timeSeriesLayout({
    values,
    kind: 'bodyWeight',
    range,
    width,
    height,
    formatValue,
    alsoShow: reach,
    title: 'Body weight chart',
    extendTo: projectionEnd?.date,
  });
  if (!layout) return null;

  let targetMark: WeightChartLayout['target'] = null;
  let targetSummary = '';
  // The summary names the target either way: its lowest and highest weights say where it lies.
  if (target !== null) {
    const label = `Target ${formatValue(target)}`;
    const { low, high } = band(layout.lowest, layout.highest);
    const edge = targetIsNear(target, low, high) ? null : target > high ? 'top' : 'bottom';
    const y = edge === 'top' ? layout.plot.top : edge === 'bottom' ? layout.plot.bottom : layout.yOf(target);
    targetMark = { value: target, y, label, edge };
    targetSummary = ` ${label}.`;
  }

  const trendMark = trend.length > 0 ? trendLine(trend, layout) : null;
  const trendSummary = !trendMark
    ? ''
    : trend.length === 1
      ? ` Trend ${formatValue(trendMark.last)}.`
      : ` Trend from ${formatValue(trendMark.first)} to ${formatValue(trendMark.last)}.`;
  const projectionMark = projection ? projectionPaths(projection, layout) : null;
  const projectionSummary = projection ? ` ${describeProjection(projection, formatValue)}` : '';
  return {
    ...layout,
    summary: `${layout.summary}${trendSummary}${projectionSummary}${targetSummary}`,
    target: targetMark,
    trend: trendMark,
    projection: projectionMark,
  };
}

/**
 * The projection and its band in words, for the chart's accessible summary: "Projection from 184.2 lbs
 * on Nov 20, 2026 to 175 lbs on Mar 2, 2027; likely range (80 %) there 171.3 lbs to 178.9 lbs."
 */
function describeProjection({ points, bandPercent }: WeightProjection, formatValue: (value: number) => string): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const round = (value: number) => formatValue(Math.round(value * 10) / 10);
  return `Projection from ${round(first.weight)} on ${formatDay(first.date)} to ${round(last.weight)} on ${formatDay(last.date)}; likely range (${bandPercent} %) there ${round(last.low)} to ${round(last.high)}.`;
}

function projectionPaths(projection: WeightProjection, layout: TimeSeriesLayout): NonNullable<WeightChartLayout['projection']> {
  const x = (p: ProjectionPoint) => Math.round(layout.xOf(p.date) * 10) / 10;
  const y = (value: number) => Math.round(layout.yOf(value) * 10) / 10;
  const linePath =
    line<ProjectionPoint>()
      .x(x)
      .y((p) => y(p.weight))(projection.points) ?? '';
  // Straight edges, out along the high one and back along the low one: what d3's area draws here,
  // without its 1.6 KB in the panel's first script.
  const edge = (points: readonly ProjectionPoint[], value: (p: ProjectionPoint) => number) => points.map((p) => `${x(p)},${y(value(p))}`).join('L');
  const bandPath = `M${edge(projection.points, (p) => p.high)}L${edge([...projection.points].reverse(), (p) => p.low)}Z`;
  return { linePath, bandPath, bandPercent: projection.bandPercent };
}

/** The trend's days from the range's first day to the latest weight (the window the chart shows). */
function trendInWindow(trend: readonly TrendPoint[], values: readonly { date: string }[], range: RangeKey): TrendPoint[] {
  const latest = values[values.length - 1]?.date;
  const first = values[0]?.date;
  if (!latest || !first) return [];
  const start = rangeStartDate(range, latest) ?? first;
  return trend.filter((p) => Number.isFinite(p.weight) && compareDays(p.date, start) >= 0 && compareDays(p.date, latest) <= 0);
}

function trendLine(trend: readonly TrendPoint[], layout: TimeSeriesLayout): WeightChartLayout['trend'] {
  const path =
    line<TrendPoint>()
      .curve(curveMonotoneX)
      // Tenths of a pixel, as the points.
      .x((p) => Math.round(layout.xOf(p.date) * 10) / 10)
      .y((p) => Math.round(layout.yOf(p.weight) * 10) / 10)(trend) ?? '';
  return { path, first: trend[0]!.weight, last: trend[trend.length - 1]!.weight };
}
