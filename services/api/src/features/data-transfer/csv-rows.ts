import type { SetType } from '@fitness/domain';
import { RowError } from './csv-cells';
import { parseFileMoment, type FileMoment } from './file-dates';
import type { ImportFormat, SkippedRows, WeightUnit } from './import-file';
import type { WorkoutSessionCells } from './session-times';

/** A cell of the row by its column name as normalised (lower case, single spaces); '' when the file has no such column. */
export type Cell = (column: string) => string;

/** Where a set goes in its exercise: its number, a warm-up (first), or right after the set before it in the file (drop and failure sets). */
export type SetPlace = { kind: 'number'; n: number } | { kind: 'warmup' } | { kind: 'after' };

export type RowResult =
  | {
      kind: 'set';
      moment: FileMoment;
      /** Names the file's workout the set belongs to. */
      workout: string;
      /** The workout's name as the file writes it (Strong's Workout Name, Hevy's title), '' when none: the day's routine name. */
      workoutName: string;
      exercise: string;
      place: SetPlace;
      /** The row's measures as written; which of them the set keeps follows its exercise's kind (imported-days.ts). */
      reps: number | null;
      /** Stored pounds (added weight for a timed or distance set). */
      weight: number;
      /** Whole seconds and whole metres, null when the row has none. */
      seconds: number | null;
      meters: number | null;
      notes: string;
      type: SetType;
      rpe: number | null;
      /** The exercise's superset in its workout as the file names it (Hevy's superset_id), '' when none. */
      superset: string;
      /** What the row says of its workout as a session (end or duration, notes); null for files without sessions (FitNotes). */
      session: Omit<WorkoutSessionCells, 'start'> | null;
    }
  | { kind: 'weigh-in'; day: string; weight: number }
  | { kind: 'skip'; why: Exclude<keyof SkippedRows, 'cardio'> }
  | { kind: 'problem'; reason: string };

export interface CsvFormat {
  format: Exclude<ImportFormat, 'json'>;
  matches(columns: ReadonlySet<string>): boolean;
  /** The file's unit from its header; 'asked' when the file does not say (the caller's unit), 'per-row' when each row does. */
  unitOf(columns: ReadonlySet<string>): WeightUnit | 'asked' | 'per-row';
  /** `unit` is the file's unit, or the asked one. */
  read(cell: Cell, unit: WeightUnit): RowResult;
}

/** Header names compared as lower case with single spaces (files differ in case and spacing). */
export const normalizeColumn = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A workout's rows repeat its date: each text is read once (bounded, so a file of all-different dates cannot grow it without end). */
const moments = new Map<string, FileMoment | null>();

export function momentOf(text: string): FileMoment {
  let found = moments.get(text);
  if (found === undefined) {
    found = parseFileMoment(text);
    if (moments.size >= 10_000) moments.clear();
    moments.set(text, found);
  }
  if (!found) throw new RowError(`date "${text.trim()}" is not a date this importer reads (such as 2025-07-23 19:16:49)`);
  return found;
}

export function exerciseName(text: string): string {
  const name = text.trim();
  if (!name) throw new RowError('the exercise has no name');
  return name;
}

export type SetFields = Omit<Extract<RowResult, { kind: 'set' }>, 'kind'>;

/** A row with reps, a time or a distance is a set (of whichever kind, decided with its exercise's other rows); one with none is an empty set. */
export const setOrEmpty = (set: SetFields): RowResult =>
  set.reps === null && set.seconds === null && set.meters === null ? { kind: 'skip', why: 'empty' } : { kind: 'set', ...set };

/** Runs a row reader, turning what it refuses into the row's problem. */
export function readRow(read: () => RowResult): RowResult {
  try {
    return read();
  } catch (error) {
    if (error instanceof RowError) return { kind: 'problem', reason: error.message };
    throw error;
  }
}

export const has = (columns: ReadonlySet<string>, ...names: string[]) => names.every((name) => columns.has(name));
