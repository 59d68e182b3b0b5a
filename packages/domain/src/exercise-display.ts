import { formatOneDecimal } from './rounding';
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
