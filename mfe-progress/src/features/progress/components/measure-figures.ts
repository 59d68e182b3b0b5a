import type { DatedValue } from '@fitness/charts';
import {
  distanceUnitLabel,
  formatDuration,
  formatPace,
  kindFigureInUnits,
  kindStatistics,
  percentChange,
  type ExerciseKind,
  type KindFigure,
  type KindMetrics,
  type MeasurementType,
  type PercentChange,
} from '@fitness/domain';

/** The kinds whose statistics are not weights (docs/decisions/0071). */
export type MeasureKind = Exclude<ExerciseKind, 'weightReps'>;
/** What a measure chart can plot: a time or distance figure, or a reps-only exercise's most reps in a set. */
export type MeasureMetric = KindFigure | 'mostReps';

/** What a history entry of these kinds gives the statistics (oldest first). */
export type MeasureEntry = KindMetrics & { date: string; repsLow: number; repsHigh: number | null };

export interface MeasureFigure {
  metric: MeasureMetric;
  /** "Longest set", "Best pace": the chart's name. */
  label: string;
  /** The latest entry's figure as text ("1:05", "5 km", "5:00 /km", "12 reps"); "–" when it has none. */
  latest: string;
  /** Against the first entry that has the figure. */
  change: PercentChange;
  /** A pace: a drop is progress. */
  lowerIsBetter: boolean;
  /** The entries that have the figure, in the user's unit (seconds, km or mi, seconds per km or mi, reps). */
  points: DatedValue[];
  /** A plotted value as the tooltip says it ("1:05", "5 km", "5:00 /km", "12 reps"). */
  formatValue: (value: number) => string;
  /** A value on the axis, without its unit ("1:05", "5", "5:00", "12"). */
  formatTick: (value: number) => string;
}

const MOST_REPS_LABEL = 'Most reps';

/** The statistics' figures of a Reps only, Time or Distance and time exercise, in the order they are offered. */
export function measureFigures(entries: readonly MeasureEntry[], kind: MeasureKind, type: MeasurementType): MeasureFigure[] {
  if (entries.length === 0) return [];
  if (kind === 'repsOnly') return [mostRepsFigure(entries)];
  return kindStatistics(entries, kind, type).map(({ figure, label, latest, change }) => ({
    metric: figure,
    label,
    latest,
    change,
    lowerIsBetter: figure === 'bestPaceSecondsPerKm',
    points: entries.flatMap((e) => {
      const value = kindFigureInUnits(figure, e, type);
      return value === null ? [] : [{ date: e.date, value }];
    }),
    ...measureFormats(figure, type),
  }));
}

function measureFormats(figure: KindFigure, type: MeasurementType): Pick<MeasureFigure, 'formatValue' | 'formatTick'> {
  switch (figure) {
    case 'longestSeconds':
    case 'totalSeconds':
      return { formatValue: formatDuration, formatTick: formatDuration };
    case 'totalMeters':
    case 'longestMeters':
      return { formatValue: (value) => `${value} ${distanceUnitLabel(type)}`, formatTick: String };
    case 'bestPaceSecondsPerKm':
      return { formatValue: (value) => formatPace(value, type), formatTick: formatDuration };
  }
}

/** Reps only: the most reps of a working set per day (no weight figure means anything there). */
function mostRepsFigure(entries: readonly MeasureEntry[]): MeasureFigure {
  const mostReps = (e: MeasureEntry) => e.repsHigh ?? e.repsLow;
  const points = entries.flatMap((e) => (mostReps(e) > 0 ? [{ date: e.date, value: mostReps(e) }] : []));
  const latest = mostReps(entries[entries.length - 1]!);
  const first = points[0];
  const formatValue = (value: number) => `${value} reps`;
  return {
    metric: 'mostReps',
    label: MOST_REPS_LABEL,
    latest: latest > 0 ? formatValue(latest) : '–',
    change: first && latest > 0 ? percentChange(first.value, latest) : { value: 0, direction: 'none' },
    lowerIsBetter: false,
    points,
    formatValue,
    formatTick: String,
  };
}
