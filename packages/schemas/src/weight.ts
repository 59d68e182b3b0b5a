import { z } from 'zod';
import { dayString, id } from './fields';
import { bodyWeightLb } from './profile';

export const weightEntry = z.object({ id, date: dayString, weight: bodyWeightLb('weight') });
export type WeightEntry = z.infer<typeof weightEntry>;

/** Saves the weight of a day (updates that day's entry if it exists) and the profile weight. */
export const saveWeightInput = z.object({ date: dayString, weight: bodyWeightLb('weight') });
export type SaveWeightInput = z.infer<typeof saveWeightInput>;
