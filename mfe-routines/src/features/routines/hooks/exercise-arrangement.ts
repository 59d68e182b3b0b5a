import type { Exercise } from '../types';

/** A routine's exercises in a new order and/or with new groups, and what of it changed. */
export interface ExerciseArrangement {
  routineId: string;
  /** The routine's exercises in their new display order, with their new groups. */
  next: Exercise[];
  /** Whether the order changed. */
  reordered: boolean;
  /** Whether any exercise's group changed (joined, left, or its group's rest). */
  regrouped: boolean;
}

const sameGroup = (a: Exercise['group'], b: Exercise['group']) => (a?.id ?? null) === (b?.id ?? null) && a?.restSeconds === b?.restSeconds;

/** What changed between the routine's exercises as they are (`all`, every routine's) and `next`. */
export function arrangeExercises(all: readonly Exercise[], routineId: string, next: Exercise[]): ExerciseArrangement {
  const before = all.filter((e) => e.routineId === routineId);
  const byId = new Map(before.map((e) => [e.id, e]));
  const reordered = before.length !== next.length || before.some((e, i) => e.id !== next[i]?.id);
  const regrouped = next.some((e) => !sameGroup(byId.get(e.id)?.group, e.group));
  return { routineId, next, reordered, regrouped };
}

/** Nothing to save: the same order and the same groups. */
export const unchanged = (arrangement: ExerciseArrangement) => !arrangement.reordered && !arrangement.regrouped;

/**
 * The `exercises.reorder` call that saves an arrangement: the ids in display order and, when groups
 * changed, every exercise's group in the same call (null for none), so the API never sees half a group.
 */
export function reorderInput({ next, regrouped }: ExerciseArrangement): { ids: string[]; groups?: (NonNullable<Exercise['group']> | null)[] } {
  const ids = next.map((e) => e.id);
  return regrouped ? { ids, groups: next.map((e) => e.group ?? null) } : { ids };
}
