import { isEmptySession, kindOf, normalizeGroups, type ExerciseKind } from '@fitness/domain';
import { LOG_LIMITS } from '@fitness/schemas';
import type { LogExerciseRecord, WorkoutSessionRecord, WorkoutSetRecord } from '../../shared/records';
import type { ImportedDay, ImportedExercise, ImportedMeasurements, ImportedSet, ImportFile, ImportedWeighIn } from './import-file';

export type SetsByKind = Record<ExerciseKind, number>;
export const noSetsByKind = (): SetsByKind => ({ weightReps: 0, repsOnly: 0, time: 0, distanceTime: 0 });

/** What the day caps left out: `sets` sets of `exercise` on `day`. */
export interface OverCap {
  day: string;
  exercise: string;
  sets: number;
  reason: string;
}

/** One day the import adds sets to: the day's exercises as they will be stored, and its session and routine name when the import gives the day them. */
export interface DayPlan {
  day: string;
  exercises: LogExerciseRecord[];
  session?: WorkoutSessionRecord;
  routineName?: string;
}

export interface ImportCounts {
  /** The file's workouts that add at least one set. */
  workouts: number;
  /** Exercise names that get sets. */
  exercises: number;
  sets: number;
  /** Of `sets`, how many of each kind (by the kind of the exercise they go into). */
  setsByKind: SetsByKind;
  /** Of `sets`, the warm-ups. */
  warmupSets: number;
  weighIns: number;
  /** Days of body measurements (a backup's). */
  measurements: number;
  /** Supersets and circuits the import makes in day logs. */
  groups: number;
  /** Days whose session (start, finish, notes) the import fills. */
  sessions: number;
}

export interface ImportPlan {
  days: DayPlan[];
  weighIns: ImportedWeighIn[];
  measurements: ImportedMeasurements[];
  counts: ImportCounts;
  /**
   * What the user's data holds already (a set agreeing in day, exercise name, place in the exercise
   * and what its kind measures; a weigh-in on the day; measurements on the day).
   */
  alreadyThere: { sets: number; weighIns: number; measurements: number };
  overCap: OverCap[];
  /** The first and last day the file speaks of, null for a file with no sets, weigh-ins or measurements. */
  dateRange: { from: string; to: string } | null;
}

/** A day's log as stored: what the import merges into. */
export interface StoredDay {
  exercises: readonly LogExerciseRecord[];
  session?: WorkoutSessionRecord | null;
  routineName?: string | null;
}

/** The user's data the plan is made against: logs, weighed and measured days within the file's dates. */
export interface ExistingData {
  logs: ReadonlyMap<string, StoredDay>;
  weighedDays: ReadonlySet<string>;
  measuredDays: ReadonlySet<string>;
}

const EXERCISE_CAP = `the day already has ${LOG_LIMITS.exercisesMax} exercises`;
const SET_CAP = `an exercise holds at most ${LOG_LIMITS.setsMax} sets a day`;

type Measures = Pick<WorkoutSetRecord, 'reps' | 'weight' | 'seconds' | 'meters'>;

/**
 * The same set as far as importing goes: what the exercise's kind measures agrees (day, name and place
 * are the caller's). Reps of timed and distance sets mean nothing, and the type is the user's to change.
 */
function sameSet(kind: ExerciseKind, a: Measures, b: { reps: number; weight: number; seconds: number | null; meters: number | null }): boolean {
  if (a.weight !== b.weight) return false;
  if (kind === 'weightReps' || kind === 'repsOnly') return a.reps === b.reps;
  return (a.seconds ?? null) === b.seconds && (kind === 'time' || (a.meters ?? null) === b.meters);
}

/**
 * A stored exercise the file's exercise continues: kinds that measure the same (a weight-and-reps
 * exercise of the file goes on in one the user made Reps only while it carries no weight), and every
 * place both have holds the same set.
 */
