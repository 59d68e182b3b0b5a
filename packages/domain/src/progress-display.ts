import { formatSetsReps } from './exercise-display';
import { bodyWeightMultiple, bodyWeightOn, percentChange, type KindMetrics, type PercentChange } from './progress-metrics';
import { roundTo } from './rounding';
import { formatDistance, formatDuration, formatPace, METERS_PER_KM, METERS_PER_MILE, metersToDisplay, type ExerciseKind } from './set-kinds';
import { poundsToDisplay, type MeasurementType } from './units';

/** What a progress history row or the statistics need of an entry (stored pounds); `kind` absent: weight and reps. */
export interface ProgressFigures {
  kind?: ExerciseKind;
  date: string;
  workingWeight: number;
  volume: number;
  workingSetCount: number;
  repsLow: number;
  repsHigh: number | null;
  bw: boolean;
}

export type BodyWeightEntry = { date: string; weight: number | null | undefined };

/** Working sets × their reps: '2 x 5', '3 x 6-8'. */
export function setsByReps(workingSetCount: number, repsLow: number, repsHigh: number | null): string {
  return formatSetsReps({ setsLow: workingSetCount, setsHigh: null, repsLow, repsHigh });
}

/** A body-weight multiple to two decimals, as the row shows it: '1.25 BWx'. */
export function formatBodyWeightMultiple(multiple: number): string {
  return `${multiple.toFixed(2)} BWx`;
}

/** A percent change to one decimal: '12.5%'. */
export function formatPercentChange(change: PercentChange): string {
  return `${change.value.toFixed(1)}%`;
}

/** Working weight, volume and BWx mean something for weight and reps only; other kinds do not show them (docs/decisions/0071). */
export function showsWeightFigures(kind: ExerciseKind | undefined): boolean {
  return (kind ?? 'weightReps') === 'weightReps';
}

/**
 * The BWx of an entry flagged for bodyweight comparison: the working weight over the body weight
 * on the entry's day (latest weight entry on or before it, else the profile weight). Null when
 * the entry is not flagged, is not of weight and reps, or no body weight is known.
 */
export function entryBodyWeightMultiple(
  entry: Pick<ProgressFigures, 'date' | 'workingWeight' | 'bw' | 'kind'>,
  weights: readonly BodyWeightEntry[],
  profileWeightLb: number,
): number | null {
  if (!entry.bw || !showsWeightFigures(entry.kind)) return null;
  return bodyWeightMultiple(entry.workingWeight, bodyWeightOn(entry.date, weights, profileWeightLb));
}

export interface ProgressRow {
  /** Working weight in the user's unit, one decimal. */
  workingWeight: number;
  /** Two decimals, or null (not flagged or no body weight). */
  bodyWeightMultiple: number | null;
  setsByReps: string;
}

/** A history row's figures in the user's unit. */
export function progressRow(entry: ProgressFigures, weights: readonly BodyWeightEntry[], profileWeightLb: number, type: MeasurementType): ProgressRow {
  return {
    workingWeight: poundsToDisplay(entry.workingWeight, type),
    bodyWeightMultiple: entryBodyWeightMultiple(entry, weights, profileWeightLb),
    setsByReps: setsByReps(entry.workingSetCount, entry.repsLow, entry.repsHigh),
  };
}

export interface ExerciseStatistics {
  /** Latest working weight and volume in the user's unit. */
  workingWeight: number;
  volume: number;
  /** Against the first recorded entry. */
  workingWeightChange: PercentChange;
  volumeChange: PercentChange;
}

/** The statistics dialog's figures: the latest entry against the first (history oldest first); null without entries. */
export function exerciseStatistics(history: readonly Pick<ProgressFigures, 'workingWeight' | 'volume'>[], type: MeasurementType): ExerciseStatistics | null {
  const first = history[0];
  const latest = history[history.length - 1];
  if (!first || !latest) return null;
  return {
    workingWeight: poundsToDisplay(latest.workingWeight, type),
    volume: poundsToDisplay(latest.volume, type),
    // Percentages from stored pounds: the same in either unit.
    workingWeightChange: percentChange(first.workingWeight, latest.workingWeight),
    volumeChange: percentChange(first.volume, latest.volume),
  };
}

