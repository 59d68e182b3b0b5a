import type { z } from 'zod';
import type { importAnswer as answerSchema, undoAnswer } from './data-transfer-schemas';
import { FORMAT_NAMES, type ImportFile, type WeightUnit } from './import-file';
import type { ImportPlan } from './import-plan';
import type { ImportRecord, StoredImportCounts } from './import-records';

export interface ImportOptions {
  /** The unit of a file that does not say; the user's units when absent. */
  unit?: WeightUnit | undefined;
  /** Whether exercises read from a CSV are tracked. */
  track: boolean;
  fileName: string;
  /** The zone a file's workout times are read in (the browser's); UTC when absent. */
  timeZone?: string | undefined;
  /** "Keep the file's names": a name linked by alias stays as the file writes it (it is linked, not renamed). */
  keepNames?: boolean;
}

/** The preview of an import (dry run), and the summary of a finished one (`id` set): the route's answer schema. */
export type ImportAnswer = z.infer<typeof answerSchema>;

export type ImportListItem = Pick<ImportRecord, 'id' | 'format' | 'fileName'> & {
  formatName: string;
  createdAt: string;
  /** 'interrupted': its process stopped while writing; undo removes what it wrote. */
  state: 'writing' | 'done' | 'interrupted';
  /** `groups` and `sessions` are always answered; optional, as in the import's answer, for pages written before them. */
  counts: Omit<StoredImportCounts, 'groups' | 'sessions'> & Partial<Pick<StoredImportCounts, 'groups' | 'sessions'>>;
};

export type UndoAnswer = z.infer<typeof undoAnswer>;

export type ImportProgress = { done: number; total: number };

/** A name of the file: the name its sets are written under, and whether that links to an exercise (docs/decisions/0074). */
export interface ImportedName {
  fileName: string;
  name: string;
  linked: boolean;
}

/** A file read for one user, ready for a preview or an import: its exercises under the names they get. */
export interface ReadImport {
  file: ImportFile;
  track: boolean;
  fileName: string;
  /** Each name of the file's days once, in the file's order. */
  names: ImportedName[];
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
    names: read.names,
  };
}
