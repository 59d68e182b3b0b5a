import { compareDays, dayOf, type Day } from './dates';
import { ONE_REP_MAX_RELIABLE_REPS, oneRepMaxInUnits, oneRepMaxValue, type OneRepMaxFormula } from './one-rep-max';
import { formatOneDecimal, roundTo } from './rounding';
import { poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';

/** Rows of the "Best reps by weight" table, at most. */
export const REP_RECORD_ROWS = 10;

/** A logged set as records read it: reps, weight in stored pounds (added weight on bodyweight exercises), warm-up flag. */
export type RecordSetInput = { id?: string; reps: number; weight: number; warmup?: boolean };

/**
 * One history entry of a tracked exercise name (one log exercise of one day). `bodyWeightLb` is the
 * body weight of that day (`bodyWeightOn`), read only when `bw` (the e1RM then includes it).
 */
export type RecordEntry = { id: string; date: string; bw: boolean; bodyWeightLb?: number | null; sets: readonly RecordSetInput[] };

export type RecordKind = 'heaviestWeight' | 'bestOneRepMax' | 'bestSetVolume' | 'bestSessionVolume' | 'repRecord';

/** The trophy's words: "Record: best e1RM". */
export const RECORD_KIND_LABELS = {
  heaviestWeight: 'heaviest weight',
  bestOneRepMax: 'best e1RM',
  bestSetVolume: 'best set volume',
  bestSessionVolume: 'best session volume',
  repRecord: 'rep record',
} as const satisfies Record<RecordKind, string>;

/** The set a record came from: its day, its entry, its position in the entry's sets (warm-ups counted) and its id if it has one. */
export type RecordSet = { date: Day; entryId: string; setIndex: number; setId?: string; reps: number; weight: number };
/** A record held by one set; `value` is in pounds: the weight, the e1RM (two decimals) or weight × reps. */
export type SetRecord = RecordSet & { value: number };
export type OneRepMaxRecord = SetRecord & { includesBodyWeight: boolean };
/** Best session volume: Σ weight × reps of the working sets of one day (every entry of the name that day), pounds, two decimals. */
export type SessionVolumeRecord = { date: Day; entryIds: string[]; value: number };

export type ExerciseRecords = {
  /** Heaviest working weight above 0; at equal weight the set with more reps; then the earliest. */
  heaviestWeight: SetRecord | null;
  /** Best e1RM from sets of 10 reps or fewer (a greyed estimate is never a record). */
  bestOneRepMax: OneRepMaxRecord | null;
  bestSetVolume: SetRecord | null;
  bestSessionVolume: SessionVolumeRecord | null;
  /**
   * "Best reps by weight", heaviest first, at most 10 rows: for a lifted weight W, the most reps
   * ever done at W or heavier. A row appears only where that count beats every heavier row (a
   * row equal to a heavier one says nothing new), so each row is an actual set: `reps` at `weight`.
   */
  repRecords: RecordSet[];
};

/**
 * A record set by a day's log, judged only against the days before it (a back-dated log is judged
 * against what came before its own day). `value` and `previous` are in pounds (weight, e1RM,
 * volumes) or reps (`repRecord`: `set.reps` at `set.weight` or heavier, was `previous`).
 * `set` is null for session volume, whose `entryIds` are every entry of that day with working sets.
 */
export type RecordEvent = {
  kind: RecordKind;
  date: Day;
  entryIds: string[];
  value: number;
  previous: number;
  set: RecordSet | null;
  /** On `bestOneRepMax` only: the estimate includes the day's body weight. */
  includesBodyWeight?: boolean;
};

export type PersonalRecords = {
  records: ExerciseRecords;
  /** Every record ever set, by day (oldest first), then in the order of `RecordKind` above, rep records heaviest first. */
  events: RecordEvent[];
};

export type RecordOptions = { formula?: OneRepMaxFormula };

/** A working set with what records compare; one fixed shape (setId possibly undefined) keeps the pass fast. */
type WorkingSet = {
  date: Day;
  entryId: string;
  setIndex: number;
  setId: string | undefined;
  reps: number;
  weight: number;
  volume: number;
  e1rm: number | null;
  includesBodyWeight: boolean;
};

type DaySummary = {
  date: Day;
  heaviest: WorkingSet | null;
  oneRepMax: WorkingSet | null;
  setVolume: WorkingSet | null;
  sessionVolume: SessionVolumeRecord | null;
  /** The day's own best reps by weight, heaviest first. */
  frontier: WorkingSet[];
};

/**
 * Records of one tracked exercise name from its whole history (entries in any order; warm-ups,
 * sets without whole reps ≥ 1 and negative weights are left out), and every record each day set
 * when it was logged. A renamed or merged name, or a history with an entry deleted, is simply
 * passed in as the history it now is: nothing is kept between calls, so a deleted record never stays.
 *
 * Cost: one sort by day, then one pass; rep records keep a frontier searched by bisection.
 * Entries of one day keep their input order, which decides ties (the earlier set holds a record).
 */
export function personalRecords(history: readonly RecordEntry[], options: RecordOptions = {}): PersonalRecords {
  const sorted = [...history].sort((a, b) => compareDays(a.date, b.date));
  const state = new RecordState();
  const events: RecordEvent[] = [];
  let start = 0;
  while (start < sorted.length) {
    const date = dayOf(sorted[start]!.date);
    let end = start + 1;
    while (end < sorted.length && dayOf(sorted[end]!.date) === date) end += 1;
    const day = summariseDay(date, sorted.slice(start, end), options.formula);
    state.judge(day, events);
    state.absorb(day);
    start = end;
  }
  return { records: state.records(), events };
}

/** Which entries set a record when they were logged (for the history list's trophies), kinds in event order. */
export function recordKindsByEntry(events: readonly RecordEvent[]): Map<string, RecordKind[]> {
  const kinds = new Map<string, RecordKind[]>();
  for (const event of events) {
    for (const id of event.entryIds) {
      const list = kinds.get(id) ?? [];
      if (!list.includes(event.kind)) list.push(event.kind);
      kinds.set(id, list);
    }
  }
  return kinds;
}

/** What a saved day's log of one name earned: "First log of …" (nothing to beat), or its new records (maybe none). */
export type DayRecords = { firstLog: boolean; records: RecordEvent[] };

/**
 * The new records of `day`'s log of one name, judged against the history before that day only;
 * entries after it (the day is a back-dated log) change nothing. `firstLog` when the name has no
 * entry before the day (then no records); neither when the day has no entry of the name.
 */
export function newRecordsOfDay(history: readonly RecordEntry[], day: string, options: RecordOptions = {}): DayRecords {
  const date = dayOf(day);
  const upToDay = history.filter((e) => compareDays(e.date, date) <= 0);
  if (!upToDay.some((e) => dayOf(e.date) === date)) return { firstLog: false, records: [] };
  if (!upToDay.some((e) => compareDays(e.date, date) < 0)) return { firstLog: true, records: [] };
  return { firstLog: false, records: personalRecords(upToDay, options).events.filter((e) => e.date === date) };
}

/** "First log of Bench Press". */
export function firstLogLabel(exerciseName: string): string {
  return `First log of ${exerciseName}`;
}

/**
 * One line of the "New records" confirmation, in the user's unit: "Bench Press: best e1RM 251 lbs (was 245)",
 * "Squats: 8 reps at 225 lbs (was 6)", "Dips: 12 reps without added weight (was 10)",
 * "Bench Press: heaviest weight 235 lbs × 3 (was 225)", "… best set volume 1800 lbs (was 1575)".
 */
export function recordEventLabel(exerciseName: string, event: RecordEvent, type: MeasurementType): string {
  const unit = weightUnitLabel(type);
  const weight = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
  const what = (() => {
    switch (event.kind) {
      case 'heaviestWeight':
        return `heaviest weight ${weight(event.value)} ${unit} × ${event.set?.reps ?? 0} (was ${weight(event.previous)})`;
      case 'bestOneRepMax':
        return `best e1RM ${oneRepMaxInUnits(event.value, type)} ${unit}${event.includesBodyWeight ? ' with body weight' : ''} (was ${oneRepMaxInUnits(event.previous, type)})`;
      case 'bestSetVolume':
      case 'bestSessionVolume':
        return `${RECORD_KIND_LABELS[event.kind]} ${weight(event.value)} ${unit} (was ${weight(event.previous)})`;
      case 'repRecord': {
        const at = event.set && event.set.weight > 0 ? `at ${weight(event.set.weight)} ${unit}` : 'without added weight';
        return `${event.value} reps ${at} (was ${event.previous})`;
      }
    }
  })();
  return `${exerciseName}: ${what}`;
}

function isWorking(set: RecordSetInput): boolean {
  return !set.warmup && Number.isInteger(set.reps) && set.reps >= 1 && set.weight >= 0 && Number.isFinite(set.weight);
}

function summariseDay(date: Day, entries: readonly RecordEntry[], formula: OneRepMaxFormula | undefined): DaySummary {
  const sets: WorkingSet[] = [];
  const entryIds: string[] = [];
  let volume = 0;
  for (const entry of entries) {
    let working = false;
    const context = { formula, bw: entry.bw, bodyWeightLb: entry.bodyWeightLb };
    for (let setIndex = 0; setIndex < entry.sets.length; setIndex += 1) {
      const set = entry.sets[setIndex]!;
      if (!isWorking(set)) continue;
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
      });
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
    frontier: dayFrontier(sets),
  };
}

