import { z } from 'zod';
import { dayString, id } from './fields';
import { bodyWeightLb } from './profile';

export const weightEntry = z.object({ id, date: dayString, weight: bodyWeightLb('weight') });
export type WeightEntry = z.infer<typeof weightEntry>;

/** A day of the weight log: one entry per user and day, so the day names it (REST keeps the ids). */
export type WeightOfDay = Omit<WeightEntry, 'id'>;

/**
 * The whole weight log as tRPC `weight.list` answers it: two parallel columns, oldest first, no ids
 * (a day names its entry). Ten years of daily entries: 170 KB of JSON with ids, 34 KiB brotli (the
 * random part of 3,650 ids does not compress); 72 KB and 4 KiB without (docs/decisions/0008).
 */
export const weightColumns = z.object({ dates: z.array(dayString), weights: z.array(z.number()) });
export type WeightColumns = z.infer<typeof weightColumns>;

/**
 * Saves the weight of a day (updates that day's entry if it exists) and the profile weight.
 * `changeId` (here and in delete): a device's id of this change (its outbox), applied once however
 * often it is sent (docs/decisions/0044).
 */
export const saveWeightInput = z.object({ date: dayString, weight: bodyWeightLb('weight'), changeId: id.optional() });

/** Deletes the entry of a day (tRPC; the REST path deletes by id). */
export const deleteWeightInput = z.object({ date: dayString, changeId: id.optional() });
