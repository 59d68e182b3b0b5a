import type { ExerciseKind, GroupRef, MeasurementField, SetType } from '@fitness/domain';
import type { BackupCustomExercise, BackupExerciseLink, BackupProfile, BackupRoutine } from './backup-format';

/** The files the importer reads, found from their header row (docs/decisions/0038). */
export const IMPORT_FORMATS = ['strong', 'strong-older', 'hevy', 'fitnotes', 'weights-csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const FORMAT_NAMES: Record<ImportFormat, string> = {
  strong: 'Strong',
  'strong-older': 'Strong (older export)',
  hevy: 'Hevy',
  fitnotes: 'FitNotes',
  'weights-csv': 'Weights (CSV)',
  json: 'Fitness Tracker backup (JSON)',
};

export type WeightUnit = 'lbs' | 'kg';

/** Unreadable rows a preview lists (the count covers all of them). */
export const PROBLEMS_LISTED = 50;

/** A row the importer could not read: its line in the file (null in a JSON file, whose reason names the place) and why. */
export interface RowProblem {
  line: number | null;
  reason: string;
}

/**
 * One set of one exercise of one workout, weights in stored pounds. Its measures follow its exercise's
 * kind (KIND_FIELDS): `seconds` for time (needed) and distance and time (optional), `meters` for
 * distance and time (needed); null where the kind has none. Reps of a timed or distance set mean nothing (1).
 */
export interface ImportedSet {
  reps: number;
  weight: number;
  notes: string;
  type: SetType;
  rpe: number | null;
  seconds: number | null;
  meters: number | null;
  /** The file's workout it belongs to (counts workouts). */
  workout: string;
}

export interface ImportedExercise {
  name: string;
  kind: ExerciseKind;
  tracked: boolean;
  bw: boolean;
  sets: ImportedSet[];
  /**
   * Its superset or circuit: the id is the file's own (a Hevy workout's superset_id, a backup's
   * group id), meaningful within the day only; the plan gives each group a new id.
   */
  group?: GroupRef | null;
}

/** A day's workout as a session (epoch ms, the file's wall-clock times read in the asked time zone) and its notes. */
export interface ImportedSession {
  startedAt: number | null;
  finishedAt: number | null;
  notes: string;
}

/**
 * What a file says of one day: its exercises in the order they go into the day's log, its session
 * when the file has one, and its routine name (the first workout's name) when the file names it.
 */
export interface ImportedDay {
  day: string;
  exercises: ImportedExercise[];
  session?: ImportedSession;
  routineName?: string;
}

export interface ImportedWeighIn {
  day: string;
  weight: number;
}

/** A backup's day of body measurements: the fields measured that day (cm, %). */
export interface ImportedMeasurements {
  day: string;
  values: Partial<Record<MeasurementField, number>>;
}

/** Rows that are read but are not sets. */
export interface SkippedRows {
  /** Always 0 since timed and distance rows became sets (docs/decisions/0071); kept in the answer for pages that read it. */
  cardio: number;
  /** Strong's rest timer rows. */
  restTimers: number;
  /** Rows without reps, distance or time. */
  empty: number;
}

/** A file as read: every readable row, what it skipped and what it could not read. Nothing of the user's data yet. */
export interface ImportFile {
  format: ImportFormat;
  /** The unit weights were read in: one for the file, or each row's own (older Strong). JSON holds stored pounds. */
  unit: WeightUnit | 'per-row';
  /** The file does not say its unit (current Strong): the preview asks, the user's units by default. */
  unitAsked: boolean;
  days: ImportedDay[];
  weighIns: ImportedWeighIn[];
  skipped: SkippedRows;
  /** The first PROBLEMS_LISTED rows it could not read, in file order, and how many there are in all. */
  problems: RowProblem[];
  problemCount: number;
  /** Notes over 300 characters and names over 45, cut to fit. */
  shortened: { notes: number; names: number };
  /** Present in this app's own backup only. */
  backup?: {
    profile: BackupProfile | null;
    measurements: ImportedMeasurements[];
    routines: BackupRoutine[];
    trackedOrder: string[];
    customExercises: BackupCustomExercise[];
    exerciseLinks: BackupExerciseLink[];
  };
}

/** A file that is none of the formats, or cannot be read at all: 400 with this message, nothing written. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

export const EXPECTED_FORMATS_MESSAGE =
  'Expected a CSV exported by Strong (Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,…, or Workout #,Date,…,Weight (kg),Reps,…), ' +
  'Hevy (title,start_time,end_time,…,weight_lbs or weight_kg,reps,…), FitNotes (Date,Exercise,Category,Weight (kgs),Reps,…), ' +
  'a weights CSV (Date,Weight (lbs)) or this app’s JSON backup.';

export interface ReadOptions {
  /** The unit of a file that does not say (current Strong), and of older Strong rows without one. */
  unit: WeightUnit;
  /** Whether exercises read from a CSV are tracked (the preview's checkbox). */
  track: boolean;
  /** The latest day anywhere on Earth now: rows after it are refused (files carry no time zone). */
  lastDay: string;
  /** The IANA zone a file's wall-clock times (a session's start and finish) are read in: the user's, UTC when not given. */
  timeZone: string;
}

/** Collects unreadable rows: all counted, the first PROBLEMS_LISTED kept. */
export class Problems {
  readonly listed: RowProblem[] = [];
  count = 0;
  add(line: number | null, reason: string) {
    this.count += 1;
    if (this.listed.length < PROBLEMS_LISTED) this.listed.push({ line, reason });
  }

  /** Rows found unreadable once the whole file is read (a set that does not fit its exercise's kind): listed among the others by line. */
  addFound(found: readonly RowProblem[]) {
    if (!found.length) return;
    this.count += found.length;
    const merged = [...this.listed, ...found].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).slice(0, PROBLEMS_LISTED);
    this.listed.splice(0, this.listed.length, ...merged);
  }
}
