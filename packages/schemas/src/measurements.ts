import { z } from 'zod';
import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS, NO_MEASUREMENT_MESSAGE, storedMeasurementError, type MeasurementField } from '@fitness/domain';
import { dayString, id, unknownFields } from './fields';

/** One stored measurement (cm, or % for body fat), within its bounds: "Waist must be between 30 and 300 cm". */
function measurement(field: MeasurementField) {
  return z.number({ error: `${MEASUREMENT_LABELS[field]} must be a number` }).check((ctx) => {
    const error = storedMeasurementError(field, ctx.value);
    if (error) ctx.issues.push({ code: 'custom', message: error, input: ctx.value });
  });
}

const fields = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, measurement(field).optional()])) as Record<
  MeasurementField,
  z.ZodOptional<ReturnType<typeof measurement>>
>;

/**
 * A day's body measurements (tRPC `measurements.add`): any of the six, each optional, at least one;
 * unknown fields are refused, so a misspelt one is never dropped silently. The day's entry is
 * replaced by exactly these (a field left out is no longer measured that day).
 */
export const addMeasurementsInput = z
  .strictObject({ date: dayString, ...fields }, unknownFields)
  .refine((input) => MEASUREMENT_FIELDS.some((field) => input[field] !== undefined), NO_MEASUREMENT_MESSAGE);
export type AddMeasurementsInput = z.infer<typeof addMeasurementsInput>;

/** A day's measurements as answered: the fields measured that day (cm, %), and the entry's id. */
export type MeasurementsOfDay = { id: string; date: string } & Partial<Record<MeasurementField, number>>;

/** Deletes an entry by its id; another user's id answers 404. */
export const deleteMeasurementsInput = z.object({ id });
