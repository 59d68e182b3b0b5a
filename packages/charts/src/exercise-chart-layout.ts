import { compareDays, graphableProgress, type RangeKey } from '@fitness/domain';
import { formatOneRepMax, formatWeight } from './format';
import { timeSeriesLayout, type TimeSeriesLayout } from './time-series-layout';

/** What the exercise chart plots: working weight (default), volume, or the estimated one-rep max. */
export type ExerciseMetric = 'workingWeight' | 'volume' | 'oneRepMax';

export const EXERCISE_METRIC_LABELS: Record<ExerciseMetric, string> = { workingWeight: 'Working weight', volume: 'Volume', oneRepMax: 'e1RM' };

/** One tracked entry in the user's display unit (lb or kg). */
export interface ExercisePoint {
  date: string;
  workingWeight: number;
  volume: number;
  /** The entry's best e1RM (sets of 10 reps or fewer); absent or null: no point on the e1RM line. */
  oneRepMax?: number | null;
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
 * (spec 5) for working weight and volume, only entries with an estimate for e1RM (a bodyweight
 * exercise has one without added weight); ticks every 18 / 36 / 72 days for 3 months / 6 months / 1 year, 'All' by span.
 */
export function exerciseChartLayout(input: ExerciseChartLayoutInput): TimeSeriesLayout | null {
  const { metric, range, unit, width, height } = input;
  const values =
    metric === 'oneRepMax'
      ? input.points
          .filter((p): p is ExercisePoint & { oneRepMax: number } => typeof p.oneRepMax === 'number' && p.oneRepMax > 0)
          .sort((a, b) => compareDays(a.date, b.date))
          .map((p) => ({ date: p.date, value: p.oneRepMax }))
      : graphableProgress(input.points).map((p) => ({ date: p.date, value: p[metric] }));
  return timeSeriesLayout({
    values,
    kind: 'exercise',
    range,
    width,
    height,
    formatValue: (value) => formatExerciseValue(metric, value, unit),
    title: `${EXERCISE_METRIC_LABELS[metric]} chart`,
  });
}

/** A plotted value with its unit: weights and volumes to one decimal, an e1RM to its 0.5 lb / 0.25 kg step. */
export function formatExerciseValue(metric: ExerciseMetric, value: number, unit: string): string {
  return metric === 'oneRepMax' ? formatOneRepMax(value, unit) : formatWeight(value, unit);
}
