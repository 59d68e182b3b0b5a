import { formatOneDecimal } from './rounding';
import { formatDistance, formatDuration, kindOf, type ExerciseKind } from './set-kinds';
import { poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';

/** "low-high", or just "low" when there is no high (null, or not above low). */
function range(low: number, high: number | null): string {
  return high !== null && high > low ? `${low}-${high}` : String(low);
}

/** An exercise's sets and reps as its row shows them: `2-4 x 5-8`, `3 x 5-8`, `2-4 x 8`, `3 x 8`. */
export function formatSetsReps(e: { setsLow: number; setsHigh: number | null; repsLow: number; repsHigh: number | null }): string {
  return `${range(e.setsLow, e.setsHigh)} x ${range(e.repsLow, e.repsHigh)}`;
}

/**
 * An exercise's stored weight (pounds) in the user's unit, one decimal at most: `135 lbs`, `61.2 kgs`.
 * Empty for no added weight (0, or what rounds to 0), never "0 lbs".
 */
export function formatExerciseWeight(storedLb: number, type: MeasurementType): string {
  const shown = poundsToDisplay(storedLb, type);
  return shown > 0 ? `${formatOneDecimal(shown)} ${weightUnitLabel(type)}` : '';
}

/** Below two minutes a target time reads as seconds ("60 s", "90 s"); from two minutes as `m:ss` / `h:mm:ss`. */
export function formatTargetTime(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : formatDuration(seconds);
}

export type ExerciseTargets = {
  kind?: ExerciseKind | null;
  setsLow: number;
  setsHigh: number | null;
  repsLow: number;
  repsHigh: number | null;
  targetSeconds?: number | null;
  targetMeters?: number | null;
};

/**
 * An exercise's targets as its row shows them, by kind: `2-4 x 5-8` (weight and reps, reps only),
 * `3 × 60 s` (time), `1 × 5 km` or `1 × 5 km in 25:00` (distance and time). A time or distance
 * exercise with no target stored (written straight to the API) shows its sets alone: `3 sets`.
 */
export function formatExerciseTarget(e: ExerciseTargets, type: MeasurementType): string {
  const kind = kindOf(e);
  if (kind === 'weightReps' || kind === 'repsOnly') return formatSetsReps(e);
  const sets = range(e.setsLow, e.setsHigh);
  const target =
    kind === 'time'
      ? e.targetSeconds && formatTargetTime(e.targetSeconds)
      : e.targetMeters && [formatDistance(e.targetMeters, type), e.targetSeconds && `in ${formatTargetTime(e.targetSeconds)}`].filter(Boolean).join(' ');
  return target ? `${sets} × ${target}` : `${sets} ${sets === '1' ? 'set' : 'sets'}`;
}
