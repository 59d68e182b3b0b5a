import { compareDays } from './dates';
import { exerciseMetrics } from './progress-metrics';
import type { ExerciseMetrics, LoggedSet } from './progress-metrics';

/** One progress history row: a tracked log exercise of one day with its metrics. */
export type TrackedEntry = ExerciseMetrics & {
  id: string;
  exerciseName: string;
  date: string;
  bw: boolean;
  notes: string;
  sets: LoggedSet[];
};

/** Progress rows of one day's log: every tracked exercise that has sets. */
export function trackedEntriesFromLog(
  date: string,
  exercises: readonly { id: string; name: string; tracked: boolean; bw: boolean; sets: readonly LoggedSet[] }[],
): TrackedEntry[] {
  return exercises
    .filter((e) => e.tracked && e.sets.length > 0)
    .map((e) => ({ id: e.id, exerciseName: e.name, date, bw: e.bw, notes: '', sets: [...e.sets], ...exerciseMetrics(e.sets) }));
}

/** Entries grouped by exercise name, each group oldest first, groups in first-seen order. */
export function groupByExerciseName<T extends { exerciseName: string; date: string }>(entries: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const e of entries) groups.set(e.exerciseName, [...(groups.get(e.exerciseName) ?? []), e]);
  for (const list of groups.values()) list.sort((a, b) => compareDays(a.date, b.date));
  return groups;
}

export type RenameOutcome = 'unchanged' | 'merge' | 'rename';

/** Rename of a tracked exercise: same name closes, an existing name merges, else a plain rename. */
export function renameOutcome(name: string, newName: string, existingNames: readonly string[]): RenameOutcome {
  if (newName === name) return 'unchanged';
  return existingNames.includes(newName) ? 'merge' : 'rename';
}

/** Display order: names of the order list first (in its order), then any other names in first-seen order. */
export function orderedExerciseNames(order: readonly { exerciseName: string }[], names: readonly string[]): string[] {
  const known = new Set(names);
  const ordered = order.map((o) => o.exerciseName).filter((n, i, all) => known.has(n) && all.indexOf(n) === i);
  return [...ordered, ...names.filter((n, i) => !ordered.includes(n) && names.indexOf(n) === i)];
}
