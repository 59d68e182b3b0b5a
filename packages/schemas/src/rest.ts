/**
 * The documented REST paths (spec section 7) keep the legacy payload names in bodies and answer
 * with the spec's snake_case fields. Bodies are lenient where the legacy client was loose
 * (numbers as numeric text, 0/1 booleans, full ISO dates) but never let objects through as values.
 */
import { z } from 'zod';
import {
  BODY_WEIGHT_MAX_STORED_LB,
  EXERCISE_DEFAULTS,
  EXERCISE_WEIGHT_MAX_STORED_LB,
  HEIGHT_MAX_STORED_INCHES,
  LIMITS,
  dayOf,
  isValidDay,
} from '@fitness/domain';
import { email, id, idField, numberField, textField, timeZone } from './fields';
import { firstName, loginInput, registerInput, resetToken } from './auth';
import { applyExerciseRules, exerciseName, notes } from './exercises';
import { activityLevel, gender, measurementType, weightGoal } from './profile';

// ---- lenient scalars -------------------------------------------------------

const numericText = z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number);

/** A number, also accepted as numeric text ("72.5"). */
export function restNumber(field: string, min: number, max: number, opts: { int?: boolean } = {}) {
  return z.union([z.number(), numericText], { error: `${field} must be a number` }).pipe(numberField(field, min, max, opts));
}

