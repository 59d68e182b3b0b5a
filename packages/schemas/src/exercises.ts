import { z } from 'zod';
import {
  DISTANCE_RANGE_MESSAGE,
  EXERCISE_DEFAULTS,
  EXERCISE_KINDS,
  EXERCISE_WEIGHT_MAX_STORED_LB,
  INCREASE_BY_MAX_STORED_LB,
  LIMITS,
  REST,
  SET_MEASURE_LIMITS,
  SET_TYPES,
  TIME_RANGE_MESSAGE,
  normalizeHigh,
} from '@fitness/domain';
import { booleanField, id, idField, numberField, reorderInput, textField, unknownFields } from './fields';
import { sortOrder } from './routines';

export const exerciseName = textField('name', 1, LIMITS.nameMax);
export const notes = textField('notes', 0, LIMITS.notesMax);

/** What an exercise's sets measure (docs/decisions/0071). */
export const exerciseKind = z.enum(EXERCISE_KINDS, { error: `kind must be one of ${EXERCISE_KINDS.join(', ')}` });
export const setType = z.enum(SET_TYPES, { error: `type must be one of ${SET_TYPES.join(', ')}` });
/** A set's (or a target's) duration in whole seconds, 1 s to 24 h. */
export const seconds = z
  .number({ error: TIME_RANGE_MESSAGE })
  .int(TIME_RANGE_MESSAGE)
  .min(SET_MEASURE_LIMITS.secondsMin, TIME_RANGE_MESSAGE)
  .max(SET_MEASURE_LIMITS.secondsMax, TIME_RANGE_MESSAGE);
/** A distance in whole metres, 1 m to 1,000 km. */
export const meters = z
  .number({ error: DISTANCE_RANGE_MESSAGE })
  .int(DISTANCE_RANGE_MESSAGE)
  .min(SET_MEASURE_LIMITS.metersMin, DISTANCE_RANGE_MESSAGE)
  .max(SET_MEASURE_LIMITS.metersMax, DISTANCE_RANGE_MESSAGE);

/** Stored exercise weight in pounds: up to 1500 lb, or 750 kg (≈ 1653.47 lb) for metric users. */
export function exerciseWeightLb(field: string) {
  return numberField(field, 0, EXERCISE_WEIGHT_MAX_STORED_LB);
}

/**
 * A routine exercise's own "Increase by" for next-session targets, stored pounds above 0; null
 * (or never set) uses the user's plates or 5 lb / 2.5 kg. Optional on every input: a client that
 * does not send it (the legacy REST client, older browsers) keeps what is stored.
 */
export const increaseBy = numberField('increaseBy', 0, INCREASE_BY_MAX_STORED_LB)
  .refine((lb) => lb > 0, 'increaseBy must be above 0')
  .nullable();

/** Rest after each set, 0–600 s in 15 s steps (0 = no timer); absent on exercises made before it existed (the log then rests 90 s). */
export const restSeconds = numberField('restSeconds', 0, REST.maxSeconds, { int: true }).refine(
  (s) => s % REST.stepSeconds === 0,
  `restSeconds must be a multiple of ${REST.stepSeconds}`,
);

/**
 * The superset or circuit an exercise belongs to (docs/decisions/0072): the group's id (shared by its
 * consecutive members) and its own rest; null for none.
 */
export const exerciseGroup = z
  .strictObject(
    { id: idField('group id'), restSeconds: restSeconds.optional() },
    { error: (issue) => unknownFields.error(issue) ?? 'group must be an object or null' },
  )
  .nullable();

const low = (field: string) => numberField(field, LIMITS.setsRepsMin, LIMITS.setsRepsMax, { int: true });
const high = (field: string) => numberField(field, 0, LIMITS.setsRepsMax, { int: true }).nullable();

/** Fields a user edits; omitted ones take the spec defaults (sets/reps low 1, weight 0). */
const exerciseFields = {
  name: exerciseName,
  setsLow: low('setsLow').default(EXERCISE_DEFAULTS.setsLow),
  setsHigh: high('setsHigh').default(null),
  repsLow: low('repsLow').default(EXERCISE_DEFAULTS.repsLow),
  repsHigh: high('repsHigh').default(null),
  weight: exerciseWeightLb('weight').default(EXERCISE_DEFAULTS.weight),
  tracked: booleanField('tracked').default(false),
  bw: booleanField('bw').default(false),
  notes: notes.default(''),
  increaseBy: increaseBy.optional(),
  // Optional without a default: a write that leaves it out (the legacy REST paths, older clients) keeps the stored one.
  restSeconds: restSeconds.optional(),
  // Likewise: absent keeps the stored kind and targets (none stored: 'weightReps', no time or distance target).
  kind: exerciseKind.optional(),
  targetSeconds: seconds.nullable().optional(),
  targetMeters: meters.nullable().optional(),
  // Likewise: absent keeps the stored group; null takes the exercise out of its group.
  group: exerciseGroup.optional(),
};

type ExerciseRules = { setsLow: number; setsHigh: number | null; repsLow: number; repsHigh: number | null; tracked: boolean; bw: boolean };

/** High stored as null when blank or not above low; bodyweight comparison only when tracked. */
export function applyExerciseRules<E extends ExerciseRules>(e: E): E {
  return { ...e, setsHigh: normalizeHigh(e.setsLow, e.setsHigh), repsHigh: normalizeHigh(e.repsLow, e.repsHigh), bw: e.tracked && e.bw };
}

export const exercise = z.object({
  id,
  routineId: idField('routineId'),
  name: exerciseName,
  setsLow: low('setsLow'),
  setsHigh: high('setsHigh'),
  repsLow: low('repsLow'),
  repsHigh: high('repsHigh'),
  weight: exerciseWeightLb('weight'),
  tracked: z.boolean(),
  bw: z.boolean(),
  notes: z.string(),
  restSeconds: z.number().optional(),
  sortOrder,
  increaseBy: increaseBy.optional(),
  kind: exerciseKind.optional(),
  targetSeconds: seconds.nullable().optional(),
  targetMeters: meters.nullable().optional(),
  group: exerciseGroup.optional(),
});
export type Exercise = z.infer<typeof exercise>;

export const exerciseInput = z.object({ routineId: idField('routineId'), ...exerciseFields, sortOrder: sortOrder.optional() }).overwrite(applyExerciseRules);
export type ExerciseInput = z.infer<typeof exerciseInput>;

/** Full update of an exercise; routineId moves it to another routine. */
export const updateExerciseInput = z
  .object({ id, routineId: idField('routineId').optional(), ...exerciseFields, sortOrder: sortOrder.optional() })
  .overwrite(applyExerciseRules);
export type UpdateExerciseInput = z.infer<typeof updateExerciseInput>;

/**
 * A new order of one routine's exercises (ids in display order) and, optionally, their groups in the
 * same call (one per id, null for none): "Group with next", "Ungroup" and a dragged group change
 * several exercises at once (docs/decisions/0072).
 */
export const reorderExercisesInput = reorderInput
  .extend({ groups: z.array(exerciseGroup, { error: 'groups must be a list of groups or nulls' }).optional() })
  .refine((input) => input.groups === undefined || input.groups.length === input.ids.length, {
    path: ['groups'],
    message: 'groups must hold one entry per id',
  });
