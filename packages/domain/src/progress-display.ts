import { formatSetsReps } from './exercise-display';
import { bodyWeightMultiple, bodyWeightOn, percentChange, type PercentChange } from './progress-metrics';
import { poundsToDisplay, type MeasurementType } from './units';

/** What a progress history row or the statistics need of an entry (stored pounds). */
export interface ProgressFigures {
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

/**
 * The BWx of an entry flagged for bodyweight comparison: the working weight over the body weight
 * on the entry's day (latest weight entry on or before it, else the profile weight). Null when
 * the entry is not flagged or no body weight is known.
 */
export function entryBodyWeightMultiple(
  entry: Pick<ProgressFigures, 'date' | 'workingWeight' | 'bw'>,
  weights: readonly BodyWeightEntry[],
  profileWeightLb: number,
): number | null {
  if (!entry.bw) return null;
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
