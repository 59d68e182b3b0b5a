import { nextLoadableWeight, smallestPlateStep, type Equipment } from './plates';
import { exerciseMetrics } from './progress-metrics';
import { roundTo } from './rounding';
import { displayToPounds, LB_PER_KG, type MeasurementType } from './units';

/** The load added when a lifter earns it, without plates set up: 5 lb or 2.5 kg. */
export const DEFAULT_WEIGHT_INCREMENT = { imperial: 5, metric: 2.5 } as const satisfies Record<MeasurementType, number>;

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
 * 5.51 lb from a rounded number. With plates: the next loadable weight at or above the bar; below
 * the bar (dumbbells, machines) a pair of the lightest plate; past every plate, the default step.
 */
export function nextTargetWeight(weightLb: number, settings: IncrementSettings): number {
  if (settings.increaseByLb && settings.increaseByLb > 0) return roundTo(weightLb + settings.increaseByLb, 2);
  const { type, equipment } = settings;
  const current = type === 'metric' ? roundTo(weightLb / LB_PER_KG, 2) : weightLb;
  let next: number | null = null;
  if (equipment) {
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
