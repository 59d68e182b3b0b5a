import { z } from 'zod';
import { isRpe, LIMITS, WORKOUT_SET_DEFAULTS } from '@fitness/domain';
import { booleanField, dayString, id, numberField, timeZone, unknownFields } from './fields';
import { exerciseName, exerciseWeightLb, notes } from './exercises';

/** Caps that keep one day's log document a sane size. */
export const LOG_LIMITS = { exercisesMax: 50, setsMax: 50 } as const;

/** A device's clock (epoch ms) at a set's or exercise's last change: the two-device merge keeps the later (docs/decisions/0045). */
export const changedAt = z
  .number({ error: 'changedAt must be a time in epoch milliseconds' })
  .int('changedAt must be whole milliseconds')
  .min(0, 'changedAt must not be negative');

/** Rate of perceived exertion: 6 to 10 in steps of 0.5, or null for none. */
export const rpe = z
  .number({ error: 'rpe must be a number or null' })
  .refine(isRpe, `rpe must be from ${LIMITS.rpeMin} to ${LIMITS.rpeMax} in steps of ${LIMITS.rpeStep}`)
  .nullable();

/** `warmup` and `rpe` are optional on the way in (older clients send neither): a working set without RPE. */
export const workoutSet = z.object({
  id: id.optional(),
  changedAt: changedAt.optional(),
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
    changedAt: changedAt.optional(),
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

/**
 * Unknown fields are refused (400), never dropped: an older server must not save a dated log as today's.
 * Saves a day's log: `date` (YYYY-MM-DD, never after today in `timezone`; the server checks that),
 * else today in `timezone`. Exercises without sets are dropped.
 */
/** A set deleted on a device: kept so no merge brings it back (30 days, docs/decisions/0045). */
export const setTombstone = z.strictObject({ setId: id, at: changedAt }, unknownFields);
export type SetTombstone = z.infer<typeof setTombstone>;

/**
 * With `baseVersion` (the day's version the device last saw), the sync merges with what another
 * device saved since (sets by id, the later change wins, `deleted` sets stay deleted) instead of
 * overwriting the day; without it (older clients) it overwrites, as before. `changeId`: the
 * device's id of this change, applied once however often it is sent (docs/decisions/0044).
 */
export const syncWorkoutLogInput = z.strictObject(
  {
    localLog: z.strictObject(
      {
        exercises: exercises.transform((list) => list.filter((e) => e.sets.length > 0)),
        deleted: z
          .array(setTombstone)
          .max(LOG_LIMITS.exercisesMax * LOG_LIMITS.setsMax, 'deleted holds too many sets')
          .optional(),
      },
      unknownFields,
    ),
    timezone: timeZone,
    date: dayString.optional(),
    baseVersion: z
      .number({ error: 'baseVersion must be a number' })
      .int('baseVersion must be a whole number')
      .min(0, 'baseVersion must not be negative')
      .optional(),
    changeId: id.optional(),
  },
  unknownFields,
);

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