function continues(stored: LogExerciseRecord, imported: ImportedExercise): boolean {
  const kind = kindOf(stored);
  const fits = kind === imported.kind || (kind === 'repsOnly' && imported.kind === 'weightReps' && imported.sets.every((s) => s.weight === 0));
  if (!fits) return false;
  for (let i = 0; i < Math.min(stored.sets.length, imported.sets.length); i += 1) if (!sameSet(kind, stored.sets[i]!, imported.sets[i]!)) return false;
  return true;
}

/** A set as stored: a warm-up as `warmup: true`, a drop set or set to failure by its `type`, measures only when it has them (docs/decisions/0071). */
function setRecord(set: ImportedSet, importId: string, newId: () => string): WorkoutSetRecord {
  return {
    id: newId(),
    reps: set.reps,
    weight: set.weight,
    notes: set.notes,
    ...(set.type === 'warmup' ? { warmup: true as const } : {}),
    ...(set.type === 'drop' || set.type === 'failure' ? { type: set.type } : {}),
    ...(set.rpe === null ? {} : { rpe: set.rpe }),
    ...(set.seconds === null ? {} : { seconds: set.seconds }),
    ...(set.meters === null ? {} : { meters: set.meters }),
    importId,
  };
}

interface DayOutcome {
  exercises: LogExerciseRecord[];
  added: { exercise: string; kind: ExerciseKind; set: ImportedSet }[];
  alreadyThere: number;
  overCap: OverCap[];
  /** Groups made among the exercises the import creates. */
  groups: number;
  /** The session to store with the added sets (tagged with the import, for its undo); absent: the day's stays as it is. */
  session?: WorkoutSessionRecord;
  /** The routine name to store with the added sets; absent: the day's stays as it is. */
  routineName?: string;
}

/**
 * The exercises with the file's groups among the new ones (from `from` on) made whole, then given new
 * ids; a group is stored only on its members. A member continued in a stored exercise keeps the stored
 * exercise's group, so the file's group loses it (docs/decisions/0072).
 */
function withNewGroups(exercises: readonly LogExerciseRecord[], from: number, newId: () => string): { exercises: LogExerciseRecord[]; groups: number } {
  const ids = new Map<string, string>();
  const made = normalizeGroups(exercises).map((e, i) => {
    if (i < from) return e;
    const { group, ...exercise } = e;
    if (!group) return exercise;
    if (!ids.has(group.id)) ids.set(group.id, newId());
    return { ...exercise, group: { ...group, id: ids.get(group.id)! } };
  });
  return { exercises: made, groups: ids.size };
}

/**
 * One day of the file merged into the day's stored log. The stored exercises stay as they are and
 * first; each file exercise continues the first stored exercise of its name whose sets agree with its
 * own place by place (only its further sets are added), else comes after them as a new exercise, in
 * its group. So a second import of the same file adds nothing. The caps (50 exercises, 50 sets) leave
 * the rest out. The file's session (stamped `changedAt`) fills a day without one; a day's own stays.
 * The file's routine name names only a day with no sets and no name of its own: a day the user
 * logged stays as they named it (or not), and an undo that removes the day takes the name with it.
 */
