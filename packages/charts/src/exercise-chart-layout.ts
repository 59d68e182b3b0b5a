import { graphableProgress, type RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { timeSeriesLayout, type TimeSeriesLayout } from './time-series-layout';

/** What the exercise chart plots: working weight (default) or volume. */
export type ExerciseMetric = 'workingWeight' | 'volume';

export const EXERCISE_METRIC_LABELS: Record<ExerciseMetric, string> = { workingWeight: 'Working weight', volume: 'Volume' };

/** One tracked entry in the user's display unit (lb or kg). */
export interface ExercisePoint {
  date: string;
  workingWeight: number;
  volume: number;
}

export interface ExerciseChartLayoutInput {
  points: readonly ExercisePoint[];
  metric: ExerciseMetric;
  range: RangeKey;
  unit: string;
  width: number;
  height: number;
}

/**
 * Everything the exercise statistics chart draws: only entries with a working weight are plotted
 * (spec 5), ticks every 18 / 36 / 72 days for 3 months / 6 months / 1 year, 'All' by span.
 */
export function exerciseChartLayout(input: ExerciseChartLayoutInput): TimeSeriesLayout | null {
  const { metric, range, unit, width, height } = input;
  const values = graphableProgress(input.points).map((p) => ({ date: p.date, value: p[metric] }));
  return timeSeriesLayout({
    values,
    kind: 'exercise',
    range,
    width,
    height,
    formatValue: (value) => formatWeight(value, unit),
    title: `${EXERCISE_METRIC_LABELS[metric]} chart`,
  });
}
