import type { Day } from './dates';
import { ONE_REP_MAX_RELIABLE_REPS, oneRepMaxValue, type OneRepMaxFormula } from './one-rep-max';
import type { RecordEntry, RecordSet, RecordSetInput, SessionVolumeRecord } from './record-types';
import { paceSecondsPerKm } from './progress-metrics';
import { roundTo } from './rounding';
import { kindOf, PACE_RECORD_MIN_METERS, setTypeOf } from './set-kinds';

// One day of a name's history, summarised for the records pass of personal-records.ts.

/** A working set with what records compare; one fixed shape (setId possibly undefined) keeps the pass fast. */
export type WorkingSet = {
  date: Day;
  entryId: string;
  setIndex: number;
  setId: string | undefined;
  reps: number;
  weight: number;
  volume: number;
  e1rm: number | null;
  includesBodyWeight: boolean;
  seconds: number | undefined;
  meters: number | undefined;
  /** Seconds per km, only on sets of at least 1 km with a time (the pace record's rule). */
  pace: number | null;
};

export type DaySummary = {
  date: Day;
  heaviest: WorkingSet | null;
  oneRepMax: WorkingSet | null;
  setVolume: WorkingSet | null;
  sessionVolume: SessionVolumeRecord | null;
  /** The day's own best reps by weight, heaviest first. */
  frontier: WorkingSet[];
  longestTime: WorkingSet | null;
  farthest: WorkingSet | null;
  bestPace: WorkingSet | null;
};

function isWorking(set: RecordSetInput): boolean {
  return setTypeOf(set) !== 'warmup' && Number.isInteger(set.reps) && set.reps >= 1 && set.weight >= 0 && Number.isFinite(set.weight);
}

const isWhole = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

/** A working set of a time or distance entry with its measure (a distance set needs its distance, a time set its time); else null. */
function measuredSet(date: Day, entry: RecordEntry, setIndex: number, kind: 'time' | 'distanceTime'): WorkingSet | null {
  const set = entry.sets[setIndex]!;
  if (setTypeOf(set) === 'warmup') return null;
  const seconds = isWhole(set.seconds) ? set.seconds : undefined;
  const meters = kind === 'distanceTime' && isWhole(set.meters) ? set.meters : undefined;
  if (kind === 'time' ? seconds === undefined : meters === undefined) return null;
  const pace = meters !== undefined && meters >= PACE_RECORD_MIN_METERS ? paceSecondsPerKm({ seconds, meters }) : null;
  const weight = Number.isFinite(set.weight) ? set.weight : 0;
  return { date, entryId: entry.id, setIndex, setId: set.id, reps: set.reps, weight, volume: 0, e1rm: null, includesBodyWeight: false, seconds, meters, pace };
}

export function summariseDay(date: Day, entries: readonly RecordEntry[], formula: OneRepMaxFormula | undefined): DaySummary {
  // Weight and reps sets; those plus reps-only sets (rep records); time sets; distance sets.
  const sets: WorkingSet[] = [];
  const repSets: WorkingSet[] = [];
  const timed: WorkingSet[] = [];
  const distances: WorkingSet[] = [];
  const entryIds: string[] = [];
  let volume = 0;
  for (const entry of entries) {
    const kind = kindOf(entry);
    let working = false;
    const context = { formula, bw: entry.bw, bodyWeightLb: entry.bodyWeightLb };
    for (let setIndex = 0; setIndex < entry.sets.length; setIndex += 1) {
      if (kind === 'time' || kind === 'distanceTime') {
        const measured = measuredSet(date, entry, setIndex, kind);
        if (measured) (kind === 'time' ? timed : distances).push(measured);
        continue;
      }
      const set = entry.sets[setIndex]!;
      if (!isWorking(set)) continue;
      if (kind === 'repsOnly') {
        const { reps, id } = set;
        repSets.push({ date, entryId: entry.id, setIndex, setId: id, reps, weight: 0, volume: 0, e1rm: null, includesBodyWeight: false, ...NO_MEASURE });
        continue;
      }
      working = true;
      // Only estimates of 10 reps or fewer count (a greyed estimate is never a record).
      const e1rm = set.reps <= ONE_REP_MAX_RELIABLE_REPS ? oneRepMaxValue(set, context) : null;
      sets.push({
        date,
        entryId: entry.id,
        setIndex,
        setId: set.id,
        reps: set.reps,
        weight: set.weight,
        volume: roundTo(set.weight * set.reps, 2),
        e1rm,
        includesBodyWeight: e1rm !== null && entry.bw,
        ...NO_MEASURE,
      });
      repSets.push(sets[sets.length - 1]!);
      volume += set.weight * set.reps;
    }
    if (working) entryIds.push(entry.id);
  }
  const sessionVolume = roundTo(volume, 2);
  return {
    date,
    heaviest: best(sets, (s) => s.weight > 0, isHeavier),
    oneRepMax: best(
      sets,
      (s) => s.e1rm !== null,
      (a, b) => a.e1rm! > b.e1rm!,
    ),
    setVolume: best(
      sets,
      (s) => s.volume > 0,
      (a, b) => a.volume > b.volume,
    ),
    sessionVolume: sessionVolume > 0 ? { date, entryIds, value: sessionVolume } : null,
    frontier: dayFrontier(repSets),
    longestTime: best(
      timed,
      () => true,
      (a, b) => a.seconds! > b.seconds!,
    ),
    farthest: best(
      distances,
      () => true,
      (a, b) => a.meters! > b.meters!,
    ),
    bestPace: best(
      distances,
      (s) => s.pace !== null,
      (a, b) => a.pace! < b.pace!,
    ),
  };
}

const NO_MEASURE = { seconds: undefined, meters: undefined, pace: null } as const;

/** The first set that no later one beats (ties keep the earlier set). */
function best(sets: readonly WorkingSet[], counts: (s: WorkingSet) => boolean, beats: (a: WorkingSet, b: WorkingSet) => boolean): WorkingSet | null {
  let found: WorkingSet | null = null;
  for (const s of sets) if (counts(s) && (found === null || beats(s, found))) found = s;
  return found;
}

export function isHeavier(a: RecordSet, b: RecordSet): boolean {
  return a.weight > b.weight || (a.weight === b.weight && a.reps > b.reps);
}

/** The day's sets that beat every heavier set of the day on reps, heaviest first (earliest of equal sets). */
function dayFrontier(sets: readonly WorkingSet[]): WorkingSet[] {
  // The sort is stable: of equal sets the earlier stays first.
  const order = [...sets].sort((a, b) => b.weight - a.weight || b.reps - a.reps);
  const frontier: WorkingSet[] = [];
  let reps = 0;
  for (const s of order) {
    if (s.reps > reps) {
      frontier.push(s);
      reps = s.reps;
    }
  }
  return frontier;
}

export function toRecordSet(s: WorkingSet): RecordSet {
  const set: RecordSet = { date: s.date, entryId: s.entryId, setIndex: s.setIndex, reps: s.reps, weight: s.weight };
  if (s.setId !== undefined) set.setId = s.setId;
  if (s.seconds !== undefined) set.seconds = s.seconds;
  if (s.meters !== undefined) set.meters = s.meters;
  return set;
}
