/**
 * The documented REST paths (spec section 7) take the original client's payloads as it sends them
 * (legacy-rest-contract.md): its field names, numbers as numeric text, 0/1 booleans, blanks ('' or
 * null), full ISO dates, and our ids sent back as sort orders. Objects never pass as values.
 */
import { z } from 'zod';
import {
  BODY_WEIGHT_MAX_STORED_LB,
  EXERCISE_DEFAULTS,
  EXERCISE_WEIGHT_MAX_STORED_LB,
  HEIGHT_MAX_STORED_INCHES,
  LIMITS,
  WORKOUT_SET_DEFAULTS,
  applyWeightGoal,
  dayOf,
  isValidDay,
} from '@fitness/domain';
import {
  email,
  id,
  idField,
  numberField,
  textField,
  timeZone,
  loginInput,
  registerInput,
  resetToken,
  applyExerciseRules,
  exerciseName,
  notes,
  activityLevel,
  gender,
  measurementType,
  weightGoal,
} from '@fitness/schemas';
import { isServerId, SERVER_ID_PATTERN, sortOrderOfId } from './rest-sort-order';

export * from './rest-answers';
export * from './rest-sort-order';

// ---- lenient scalars -------------------------------------------------------

const numericText = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

/** A number, also accepted as numeric text ("72.5"). */
export function restNumber(field: string, min: number, max: number, opts: { int?: boolean } = {}) {
  return z.union([z.number(), numericText], { error: `${field} must be a number` }).pipe(numberField(field, min, max, opts));
}

/** A number where the client's parse helpers may send '' (or null) for "nothing typed": that is `fallback`. */
function restNumberOrBlank(field: string, min: number, max: number, fallback: number, opts: { int?: boolean } = {}) {
  return z
    .union([z.null(), z.literal(''), z.number(), numericText], { error: `${field} must be a number` })
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? fallback : v))
    .pipe(numberField(field, min, max, opts));
}

