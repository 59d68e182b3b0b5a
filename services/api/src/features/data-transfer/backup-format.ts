import { z } from 'zod';
import { DISTANCE_RANGE_MESSAGE, KIND_FIELDS, kindOf, LIMITS, SESSION_NOTES_MAX, SESSION_NOTES_MESSAGE, TIME_RANGE_MESSAGE } from '@fitness/domain';
import {
  addMeasurementsInput,
  bodyWeightLb,
  booleanField,
  createCustomExerciseInput,
  dayString,
  exerciseKind,
  exerciseName,
  exerciseWeightLb,
  idField,
  increaseBy,
  LOG_LIMITS,
  logRoutineName,
  measurementType,
  meters,
  notes,
  numberField,
  profile,
  restSeconds,
  routineName,
  rpe,
  seconds,
  setType,
} from '@fitness/schemas';

/** The backup's name and version: a reader refuses a version it does not know (docs/decisions/0038). */
export const BACKUP_FORMAT = 'fitness-tracker-backup';
export const BACKUP_VERSION = 1;

const reps = numberField('reps', LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const low = (field: string) => numberField(field, LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const high = (field: string) => numberField(field, 0, LIMITS.setsRepsMax, { int: true }).nullable();

/**
 * A superset or circuit (docs/decisions/0072) on each member: its id names the group within its list
 * only (the export writes "1", "2"… in the list's order; the import gives each group a new id).
 * Absent in backups written before groups.
 */
export const backupGroup = z.object({
  id: z.string().min(1, 'a group id cannot be blank').max(64, 'a group id can be at most 64 characters'),
  restSeconds: restSeconds.optional(),
});
const epochMs = (field: string) =>
  z
    .number({ error: `${field} must be a time (epoch ms)` })
    .int(`${field} must be a time (epoch ms)`)
    .min(0, `${field} must be a time (epoch ms)`);
/** A day's workout as a session: start and finish (epoch ms), notes. Absent in backups written before sessions, and for days without one. */
export const backupSession = z.object({
  startedAt: epochMs('startedAt').nullable(),
  finishedAt: epochMs('finishedAt').nullable(),
  // Trimmed, as the log keeps them.
  notes: z.string({ error: 'notes must be text' }).trim().max(SESSION_NOTES_MAX, SESSION_NOTES_MESSAGE),
});

/**
 * A set: `type` (docs/decisions/0071) wins over `warmup`, which backups written before types carry
 * alone; `seconds` and `meters` by its exercise's kind. All optional, so those backups still read.
 */
export const backupSet = z.object({
  reps,
  weight: exerciseWeightLb('weight'),
  notes,
  warmup: booleanField('warmup').default(false),
  type: setType.optional(),
  rpe,
  seconds: seconds.nullable().optional(),
  meters: meters.nullable().optional(),
});
/** `kind` absent (backups written before kinds): weight and reps. A timed set needs its time, a distance set its distance, as in the log. */
export const backupLogExercise = z
  .object({
    name: exerciseName,
    kind: exerciseKind.optional(),
    tracked: booleanField('tracked'),
    bw: booleanField('bw'),
    sets: z.array(backupSet).min(1, 'an exercise needs at least one set').max(LOG_LIMITS.setsMax, `sets must hold at most ${LOG_LIMITS.setsMax} sets`),
    group: backupGroup.nullable().optional(),
  })
  .superRefine((e, ctx) => {
    const fields = KIND_FIELDS[kindOf(e)];
    e.sets.forEach((s, i) => {
      if (fields.seconds && !fields.meters && s.seconds == null) ctx.addIssue({ code: 'custom', path: ['sets', i, 'seconds'], message: TIME_RANGE_MESSAGE });
      if (fields.meters && s.meters == null) ctx.addIssue({ code: 'custom', path: ['sets', i, 'meters'], message: DISTANCE_RANGE_MESSAGE });
    });
  });
export const backupLog = z.object({
  date: dayString,
  exercises: z.array(backupLogExercise).max(LOG_LIMITS.exercisesMax, `exercises must hold at most ${LOG_LIMITS.exercisesMax} exercises`),
  session: backupSession.optional(),
  // The routine the log was started from (issue #50); absent in older backups and for days without one.
  routineName: logRoutineName.optional(),
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
  // Absent in backups written before kinds: weight and reps, no time or distance target.
  kind: exerciseKind.optional(),
  targetSeconds: seconds.nullable().optional(),
  targetMeters: meters.nullable().optional(),
  group: backupGroup.nullable().optional(),
  // Absent in backups written before 2026-12-08, and when not set (the spec's default rest, no increase).
  restSeconds: restSeconds.optional(),
  increaseBy: increaseBy.optional(),
});
export const backupRoutine = z.object({ name: routineName, exercises: z.array(backupRoutineExercise) });

/** A custom exercise (docs/decisions/0074), as `customExercises.create` takes it; no id (the import makes one). */
export const backupCustomExercise = createCustomExerciseInput;
/** A name linked by hand: to a catalogue entry by its id, or to a custom exercise by its name (ids are the store's, names the backup's). */
export const backupExerciseLink = z.union(
  [z.strictObject({ name: exerciseName, catalogueId: idField('catalogueId') }), z.strictObject({ name: exerciseName, customName: exerciseName })],
  { error: 'a link is {name, catalogueId} or {name, customName}' },
);

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
  // Absent in backups written before the catalogue (issue #49).
  customExercises: z.array(z.unknown()).optional(),
  exerciseLinks: z.array(z.unknown()).optional(),
});

export type BackupLog = z.infer<typeof backupLog>;
export type BackupWeight = z.infer<typeof backupWeight>;
export type BackupMeasurements = z.infer<typeof backupMeasurements>;
export type BackupRoutine = z.infer<typeof backupRoutine>;
export type BackupProfile = z.infer<typeof profile>;
export type BackupCustomExercise = z.infer<typeof backupCustomExercise>;
export type BackupExerciseLink = z.infer<typeof backupExerciseLink>;

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
  /** Oldest first; absent in backups written before custom exercises. */
  customExercises?: BackupCustomExercise[];
  /** By name; absent in backups written before links. */
  exerciseLinks?: BackupExerciseLink[];
}
