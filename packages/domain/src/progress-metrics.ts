import { compareDays } from './dates';
import { roundTo } from './rounding';
import { setTypeOf, type ExerciseKind, type SetType } from './set-kinds';

/**
 * A logged set; `warmup` absent means a working set, `rpe` absent or null means none given. `type`
 * (absent: from `warmup`), `seconds` and `meters` come with the set kinds (docs/decisions/0071).
 */
export type LoggedSet = {
  id?: string;
  reps: number;
  weight: number;
  notes?: string;
  changedAt?: number;
  warmup?: boolean;
  rpe?: number | null;
  type?: SetType;
  seconds?: number | null;
  meters?: number | null;
};

/** The sets that count for working weight, volume and records: every set but the warm-ups (drop sets and sets to failure count). */
export function workingSets<S extends { warmup?: boolean; type?: SetType | null }>(sets: readonly S[]): S[] {
  return sets.filter((s) => setTypeOf(s) !== 'warmup');
}

export type ExerciseMetrics = {
  workingWeight: number;
  workingSetCount: number;
  repsLow: number;
  repsHigh: number | null;
  volume: number;
};

/**
 * Metrics of one logged exercise, warm-up sets left out. Working weight = the most frequent set
 * weight (ties → the higher weight); working sets = the sets at that weight; rep range among them
 * (high null when equal); volume = Σ reps × weight over all sets, two decimals to drop float noise.
 * No sets (or only warm-ups) gives all zeros (and repsHigh null).
 */
export function exerciseMetrics(logged: readonly LoggedSet[]): ExerciseMetrics {
  const sets = workingSets(logged);
  if (sets.length === 0) return { workingWeight: 0, workingSetCount: 0, repsLow: 0, repsHigh: null, volume: 0 };
  const counts = new Map<number, number>();
  for (const s of sets) counts.set(s.weight, (counts.get(s.weight) ?? 0) + 1);
  let workingWeight = 0;
  let best = 0;
  for (const [weight, count] of counts) {
    if (count > best || (count === best && weight > workingWeight)) [workingWeight, best] = [weight, count];
  }
  const reps = sets.filter((s) => s.weight === workingWeight).map((s) => s.reps);
  const repsLow = Math.min(...reps);
  const high = Math.max(...reps);
  const volume = roundTo(
    sets.reduce((sum, s) => sum + s.reps * s.weight, 0),
    2,
  );
  return { workingWeight, workingSetCount: reps.length, repsLow, repsHigh: high === repsLow ? null : high, volume };
}

/**
 * The figures of one day's entry of a Time or Distance and time exercise (docs/decisions/0071),
 * from its working sets; 0 (or null) where the kind has none, so every entry has one shape.
 */
export type KindMetrics = {
  /** Time and distance: the longest working set's time, whole seconds (0: none timed). */
  longestSeconds: number;
  /** Time and distance: Σ seconds of the working sets. */
  totalSeconds: number;
  /** Distance and time: Σ metres of the working sets. */
  totalMeters: number;
  /** Distance and time: the longest working set's distance, metres. */
  longestMeters: number;
  /**
   * Distance and time: the day's fastest pace, seconds per km (two decimals), among working sets with a
   * distance and a time, whatever their distance (a sprint shows its pace; only records keep the 1 km rule).
   */
  bestPaceSecondsPerKm: number | null;
};

/** An entry's figures: the weight figures for weight and reps (reps only: its sets and reps), the kind's figures for time and distance. */
export type EntryMetrics = ExerciseMetrics & KindMetrics;

const NO_KIND_METRICS: KindMetrics = { longestSeconds: 0, totalSeconds: 0, totalMeters: 0, longestMeters: 0, bestPaceSecondsPerKm: null };

/** Seconds per km of a set with both a distance and a time, two decimals; null otherwise. */
export function paceSecondsPerKm(set: { seconds?: number | null; meters?: number | null }): number | null {
  return set.seconds && set.meters ? roundTo((set.seconds * 1000) / set.meters, 2) : null;
}

