/**
 * Answers of the documented REST paths, in the original server's shapes (legacy-rest-contract.md):
 * snake_case rows, tracked and bw as 0/1, dates as "YYYY-MM-DDT00:00:00.000Z", MySQL "OK packets"
 * for writes. These are the route schemas of the OpenAPI document (/api/openapi.json).
 */
import { z } from 'zod';
import { id, activityLevel, gender, measurementType } from '@fitness/schemas';

/** tracked / bw as the original answered them (a MySQL TINYINT). */
export const restFlag = z.union([z.literal(0), z.literal(1)]);
/** A stored day as a UTC ISO datetime whose first 10 characters are the day. */
export const restDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);

/** The API's one REST error shape. */
export const restError = z.object({ error: z.string(), message: z.string() });
/** 429 and 503 may say when to try again. */
export const restRetryError = restError.extend({ retryAfterSeconds: z.number().optional() });

export const restMessage = z.object({ message: z.string() });

/** The answer of write routes: the mysql driver's result object; the client reads only `insertId` (inserts). */
export const restOkPacket = z.object({
  fieldCount: z.number(),
  affectedRows: z.number(),
  insertId: z.union([id, z.literal(0)]),
  serverStatus: z.number(),
  warningCount: z.number(),
  message: z.string(),
  protocol41: z.boolean(),
  changedRows: z.number(),
});
export type RestOkPacket = z.infer<typeof restOkPacket>;

/** Register: 200 with "Registration successful" (and the new id) or "User already exists". */
export const restRegisterAnswer = z.object({ message: z.string(), id: id.optional() });

/** POST /login success: an array whose first item has id and first_name. */
export const restLoginRows = z.array(z.object({ id, email: z.string(), first_name: z.string() })).min(1);
export type RestLoginRows = z.infer<typeof restLoginRows>;
/** POST /login: the rows, or 200 {message} on a wrong email/password (the client shows it). */
export const restLoginAnswer = z.union([restLoginRows, restMessage]);

export const restSessionUser = z.object({ id, email: z.string(), first_name: z.string() });
export type RestSessionUser = z.infer<typeof restSessionUser>;

/** GET /login. */
export const restLoginStatus = z.object({ loggedIn: z.boolean(), user: restSessionUser.optional() });

/** Our addition for a secure recovery: the code checked by the server gives a single-use reset token. */
export const restResetToken = z.object({ resetToken: z.string() });

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
  tracked: restFlag,
  bw: restFlag,
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

export const restWeightRow = z.object({ id, user_id: id, weight: z.number(), date: restDateTime });
export type RestWeightRow = z.infer<typeof restWeightRow>;

export const restWorkoutLogRow = z.object({ id, user_id: id, log_date: restDateTime });
export type RestWorkoutLogRow = z.infer<typeof restWorkoutLogRow>;

export const restLogExerciseRow = z.object({ id, workout_log_id: id, exercise_name: z.string(), tracked: restFlag, bw: restFlag });
export type RestLogExerciseRow = z.infer<typeof restLogExerciseRow>;

export const restLogSetRow = z.object({ id, log_exercise_id: id, reps: z.number(), weight: z.number(), notes: z.string() });
export type RestLogSetRow = z.infer<typeof restLogSetRow>;

export const restTrackedSet = z.object({ id, reps: z.number(), weight: z.number(), notes: z.string() });

/** One progress entry (a tracked log exercise of one day): `id` and `log_exercise_id` are the log exercise's id. */
export const restTrackedEntry = z.object({
  id,
  user_id: id,
  log_exercise_id: id,
  exercise_name: z.string(),
  /** The original never sent it; its statistics header reads it. */
  name: z.string(),
  bw: restFlag,
  order_id: id.nullable(),
  sort_order: z.number().nullable(),
  date: restDateTime,
  sets: z.array(restTrackedSet),
  working_weight: z.number().nullable(),
  working_set_count: z.number(),
  reps_low: z.number().nullable(),
  reps_high: z.number().nullable(),
  volume: z.number(),
  notes: z.string(),
});
export type RestTrackedEntry = z.infer<typeof restTrackedEntry>;

export const restTrackedOrderItem = z.object({ id, user_id: id, exercise_name: z.string(), sort_order: z.number() });
export type RestTrackedOrderItem = z.infer<typeof restTrackedOrderItem>;

/** `{ "<exercise name>": entries oldest first, ..., "sortOrder": the names' display order }`. */
export const restTrackedExercises = z.object({ sortOrder: z.array(restTrackedOrderItem) }).catchall(z.array(restTrackedEntry));
export type RestTrackedExercises = z.infer<typeof restTrackedExercises>;

/** PUT update/tracked-exercise: the two OK packets of the original (entries, order record). */
export const restRenameAnswer = z.object({ result1: restOkPacket, result2: restOkPacket });

/** The request's localLog echoed with ids filled in (other fields as sent, sets' numbers as saved). */
export const restSyncAnswer = z.object({
  success: z.literal(true),
  localLog: z.array(z.looseObject({ id, name: z.string(), sets: z.array(z.looseObject({ id, reps: z.number(), weight: z.number(), notes: z.string() })) })),
});
