import { formatDistance, formatDuration, SET_MEASURE_LIMITS, setTypeOf, type ExerciseKind, type SetType } from './set-kinds';
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
export type RoutineRepRange = {
  setsLow: number;
  repsLow: number;
  repsHigh: number | null;
  /** Time and distance kinds (docs/decisions/0071): the routine's time per set (or time to beat) and distance. */
  kind?: ExerciseKind;
  targetSeconds?: number | null;
  targetMeters?: number | null;
};

/** A set of last time's log of the exercise: reps, weight in stored pounds, warm-up flag; time and distance by kind. */
export type LastSessionSet = { reps: number; weight: number; warmup?: boolean; type?: SetType; seconds?: number | null; meters?: number | null };

/**
 * How big one step up is, first match wins: the routine exercise's own "Increase by" (stored
 * pounds, > 0); else the user's plates (`equipmentInUnits`), giving the next weight they can
 * load; else 5 lb or 2.5 kg by the user's unit (`type`).
 */
export type IncrementSettings = { type: MeasurementType; increaseByLb?: number | null; equipment?: Equipment | null };

/** A target set: reps at a weight in stored pounds (two decimals); a time and a distance for those kinds. */
export type TargetSet = { reps: number; weight: number; seconds?: number; meters?: number };

export type NextSessionTarget = {
  /**
   * 'increase': every working set reached the top of the range; 'more-reps': same weight, one more rep where short; 'repeat': no rep range.
   * Time kind: 'more-time' (every set reached its target time: +5 s), 'same-time'. Distance and time: 'beat-time' (last distance, its time to beat).
   */
  kind: 'increase' | 'more-reps' | 'repeat' | 'more-time' | 'same-time' | 'beat-time';
  /** The target's working weight, stored pounds (time and distance: last time's added weight). */
  weight: number;
  sets: TargetSet[];
  /** Time kind with a routine target time: that time, which the reason names. */
  targetSeconds?: number;
};

/** What a Time target grows by once every set reached the routine's time. */
export const TIME_TARGET_STEP_SECONDS = 5;

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
  const working = lastSets.filter((s) => setTypeOf(s) !== 'warmup');
  if (range.kind === 'time') return timeTarget(range, working);
  if (range.kind === 'distanceTime') return distanceTarget(range, working);
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

const isWhole = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;
const timesOf = (count: number, set: TargetSet): TargetSet[] => Array.from({ length: count }, () => ({ ...set }));

/**
 * A Time exercise's target from last time's working sets with a time (the added weight: the most
 * frequent one). With a routine time: at least `setsLow` sets, every one at that time or longer →
 * `setsLow` sets of the shortest set's time + 5 s ('more-time'); else `setsLow` × the routine's time.
 * Without one: last time's times again. Null when no working set had a time.
 */
function timeTarget(range: RoutineRepRange, working: readonly LastSessionSet[]): NextSessionTarget | null {
  const timed = working.filter((s) => isWhole(s.seconds));
  if (timed.length === 0) return null;
  const weight = exerciseMetrics(timed).workingWeight;
  const target = range.targetSeconds;
  if (!isWhole(target)) return { kind: 'repeat', weight, sets: timed.map((s) => ({ reps: 1, weight: s.weight, seconds: s.seconds! })) };
  const setsLow = Math.max(1, range.setsLow);
  const shortest = Math.min(...timed.map((s) => s.seconds!));
  if (timed.length >= setsLow && shortest >= target) {
    const seconds = Math.min(shortest + TIME_TARGET_STEP_SECONDS, SET_MEASURE_LIMITS.secondsMax);
    return { kind: 'more-time', weight, targetSeconds: target, sets: timesOf(setsLow, { reps: 1, weight, seconds }) };
  }
  return { kind: 'same-time', weight, targetSeconds: target, sets: timesOf(setsLow, { reps: 1, weight, seconds: target }) };
}

/**
 * A Distance and time exercise's target: last time's longest working distance (the faster of equal
 * ones) with its time to beat, `setsLow` times; without a time then, the routine's time to beat if
 * any. Null when no working set had a distance.
 */
