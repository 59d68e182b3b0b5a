import { nextLoadableWeight, smallestPlateStep, type Equipment } from './plates';
import { exerciseMetrics } from './progress-metrics';
import { formatOneDecimal, roundTo } from './rounding';
import { displayToPounds, LB_PER_KG, poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';

/** The load added when a lifter earns it, without plates set up: 5 lb or 2.5 kg. */
export const DEFAULT_WEIGHT_INCREMENT = { imperial: 5, metric: 2.5 } as const satisfies Record<MeasurementType, number>;

/** A routine exercise's "Increase by": above 0, up to 100 lb or 50 kg in the user's unit. */
export const INCREASE_BY_MAX = { imperial: 100, metric: 50 } as const satisfies Record<MeasurementType, number>;
/** The same bound on stored pounds, for either unit (50 kg ≈ 110.23 lb). */
export const INCREASE_BY_MAX_STORED_LB = Math.max(INCREASE_BY_MAX.imperial, displayToPounds(INCREASE_BY_MAX.metric, 'metric'));

/** What a routine exercise prescribes: at least `setsLow` sets of `repsLow`–`repsHigh` reps (`repsHigh` null: no range). */
export type RoutineRepRange = { setsLow: number; repsLow: number; repsHigh: number | null };

/** A set of last time's log of the exercise: reps, weight in stored pounds, warm-up flag. */
export type LastSessionSet = { reps: number; weight: number; warmup?: boolean };

/**
 * How big one step up is, first match wins: the routine exercise's own "Increase by" (stored
 * pounds, > 0); else the user's plates (`equipmentInUnits`), giving the next weight they can
 * load; else 5 lb or 2.5 kg by the user's unit (`type`).
 */
export type IncrementSettings = { type: MeasurementType; increaseByLb?: number | null; equipment?: Equipment | null };

/** A target set: reps at a weight in stored pounds (two decimals). */
export type TargetSet = { reps: number; weight: number };

export type NextSessionTarget = {
  /** 'increase': every working set reached the top of the range; 'more-reps': same weight, one more rep where short; 'repeat': no rep range. */
  kind: 'increase' | 'more-reps' | 'repeat';
  /** The target's working weight, stored pounds. */
  weight: number;
  sets: TargetSet[];
};

/**
 * The weight one increment above `weightLb` (stored pounds in, stored pounds out, two decimals).
 * The step is worked out in the user's unit so a metric lifter moves 100 → 102.5 kg, not by
 * 5.51 lb from a rounded number ("Increase by" too: 100 kg + 5 kg is exactly 105 kg). With plates: the next loadable weight at or above the bar; below
 * the bar (dumbbells, machines) a pair of the lightest plate; past every plate, the default step.
 */
export function nextTargetWeight(weightLb: number, settings: IncrementSettings): number {
  const { type, equipment, increaseByLb } = settings;
  const inUnit = (lb: number) => (type === 'metric' ? roundTo(lb / LB_PER_KG, 2) : lb);
  const current = inUnit(weightLb);
  let next: number | null = null;
  if (increaseByLb && increaseByLb > 0) next = current + inUnit(increaseByLb);
  else if (equipment) {
    if (current >= equipment.bar) next = nextLoadableWeight(current, equipment);
    else {
      const step = smallestPlateStep(equipment);
      next = step === null ? null : current + step;
    }
  }
  const target = next ?? current + DEFAULT_WEIGHT_INCREMENT[type];
  return type === 'metric' ? displayToPounds(target, 'metric') : roundTo(target, 2);
}

/**
 * Next session's target for a routine exercise by double progression, from last time's sets
 * (warm-ups ignored). The working weight W and working sets are as the progress panel has them
 * (`exerciseMetrics`: the most frequent weight, the sets at it).
 * - `repsHigh` null: repeat last time (its working sets as they were).
 * - At least `setsLow` working sets, every one at `repsHigh` or more: `setsLow` × `repsLow` at W + one increment.
 * - Otherwise W again, one more rep on each set short of `repsHigh` (capped at it), and sets of
 *   `repsLow` added up to `setsLow` when last time had fewer.
 * Null when there was no last time or it had only warm-ups: no target.
 */
export function nextSessionTarget(range: RoutineRepRange, lastSets: readonly LastSessionSet[], settings: IncrementSettings): NextSessionTarget | null {
  const working = lastSets.filter((s) => !s.warmup);
  if (working.length === 0) return null;
  const weight = exerciseMetrics(working).workingWeight;
  if (range.repsHigh === null) return { kind: 'repeat', weight, sets: working.map((s) => ({ reps: s.reps, weight: s.weight })) };
  const high = range.repsHigh;
  const setsLow = Math.max(1, range.setsLow);
  const atWeight = working.filter((s) => s.weight === weight);
  if (atWeight.length >= setsLow && atWeight.every((s) => s.reps >= high)) {
    const next = nextTargetWeight(weight, settings);
    return { kind: 'increase', weight: next, sets: Array.from({ length: setsLow }, () => ({ reps: range.repsLow, weight: next })) };
  }
  const sets = atWeight.map((s) => ({ reps: s.reps >= high ? s.reps : Math.min(s.reps + 1, high), weight }));
  while (sets.length < setsLow) sets.push({ reps: range.repsLow, weight });
  return { kind: 'more-reps', weight, sets };
}

/**
 * The target as the daily log shows it beside "Last time", in the user's unit:
 * "Target: 3 × 5 at 230 lbs", "Target: 8, 8, 6 reps at 185 lbs", "Target: 3 × 8 reps" (no added
 * weight), "Target: 5 × 225, 5 × 225, 3 × 235 lbs" (last time's mixed weights repeated).
 */
export function nextSessionTargetLabel(target: NextSessionTarget, type: MeasurementType): string {
  const unit = weightUnitLabel(type);
  const shown = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
  const { sets } = target;
  const oneWeight = sets.every((s) => s.weight === sets[0]!.weight);
  const at = oneWeight && sets[0]!.weight > 0 ? ` at ${shown(sets[0]!.weight)} ${unit}` : '';
  if (!oneWeight) return `Target: ${sets.map((s) => `${s.reps} × ${shown(s.weight)}`).join(', ')} ${unit}`;
  if (sets.every((s) => s.reps === sets[0]!.reps)) return `Target: ${sets.length} × ${sets[0]!.reps}${at || ' reps'}`;
  return `Target: ${sets.map((s) => s.reps).join(', ')} reps${at}`;
}

/** Why the target is what it is, in a few words (the range's top is `repsHigh`). */
export function nextSessionTargetReason(target: NextSessionTarget, repsHigh: number | null): string {
  switch (target.kind) {
    case 'increase':
      return `Every set reached ${repsHigh} reps last time: time to add weight`;
    case 'more-reps':
      return `Same weight, one more rep where you fell short of ${repsHigh}`;
    case 'repeat':
      return 'No rep range: repeat last time';
  }
}
