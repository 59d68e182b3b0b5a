import { addDays, bestOneRepMax, exerciseMetrics, personalRecords, recordKindsByEntry, type OneRepMaxFormula } from '@fitness/domain';
import type { ProgressData } from '../features/progress/api/progress-data';
import type { HistoryEntry, LoggedEntry, NameRecords, RecordsAnswer, TrackedExercise } from '../features/progress/api/types';

/** A tracked exercise's made-up history: for stories, browser tests and the benchmark (no network). */
export interface SampleExercise {
  name: string;
  /** Entries, oldest first, ending on `end`. */
  count: number;
  start?: number;
  everyDays?: number;
  end?: string;
  bw?: boolean;
  /** Every set without added weight (a bodyweight exercise, or nothing logged that counts). */
  noWeight?: boolean;
}

/** The made-up lifter's body weight (pounds), for bodyweight-compared exercises' e1RM. */
export const SAMPLE_BODY_WEIGHT_LB = 180;

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
export function sampleEntries({ name, count, start = 95, everyDays = 2, end = '2026-11-20', bw = false, noWeight = false }: SampleExercise): LoggedEntry[] {
  const first = addDays(end, -(count - 1) * everyDays);
  return Array.from({ length: count }, (_, i) => {
    const sets = setsOf(start + 5 * Math.floor(i / 4), i).map((set) => (noWeight ? { ...set, weight: 0 } : set));
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

/** A name's records as `progress.records` answers them, computed by the same domain functions. */
function recordsOf(name: string, entries: readonly LoggedEntry[], formula: OneRepMaxFormula): Required<NameRecords> {
  const history = entries.map((e) => ({ id: e.id, date: e.date, bw: e.bw, sets: e.sets, ...(e.bw ? { bodyWeightLb: SAMPLE_BODY_WEIGHT_LB } : {}) }));
  const computed = personalRecords(history, { formula });
  const kinds = recordKindsByEntry(computed.events);
  return {
    exerciseName: name,
    records: computed.records,
    entries: history.map((e) => {
      const best = bestOneRepMax(e.sets, { formula, bw: e.bw, bodyWeightLb: e.bodyWeightLb ?? null });
      return {
        id: e.id,
        date: e.date,
        oneRepMax: best?.value ?? null,
        includesBodyWeight: best?.includesBodyWeight ?? false,
        recordKinds: kinds.get(e.id) ?? [],
      };
    }),
  };
}

/** The list, the histories, the records and a ProgressData answering from them, as the API would. */
export function sampleProgress(exercises: readonly SampleExercise[], { formula = 'epley' }: { formula?: OneRepMaxFormula } = {}) {
  const entries = new Map(exercises.map((e) => [e.name, sampleEntries(e)]));
  const histories = new Map([...entries].map(([name, list]) => [name, list.map(summaryOf)]));
  const byId = new Map([...entries.values()].flat().map((e) => [e.id, e]));
  const list: TrackedExercise[] = exercises.map((e, i) => {
    const history = histories.get(e.name) ?? [];
    return { id: `order-${i}`, exerciseName: e.name, sortOrder: i + 1, entryCount: history.length, first: history[0] ?? null, latest: history.at(-1) ?? null };
  });
  // Computed before anything renders, as the server would have (a bench measures the screen, not this).
  const records = new Map([...entries].map(([name, list]) => [name, recordsOf(name, list, formula)]));
  const allRecords: RecordsAnswer = {
    oneRepMaxFormula: formula,
    exercises: [...records.values()].map(({ exerciseName, records: r }) => ({ exerciseName, records: r })),
  };
  const data: ProgressData = {
    useHistory: (name) => ({ status: 'ready', data: histories.get(name) ?? [] }),
    useNameRecords: (name) => {
      const found = records.get(name);
      return found ? { status: 'ready', data: { oneRepMaxFormula: formula, exercises: [found] } } : { status: 'loading' };
    },
    useAllRecords: () => ({ status: 'ready', data: allRecords }),
    useLoggedEntry: (id) => {
      const entry = id === null ? undefined : byId.get(id);
      return entry ? { status: 'ready', data: entry } : { status: 'loading' };
    },
  };
  return { list, histories, records, data };
}