/** Sets/reps high: null, '' or absent mean blank. */
function restHigh(field: string) {
  return z
    .union([z.null(), z.literal(''), z.number(), numericText], { error: `${field} must be a number or blank` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(numberField(field, 0, LIMITS.setsRepsMax, { int: true }).nullable());
}

/** true/false, also the legacy 1/0 (what the answers carry). */
export function restBoolean(field: string) {
  return z.union([z.boolean(), z.literal(0), z.literal(1)], { error: `${field} must be true or false` }).transform((v) => v === true || v === 1);
}

/** A day, also accepted as a longer date string whose first 10 characters are the day. */
export const restDate = z
  .string({ error: 'date must be a date string' })
  .max(40, 'date is too long')
  .transform(dayOf)
  .refine(isValidDay, 'date must start with a real YYYY-MM-DD day');

/**
 * A sort order as the legacy client sends it back: a whole number, numeric text, or one of our ids
 * (it sets a new exercise's sort order to the exercise's id and swaps these values on drag).
 * An id stands for the number `sortOrderOfId(id)`, so every value orders consistently.
 */
export const restSortOrder = z.union(
  [
    z.string().regex(SERVER_ID_PATTERN).transform(sortOrderOfId),
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    numericText.pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
  ],
  { error: 'sortOrder must be a whole number of at least 0, or an id this server gave' },
);

/** A legacy browser-made OTP (null from the welcome call): accepted and ignored, codes are made on the server. */
const legacyOtp = z.union([z.number(), z.string().max(10), z.null()]).optional();

/** An id the client holds for a log exercise or set: ours, or its own temporary "<ms>-<random>" one. */
const legacyClientId = z.union([z.string().max(64), z.number()], { error: 'id must be a string or a number' }).nullish();

// ---- path params -----------------------------------------------------------

export const restUserIdParams = z.object({ userId: idField('userId') });
export const restIdParams = z.object({ id });
/**
 * Where an id that matches nothing still answers 204 (the tracked order's delete), only the form of
 * this server's ids passes: any other id cannot name a record, so it answers 400 as a malformed id does.
 */
export const restServerIdParams = z.object({
  id: id.refine(isServerId, { message: 'id is not an id this server makes', when: (payload) => payload.issues.length === 0 }),
});
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
export const restSendRecoveryEmailBody = z.object({ OTP: legacyOtp, recipient_email: email });
export const restResetPasswordBody = z.object({
  email,
  password: z.string().min(1, 'password is required').max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`),
  resetToken,
});

// ---- data bodies -----------------------------------------------------------

export const restInsertRoutineBody = z.object({ userId: idField('userId'), name: textField('name', 1, LIMITS.nameMax) });
export const restUpdateRoutineBody = z.object({ name: textField('name', 1, LIMITS.nameMax) });

const low = (field: string) => restNumber(field, LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const restExerciseFields = {
  name: exerciseName,
  setsLow: low('setsLow').default(EXERCISE_DEFAULTS.setsLow),
  setsHigh: restHigh('setsHigh'),
  repsLow: low('repsLow').default(EXERCISE_DEFAULTS.repsLow),
  repsHigh: restHigh('repsHigh'),
  weight: restNumberOrBlank('weight', 0, EXERCISE_WEIGHT_MAX_STORED_LB, EXERCISE_DEFAULTS.weight),
  tracked: restBoolean('tracked').default(false),
  bw: restBoolean('bw').default(false),
  notes: notes
    .nullable()
    .transform((v) => v ?? '')
    .default(''),
  sortOrder: restSortOrder.optional(),
};

export const restInsertExerciseBody = z
  .object({ userId: idField('userId'), routineId: idField('routineId'), ...restExerciseFields })
  .overwrite(applyExerciseRules);

/** The starter routines dialog also sends userId and routineId: checked, never a move. */
export const restUpdateExerciseBody = z
  .object({ userId: idField('userId').optional(), routineId: idField('routineId').optional(), ...restExerciseFields })
  .overwrite(applyExerciseRules);

const restProfileFields = {
  weight: restNumberOrBlank('weight', 0, BODY_WEIGHT_MAX_STORED_LB, 0),
  height: restNumberOrBlank('height', 0, HEIGHT_MAX_STORED_INCHES, 0),
  age: restNumberOrBlank('age', 0, LIMITS.ageMax, 0, { int: true }),
  activityLevel: activityLevel.nullable().transform((v) => v ?? ''),
  gender: gender.nullable().transform((v) => v ?? ''),
  measurementType,
  weightGoal: z.union([z.number(), numericText]).pipe(weightGoal),
  targetWeight: restNumberOrBlank('targetWeight', 0, BODY_WEIGHT_MAX_STORED_LB, 0),
};
const goalZeroClearsTarget = <P extends { weightGoal: number; targetWeight: number }>(p: P): P => applyWeightGoal(p, p.weightGoal);

export const restInsertProfileBody = z.object({ userId: idField('userId'), ...restProfileFields }).overwrite(goalZeroClearsTarget);
export const restUpdateProfileBody = z.object({ userId: idField('userId').optional(), ...restProfileFields }).overwrite(goalZeroClearsTarget);

/** POST insert/weight carries userId; PUT update/weight/:userId may. */
export const restWeightBody = z.object({
  userId: idField('userId'),
  weight: restNumberOrBlank('weight', 0, BODY_WEIGHT_MAX_STORED_LB, 0),
  date: restDate,
});
export const restUpdateWeightBody = restWeightBody.extend({ userId: idField('userId').optional() });

export const restRenameTrackedBody = z.object({ name: textField('name', 1, LIMITS.nameMax), newName: textField('newName', 1, LIMITS.nameMax) });

export const restTrackedOrderBody = z.object({ name: textField('name', 1, LIMITS.nameMax), sortOrder: restSortOrder });

/** A set as the client sends it; after a reload it also carries `log_exercise_id` (ignored). */
const restLogSet = z.looseObject({
  id: legacyClientId,
  reps: restNumberOrBlank('reps', LIMITS.setsRepsMin, LIMITS.setsRepsMax, WORKOUT_SET_DEFAULTS.reps, { int: true }),
  weight: restNumberOrBlank('weight', 0, EXERCISE_WEIGHT_MAX_STORED_LB, WORKOUT_SET_DEFAULTS.weight),
  notes: notes.nullish().transform((v) => v ?? ''),
});
const restLogExercise = z.looseObject({
  id: legacyClientId,
  name: exerciseName,
  tracked: restBoolean('tracked').default(false),
  bw: restBoolean('bw').default(false),
  sets: z.array(restLogSet).max(50, 'sets must hold at most 50 sets'),
});

/** The client's whole log for today: an array of exercises (only those with sets are saved). */
export const restSyncWorkoutLogBody = z.object({
  userId: idField('userId'),
  localLog: z.array(restLogExercise, { error: 'localLog must be a list of exercises' }).max(50, 'localLog must hold at most 50 exercises'),
  timezone: timeZone.nullish().transform((v) => v ?? 'UTC'),
});
export type RestSyncWorkoutLogBody = z.infer<typeof restSyncWorkoutLogBody>;
