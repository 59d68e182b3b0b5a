import { z } from 'zod';
import { isRpe, LIMITS, WORKOUT_SET_DEFAULTS } from '@fitness/domain';
import { booleanField, dayString, id, numberField, timeZone } from './fields';
import { exerciseName, exerciseWeightLb, notes } from './exercises';

/** Caps that keep one day's log document a sane size. */
export const LOG_LIMITS = { exercisesMax: 50, setsMax: 50 } as const;

/** Rate of perceived exertion: 6 to 10 in steps of 0.5, or null for none. */
export const rpe = z
  .number({ error: 'rpe must be a number or null' })
  .refine(isRpe, `rpe must be from ${LIMITS.rpeMin} to ${LIMITS.rpeMax} in steps of ${LIMITS.rpeStep}`)
  .nullable();

/** `warmup` and `rpe` are optional on the way in (older clients send neither): a working set without RPE. */
export const workoutSet = z.object({
  id: id.optional(),
  reps: numberField('reps', LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true }).default(WORKOUT_SET_DEFAULTS.reps),
  weight: exerciseWeightLb('weight').default(WORKOUT_SET_DEFAULTS.weight),
  notes: notes.default(''),
  warmup: booleanField('warmup').default(false),
  rpe: rpe.default(null),
});
export type WorkoutSet = z.infer<typeof workoutSet>;

export const workoutLogExercise = z
  .object({
    id: id.optional(),
    name: exerciseName,
    tracked: booleanField('tracked').default(false),
    bw: booleanField('bw').default(false),
    sets: z.array(workoutSet).max(LOG_LIMITS.setsMax, `sets must hold at most ${LOG_LIMITS.setsMax} sets`),
  })
  .overwrite((e) => ({ ...e, bw: e.tracked && e.bw }));
export type WorkoutLogExercise = z.infer<typeof workoutLogExercise>;

const exercises = z.array(workoutLogExercise).max(LOG_LIMITS.exercisesMax, `exercises must hold at most ${LOG_LIMITS.exercisesMax} exercises`);

export const workoutLog = z.object({ id, date: dayString, exercises });
export type WorkoutLog = z.infer<typeof workoutLog>;

export const workoutLogByDateInput = z.object({ date: dayString });
export type WorkoutLogByDateInput = z.infer<typeof workoutLogByDateInput>;

/** Unknown fields are refused (400), never dropped: an older server must not save a dated log as today's. */
const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknown field${issue.keys && issue.keys.length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/**
 * Saves a day's log: `date` (YYYY-MM-DD, never after today in `timezone`; the server checks that),
 * else today in `timezone`. Exercises without sets are dropped.
 */
export const syncWorkoutLogInput = z.strictObject(
  {
    localLog: z.strictObject({ exercises: exercises.transform((list) => list.filter((e) => e.sets.length > 0)) }, unknownFields),
    timezone: timeZone,
    date: dayString.optional(),
  },
  unknownFields,
);
export type SyncWorkoutLogInput = z.infer<typeof syncWorkoutLogInput>;

export const syncWorkoutLogAnswer = z.object({ success: z.boolean(), localLog: z.object({ exercises }) });
export type SyncWorkoutLogAnswer = z.infer<typeof syncWorkoutLogAnswer>;

/** The lifter's previous numbers: per exercise name, the latest log before `before` that has it with sets. */
export const previousSetsInput = z.strictObject(
  {
    names: z
      .array(exerciseName, { error: 'names must be a list of exercise names' })
      .max(LOG_LIMITS.exercisesMax, `names must hold at most ${LOG_LIMITS.exercisesMax} names`),
    before: dayString,
  },
  unknownFields,
);
export type PreviousSetsInput = z.infer<typeof previousSetsInput>;
