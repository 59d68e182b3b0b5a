import { graphableWeights, type RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { timeSeriesLayout, type TimeSeriesLayout } from './time-series-layout';

export { CHART_MARGIN, type ChartTick, type PlottedPoint } from './time-series-layout';

/** One body-weight reading in the user's display unit (lb or kg). */
export interface WeightPoint {
  date: string;
  weight: number | null;
}

export interface WeightChartLayout extends TimeSeriesLayout {
  /** The target weight line, or null when there is no target. */
  target: { y: number; label: string } | null;
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

/**
 * Everything the weight chart draws: the shared time-chart layout of the weights with a weight, plus
 * the target line (the value axis stretches to reach it). Null when there is nothing to plot.
 */
export function weightChartLayout(input: WeightChartLayoutInput): WeightChartLayout | null {
  const { range, unit, width, height } = input;
  const target = input.targetWeight && input.targetWeight > 0 ? input.targetWeight : null;
  const formatValue = (value: number) => formatWeight(value, unit);
  const values = graphableWeights(input.points).map((p) => ({ date: p.date, value: p.weight }));
  const layout = timeSeriesLayout({ values, kind: 'bodyWeight', range, width, height, formatValue, alsoShow: target ? [target] : [], title: 'Body weight chart' });
  if (!layout) return null;
  return {
    ...layout,
    summary: target ? `${layout.summary} Target ${formatValue(target)}.` : layout.summary,
    target: target ? { y: layout.yOf(target), label: `Target ${formatValue(target)}` } : null,
  };
}