function distanceTarget(range: RoutineRepRange, working: readonly LastSessionSet[]): NextSessionTarget | null {
  const measured = working.filter((s) => isWhole(s.meters));
  if (measured.length === 0) return null;
  let longest = measured[0]!;
  for (const s of measured) {
    const faster = isWhole(s.seconds) && (!isWhole(longest.seconds) || s.seconds < longest.seconds);
    if (s.meters! > longest.meters! || (s.meters === longest.meters && faster)) longest = s;
  }
  const weight = exerciseMetrics(measured).workingWeight;
  const seconds = isWhole(longest.seconds) ? longest.seconds : isWhole(range.targetSeconds) ? range.targetSeconds : undefined;
  const set: TargetSet = { reps: 1, weight, meters: longest.meters!, ...(seconds !== undefined ? { seconds } : {}) };
  return { kind: 'beat-time', weight, sets: timesOf(Math.max(1, range.setsLow), set) };
}

/** " at 20 lbs" when every set carries the same added weight above 0; per-set weights otherwise (null). */
function addedWeight(sets: readonly TargetSet[], type: MeasurementType): string | null {
  const shown = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
  if (!sets.every((s) => s.weight === sets[0]!.weight)) return null;
  return sets[0]!.weight > 0 ? ` at ${shown(sets[0]!.weight)} ${weightUnitLabel(type)}` : '';
}

/** A Time or Distance and time target's sets: "3 × 1:05", "1:05, 1:05, 1:00", "5 km in 25:00", "3 × 1 km in 4:30"; added weight after. */
function measuredSetsLabel(sets: readonly TargetSet[], type: MeasurementType): string {
  const one = (s: TargetSet) =>
    s.meters !== undefined
      ? `${formatDistance(s.meters, type)}${s.seconds !== undefined ? ` in ${formatDuration(s.seconds)}` : ''}`
      : formatDuration(s.seconds ?? 0);
  const weight = addedWeight(sets, type);
  if (weight === null) {
    const shown = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
    return `${sets.map((s) => (s.weight > 0 ? `${one(s)} at ${shown(s.weight)}` : one(s))).join(', ')} ${weightUnitLabel(type)}`;
  }
  const labels = sets.map(one);
  const same = labels.every((l) => l === labels[0]);
  if (same && labels.length === 1) return `${labels[0]}${weight}`;
  return `${same ? `${labels.length} × ${labels[0]}` : labels.join(', ')}${weight}`;
}

/**
 * The target as the daily log shows it beside "Last time", in the user's unit:
 * "Target: 3 × 5 at 230 lbs", "Target: 8, 8, 6 reps at 185 lbs", "Target: 3 × 8 reps" (no added
 * weight), "Target: 5 × 225, 5 × 225, 3 × 235 lbs" (last time's mixed weights repeated).
 */
export function nextSessionTargetLabel(target: NextSessionTarget, type: MeasurementType): string {
  if (target.sets.some((s) => s.seconds !== undefined || s.meters !== undefined)) return `Target: ${measuredSetsLabel(target.sets, type)}`;
  const unit = weightUnitLabel(type);
  const shown = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
  const { sets } = target;
  const oneWeight = sets.every((s) => s.weight === sets[0]!.weight);
  const at = oneWeight && sets[0]!.weight > 0 ? ` at ${shown(sets[0]!.weight)} ${unit}` : '';
  if (!oneWeight) return `Target: ${sets.map((s) => `${s.reps} × ${shown(s.weight)}`).join(', ')} ${unit}`;
  if (sets.every((s) => s.reps === sets[0]!.reps)) return `Target: ${sets.length} × ${sets[0]!.reps}${at || ' reps'}`;
  return `Target: ${sets.map((s) => s.reps).join(', ')} reps${at}`;
}

/** Why the target is what it is, in a few words (the range's top is `repsHigh`; a Time target names its routine time). */
export function nextSessionTargetReason(target: NextSessionTarget, repsHigh: number | null): string {
  const time = formatDuration(target.targetSeconds ?? 0);
  switch (target.kind) {
    case 'increase':
      return `Every set reached ${repsHigh} reps last time: time to add weight`;
    case 'more-reps':
      return `Same weight, one more rep where you fell short of ${repsHigh}`;
    case 'repeat':
      return target.sets.some((s) => s.seconds !== undefined) ? 'No target time: repeat last time' : 'No rep range: repeat last time';
    case 'more-time':
      return `Every set reached ${time} last time: ${TIME_TARGET_STEP_SECONDS} s more`;
    case 'same-time':
      return `Same time until every set reaches ${time}`;
    case 'beat-time':
      return target.sets.some((s) => s.seconds !== undefined) ? 'Same distance as last time: beat the time' : 'Same distance as last time';
  }
}