/** The first set that no later one beats (ties keep the earlier set). */
function best(sets: readonly WorkingSet[], counts: (s: WorkingSet) => boolean, beats: (a: WorkingSet, b: WorkingSet) => boolean): WorkingSet | null {
  let found: WorkingSet | null = null;
  for (const s of sets) if (counts(s) && (found === null || beats(s, found))) found = s;
  return found;
}

function isHeavier(a: RecordSet, b: RecordSet): boolean {
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

/** A record held by one set of `day`. (Module level: a closure made per day costs more than the rest of the day's judging.) */
function setEvent(day: DaySummary, kind: RecordKind, set: WorkingSet, value: number, previous: number): RecordEvent {
  return { kind, date: day.date, entryIds: [set.entryId], value, previous, set: toRecordSet(set) };
}

function toRecordSet(s: WorkingSet): RecordSet {
  const set: RecordSet = { date: s.date, entryId: s.entryId, setIndex: s.setIndex, reps: s.reps, weight: s.weight };
  if (s.setId !== undefined) set.setId = s.setId;
  return set;
}

/** Best reps at or above each weight so far: weights strictly falling, reps strictly rising along the list. */
class RepFrontier {
  readonly points: RecordSet[] = [];

  /** Most reps at `weight` or heavier, or null when nothing that heavy was lifted. */
  bestAtLeast(weight: number): number | null {
    const i = this.lastAtLeast(weight);
    return i < 0 ? null : this.points[i]!.reps;
  }

  /** Takes the set in when it beats every set at its weight or heavier (copied only then: most days add nothing). */
  add(set: WorkingSet): void {
    const at = this.lastAtLeast(set.weight) + 1;
    if (at > 0 && this.points[at - 1]!.reps >= set.reps) return;
    let end = at;
    while (end < this.points.length && this.points[end]!.reps <= set.reps) end += 1;
    // An equal weight sits at `at - 1` only with fewer reps (more was ruled out above); drop it too.
    const from = at > 0 && this.points[at - 1]!.weight === set.weight ? at - 1 : at;
    this.points.splice(from, end - from, toRecordSet(set));
  }

  private lastAtLeast(weight: number): number {
    let lo = 0;
    let hi = this.points.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.points[mid]!.weight >= weight) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }
}

