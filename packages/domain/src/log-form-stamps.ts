import type { SetTombstone } from './day-log-merge';
import type { ExerciseForm, SetForm } from './workout-draft';

const sameSet = (a: SetForm, b: SetForm) => a.reps === b.reps && a.weight === b.weight && a.notes === b.notes;
const sameFields = (a: ExerciseForm, b: ExerciseForm) => a.name === b.name && a.tracked === b.tracked && a.bw === b.bw;

/**
 * Stamps one edit of the log form for the two-device merge (docs/decisions/0034, 0045): a new set or
 * exercise gets an id of this device and `now`; a set whose reps, weight or notes changed (or that
 * moved to another exercise), and an exercise whose own fields changed, get `now`; a set of the saved
 * log (`savedSetIds`) that is gone gets a tombstone. Everything else keeps its id and stamp.
 */
export function stampLogEdit(
  before: readonly ExerciseForm[],
  after: readonly ExerciseForm[],
  savedSetIds: ReadonlySet<string>,
  now: number,
  newId: () => string,
): { exercises: ExerciseForm[]; deleted: SetTombstone[] } {
  const setsBefore = new Map(before.flatMap((e) => e.sets.flatMap((s) => (s.id ? [[s.id, { set: s, exerciseId: e.id }] as const] : []))));
  const exercisesBefore = new Map(before.flatMap((e) => (e.id ? [[e.id, e] as const] : [])));
  const kept = new Set<string>();
  const exercises = after.map((exercise) => {
    const old = exercise.id ? exercisesBefore.get(exercise.id) : undefined;
    const id = exercise.id ?? newId();
    const changedAt = !old || !sameFields(old, exercise) ? now : exercise.changedAt;
    const sets = exercise.sets.map((set) => {
      if (!set.id) return { ...set, id: newId(), changedAt: now };
      kept.add(set.id);
      const was = setsBefore.get(set.id);
      return !was || !sameSet(was.set, set) || was.exerciseId !== id ? { ...set, changedAt: now } : set;
    });
    return { ...exercise, id, ...(changedAt !== undefined ? { changedAt } : {}), sets };
  });
  const deleted = [...setsBefore.keys()].filter((id) => !kept.has(id) && savedSetIds.has(id)).map((setId) => ({ setId, at: now }));
  return { exercises, deleted };
}
