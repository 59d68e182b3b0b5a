import { z } from 'zod';
import {
  DISTANCE_RANGE_MESSAGE,
  KIND_FIELDS,
  isRpe,
  kindOf,
  LIMITS,
  SESSION_NOTES_MAX,
  SESSION_NOTES_MESSAGE,
  setTypeOf,
  TIME_RANGE_MESSAGE,
  WORKOUT_SET_DEFAULTS,
} from '@fitness/domain';
import { booleanField, dayString, id, numberField, textField, timeZone, unknownFields } from './fields';
import { exerciseGroup, exerciseKind, exerciseName, exerciseWeightLb, meters, notes, seconds, setType } from './exercises';

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

/**
 * `warmup` and `rpe` are optional on the way in (older clients send neither): a working set without
 * RPE. `type` wins over `warmup` when both are sent, and `warmup` is kept equal to `type === 'warmup'`
 * both ways, so older clients read what they always read. Without `type` and not a warm-up, the type
 * stays unsent: a client that knows only warm-ups cannot mean a drop set is now normal (the save keeps it). `seconds` and `meters` only where the
 * exercise's kind has them (docs/decisions/0071).
 */
export const workoutSet = z
  .object({
    id: id.optional(),
    changedAt: changedAt.optional(),
    reps: numberField('reps', LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true }).default(WORKOUT_SET_DEFAULTS.reps),
    weight: exerciseWeightLb('weight').default(WORKOUT_SET_DEFAULTS.weight),
    notes: notes.default(''),
    warmup: booleanField('warmup').default(false),
    rpe: rpe.default(null),
    type: setType.optional(),
    seconds: seconds.nullable().optional(),
    meters: meters.nullable().optional(),
  })
  .overwrite((s) => {
    if (s.type === undefined && !s.warmup) return s;
    const type = setTypeOf(s);
    return { ...s, type, warmup: type === 'warmup' };
  });
export type WorkoutSet = z.infer<typeof workoutSet>;

/**
 * `kind` absent (older clients) means 'weightReps'. A set holds only its kind's measures: a Time set
 * needs `seconds`, a Distance and time set `meters` (its time may be blank); a Reps only set has no
 * weight; fields of other kinds are dropped.
 */
export const workoutLogExercise = z
  .object({
    id: id.optional(),
    changedAt: changedAt.optional(),
    name: exerciseName,
    kind: exerciseKind.optional(),
    tracked: booleanField('tracked').default(false),
    bw: booleanField('bw').default(false),
    // The day is sent whole: absent or null is no group (the legacy REST sync keeps stored groups by id instead, 0072).
    group: exerciseGroup.optional(),
    sets: z.array(workoutSet).max(LOG_LIMITS.setsMax, `sets must hold at most ${LOG_LIMITS.setsMax} sets`),
  })
  .superRefine((e, ctx) => {
    const fields = KIND_FIELDS[kindOf(e)];
    e.sets.forEach((s, i) => {
      if (fields.seconds && !fields.meters && s.seconds == null) ctx.addIssue({ code: 'custom', path: ['sets', i, 'seconds'], message: TIME_RANGE_MESSAGE });
      if (fields.meters && s.meters == null) ctx.addIssue({ code: 'custom', path: ['sets', i, 'meters'], message: DISTANCE_RANGE_MESSAGE });
    });
  })
  .overwrite((e) => {
    const kind = kindOf(e);
    const fields = KIND_FIELDS[kind];
    const sets = e.sets.map(({ seconds: s, meters: m, ...set }) => ({
      ...set,
      weight: fields.weight ? set.weight : 0,
      ...(fields.seconds && s != null ? { seconds: s } : {}),
      ...(fields.meters && m != null ? { meters: m } : {}),
    }));
    return { ...e, kind, bw: e.tracked && e.bw, sets };
  });
export type WorkoutLogExercise = z.infer<typeof workoutLogExercise>;

const exercises = z.array(workoutLogExercise).max(LOG_LIMITS.exercisesMax, `exercises must hold at most ${LOG_LIMITS.exercisesMax} exercises`);

/** A time of the session in epoch milliseconds, or null while not set. */
const sessionTime = (field: string) =>
  z
    .number({ error: `${field} must be a time in epoch milliseconds or null` })
    .int(`${field} must be whole milliseconds`)
    .min(0, `${field} must not be negative`)
    .nullable();

/**
 * The day's workout as a session (docs/decisions/0072): start, finish, notes (at most 1,000
 * characters) and the device's clock at its last change (the two-device merge keeps the later).
 */
export const workoutSession = z
  .strictObject(
    {
      startedAt: sessionTime('startedAt').default(null),
      finishedAt: sessionTime('finishedAt').default(null),
      notes: z.string({ error: 'notes must be text' }).trim().max(SESSION_NOTES_MAX, SESSION_NOTES_MESSAGE).default(''),
      changedAt,
    },
    unknownFields,
  )
  .refine((s) => s.startedAt === null || s.finishedAt === null || s.finishedAt >= s.startedAt, {
    path: ['finishedAt'],
    message: 'The finish must not be before the start',
  });
export type WorkoutSessionInput = z.infer<typeof workoutSession>;

/** The name of the routine a day's log was started from (1–45 characters, trimmed, as a routine's name is). */
export const logRoutineName = textField('routineName', 1, LIMITS.nameMax);

export const workoutLog = z.object({
  id,
  date: dayString,
  exercises,
  session: workoutSession.nullable().optional(),
  routineName: logRoutineName.nullable().optional(),
});
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
        // Absent or null (older clients): the day keeps its stored session.
        session: workoutSession.nullable().optional(),
        // Absent (older clients): the day keeps its routine name; null: the day has none.
        routineName: logRoutineName.nullable().optional(),
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
