import { FORMAT_NAMES, type ImportFile, type ImportFormat, type RowProblem, type WeightUnit } from './import-file';
import type { ImportPlan, OverCap } from './import-plan';
import type { StoredImportCounts } from './import-records';

export interface ImportOptions {
  /** The unit of a file that does not say; the user's units when absent. */
  unit?: WeightUnit | undefined;
  /** Whether exercises read from a CSV are tracked. */
  track: boolean;
  fileName: string;
}

/** The preview of an import (dry run), and the summary of a finished one (`id` set). */
export interface ImportAnswer {
  dryRun: boolean;
  /** The import's id once written (undo takes it); null for a dry run. */
  id: string | null;
  format: ImportFormat;
  formatName: string;
  /** The unit weights are read in; 'per-row' when each row says (older Strong); 'lbs' for a backup (stored pounds). */
  unit: WeightUnit | 'per-row';
  /** The file does not say its unit: the page asks (the user's units by default). */
  unitAsked: boolean;
  track: boolean;
  dateRange: { from: string; to: string } | null;
  /** What the import adds (a dry run: would add). */
  counts: StoredImportCounts;
  /** What the user's data holds already, left as it is. */
  alreadyThere: { sets: number; weighIns: number; measurements: number; routines: number };
  skipped: { cardio: number; restTimers: number; empty: number };
  /** The first 50 rows it cannot read, and how many there are. */
  problems: RowProblem[];
  problemCount: number;
  /** What the day caps leave out (first 50), and how many sets that is in all. */
  overCap: OverCap[];
  overCapSets: number;
  shortened: { notes: number; names: number };
  /** A backup's profile: 'filled' when it fills the account's blank profile, 'kept' when the account has its own; null for other files. */
  profile: 'filled' | 'kept' | null;
}

export interface ImportListItem {
  id: string;
  format: ImportFormat;
  formatName: string;
  fileName: string;
  createdAt: string;
  /** 'interrupted': its process stopped while writing; undo removes what it wrote. */
  state: 'writing' | 'done' | 'interrupted';
  counts: StoredImportCounts;
}

export interface UndoAnswer {
  id: string;
  removed: { sets: number; weighIns: number; measurements: number; routines: number; routineExercises: number };
}

export type ImportProgress = { done: number; total: number };

/** A file read for one user, ready for a preview or an import. */
export interface ReadImport {
  file: ImportFile;
  track: boolean;
  fileName: string;
}

/** What importing a backup's routines does, as far as the import's answers go (the routines feature plans it). */
export interface RoutinePlan {
  create: { exercises: readonly unknown[] }[];
  extend: { exercises: readonly unknown[] }[];
  alreadyThere: number;
}

const OVER_CAP_LISTED = 50;

export function routineCounts(plan: RoutinePlan): { routines: number; routineExercises: number } {
  const routineExercises = plan.create.reduce((n, r) => n + r.exercises.length, 0) + plan.extend.reduce((n, r) => n + r.exercises.length, 0);
  return { routines: plan.create.length, routineExercises };
}

/** The preview of an import, or the summary of a finished one (`id` set). */
export function importAnswer(read: ReadImport, plan: ImportPlan, routines: RoutinePlan, profile: ImportAnswer['profile'], id: string | null): ImportAnswer {
  const { file } = read;
  return {
    dryRun: id === null,
    id,
    format: file.format,
    formatName: FORMAT_NAMES[file.format],
    unit: file.unit,
    unitAsked: file.unitAsked,
    track: read.track,
    dateRange: plan.dateRange,
    counts: { ...plan.counts, ...routineCounts(routines) },
    alreadyThere: { ...plan.alreadyThere, routines: routines.alreadyThere },
    skipped: file.skipped,
    problems: file.problems,
    problemCount: file.problemCount,
    overCap: plan.overCap.slice(0, OVER_CAP_LISTED),
    overCapSets: plan.overCap.reduce((n, o) => n + o.sets, 0),
    shortened: file.shortened,
    profile,
  };
}
