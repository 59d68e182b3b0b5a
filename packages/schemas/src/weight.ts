import { z } from 'zod';
import { dayString, id } from './fields';
import { bodyWeightLb } from './profile';

export const weightEntry = z.object({ id, date: dayString, weight: bodyWeightLb('weight') });
export type WeightEntry = z.infer<typeof weightEntry>;

/**
 * The whole weight log as tRPC `weight.list` answers it: three parallel columns, oldest first.
 * Ten years of daily entries come to about two thirds of the bytes of a list of objects (no key
 * names repeated 3,650 times; docs/decisions/0008).
 */
export const weightColumns = z.object({ ids: z.array(id), dates: z.array(dayString), weights: z.array(z.number()) });
export type WeightColumns = z.infer<typeof weightColumns>;

export { fromWeightColumns, toWeightColumns } from './weight-columns';

/** Saves the weight of a day (updates that day's entry if it exists) and the profile weight. */
export const saveWeightInput = z.object({ date: dayString, weight: bodyWeightLb('weight') });
export type SaveWeightInput = z.infer<typeof saveWeightInput>;
