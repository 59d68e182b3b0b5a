import { line, scaleLinear } from 'd3';
import { dayToUtcMs, paddedDomain, pointsInRange, rangeStartDate, tickSpacingMs, utcMsToDay, type ChartKind, type RangeKey } from '@fitness/domain';
import { formatDay, formatTickDay } from './format';

/** One value on a day, in the unit the chart shows. */
export interface DatedValue {
  date: string;
  value: number;
}

export interface PlottedPoint extends DatedValue {
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

/** What every time chart draws: the frame, the axes and the line (shared by the weight and exercise charts). */
export interface TimeSeriesLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  points: PlottedPoint[];
  linePath: string;
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  yDomain: [number, number];
  /** Value → y in px (e.g. for a target line). */
  yOf: (value: number) => number;
  /** Day → x in px (e.g. for a trend line). */
  xOf: (day: string) => number;
  /** Radius of the point markers in px; 0 when there are too many to draw (the line alone shows them). */
  markerRadius: number;
  /** First day of the window and the lowest and highest value shown. */
  startDay: string;
  lowest: number;
  highest: number;
  /** One-sentence description for the chart's accessible name (the caller adds what it is). */
  summary: string;
}

export interface TimeSeriesLayoutInput {
  /** Graphable values, oldest first. */
  values: readonly DatedValue[];
  kind: ChartKind;
  range: RangeKey;
  width: number;
  height: number;
  /** A value as text with its unit: '180.5 lbs'. */
  formatValue: (value: number) => string;
  /** Values the value axis must also reach (e.g. a trend), or a function of the shown values' lowest and highest. */
  alsoShow?: readonly number[] | ((lowest: number, highest: number) => readonly number[]);
  /** The chart's name that starts the summary: 'Body weight chart'. */
  title: string;
  /** A day after the latest value the time axis also reaches (e.g. the end of a projection); the values' window stays the range's. */
  extendTo?: string;
}

export const CHART_MARGIN = { top: 14, right: 14, bottom: 28, left: 46 } as const;
const LONG_RANGE_DAYS = 180;
/** Above this many shown points the markers go (the line stays complete, a point shows when active). */
export const MARKER_LIMIT = 120;
/** Above this many, smaller markers. */
const SMALL_MARKER_LIMIT = 60;
const DAY_MS = 86_400_000;

/**
 * The scales, ticks, line path and labelled points of a time chart, computed by d3 from the values
 * of the chosen range: x is the whole range window ending on the latest day ('All': the data's own
 * span), ticks follow the spec's table, values are padded by 2.5 %. Null when there is nothing to plot.
 */
export function timeSeriesLayout(input: TimeSeriesLayoutInput): TimeSeriesLayout | null {
  const { values, kind, range, width, height, formatValue } = input;
  const latest = values[values.length - 1];
  if (!latest) return null;
  const shown = pointsInRange(values, range, latest.date);
  const first = shown[0] ?? latest;

  const latestMs = dayToUtcMs(latest.date);
  const endMs = input.extendTo ? Math.max(latestMs, dayToUtcMs(input.extendTo)) : latestMs;
  let startMs = dayToUtcMs(rangeStartDate(range, latest.date) ?? first.date);
  if (startMs >= latestMs) startMs = latestMs - DAY_MS;
  const plot = {
    left: CHART_MARGIN.left,
    right: Math.max(CHART_MARGIN.left + 1, width - CHART_MARGIN.right),
    top: CHART_MARGIN.top,
    bottom: Math.max(CHART_MARGIN.top + 1, height - CHART_MARGIN.bottom),
  };
  // Linear over epoch ms: the ticks come from the spec's table, so d3's calendar ticks are not needed.
  const x = scaleLinear().domain([startMs, endMs]).range([plot.left, plot.right]);

  let lowest = first.value;
  let highest = first.value;
  for (const p of shown) {
    if (p.value < lowest) lowest = p.value;
    if (p.value > highest) highest = p.value;
  }
  const extra = typeof input.alsoShow === 'function' ? input.alsoShow(lowest, highest) : (input.alsoShow ?? []);
  let domainLow = lowest;
  let domainHigh = highest;
  for (const value of extra) {
    if (value < domainLow) domainLow = value;
    if (value > domainHigh) domainHigh = value;
  }
  const yDomain = paddedDomain(domainLow, domainHigh);
  const y = scaleLinear().domain(yDomain).range([plot.bottom, plot.top]);

  const points: PlottedPoint[] = shown.map((p) => ({
    date: p.date,
    value: p.value,
    // Tenths of a pixel: plenty on screen, shorter attributes for thousands of points.
    x: Math.round(x(dayToUtcMs(p.date)) * 10) / 10,
    y: Math.round(y(p.value) * 10) / 10,
    label: `${formatDay(p.date)}: ${formatValue(p.value)}`,
  }));
  const linePath =
    line<PlottedPoint>()
      .x((p) => p.x)
      .y((p) => p.y)(points) ?? '';

  // An axis stretched past the range's window keeps about as many ticks as 'All' would (the table's step at least).
  const step =
    endMs > latestMs
      ? Math.max(tickSpacingMs(kind, range, endMs - startMs), tickSpacingMs(kind, 'all', endMs - startMs))
      : tickSpacingMs(kind, range, endMs - startMs);
  const longRange = (endMs - startMs) / DAY_MS > LONG_RANGE_DAYS;
  const xTicks: ChartTick[] = [];
  for (let t = startMs; t <= endMs + 1; t += step) {
    const day = utcMsToDay(Math.round(t));
    xTicks.push({ key: `${day}-${xTicks.length}`, position: x(t), label: formatTickDay(day, longRange) });
  }
  const yTicks: ChartTick[] = y.ticks(5).map((value) => ({ key: String(value), position: y(value), label: String(value) }));

  const startDay = utcMsToDay(startMs);
  const last = points[points.length - 1] as PlottedPoint;
  const firstPoint = points[0] as PlottedPoint;
  const entries = points.length === 1 ? '1 entry' : `${points.length} entries`;
  const figures =
    points.length > 1
      ? `, from ${formatValue(firstPoint.value)} to ${formatValue(last.value)}, lowest ${formatValue(lowest)}, highest ${formatValue(highest)}`
      : `, ${formatValue(last.value)}`;
  const summary = `${input.title}, ${formatDay(startDay)} to ${formatDay(latest.date)}: ${entries}${figures}.`;

  return {
    width,
    height,
    plot,
    points,
    linePath,
    xTicks,
    yTicks,
    yDomain,
    yOf: (value) => y(value),
    xOf: (day) => x(dayToUtcMs(day)),
    markerRadius: markerRadius(points.length),
    startDay,
    lowest,
    highest,
    summary,
  };
}

/** Full markers up to 60 points, smaller up to 120, none beyond (they would merge into a band). */
export function markerRadius(count: number): number {
  return count > MARKER_LIMIT ? 0 : count > SMALL_MARKER_LIMIT ? 3 : 4.5;
}