class RecordState {
  heaviest: WorkingSet | null = null;
  oneRepMax: WorkingSet | null = null;
  setVolume: WorkingSet | null = null;
  sessionVolume: SessionVolumeRecord | null = null;
  readonly frontier = new RepFrontier();

  /** Records the day sets against what came before it. */
  judge(day: DaySummary, events: RecordEvent[]): void {
    if (day.heaviest && this.heaviest && day.heaviest.weight > this.heaviest.weight) {
      events.push(setEvent(day, 'heaviestWeight', day.heaviest, day.heaviest.weight, this.heaviest.weight));
    }
    if (day.oneRepMax && this.oneRepMax && day.oneRepMax.e1rm! > this.oneRepMax.e1rm!) {
      events.push({
        ...setEvent(day, 'bestOneRepMax', day.oneRepMax, day.oneRepMax.e1rm!, this.oneRepMax.e1rm!),
        includesBodyWeight: day.oneRepMax.includesBodyWeight,
      });
    }
    if (day.setVolume && this.setVolume && day.setVolume.volume > this.setVolume.volume) {
      events.push(setEvent(day, 'bestSetVolume', day.setVolume, day.setVolume.volume, this.setVolume.volume));
    }
    if (day.sessionVolume && this.sessionVolume && day.sessionVolume.value > this.sessionVolume.value) {
      const { date, entryIds, value } = day.sessionVolume;
      events.push({ kind: 'bestSessionVolume', date, entryIds: [...entryIds], value, previous: this.sessionVolume.value, set: null });
    }
    for (const set of day.frontier) {
      const previous = this.frontier.bestAtLeast(set.weight);
      if (previous !== null && set.reps > previous) events.push(setEvent(day, 'repRecord', set, set.reps, previous));
    }
  }

  absorb(day: DaySummary): void {
    if (day.heaviest && (!this.heaviest || isHeavier(day.heaviest, this.heaviest))) this.heaviest = day.heaviest;
    if (day.oneRepMax && (!this.oneRepMax || day.oneRepMax.e1rm! > this.oneRepMax.e1rm!)) this.oneRepMax = day.oneRepMax;
    if (day.setVolume && (!this.setVolume || day.setVolume.volume > this.setVolume.volume)) this.setVolume = day.setVolume;
    if (day.sessionVolume && (!this.sessionVolume || day.sessionVolume.value > this.sessionVolume.value)) this.sessionVolume = day.sessionVolume;
    for (const set of day.frontier) this.frontier.add(set);
  }

  records(): ExerciseRecords {
    return {
      heaviestWeight: this.heaviest && { ...toRecordSet(this.heaviest), value: this.heaviest.weight },
      bestOneRepMax: this.oneRepMax && { ...toRecordSet(this.oneRepMax), value: this.oneRepMax.e1rm!, includesBodyWeight: this.oneRepMax.includesBodyWeight },
      bestSetVolume: this.setVolume && { ...toRecordSet(this.setVolume), value: this.setVolume.volume },
      bestSessionVolume: this.sessionVolume && { ...this.sessionVolume, entryIds: [...this.sessionVolume.entryIds] },
      repRecords: this.frontier.points.slice(0, REP_RECORD_ROWS),
    };
  }
}
