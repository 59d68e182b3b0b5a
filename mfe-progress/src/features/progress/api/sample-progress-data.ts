import { addDays, exerciseMetrics } from '@fitness/domain';
import type { ProgressData } from './progress-data';
import type { HistoryEntry, LoggedEntry, TrackedExercise } from './types';

/** A tracked exercise's made-up history: for stories, browser tests and the benchmark (no network). */
export interface SampleExercise {
  name: string;
  /** Entries, oldest first, ending on `end`. */
  count: number;
  start?: number;
  everyDays?: number;
  end?: string;
  bw?: boolean;
}

function setsOf(workingWeight: number, i: number) {
  const reps = 5 + (i % 3);
  return [
    { id: `s${i}-1`, reps, weight: workingWeight, notes: i % 5 === 0 ? 'Felt strong' : '' },
    { id: `s${i}-2`, reps, weight: workingWeight, notes: '' },
    { id: `s${i}-3`, reps: reps + 1, weight: workingWeight, notes: '' },
    { id: `s${i}-4`, reps: 10, weight: Math.round(workingWeight * 0.6), notes: 'Back-off set' },
  ];
}

/** Logged entries (with sets) of one made-up exercise: the working weight climbs 5 lb every fourth session. */
export function sampleEntries({ name, count, start = 95, everyDays = 2, end = '2026-11-20', bw = false }: SampleExercise): LoggedEntry[] {
  const first = addDays(end, -(count - 1) * everyDays);
  return Array.from({ length: count }, (_, i) => {
    const sets = setsOf(start + 5 * Math.floor(i / 4), i);
    const id = `${name}-${i}`;
    return { id, logId: `log-${i}`, exerciseName: name, date: addDays(first, i * everyDays), bw, notes: '', sets, ...exerciseMetrics(sets) };
  });
}

const summaryOf = ({ id, date, workingWeight, volume, workingSetCount, repsLow, repsHigh, bw }: LoggedEntry): HistoryEntry => ({
  id,
  date,
  workingWeight,
  volume,
  workingSetCount,
  repsLow,
  repsHigh,
  bw,
});

/** The list, the histories and a ProgressData answering from them, as the API would. */
export function sampleProgress(exercises: readonly SampleExercise[]) {
  const entries = new Map(exercises.map((e) => [e.name, sampleEntries(e)]));
  const histories = new Map([...entries].map(([name, list]) => [name, list.map(summaryOf)]));
  const byId = new Map([...entries.values()].flat().map((e) => [e.id, e]));
  const list: TrackedExercise[] = exercises.map((e, i) => {
    const history = histories.get(e.name) ?? [];
    return { id: `order-${i}`, exerciseName: e.name, sortOrder: i + 1, entryCount: history.length, first: history[0] ?? null, latest: history.at(-1) ?? null };
  });
  const data: ProgressData = {
    useHistory: (name) => ({ status: 'ready', data: histories.get(name) ?? [] }),
    useLoggedEntry: (id) => {
      const entry = id === null ? undefined : byId.get(id);
      return entry ? { status: 'ready', data: entry } : { status: 'loading' };
    },
  };
  return { list, histories, data };
}