/** A time or distance figure of an entry (progress-metrics' `KindMetrics`). */
export type KindFigure = keyof KindMetrics;

/** The figures a history row and the statistics show per kind, in this order; weight and reps and reps only show their own. */
export const KIND_FIGURES = {
  weightReps: [],
  repsOnly: [],
  time: ['longestSeconds', 'totalSeconds'],
  distanceTime: ['totalMeters', 'bestPaceSecondsPerKm', 'longestMeters'],
} as const satisfies Record<ExerciseKind, readonly KindFigure[]>;

export const KIND_FIGURE_LABELS = {
  longestSeconds: 'Longest set',
  totalSeconds: 'Total time',
  totalMeters: 'Distance',
  longestMeters: 'Longest distance',
  bestPaceSecondsPerKm: 'Best pace',
} as const satisfies Record<KindFigure, string>;

/** A pace in seconds per km as seconds per km or per mile, by the user's units. */
export function paceInUnits(secondsPerKm: number, type: MeasurementType): number {
  return type === 'metric' ? secondsPerKm : (secondsPerKm * METERS_PER_MILE) / METERS_PER_KM;
}

/**
 * A figure in the user's unit for a graph: seconds, km or mi (3 or 2 decimals), seconds per km or
 * per mile (two decimals); null when the entry has none (no pace, or nothing logged that counts).
 */
export function kindFigureInUnits(figure: KindFigure, metrics: KindMetrics, type: MeasurementType): number | null {
  const value = metrics[figure];
  if (value === null || value <= 0) return null;
  if (figure === 'bestPaceSecondsPerKm') return roundTo(paceInUnits(value, type), 2);
  if (figure === 'totalMeters' || figure === 'longestMeters') return metersToDisplay(value, type);
  return value;
}

/** A figure as text: "1:05", "5 km", "5:00 /km"; "–" when the entry has none. */
export function formatKindFigure(figure: KindFigure, metrics: KindMetrics, type: MeasurementType): string {
  const value = metrics[figure];
  if (value === null || value <= 0) return '–';
  if (figure === 'bestPaceSecondsPerKm') return formatPace(paceInUnits(value, type), type);
  if (figure === 'totalMeters' || figure === 'longestMeters') return formatDistance(value, type);
  return formatDuration(value);
}

/** A history row's time or distance figures, labelled, in the user's unit (none for weight and reps or reps only). */
export function kindFigures(entry: KindMetrics & { kind?: ExerciseKind }, type: MeasurementType): { figure: KindFigure; label: string; value: string }[] {
  return KIND_FIGURES[entry.kind ?? 'weightReps'].map((figure) => ({
    figure,
    label: KIND_FIGURE_LABELS[figure],
    value: formatKindFigure(figure, entry, type),
  }));
}

export interface KindStatistic {
  figure: KindFigure;
  label: string;
  /** The latest entry's figure as text ("1:05", "5 km", "5:00 /km"). */
  latest: string;
  /** Against the first entry that has the figure (a faster pace is 'down'). */
  change: PercentChange;
}

/** The statistics dialog's time or distance figures: the latest entry against the first (history oldest first); empty for other kinds. */
export function kindStatistics(history: readonly KindMetrics[], kind: ExerciseKind, type: MeasurementType): KindStatistic[] {
  const latest = history[history.length - 1];
  if (!latest) return [];
  return KIND_FIGURES[kind].map((figure) => {
    const first = history.find((e) => (e[figure] ?? 0) > 0);
    const now = latest[figure];
    return {
      figure,
      label: KIND_FIGURE_LABELS[figure],
      latest: formatKindFigure(figure, latest, type),
      change: first && now !== null && now > 0 ? percentChange(first[figure]!, now) : { value: 0, direction: 'none' },
    };
  });
}
