import { z } from 'zod';
import { LIMITS } from '@fitness/domain';
import {
  addMeasurementsInput,
  bodyWeightLb,
  booleanField,
  dayString,
  exerciseName,
  exerciseWeightLb,
  LOG_LIMITS,
  measurementType,
  notes,
  numberField,
  profile,
  routineName,
  rpe,
} from '@fitness/schemas';

/** The backup's name and version: a reader refuses a version it does not know (docs/decisions/0038). */
export const BACKUP_FORMAT = 'fitness-tracker-backup';
export const BACKUP_VERSION = 1;

const reps = numberField('reps', LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const low = (field: string) => numberField(field, LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const high = (field: string) => numberField(field, 0, LIMITS.setsRepsMax, { int: true }).nullable();

export const backupSet = z.object({ reps, weight: exerciseWeightLb('weight'), notes, warmup: booleanField('warmup'), rpe });
export const backupLogExercise = z.object({
  name: exerciseName,
  tracked: booleanField('tracked'),
  bw: booleanField('bw'),
  sets: z.array(backupSet).min(1, 'an exercise needs at least one set').max(LOG_LIMITS.setsMax, `sets must hold at most ${LOG_LIMITS.setsMax} sets`),
});
export const backupLog = z.object({
  date: dayString,
  exercises: z.array(backupLogExercise).max(LOG_LIMITS.exercisesMax, `exercises must hold at most ${LOG_LIMITS.exercisesMax} exercises`),
});
export const backupWeight = z.object({ date: dayString, weight: bodyWeightLb('weight') });
/**
 * A day's body measurements (cm, %): the fields measured that day, at least one, each within the
 * stored bounds; an unknown field is refused (as `measurements.add` does), so none is dropped unseen.
 */
export const backupMeasurements = addMeasurementsInput;
export const backupRoutineExercise = z.object({
  name: exerciseName,
  setsLow: low('setsLow'),
  setsHigh: high('setsHigh'),
  repsLow: low('repsLow'),
  repsHigh: high('repsHigh'),
  weight: exerciseWeightLb('weight'),
  tracked: booleanField('tracked'),
  bw: booleanField('bw'),
  notes,
});
export const backupRoutine = z.object({ name: routineName, exercises: z.array(backupRoutineExercise) });

/**
 * The frame of a backup; its items are checked one by one (backupLog, backupWeight, backupMeasurements,
 * backupRoutine), so one bad item is listed and skipped instead of refusing the file. `measurements`
 * came after version 1 was out: optional, so backups written before it still read (as none).
 */
export const backupFrame = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `format must be "${BACKUP_FORMAT}"` }),
  version: z.literal(BACKUP_VERSION, { error: `version must be ${BACKUP_VERSION} (this app reads backups of version ${BACKUP_VERSION})` }),
  exportedAt: z.string(),
  units: z.object({ stored: z.literal('lbs'), display: measurementType }),
  profile: profile.nullable(),
  weights: z.array(z.unknown()),
  measurements: z.array(z.unknown()).optional(),
  routines: z.array(z.unknown()),
  workoutLogs: z.array(z.unknown()),
  trackedOrder: z.array(exerciseName),
});

export type BackupLog = z.infer<typeof backupLog>;
export type BackupWeight = z.infer<typeof backupWeight>;
export type BackupMeasurements = z.infer<typeof backupMeasurements>;
export type BackupRoutine = z.infer<typeof backupRoutine>;
export type BackupProfile = z.infer<typeof profile>;

/** The whole backup as the export writes it (stored pounds; `units.display` is the user's units). */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  units: { stored: 'lbs'; display: 'imperial' | 'metric' };
  profile: BackupProfile | null;
  weights: BackupWeight[];
  /** Oldest first; absent in backups written before measurements were part of them. */
  measurements?: BackupMeasurements[];
  routines: BackupRoutine[];
  workoutLogs: BackupLog[];
  trackedOrder: string[];
}