export function mergeDay(stored: StoredDay, imported: ImportedDay, importId: string, newId: () => string, changedAt: number): DayOutcome {
  const { day } = imported;
  const exercises: LogExerciseRecord[] = stored.exercises.map((e) => ({ ...e, sets: [...e.sets] }));
  const claimed = new Set<number>();
  const outcome: DayOutcome = { exercises, added: [], alreadyThere: 0, overCap: [], groups: 0 };
  const add = (target: LogExerciseRecord, name: string, sets: readonly ImportedSet[]) => {
    const room = Math.max(0, LOG_LIMITS.setsMax - target.sets.length);
    for (const set of sets.slice(0, room)) {
      target.sets.push(setRecord(set, importId, newId));
      outcome.added.push({ exercise: name, kind: kindOf(target), set });
    }
    if (sets.length > room) outcome.overCap.push({ day, exercise: name, sets: sets.length - room, reason: SET_CAP });
  };
  for (const group of imported.exercises) {
    const index = exercises.findIndex((e, i) => !claimed.has(i) && e.name === group.name && continues(e, group));
    if (index >= 0) {
      claimed.add(index);
      const target = exercises[index]!;
      outcome.alreadyThere += Math.min(target.sets.length, group.sets.length);
      add(target, group.name, group.sets.slice(target.sets.length));
      continue;
    }
    if (exercises.length >= LOG_LIMITS.exercisesMax) {
      outcome.overCap.push({ day, exercise: group.name, sets: group.sets.length, reason: EXERCISE_CAP });
      continue;
    }
    const created: LogExerciseRecord = {
      id: newId(),
      name: group.name,
      // Stored only when not Weight and reps, so such a day is what it always was.
      ...(group.kind === 'weightReps' ? {} : { kind: group.kind }),
      tracked: group.tracked,
      bw: group.tracked && group.bw,
      sets: [],
      // The file's group id for now: withNewGroups makes the group whole and gives it its id.
      ...(group.group ? { group: group.group } : {}),
    };
    exercises.push(created);
    claimed.add(exercises.length - 1);
    add(created, group.name, group.sets);
  }
  const grouped = withNewGroups(exercises, stored.exercises.length, newId);
  outcome.exercises = grouped.exercises;
  outcome.groups = grouped.groups;
  if (outcome.added.length && imported.session && isEmptySession(stored.session)) outcome.session = { ...imported.session, changedAt, importId };
  if (outcome.added.length && imported.routineName && stored.exercises.length === 0 && !stored.routineName) outcome.routineName = imported.routineName;
  return outcome;
}

/** What importing `file` would add to the user's data, and what it leaves out (sessions stamped `now`). Pure: writes nothing. */
export function planImport(file: ImportFile, existing: ExistingData, importId: string, newId: () => string, now: number): ImportPlan {
  const days: DayPlan[] = [];
  const workouts = new Set<string>();
  const names = new Set<string>();
  const counts: ImportCounts = {
    workouts: 0,
    exercises: 0,
    sets: 0,
    setsByKind: noSetsByKind(),
    warmupSets: 0,
    weighIns: 0,
    measurements: 0,
    groups: 0,
    sessions: 0,
  };
  const alreadyThere = { sets: 0, weighIns: 0, measurements: 0 };
  const overCap: OverCap[] = [];
  for (const day of file.days) {
    const outcome = mergeDay(existing.logs.get(day.day) ?? { exercises: [] }, day, importId, newId, now);
    alreadyThere.sets += outcome.alreadyThere;
    overCap.push(...outcome.overCap);
    if (outcome.added.length === 0) continue;
    const { session, routineName } = outcome;
    days.push({ day: day.day, exercises: outcome.exercises, ...(session ? { session } : {}), ...(routineName ? { routineName } : {}) });
    counts.groups += outcome.groups;
    if (session) counts.sessions += 1;
    for (const { exercise, kind, set } of outcome.added) {
      workouts.add(set.workout);
      names.add(exercise);
      counts.sets += 1;
      counts.setsByKind[kind] += 1;
      if (set.type === 'warmup') counts.warmupSets += 1;
    }
  }
  const weighIns = file.weighIns.filter((w) => !existing.weighedDays.has(w.day));
  alreadyThere.weighIns = file.weighIns.length - weighIns.length;
  counts.workouts = workouts.size;
  counts.exercises = names.size;
  counts.weighIns = weighIns.length;
  // As a weigh-in: a day the user measured keeps its entry (decision 0038).
  const fileMeasurements = file.backup?.measurements ?? [];
  const measurements = fileMeasurements.filter((m) => !existing.measuredDays.has(m.day));
  alreadyThere.measurements = fileMeasurements.length - measurements.length;
  counts.measurements = measurements.length;
  const spoken = [...file.days.map((d) => d.day), ...file.weighIns.map((w) => w.day), ...fileMeasurements.map((m) => m.day)].sort();
  const dateRange = spoken.length ? { from: spoken[0]!, to: spoken[spoken.length - 1]! } : null;
  return { days, weighIns, measurements, counts, alreadyThere, overCap, dateRange };
}
