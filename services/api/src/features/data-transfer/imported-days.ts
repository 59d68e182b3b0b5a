import { EXERCISE_KIND_LABELS, normalizeGroups, WORKOUT_SET_DEFAULTS, type ExerciseKind } from '@fitness/domain';
import type { RowResult } from './csv-rows';
import type { ImportedDay, ImportedExercise, ImportedSession, ImportedSet, RowProblem } from './import-file';
import { sessionOfDay } from './session-times';

/**
 * What the reader keeps of a set row until the file is read: the set as read, its position in the file (which orders sets
 * that have no number) and its line. Its workout's session and name are kept once per workout, apart.
 */
export type SetRow = Omit<Extract<RowResult, { kind: 'set' }>, 'kind' | 'session' | 'workoutName'> & { index: number; line: number };

/** The kind a row's own measures say: a distance makes a distance set, else reps a weight-and-reps set, else its time a timed set. */
function kindOfRow(row: SetRow): ExerciseKind {
  if (row.meters !== null) return 'distanceTime';
  if (row.reps !== null) return 'weightReps';
  return 'time';
}

/** On a tie, the kind that keeps more of the rows' measures. */
const RICHER_FIRST: readonly ExerciseKind[] = ['distanceTime', 'time', 'weightReps'];

/**
 * Each exercise name's kind, for the whole file (one name, one kind, as progress reads it): the kind
 * most of its rows say. Reps with weight 0 everywhere stay Weight and reps: nothing in these files
 * tells a bodyweight exercise from a weighted one logged at 0, and Reps only would drop a later weight.
 */
export function kindsOf(rows: readonly SetRow[]): Map<string, ExerciseKind> {
  const tallies = new Map<string, Record<ExerciseKind, number>>();
  for (const row of rows) {
    let tally = tallies.get(row.exercise);
    if (!tally) tallies.set(row.exercise, (tally = { weightReps: 0, repsOnly: 0, time: 0, distanceTime: 0 }));
    tally[kindOfRow(row)] += 1;
  }
  return new Map([...tallies].map(([name, tally]) => [name, RICHER_FIRST.reduce((best, kind) => (tally[kind] > tally[best] ? kind : best))]));
}

/**
 * Why a row cannot be a set of its exercise's kind without losing what it measures, or null. A
 * weight-and-reps row's time and a timed row's reps are dropped, as they always were (0 in these files).
 */
function misfit(row: SetRow, kind: ExerciseKind): string | null {
  let lacks: string | null;
  if (kind === 'distanceTime') lacks = row.meters === null ? 'has no distance' : null;
  else if (row.meters !== null) lacks = 'has a distance';
  else if (kind === 'time') lacks = row.seconds === null ? 'has no time' : null;
  else lacks = row.reps === null ? 'has no reps' : null;
  return lacks && `"${row.exercise}" is read as ${EXERCISE_KIND_LABELS[kind]} (as most of its rows are), and this row ${lacks}`;
}

/** The row as a set of its exercise's kind (misfit(row, kind) is null). */
function setOf(row: SetRow, kind: ExerciseKind): ImportedSet {
  const timed = kind === 'time' || kind === 'distanceTime';
  return {
    reps: timed ? WORKOUT_SET_DEFAULTS.reps : row.reps!,
    weight: row.weight,
    notes: row.notes,
    type: row.type,
    rpe: row.rpe,
    seconds: timed ? row.seconds : null,
    meters: kind === 'distanceTime' ? row.meters : null,
    workout: row.workout,
  };
}

/** Sort key of a set within its exercise of one workout: numbered sets by number, warm-ups first, drop and failure sets after the set before them. */
function placeKeys(rows: readonly SetRow[]): number[] {
  let last = 0;
  return rows.map((row) => {
    if (row.place.kind === 'warmup') return Number.NEGATIVE_INFINITY;
    if (row.place.kind === 'number') last = row.place.n;
    return last;
  });
}

/**
 * The file's sets as days: each day's workouts in time order (then file order), one exercise per
 * name in the order names first appear, its sets workout by workout, each workout's in set order.
 * An exercise is in the superset it has in the workout it first appears in (the file's superset
 * ids name groups within a workout only); members left apart by that are ungrouped (normalizeGroups).
 * The day's session joins its workouts' (`sessions`, by workout); its routine name is the first
 * named workout's (`names`, by workout). Rows that cannot be a set of their exercise's kind are
 * answered as `misfits`, by line.
 */
export function daysOf(
  rows: readonly SetRow[],
  track: boolean,
  sessions: ReadonlyMap<string, ImportedSession | null> = new Map(),
  names: ReadonlyMap<string, string> = new Map(),
): { days: ImportedDay[]; misfits: RowProblem[] } {
  const kinds = kindsOf(rows);
  const misfits: RowProblem[] = [];
  const byDay = new Map<string, SetRow[]>();
  for (const row of rows) {
    const reason = misfit(row, kinds.get(row.exercise)!);
    if (reason) {
      misfits.push({ line: row.line, reason });
      continue;
    }
    const dayRows = byDay.get(row.moment.day);
    if (dayRows) dayRows.push(row);
    else byDay.set(row.moment.day, [row]);
  }
  const days: ImportedDay[] = [];
  for (const [day, dayRows] of [...byDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const workouts = new Map<string, { key: string; time: string; first: number; exercises: Map<string, SetRow[]> }>();
    for (const row of dayRows) {
      let workout = workouts.get(row.workout);
      if (!workout) workouts.set(row.workout, (workout = { key: row.workout, time: row.moment.time, first: row.index, exercises: new Map() }));
      const group = workout.exercises.get(row.exercise);
      if (group) group.push(row);
      else workout.exercises.set(row.exercise, [row]);
    }
    const exercises = new Map<string, ImportedExercise>();
    const inOrder = [...workouts.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.first - b.first));
    for (const workout of inOrder) {
      for (const [name, group] of workout.exercises) {
        const kind = kinds.get(name)!;
        const keys = placeKeys(group);
        const ordered = group.map((row, i) => ({ row, key: keys[i]! })).sort((a, b) => a.key - b.key);
        let exercise = exercises.get(name);
        if (!exercise) {
          const superset = group[0]!.superset;
          exercise = { name, kind, tracked: track, bw: false, sets: [], ...(superset ? { group: { id: `${workout.key}\u0000${superset}` } } : {}) };
          exercises.set(name, exercise);
        }
        for (const { row } of ordered) exercise.sets.push(setOf(row, kind));
      }
    }
    const session = sessionOfDay(inOrder.map((w) => sessions.get(w.key) ?? null));
    const routineName = inOrder.map((w) => names.get(w.key)).find(Boolean);
    days.push({ day, exercises: normalizeGroups([...exercises.values()]), ...(session ? { session } : {}), ...(routineName ? { routineName } : {}) });
  }
  return { days, misfits };
}
