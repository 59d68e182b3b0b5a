import type { Exercise } from '../types';

const NONE: readonly Exercise[] = [];

/** Each routine's exercises in list order (the list comes by sort order). */
export function groupByRoutine(exercises: readonly Exercise[]): ReadonlyMap<string, readonly Exercise[]> {
  const groups = new Map<string, Exercise[]>();
  for (const exercise of exercises) {
    const group = groups.get(exercise.routineId);
    if (group) group.push(exercise);
    else groups.set(exercise.routineId, [exercise]);
  }
  return groups;
}

export function exercisesOf(groups: ReadonlyMap<string, readonly Exercise[]>, routineId: string): readonly Exercise[] {
  return groups.get(routineId) ?? NONE;
}

/**
 * The whole exercise list with one routine's exercises put in a new order: they take the places
 * and the sort order values they held, handed out in the new order (as the API saves them).
 */
export function replaceRoutineExercises(all: readonly Exercise[], routineId: string, next: readonly Exercise[]): Exercise[] {
  const orders = all.filter((e) => e.routineId === routineId).map((e) => e.sortOrder);
  let index = 0;
  return all.map((exercise) => {
    if (exercise.routineId !== routineId) return exercise;
    const moved = next[index] ?? exercise;
    const sortOrder = orders[index] ?? moved.sortOrder;
    index += 1;
    return { ...moved, sortOrder };
  });
}
