import type { UserCollection } from '../../platform/user-data/user-collection';
import type { BackupProfile } from './backup-format';
import type { ImportFormat } from './import-file';
import { noSetsByKind, type ImportCounts } from './import-plan';

/** What one import added, beyond sets, weigh-ins and measurements: a backup's routines and their exercises. */
export type StoredImportCounts = ImportCounts & { routines: number; routineExercises: number };

/** What an import has added before its first write. */
export const noImportCounts = (): StoredImportCounts => ({
  workouts: 0,
  exercises: 0,
  sets: 0,
  setsByKind: noSetsByKind(),
  warmupSets: 0,
  weighIns: 0,
  measurements: 0,
  groups: 0,
  sessions: 0,
  routines: 0,
  routineExercises: 0,
});

/**
 * One import: every set, weigh-in, day of measurements, log, routine and routine exercise it wrote
 * carries its id, so undo removes exactly those. `state` is 'writing' until the last write, refreshed
 * by `updatedAt` as it goes: a writing import not refreshed for IMPORT_STALE_MS died with its process.
 */
export interface ImportRecord {
  id: string;
  userId: string;
  format: ImportFormat;
  /** The file's name as the browser gave it (shown in the list), '' when unknown. */
  fileName: string;
  createdAt: Date;
  updatedAt: Date;
  state: 'writing' | 'done';
  /**
   * `measurements` is absent on imports made before backups carried measurements (read as 0);
   * `setsByKind` on imports made before set kinds (all their sets were weight and reps); `groups` and
   * `sessions` on imports made before them (read as 0).
   */
  counts: Omit<StoredImportCounts, 'measurements' | 'setsByKind' | 'groups' | 'sessions'> &
    Partial<Pick<StoredImportCounts, 'measurements' | 'setsByKind' | 'groups' | 'sessions'>>;
  /** The profile a backup filled in (the account's was blank): undo blanks it again while it is unchanged. */
  profileWritten?: BackupProfile;
}

/** A writing import not heard of for this long stopped with its process: the next import or undo of its user rolls it back. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

export const IMPORTS = { name: 'imports', indexes: [{ fields: ['userId'] }] } satisfies UserCollection;
