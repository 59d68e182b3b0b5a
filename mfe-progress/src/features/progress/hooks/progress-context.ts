import { DEFAULT_ONE_REP_MAX_FORMULA, weightUnitLabel, type MeasurementType, type OneRepMaxFormula } from '@fitness/domain';

/** What turns stored figures into what the user reads: units, body weights for BWx and e1RM, the 1RM formula. */
export interface ProgressUnits {
  type: MeasurementType;
  /** 'lbs' or 'kgs'. */
  unit: string;
  /** Body-weight entries (stored pounds), any order. */
  weights: readonly { date: string; weight: number | null }[];
  /** Profile weight (pounds): the BWx fallback before the first weight entry. */
  profileWeight: number;
  /** The profile's "1RM formula" (a set's e1RM in the log entries dialog). */
  formula: OneRepMaxFormula;
}

export function progressUnits(
  type: MeasurementType,
  weights: ProgressUnits['weights'],
  profileWeight: number,
  formula: OneRepMaxFormula = DEFAULT_ONE_REP_MAX_FORMULA,
): ProgressUnits {
  return { type, unit: weightUnitLabel(type), weights, profileWeight, formula };
}
