import type { MeasurementType } from '@fitness/domain';
import type { LogExerciseRecord } from '../../shared/records';
import type { BackupCustomExercise, BackupExerciseLink, BackupProfile, BackupRoutine } from './backup-format';
import type { ImportedMeasurements } from './import-file';
import type { ImportedName, RoutinePlan } from './import-answers';
import type { DayPlan, StoredDay } from './import-plan';

/** What the import needs of an owner of day-keyed data (weigh-ins, measurements): the days a plan meets, the bulk write, the undo. */
export interface DayData<T> {
  daysBetween(userId: string, from: string, to: string): Promise<ReadonlySet<string>>;
  importMany(userId: string, importId: string, items: readonly T[], written: (count: number) => Promise<void>): Promise<void>;
  removeImported(userId: string, importId: string): Promise<number>;
}

/**
 * What the import needs of the features that own the data it writes (injected by the composition root,
 * docs/decisions/0061): each keeps its own rules; this feature writes only its `imports` records.
 */
export interface ImportOwners {
  profiles: {
    find(userId: string): Promise<{ measurementType: MeasurementType } | null>;
    isBlank(userId: string): Promise<boolean>;
    fill(userId: string, profile: BackupProfile): Promise<BackupProfile>;
    unfill(userId: string, written: BackupProfile): Promise<boolean>;
  };
  weights: DayData<{ day: string; weight: number }> & { syncProfileWeight(userId: string): Promise<void> };
  measurements: DayData<ImportedMeasurements>;
  logs: {
    /** The days logged between `from` and `to`: their exercises, sessions and routine names. */
    between(userId: string, from: string, to: string): Promise<ReadonlyMap<string, StoredDay>>;
    importDays(
      userId: string,
      importId: string,
      days: readonly DayPlan[],
      remerge: Remerge,
      written: (days: readonly DayPlan[]) => Promise<void>,
    ): Promise<void>;
    removeImported(userId: string, importId: string): Promise<number>;
  };
  routines: {
    planImport(userId: string, routines: BackupRoutine[]): Promise<RoutinePlan>;
    writeImport(userId: string, importId: string, plan: RoutinePlan): Promise<void>;
    removeImported(userId: string, importId: string): Promise<{ routines: number; routineExercises: number }>;
  };
  /** The tracked names in the panel's order (the names the user's history is under), and the order's append. */
  progress: { list(userId: string): Promise<readonly { exerciseName: string }[]>; appendToOrder(userId: string, names: readonly string[]): Promise<void> };
  /** Custom exercises and hand links (docs/decisions/0074): the names a file's exercises get, a backup's part, its undo. */
  exerciseNames: {
    importNames(
      userId: string,
      names: Iterable<string>,
      options: { keep: boolean; userNames?: readonly string[]; alsoLinked?: readonly string[] },
    ): Promise<ImportedName[]>;
    importBackup(userId: string, importId: string, backup: { customExercises: BackupCustomExercise[]; exerciseLinks: BackupExerciseLink[] }): Promise<unknown>;
    removeImported(userId: string, importId: string): Promise<void>;
  };
}

/**
 * A day's imported sets merged into its log as stored now (every day that has a log, and one written
 * meanwhile); `session`, when given, is stored with them (the day had none).
 */
export type Remerge = (
  day: string,
  stored: StoredDay,
) => { exercises: LogExerciseRecord[]; added: readonly unknown[]; session?: DayPlan['session']; routineName?: string };
