import { LOG_LIMITS } from '@fitness/schemas';
import type { LogExerciseRecord, WorkoutSetRecord } from '../../shared/records';
import type { ImportedExercise, ImportedMeasurements, ImportedSet, ImportFile, ImportedWeighIn } from './import-file';

/** What the day caps left out: `sets` sets of `exercise` on `day`. */
export interface OverCap {
  day: string;
  exercise: string;
  sets: number;
  reason: string;
}

/** One day the import adds sets to: the day's exercises as they will be stored. */
export interface DayPlan {
  day: string;
  exercises: LogExerciseRecord[];
}

export interface ImportCounts {
  /** The file's workouts that add at least one set. */
  workouts: number;
  /** Exercise names that get sets. */
  exercises: number;
  sets: number;
  /** Of `sets`, the warm-ups. */
  warmupSets: number;
  weighIns: number;
  /** Days of body measurements (a backup's). */
  measurements: number;
}

export interface ImportPlan {
  days: DayPlan[];
  weighIns: ImportedWeighIn[];
  measurements: ImportedMeasurements[];
  counts: ImportCounts;
  /**
   * What the user's data holds already (a set agreeing in day, exercise name, place in the exercise,
   * reps and weight; a weigh-in on the day; measurements on the day).
   */
  alreadyThere: { sets: number; weighIns: number; measurements: number };
  overCap: OverCap[];
  /** The first and last day the file speaks of, null for a file with no sets, weigh-ins or measurements. */
  dateRange: { from: string; to: string } | null;
}

/** The user's data the plan is made against: logs, weighed and measured days within the file's dates. */
export interface ExistingData {
  logs: ReadonlyMap<string, readonly LogExerciseRecord[]>;
  weighedDays: ReadonlySet<string>;
  measuredDays: ReadonlySet<string>;
}

const EXERCISE_CAP = `the day already has ${LOG_LIMITS.exercisesMax} exercises`;
const SET_CAP = `an exercise holds at most ${LOG_LIMITS.setsMax} sets a day`;

/** The same set as far as importing goes: reps and weight agree (day, name and place are the caller's). */
const sameSet = (a: { reps: number; weight: number }, b: { reps: number; weight: number }) => a.reps === b.reps && a.weight === b.weight;

/** An exercise the file's sets continue: every place both have holds the same set. */
const continues = (stored: readonly WorkoutSetRecord[], imported: readonly ImportedSet[]) => {
  for (let i = 0; i < Math.min(stored.length, imported.length); i += 1) if (!sameSet(stored[i]!, imported[i]!)) return false;
  return true;
};

function setRecord(set: ImportedSet, importId: string, newId: () => string): WorkoutSetRecord {
  return {
    id: newId(),
    reps: set.reps,
    weight: set.weight,
    notes: set.notes,
    ...(set.warmup ? { warmup: true as const } : {}),
    ...(set.rpe === null ? {} : { rpe: set.rpe }),
    importId,
  };
}

interface DayOutcome {
  exercises: LogExerciseRecord[];
  added: { exercise: string; set: ImportedSet }[];
  alreadyThere: number;
  overCap: OverCap[];
}

/**
 * One day of the file merged into the day's stored exercises. The stored ones stay as they are and
 * first; each file exercise continues the first stored exercise of its name whose sets agree with its
 * own place by place (only its further sets are added), else comes after them as a new exercise.
 * So a second import of the same file adds nothing. The caps (50 exercises, 50 sets) leave the rest out.
 */
export function mergeDay(
  day: string,
  stored: readonly LogExerciseRecord[],
  imported: readonly ImportedExercise[],
  importId: string,
  newId: () => string,
): DayOutcome {
  const exercises = stored.map((e) => ({ ...e, sets: [...e.sets] }));
  const claimed = new Set<number>();
  const outcome: DayOutcome = { exercises, added: [], alreadyThere: 0, overCap: [] };
  const add = (target: LogExerciseRecord, name: string, sets: readonly ImportedSet[]) => {
    const room = Math.max(0, LOG_LIMITS.setsMax - target.sets.length);
    for (const set of sets.slice(0, room)) {
      target.sets.push(setRecord(set, importId, newId));
      outcome.added.push({ exercise: name, set });
    }
    if (sets.length > room) outcome.overCap.push({ day, exercise: name, sets: sets.length - room, reason: SET_CAP });
  };
  for (const group of imported) {
    const index = exercises.findIndex((e, i) => !claimed.has(i) && e.name === group.name && continues(e.sets, group.sets));
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
    const created: LogExerciseRecord = { id: newId(), name: group.name, tracked: group.tracked, bw: group.tracked && group.bw, sets: [] };
    exercises.push(created);
    claimed.add(exercises.length - 1);
    add(created, group.name, group.sets);
  }
  return outcome;
}

/** What importing `file` would add to the user's data, and what it leaves out. Pure: writes nothing. */
export function planImport(file: ImportFile, existing: ExistingData, importId: string, newId: () => string): ImportPlan {
  const days: DayPlan[] = [];
  const workouts = new Set<string>();
  const names = new Set<string>();
  const counts: ImportCounts = { workouts: 0, exercises: 0, sets: 0, warmupSets: 0, weighIns: 0, measurements: 0 };
  const alreadyThere = { sets: 0, weighIns: 0, measurements: 0 };
  const overCap: OverCap[] = [];
  for (const day of file.days) {
    const outcome = mergeDay(day.day, existing.logs.get(day.day) ?? [], day.exercises, importId, newId);
    alreadyThere.sets += outcome.alreadyThere;
    overCap.push(...outcome.overCap);
    if (outcome.added.length === 0) continue;
    days.push({ day: day.day, exercises: outcome.exercises });
    for (const { exercise, set } of outcome.added) {
      workouts.add(set.workout);
      names.add(exercise);
      counts.sets += 1;
      if (set.warmup) counts.warmupSets += 1;
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
