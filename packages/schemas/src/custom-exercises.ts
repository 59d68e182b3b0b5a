import { z } from 'zod';
import { EXERCISE_EQUIPMENT, MUSCLES, type ExerciseEquipment, type Muscle } from '@fitness/catalogue';
import type { Day, ExerciseKind } from '@fitness/domain';
import { id, idField, numberField, timeZone, unknownFields } from './fields';
import { exerciseKind, exerciseName } from './exercises';

// The exercise catalogue's per-user part (issue #49, docs/decisions/0074): a user's own exercises, the
// names they linked by hand, and the working sets per name that "Sets per muscle" counts.

/** One of a fixed list, named in the refusal: `primary holds "legs", which is not a muscle (chest, upper back, …)`. */
function listOf<const T extends readonly [string, ...string[]]>(field: string, values: T, what: string) {
  const item = z.enum(values, { error: (issue) => `${field} holds ${JSON.stringify(issue.input)}, which is not ${what} (${values.join(', ')})` });
  return (
    z
      .array(item, { error: `${field} must be a list` })
      .max(values.length, `${field} can hold at most ${values.length} items`)
      // Each once, in the order given.
      .transform((list) => [...new Set(list)])
  );
}

const muscles = (field: string) => listOf(field, MUSCLES, 'a muscle');
const equipment = listOf('equipment', EXERCISE_EQUIPMENT, 'equipment');

/** A muscle listed as primary is not secondary too (it would count once, as primary). */
const withoutPrimaryInSecondary = <T extends { primary?: Muscle[] | undefined; secondary?: Muscle[] | undefined }>(input: T): T =>
  input.primary && input.secondary ? { ...input, secondary: input.secondary.filter((m) => !input.primary!.includes(m)) } : input;

/**
 * A new custom exercise (tRPC `customExercises.create`): a name of 1–45 characters (trimmed), its kind
 * (Weight and reps when not given), muscles and equipment from the fixed lists. Unknown fields are refused.
 */
export const createCustomExerciseInput = z
  .strictObject(
    {
      name: exerciseName,
      kind: exerciseKind.default('weightReps'),
      primary: muscles('primary').default([]),
      secondary: muscles('secondary').default([]),
      equipment: equipment.default([]),
    },
    unknownFields,
  )
  .transform(withoutPrimaryInSecondary);
export type CreateCustomExerciseInput = z.infer<typeof createCustomExerciseInput>;

/** An edit of a custom exercise: the fields sent replace the stored ones, the others stay. */
export const updateCustomExerciseInput = z
  .strictObject(
    {
      id,
      name: exerciseName.optional(),
      kind: exerciseKind.optional(),
      primary: muscles('primary').optional(),
      secondary: muscles('secondary').optional(),
      equipment: equipment.optional(),
    },
    unknownFields,
  )
  .transform(withoutPrimaryInSecondary);
export type UpdateCustomExerciseInput = z.infer<typeof updateCustomExerciseInput>;

/** Deletes a custom exercise by its id; the history logged under its name stays. */
export const deleteCustomExerciseInput = z.object({ id });

export const LINK_TARGET_MESSAGE = 'Link the name to one exercise: send catalogueId or customId, not both';

/** Links a name by hand (“Link “Benchpress” to Barbell Bench Press?”) to a catalogue entry or one of the user's custom exercises. */
export const linkExerciseInput = z
  .strictObject({ name: exerciseName, catalogueId: idField('catalogueId').optional(), customId: idField('customId').optional() }, unknownFields)
  .refine((input) => (input.catalogueId === undefined) !== (input.customId === undefined), LINK_TARGET_MESSAGE);
export type LinkExerciseInput = z.infer<typeof linkExerciseInput>;

export const unlinkExerciseInput = z.object({ name: exerciseName });

/** A custom exercise as answered. */
export type CustomExerciseItem = {
  id: string;
  name: string;
  kind: ExerciseKind;
  primary: Muscle[];
  secondary: Muscle[];
  equipment: ExerciseEquipment[];
};

/** A name linked by hand: to a catalogue entry (its id) or to a custom exercise (its id). */
export type ExerciseLinkItem = { name: string; catalogueId?: string; customId?: string };

/** The last `weeks` Monday-based weeks up to this one, on the user's clock (tRPC `history.setsByName`). */
export const setsByNameInput = z.object({ timezone: timeZone, weeks: numberField('weeks', 1, 12, { int: true }) });

/** Working sets (warm-ups out) per exercise name as logged, for each week oldest first; the client resolves names to muscles. */
export type SetsByName = { weeks: { weekStart: Day; names: { name: string; workingSets: number }[] }[] };