/** Sets/reps high: null, '' or absent mean blank. */
function restHigh(field: string) {
  return z
    .union([z.null(), z.literal(''), z.number(), numericText], { error: `${field} must be a number or blank` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(numberField(field, 0, LIMITS.setsRepsMax, { int: true }).nullable());
}

/** true/false, also the legacy 1/0. */
export function restBoolean(field: string) {
  return z.union([z.boolean(), z.literal(0), z.literal(1)], { error: `${field} must be true or false` }).transform((v) => v === true || v === 1);
}

/** A day, also accepted as a longer date string whose first 10 characters are the day. */
export const restDate = z
  .string({ error: 'date must be a date string' })
  .max(40, 'date is too long')
  .transform(dayOf)
  .refine(isValidDay, 'date must start with a real YYYY-MM-DD day');

/** A legacy browser-made OTP: accepted and ignored (codes are made on the server). */
const legacyOtp = z.union([z.number(), z.string().max(10)]).optional();

// ---- path params -----------------------------------------------------------

export const restUserIdParams = z.object({ userId: idField('userId') });
export const restIdParams = z.object({ id });
export const restWorkoutLogParams = z.object({ userId: idField('userId'), date: restDate });
export const restLogIdParams = z.object({ logId: idField('logId') });
export const restLogExerciseIdParams = z.object({ logExerciseId: idField('logExerciseId') });

// ---- session and account bodies -----------------------------------------------

export const restRegisterBody = registerInput;
export const restLoginBody = loginInput;
export const restSendEmailBody = z.object({
  OTP: legacyOtp,
  recipient_email: email,
  email_type: z.enum(['welcome', 'recovery'], { error: "email_type must be 'welcome' or 'recovery'" }),
});
export type RestSendEmailBody = z.infer<typeof restSendEmailBody>;
export const restSendRecoveryEmailBody = z.object({ OTP: legacyOtp, recipient_email: email });
export type RestSendRecoveryEmailBody = z.infer<typeof restSendRecoveryEmailBody>;
export const restResetPasswordBody = z.object({
  email,
  password: z.string().min(1, 'password is required').max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`),
  resetToken,
});
export type RestResetPasswordBody = z.infer<typeof restResetPasswordBody>;

// ---- data bodies -----------------------------------------------------------

export const restInsertRoutineBody = z.object({ userId: idField('userId'), name: textField('name', 1, LIMITS.nameMax) });
export type RestInsertRoutineBody = z.infer<typeof restInsertRoutineBody>;
export const restUpdateRoutineBody = z.object({ name: textField('name', 1, LIMITS.nameMax) });
export type RestUpdateRoutineBody = z.infer<typeof restUpdateRoutineBody>;

const low = (field: string) => restNumber(field, LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const restExerciseFields = {
  name: exerciseName,
  setsLow: low('setsLow').default(EXERCISE_DEFAULTS.setsLow),
  setsHigh: restHigh('setsHigh'),
  repsLow: low('repsLow').default(EXERCISE_DEFAULTS.repsLow),
  repsHigh: restHigh('repsHigh'),
  weight: restNumber('weight', 0, EXERCISE_WEIGHT_MAX_STORED_LB).default(EXERCISE_DEFAULTS.weight),
  tracked: restBoolean('tracked').default(false),
  bw: restBoolean('bw').default(false),
  notes: notes.nullable().transform((v) => v ?? '').default(''),
};

export const restInsertExerciseBody = z
  .object({ userId: idField('userId'), routineId: idField('routineId'), ...restExerciseFields })
  .overwrite(applyExerciseRules);
export type RestInsertExerciseBody = z.infer<typeof restInsertExerciseBody>;

export const restUpdateExerciseBody = z
  .object({
    userId: idField('userId').optional(),
    routineId: idField('routineId').optional(),
    ...restExerciseFields,
    sortOrder: restNumber('sortOrder', 0, Number.MAX_SAFE_INTEGER, { int: true }).optional(),
  })
  .overwrite(applyExerciseRules);
export type RestUpdateExerciseBody = z.infer<typeof restUpdateExerciseBody>;

const restProfileFields = {
  weight: restNumber('weight', 0, BODY_WEIGHT_MAX_STORED_LB),
  height: restNumber('height', 0, HEIGHT_MAX_STORED_INCHES),
  age: restNumber('age', 0, LIMITS.ageMax, { int: true }),
  activityLevel: activityLevel.nullable().transform((v) => v ?? ''),
  gender: gender.nullable().transform((v) => v ?? ''),
  measurementType,
  weightGoal: z.union([z.number(), numericText]).pipe(weightGoal),
  targetWeight: restNumber('targetWeight', 0, BODY_WEIGHT_MAX_STORED_LB),
};
const goalZeroClearsTarget = <P extends { weightGoal: number; targetWeight: number }>(p: P): P =>
  p.weightGoal === 0 ? { ...p, targetWeight: 0 } : p;

export const restInsertProfileBody = z.object({ userId: idField('userId'), ...restProfileFields }).overwrite(goalZeroClearsTarget);
export type RestInsertProfileBody = z.infer<typeof restInsertProfileBody>;
export const restUpdateProfileBody = z.object({ userId: idField('userId').optional(), ...restProfileFields }).overwrite(goalZeroClearsTarget);
export type RestUpdateProfileBody = z.infer<typeof restUpdateProfileBody>;

export const restWeightBody = z.object({
  userId: idField('userId'),
  weight: restNumber('weight', 0, BODY_WEIGHT_MAX_STORED_LB),
  date: restDate,
});
export type RestWeightBody = z.infer<typeof restWeightBody>;

export const restRenameTrackedBody = z.object({ name: textField('name', 1, LIMITS.nameMax), newName: textField('newName', 1, LIMITS.nameMax) });
export type RestRenameTrackedBody = z.infer<typeof restRenameTrackedBody>;

export const restTrackedOrderBody = z.object({
  name: textField('name', 1, LIMITS.nameMax),
  sortOrder: restNumber('sortOrder', 0, Number.MAX_SAFE_INTEGER, { int: true }),
});
export type RestTrackedOrderBody = z.infer<typeof restTrackedOrderBody>;

const restLogSet = z.object({
  reps: low('reps').default(1),
  weight: restNumber('weight', 0, EXERCISE_WEIGHT_MAX_STORED_LB).default(0),
  notes: notes.nullable().transform((v) => v ?? '').default(''),
});
const restLogExercise = z
  .object({
    name: exerciseName,
    tracked: restBoolean('tracked').default(false),
    bw: restBoolean('bw').default(false),
    sets: z.array(restLogSet).max(50, 'sets must hold at most 50 sets'),
  })
  .overwrite((e) => ({ ...e, bw: e.tracked && e.bw }));

export const restSyncWorkoutLogBody = z.object({
  userId: idField('userId'),
  localLog: z.object({
    exercises: z
      .array(restLogExercise)
      .max(50, 'exercises must hold at most 50 exercises')
      .transform((list) => list.filter((e) => e.sets.length > 0)),
  }),
  timezone: timeZone,
});
export type RestSyncWorkoutLogBody = z.infer<typeof restSyncWorkoutLogBody>;

// ---- answers (snake_case) --------------------------------------------------

export const restSessionUser = z.object({ id, first_name: firstName, email });
export type RestSessionUser = z.infer<typeof restSessionUser>;

/** POST /login success: an array whose first item has id and first_name. */
export const restLoginAnswer = z.array(z.object({ id, first_name: z.string() })).min(1);
export type RestLoginAnswer = z.infer<typeof restLoginAnswer>;

/** GET /login. */
export const restLoginStatus = z.object({ loggedIn: z.boolean(), user: restSessionUser.optional() });
export type RestLoginStatus = z.infer<typeof restLoginStatus>;

export const restMessage = z.object({ message: z.string() });
export type RestMessage = z.infer<typeof restMessage>;

/** The API's one REST error shape. */
export const restError = z.object({ error: z.string(), message: z.string() });
export type RestError = z.infer<typeof restError>;

export const restInsertAnswer = z.object({ insertId: id });
export type RestInsertAnswer = z.infer<typeof restInsertAnswer>;

export const restRoutine = z.object({ id, user_id: id, name: z.string(), sort_order: z.number() });
export type RestRoutine = z.infer<typeof restRoutine>;

export const restExercise = z.object({
  id,
  user_id: id,
  routine_id: id,
  name: z.string(),
  reps_low: z.number(),
  reps_high: z.number().nullable(),
  sets_low: z.number(),
  sets_high: z.number().nullable(),
  weight: z.number(),
  tracked: z.boolean(),
  bw: z.boolean(),
  notes: z.string(),
  sort_order: z.number(),
});
export type RestExercise = z.infer<typeof restExercise>;

export const restProfile = z.object({
  id: id.optional(),
  user_id: id,
  first_name: z.string().optional(),
  weight: z.number(),
  height: z.number(),
  age: z.number(),
  activity_level: activityLevel,
  gender,
  measurement_type: measurementType,
  weight_goal: z.number(),
  target_weight: z.number(),
});
export type RestProfile = z.infer<typeof restProfile>;

export const restWeightEntry = z.object({ id, weight: z.number(), date: z.string() });
export type RestWeightEntry = z.infer<typeof restWeightEntry>;

export const restLogSetAnswer = z.object({ id, reps: z.number(), weight: z.number(), notes: z.string() });
export type RestLogSetAnswer = z.infer<typeof restLogSetAnswer>;

export const restTrackedEntry = z.object({
  id,
  name: z.string(),
  exercise_name: z.string(),
  date: z.string(),
  working_weight: z.number(),
  volume: z.number(),
  working_set_count: z.number(),
  reps_low: z.number(),
  reps_high: z.number().nullable(),
  bw: z.boolean(),
  notes: z.string(),
  sort_order: z.number(),
  sets: z.array(restLogSetAnswer),
});
export type RestTrackedEntry = z.infer<typeof restTrackedEntry>;

export const restTrackedOrderItem = z.object({ id, exercise_name: z.string() });
export type RestTrackedOrderItem = z.infer<typeof restTrackedOrderItem>;

export const restWorkoutLogAnswer = z.object({ id });
export type RestWorkoutLogAnswer = z.infer<typeof restWorkoutLogAnswer>;

export const restLogExerciseAnswer = z.object({ id, exercise_name: z.string(), tracked: z.boolean(), bw: z.boolean() });
export type RestLogExerciseAnswer = z.infer<typeof restLogExerciseAnswer>;

export const restSyncAnswer = z.object({
  success: z.boolean(),
  localLog: z.object({
    exercises: z.array(
      z.object({
        id: id.optional(),
        name: z.string(),
        tracked: z.boolean(),
        bw: z.boolean(),
        sets: z.array(z.object({ id: id.optional(), reps: z.number(), weight: z.number(), notes: z.string() })),
      }),
    ),
  }),
});
export type RestSyncAnswer = z.infer<typeof restSyncAnswer>;
