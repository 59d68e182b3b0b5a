import type { Day } from './dates';
import type { ExerciseKind, SetType } from './set-kinds';

// What personal records read and answer (personal-records.ts), shared by its parts.

/**
 * A logged set as records read it: reps, weight in stored pounds (added weight on bodyweight, time and
 * distance exercises), its type (or the older warm-up flag), and by kind whole seconds and metres.
 */
export type RecordSetInput = {
  id?: string;
  reps: number;
  weight: number;
  warmup?: boolean;
  type?: SetType | null;
  seconds?: number | null;
  meters?: number | null;
};

/**
 * One history entry of a tracked exercise name (one log exercise of one day). `bodyWeightLb` is the
 * body weight of that day (`bodyWeightOn`), read only when `bw` (the e1RM then includes it).
 * `kind` (absent: weight and reps) decides which records its sets can hold (docs/decisions/0071).
 */
export type RecordEntry = { id: string; date: string; kind?: ExerciseKind; bw: boolean; bodyWeightLb?: number | null; sets: readonly RecordSetInput[] };

/**
 * Weight and reps: the weight records and rep records; reps only: rep records; time: longest time;
 * distance and time: farthest and best pace.
 */
export type RecordKind = 'heaviestWeight' | 'bestOneRepMax' | 'bestSetVolume' | 'bestSessionVolume' | 'repRecord' | 'longestTime' | 'farthest' | 'bestPace';

/**
 * The set a record came from: its day, its entry, its position in the entry's sets (warm-ups counted) and its id if it has one;
 * `seconds` and `meters` when the set has them.
 */
export type RecordSet = { date: Day; entryId: string; setIndex: number; setId?: string; reps: number; weight: number; seconds?: number; meters?: number };
/**
 * A record held by one set; `value` is in pounds (the weight, the e1RM (two decimals) or weight × reps),
 * whole seconds (longest time), whole metres (farthest) or seconds per km, two decimals (best pace).
 */
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
  /** Time: the longest working set (value: seconds); the earliest of equal times. */
  longestTime: SetRecord | null;
  /** Distance and time: the longest working set distance (value: metres); the earliest of equal distances. */
  farthest: SetRecord | null;
  /** Distance and time: the lowest seconds per km among working sets of at least 1 km with a time (`PACE_RECORD_MIN_METERS`). */
  bestPace: SetRecord | null;
};

/**
 * A record set by a day's log, judged only against the days before it (a back-dated log is judged
 * against what came before its own day). `value` and `previous` are in pounds (weight, e1RM,
 * volumes), reps (`repRecord`: `set.reps` at `set.weight` or heavier, was `previous`), seconds (`longestTime`),
 * metres (`farthest`) or seconds per km (`bestPace`: lower is better, `previous` the slower pace beaten).
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
