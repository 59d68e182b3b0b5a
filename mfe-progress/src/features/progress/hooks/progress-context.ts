import type { MeasurementType } from '@fitness/domain';
import { weightUnitLabel } from '@fitness/domain';

/** What turns stored figures into what the user reads: units, and body weights for BWx. */
export interface ProgressUnits {
  type: MeasurementType;
  /** 'lbs' or 'kgs'. */
  unit: string;
  /** Body-weight entries (stored pounds), any order. */
  weights: readonly { date: string; weight: number | null }[];
  /** Profile weight (pounds): the BWx fallback before the first weight entry. */
  profileWeight: number;
}

export function progressUnits(type: MeasurementType, weights: ProgressUnits['weights'], profileWeight: number): ProgressUnits {
  return { type, unit: weightUnitLabel(type), weights, profileWeight };
}
