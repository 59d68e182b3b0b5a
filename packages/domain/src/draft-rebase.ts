import { mergeDayLogs, type SetTombstone } from './day-log-merge';
import { gatherGroups } from './exercise-groups';
import { kindOf } from './set-kinds';
import { sameSession, type ExerciseForm, type SetForm } from './workout-draft';
import { mergeSessions, type WorkoutSession } from './workout-session';

/** A day's log as the log form holds it: its exercises, the sets deleted from it, its session and its routine's name. */
export type DayLogForm = {
  exercises: readonly ExerciseForm[];
  deleted: readonly SetTombstone[];
  session?: WorkoutSession | null;
  routineName?: string | null;
};

/**
 * What the log shows when this device's unsaved log meets a newer saved log of the same day
 * (docs/decisions/0068): the two merged as the server would merge them (0034), so nothing saved
 * elsewhere is hidden and nothing typed here is lost. `mine` is the device's log; `theirs` the saved
 * one with its tombstones. `merged` says the result shows something `mine` did not.
 * - An exercise of mine that is not in the saved log, named like a saved exercise new to this
 *   device and of the same kind, joins it (its sets after the saved ones): one "Bench Press", not two.
 * - Exercises of mine with no sets yet (a routine's start, a name being typed) stay where they were.
 * - A set or exercise of mine without an id (typed before ids) gets one from `newId`.
 * - Groups (0072) as the merge has them; a group of mine whose members have no sets yet stays (the
 *   merge, of saved exercises only, cannot see it) unless the other device's later change ungrouped it.
 * - The session: the later change wins (mergeSessions).
 * - The routine name: the saved day's, else mine (the server keeps a day's first name, issue #50).
 */
export function rebaseDayLogForm(
  mine: DayLogForm,
  theirs: DayLogForm,
  now: number,
  newId: () => string,
): DayLogForm & { session: WorkoutSession | null; routineName: string | null; merged: boolean } {
  const own = mine.exercises.map((e) => identified(e, newId));
  const result = mergeDayLogs(
    { exercises: own, deleted: mine.deleted },
    { exercises: theirs.exercises.map((e) => identified(e, newId)), deleted: theirs.deleted },
    now,
  );
  const savedIds = new Set(theirs.exercises.map((e) => e.id));
  const mineIds = new Set(own.map((e) => e.id));
  const joinsSaved = (e: Identified) => !savedIds.has(e.id);
  const newHere = (e: Identified) => !mineIds.has(e.id);
  const joinedInto = new Map<string, string>();
  const withSets = joinSameNames(result.log.exercises, joinsSaved, newHere, joinedInto);
  const joined = joinSameNames(withSetless(withSets, own, joinedInto), joinsSaved, newHere, joinedInto);
  const session = mergeSessions(mine.session, theirs.session);
  const sessionMerged = !!theirs.session && !sameSession(session, mine.session);
  return {
    exercises: withGroupsOf(joined, own, theirs.exercises),
    deleted: result.log.deleted,
    session,
    routineName: theirs.routineName ?? mine.routineName ?? null,
    merged: result.theirsMerged || sessionMerged,
  };
}

/** Each exercise of mine that the merge left ungrouped takes my group back, unless the other device's later change of it says otherwise. */
function withGroupsOf(exercises: readonly Identified[], mine: readonly Identified[], theirs: readonly ExerciseForm[]): Identified[] {
  const mineById = new Map(mine.map((e) => [e.id, e]));
  const theirsById = new Map(theirs.flatMap((e) => (e.id ? [[e.id, e] as const] : [])));
  return gatherGroups(
    exercises.map((e) => {
      const own = mineById.get(e.id);
      if (e.group || !own?.group) return e;
      const other = theirsById.get(e.id);
      if (other && (other.changedAt ?? 0) > (own.changedAt ?? 0)) return e;
      return { ...e, group: own.group };
    }),
  );
}

type Identified = ExerciseForm & { id: string; sets: (SetForm & { id: string; changedAt: number })[] };

function identified(exercise: ExerciseForm, newId: () => string): Identified {
  return {
    ...exercise,
    id: exercise.id ?? newId(),
    sets: exercise.sets.map((s) => ({ ...s, id: s.id ?? newId(), changedAt: s.changedAt ?? 0 })),
  };
}

/**
 * The merge keeps exercises with sets only (as saved logs are): mine without sets go back after
 * their predecessor (or the exercise it joined).
 */
function withSetless(merged: readonly Identified[], mine: readonly Identified[], joinedInto: ReadonlyMap<string, string>): Identified[] {
  const result = [...merged];
  mine.forEach((exercise, index) => {
    if (exercise.sets.length > 0) return;
    const before = mine[index - 1];
    const beforeId = before ? (joinedInto.get(before.id) ?? before.id) : undefined;
    result.splice(beforeId ? result.findIndex((e) => e.id === beforeId) + 1 : 0, 0, exercise);
  });
  return result;
}

// Sets join only an exercise of their own kind: a Time set in a Weight and reps exercise would lose its time.
const nameKey = (e: ExerciseForm) => `${kindOf(e)}:${e.name.trim().toLowerCase()}`;

/** Moves the sets of each `joins` exercise into the first same-named `host` exercise, and drops it (noted in `joinedInto`). */
function joinSameNames(
  exercises: Identified[],
  joins: (e: Identified) => boolean,
  host: (e: Identified) => boolean,
  joinedInto: Map<string, string>,
): Identified[] {
  let result = exercises;
  for (const guest of exercises.filter((e) => joins(e) && e.name.trim() !== '')) {
    const target = result.find((e) => e !== guest && host(e) && nameKey(e) === nameKey(guest));
    if (!target) continue;
    const moved = { ...target, restSeconds: target.restSeconds ?? guest.restSeconds, sets: [...target.sets, ...guest.sets] };
    if (moved.restSeconds === undefined) delete moved.restSeconds;
    joinedInto.set(guest.id, target.id);
    result = result.flatMap((e) => (e === guest ? [] : e === target ? [moved] : [e]));
  }
  return result;
}