/**
 * Metrics of one logged exercise of a kind. Weight and reps: `exerciseMetrics`. Reps only: its sets
 * and reps, no weight or volume. Time and distance: the working set count and the kind's figures;
 * the weight figures stay 0 (they mean nothing there and are not shown).
 */
export function entryMetrics(kind: ExerciseKind, logged: readonly LoggedSet[]): EntryMetrics {
  if (kind === 'weightReps') return { ...exerciseMetrics(logged), ...NO_KIND_METRICS };
  if (kind === 'repsOnly') return { ...exerciseMetrics(logged.map((s) => ({ ...s, weight: 0 }))), ...NO_KIND_METRICS };
  const sets = workingSets(logged);
  const seconds = sets.map((s) => s.seconds ?? 0);
  const metres = kind === 'distanceTime' ? sets.map((s) => s.meters ?? 0) : [];
  const paces = kind === 'distanceTime' ? sets.map(paceSecondsPerKm).filter((p): p is number => p !== null) : [];
  return {
    workingWeight: 0,
    workingSetCount: sets.length,
    repsLow: 0,
    repsHigh: null,
    volume: 0,
    longestSeconds: Math.max(0, ...seconds),
    totalSeconds: seconds.reduce((a, b) => a + b, 0),
    totalMeters: metres.reduce((a, b) => a + b, 0),
    longestMeters: Math.max(0, ...metres),
    bestPaceSecondsPerKm: paces.length ? Math.min(...paces) : null,
  };
}

export type PercentChange = { value: number; direction: 'up' | 'down' | 'none' };

/**
 * Change of the latest value against the first, in percent of the first: absolute value to one
 * decimal plus a direction ('none' when it rounds to 0.0). A first value of 0 has no percentage: 0/'none'.
 */
export function percentChange(first: number, latest: number): PercentChange {
  if (!(first > 0) || !Number.isFinite(latest)) return { value: 0, direction: 'none' };
  const value = roundTo((Math.abs(latest - first) / first) * 100, 1);
  if (value === 0) return { value: 0, direction: 'none' };
  return { value, direction: latest > first ? 'up' : 'down' };
}

/** Working weight as a multiple of body weight (both pounds), two decimals; null without a body weight. */
export function bodyWeightMultiple(workingWeight: number, bodyWeightLb: number): number | null {
  if (!(bodyWeightLb > 0) || !Number.isFinite(workingWeight)) return null;
  return roundTo(workingWeight / bodyWeightLb, 2);
}

/** Body weight on a day: the latest weight entry on or before it (entries without a weight skipped), else the profile weight. */
export function bodyWeightOn(date: string, weightEntries: readonly { date: string; weight: number | null | undefined }[], profileWeight: number): number {
  let found: { date: string; weight: number } | null = null;
  for (const e of weightEntries) {
    if (typeof e.weight !== 'number' || !(e.weight > 0) || compareDays(e.date, date) > 0) continue;
    if (!found || compareDays(e.date, found.date) >= 0) found = { date: e.date, weight: e.weight };
  }
  return found ? found.weight : profileWeight;
}

/**
 * `bodyWeightOn` for many days at once: the entries are sorted once and each day is found by
 * bisection (a thousand bodyweight-compared entries over ten years of weigh-ins stay a few
 * thousand comparisons). Answers exactly what `bodyWeightOn` answers for every day.
 */
export function bodyWeightLookup(
  weightEntries: readonly { date: string; weight: number | null | undefined }[],
  profileWeight: number,
): (date: string) => number {
  const known = weightEntries
    .filter((e): e is { date: string; weight: number } => typeof e.weight === 'number' && e.weight > 0)
    .map((e) => ({ day: e.date.slice(0, 10), weight: e.weight }));
  // Stable: of two entries of one day, the later one in the input wins, as in bodyWeightOn.
  known.sort((a, b) => compareDays(a.day, b.day));
  return (date) => {
    const day = date.slice(0, 10);
    let lo = 0;
    let hi = known.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (known[mid]!.day <= day) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 ? known[lo - 1]!.weight : profileWeight;
  };
}
