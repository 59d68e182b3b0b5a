import { addDays, bestOneRepMax, entryMetrics, personalRecords, recordKindsByEntry, type ExerciseKind, type OneRepMaxFormula } from '@fitness/domain';
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
  /** What its sets measure; absent: weight and reps. */
  kind?: ExerciseKind;
}

/** The made-up lifter's body weight (pounds), for bodyweight-compared exercises' e1RM. */
export const SAMPLE_BODY_WEIGHT_LB = 180;

type SampleSet = LoggedEntry['sets'][number];

function setsOf(workingWeight: number, i: number): SampleSet[] {
  const reps = 5 + (i % 3);
  return [
    { id: `s${i}-1`, reps, weight: workingWeight, notes: i % 5 === 0 ? 'Felt strong' : '' },
    { id: `s${i}-2`, reps, weight: workingWeight, notes: '' },
    { id: `s${i}-3`, reps: reps + 1, weight: workingWeight, notes: '' },
    { id: `s${i}-4`, reps: 10, weight: Math.round(workingWeight * 0.6), notes: 'Back-off set' },
  ];
}

/** Reps only: three sets of bodyweight reps, one more rep every third session. */
function repsOnlySetsOf(i: number): SampleSet[] {
  const reps = 6 + Math.floor(i / 3);
  return [0, 1, 2].map((n) => ({ id: `s${i}-${n + 1}`, reps: reps - n, weight: 0, notes: '' }));
}

/** Time: a warm-up hold, then three holds that grow 5 s every third session (`start` is the first hold's seconds). */
function timeSetsOf(seconds: number, i: number): SampleSet[] {
  const hold = seconds + 5 * Math.floor(i / 3);
  return [
    { id: `s${i}-1`, reps: 1, weight: 0, notes: '', warmup: true, seconds: 20 },
    { id: `s${i}-2`, reps: 1, weight: 0, notes: '', seconds: hold },
    { id: `s${i}-3`, reps: 1, weight: 0, notes: '', seconds: hold - 5 },
    { id: `s${i}-4`, reps: 1, weight: 0, notes: i % 4 === 0 ? 'Shaking at the end' : '', type: 'failure', seconds: hold - 10 },
  ];
}

/** Distance and time: a 3 to 5 km run a little faster every session, and every fourth session a 400 m sprint (too short for the pace record). */
function distanceSetsOf(i: number): SampleSet[] {
  const meters = 3000 + 500 * (i % 5);
  const secondsPerKm = Math.max(240, 330 - i);
  const run: SampleSet = { id: `s${i}-1`, reps: 1, weight: 0, notes: '', meters, seconds: Math.round((secondsPerKm * meters) / 1000) };
  return i % 4 === 3 ? [run, { id: `s${i}-2`, reps: 1, weight: 0, notes: 'Sprint', meters: 400, seconds: 80 }] : [run];
}

function setsOfKind(kind: ExerciseKind, start: number, i: number, noWeight: boolean): SampleSet[] {
  if (kind === 'repsOnly') return repsOnlySetsOf(i);
  if (kind === 'time') return timeSetsOf(start, i);
  if (kind === 'distanceTime') return distanceSetsOf(i);
  return setsOf(start + 5 * Math.floor(i / 4), i).map((set) => (noWeight ? { ...set, weight: 0 } : set));
}

/**
 * Logged entries (with sets) of one made-up exercise: the working weight climbs 5 lb every fourth session
 * (a Time exercise: its holds from `start` seconds; reps only and distance: their own progressions).
 */
export function sampleEntries({
  name,
  count,
  start = 95,
  everyDays = 2,
  end = '2026-11-20',
  bw = false,
  noWeight = false,
  kind = 'weightReps',
}: SampleExercise): LoggedEntry[] {
  const first = addDays(end, -(count - 1) * everyDays);
  return Array.from({ length: count }, (_, i) => {
    const sets = setsOfKind(kind, start, i, noWeight);
    const id = `${name}-${i}`;
    return { id, logId: `log-${i}`, exerciseName: name, kind, date: addDays(first, i * everyDays), bw, notes: '', sets, ...entryMetrics(kind, sets) };
  });
}

/** A history row as `progress.history` answers it: the entry without its sets. */
const summaryOf = ({ logId: _logId, exerciseName: _name, notes: _notes, sets: _sets, ...summary }: LoggedEntry): HistoryEntry => summary;

/** A name's records as `progress.records` answers them, computed by the same domain functions. */
function recordsOf(name: string, entries: readonly LoggedEntry[], formula: OneRepMaxFormula): Required<NameRecords> {
  const history = entries.map((e) => ({
    id: e.id,
    date: e.date,
    kind: e.kind,
    bw: e.bw,
    sets: e.sets,
    ...(e.bw ? { bodyWeightLb: SAMPLE_BODY_WEIGHT_LB } : {}),
  }));
  const computed = personalRecords(history, { formula });
  const kinds = recordKindsByEntry(computed.events);
  return {
    exerciseName: name,
    // A name's kind is its latest entry's, as the API answers it.
    kind: entries.at(-1)?.kind ?? 'weightReps',
    records: computed.records,
    entries: history.map((e) => {
      // An e1RM only for weight and reps, as the API answers it.
      const best = e.kind === 'weightReps' ? bestOneRepMax(e.sets, { formula, bw: e.bw, bodyWeightLb: e.bodyWeightLb ?? null }) : null;
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
    exercises: [...records.values()].map(({ exerciseName, kind, records: r }) => ({ exerciseName, kind, records: r })),
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
