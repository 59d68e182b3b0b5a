import { roundTo, roundToStep } from './rounding';
import { LB_PER_KG, type MeasurementType } from './units';

/** The two 1RM formulas a user can choose on the profile page ("1RM formula"). */
export type OneRepMaxFormula = 'epley' | 'brzycki';
export const ONE_REP_MAX_FORMULAS = ['epley', 'brzycki'] as const satisfies readonly OneRepMaxFormula[];
export const DEFAULT_ONE_REP_MAX_FORMULA: OneRepMaxFormula = 'epley';
/** The setting's choices as the profile shows them, with how each estimates. */
export const ONE_REP_MAX_FORMULA_LABELS = { epley: 'Epley', brzycki: 'Brzycki' } as const satisfies Record<OneRepMaxFormula, string>;
export const ONE_REP_MAX_FORMULA_HINT = 'How an estimated one-rep max (e1RM) is worked out from a set: Epley w × (1 + r/30), Brzycki 36w / (37 − r).';

/** Above this many reps an estimate is shown greyed, with `ONE_REP_MAX_UNRELIABLE_TOOLTIP`. */
export const ONE_REP_MAX_RELIABLE_REPS = 10;
/** Above this many reps there is no estimate at all. */
export const ONE_REP_MAX_MAX_REPS = 20;
export const ONE_REP_MAX_UNRELIABLE_TOOLTIP = 'Estimates above 10 reps are unreliable';

/** Display steps of an e1RM in the user's unit: 0.5 lb, 0.25 kg. */
export const ONE_REP_MAX_DISPLAY_STEP = { imperial: 0.5, metric: 0.25 } as const satisfies Record<MeasurementType, number>;

/**
 * The 1RM a formula gives for `reps` reps with `load` (any unit; the answer is in that unit, unrounded):
 * Epley `load × (1 + reps / 30)`, Brzycki `36 × load / (37 − reps)`; one rep is the load itself.
 * Null when the load is not above 0, reps is not a whole number from 1 to 20, or either is not finite.
 */
export function oneRepMaxFromLoad(load: number, reps: number, formula: OneRepMaxFormula = DEFAULT_ONE_REP_MAX_FORMULA): number | null {
  if (!(load > 0) || !Number.isFinite(load) || !Number.isInteger(reps) || reps < 1 || reps > ONE_REP_MAX_MAX_REPS) return null;
  if (reps === 1) return load;
  return formula === 'brzycki' ? (36 * load) / (37 - reps) : load * (1 + reps / 30);
}

/** What a set needs for an estimate: reps, added weight (stored pounds) and whether it is a warm-up. */
export type OneRepMaxSet = { reps: number; weight: number; warmup?: boolean };

/**
 * How to read a set: the formula (Epley by default), whether the exercise is compared to body
 * weight (`bw`), and the body weight of that day in pounds (`bodyWeightOn`), used only when `bw`.
 */
export type OneRepMaxContext = { formula?: OneRepMaxFormula; bw?: boolean; bodyWeightLb?: number | null };

export type OneRepMaxEstimate = {
  /** Estimated 1RM in pounds, two decimals (the stored precision); `oneRepMaxInUnits` rounds it for display. */
  value: number;
  /** What the estimate was computed from, in pounds: the set's weight, or body weight + added weight. */
  load: number;
  reps: number;
  /** False above 10 reps: show the estimate greyed with `ONE_REP_MAX_UNRELIABLE_TOOLTIP`. */
  reliable: boolean;
  /** True when the load includes the day's body weight (bodyweight-compared exercises): say so. */
  includesBodyWeight: boolean;
};

/**
 * The estimated 1RM of one logged set, or null when it has none: a warm-up set, reps outside
 * 1–20 (or not whole), or no load — weight 0 on an ordinary exercise, or no known body weight on
 * a bodyweight-compared one. For a bodyweight-compared exercise (`bw`) the load is the day's
 * body weight plus the added weight (a pull-up at 180 lb with +25 lb is 205 lb), and the estimate
 * says so (`includesBodyWeight`).
 */
export function estimateOneRepMax(set: OneRepMaxSet, context: OneRepMaxContext = {}): OneRepMaxEstimate | null {
  const value = oneRepMaxValue(set, context);
  if (value === null) return null;
  return {
    value,
    load: roundTo(loadOf(set, context), 2),
    reps: set.reps,
    reliable: set.reps <= ONE_REP_MAX_RELIABLE_REPS,
    includesBodyWeight: Boolean(context.bw),
  };
}

/**
 * `estimateOneRepMax(set, context)?.value ?? null` without building the estimate: what records
 * compute for every logged set of a history.
 */
export function oneRepMaxValue(set: OneRepMaxSet, context: OneRepMaxContext): number | null {
  if (set.warmup) return null;
  if (context.bw && !(typeof context.bodyWeightLb === 'number' && context.bodyWeightLb > 0)) return null;
  const raw = oneRepMaxFromLoad(loadOf(set, context), set.reps, context.formula);
  return raw === null ? null : roundTo(raw, 2);
}

const loadOf = (set: OneRepMaxSet, context: OneRepMaxContext) => (context.bw ? (context.bodyWeightLb ?? 0) : 0) + set.weight;

/** An e1RM in stored pounds as the user sees it: in lb to the nearest 0.5, or in kg to the nearest 0.25. */
export function oneRepMaxInUnits(valueLb: number, type: MeasurementType): number {
  const value = type === 'metric' ? valueLb / LB_PER_KG : valueLb;
  return roundToStep(value, ONE_REP_MAX_DISPLAY_STEP[type]);
}

/**
 * The best estimate among `sets` that records count (reliable ones: 10 reps or fewer), or null:
 * one point per entry on the statistics chart's e1RM line. Ties keep the earlier set.
 */
export function bestOneRepMax(sets: readonly OneRepMaxSet[], context: OneRepMaxContext = {}): OneRepMaxEstimate | null {
  let best: OneRepMaxEstimate | null = null;
  for (const set of sets) {
    const estimate = estimateOneRepMax(set, context);
    if (estimate?.reliable && (best === null || estimate.value > best.value)) best = estimate;
  }
  return best;
}
