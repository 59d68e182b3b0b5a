import { entryMetrics } from './progress-metrics';
import type { EntryMetrics, LoggedSet } from './progress-metrics';
import { kindOf, type ExerciseKind } from './set-kinds';

/** One progress history row: a tracked log exercise of one day with its kind and its metrics (by kind: docs/decisions/0071). */
export type TrackedEntry = EntryMetrics & {
  id: string;
  exerciseName: string;
  kind: ExerciseKind;
  date: string;
  bw: boolean;
  notes: string;
  sets: LoggedSet[];
};

/** Progress rows of one day's log: every tracked exercise that has sets. */
export function trackedEntriesFromLog(
  date: string,
  exercises: readonly { id: string; name: string; kind?: ExerciseKind; tracked: boolean; bw: boolean; sets: readonly LoggedSet[] }[],
): TrackedEntry[] {
  return exercises
    .filter((e) => e.tracked && e.sets.length > 0)
    .map((e) => {
      const kind = kindOf(e);
      return { id: e.id, exerciseName: e.name, kind, date, bw: e.bw, notes: '', sets: [...e.sets], ...entryMetrics(kind, e.sets) };
    });
}

export type RenameOutcome = 'unchanged' | 'merge' | 'rename';

/** Rename of a tracked exercise: same name closes, an existing name merges, else a plain rename. */
export function renameOutcome(name: string, newName: string, existingNames: readonly string[]): RenameOutcome {
  if (newName === name) return 'unchanged';
  return existingNames.includes(newName) ? 'merge' : 'rename';
}
