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

export type RenameOutcome = 'unchanged' | 'merge' | 'rename';

/** Rename of a tracked exercise: same name closes, an existing name merges, else a plain rename. */
export function renameOutcome(name: string, newName: string, existingNames: readonly string[]): RenameOutcome {
  if (newName === name) return 'unchanged';
  return existingNames.includes(newName) ? 'merge' : 'rename';
}
