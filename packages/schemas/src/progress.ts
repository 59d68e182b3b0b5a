import { z } from 'zod';
import { LIMITS } from '@fitness/domain';
import { dayString, id, textField } from './fields';
import { exerciseWeightLb } from './exercises';
import { sortOrder } from './routines';

export const trackedSet = z.object({ id: id.optional(), reps: z.number().int(), weight: exerciseWeightLb('weight'), notes: z.string() });
export type TrackedSet = z.infer<typeof trackedSet>;

/** One progress history row: a tracked log exercise of one day with its computed metrics. */
export const trackedEntry = z.object({
  id,
  exerciseName: z.string(),
  date: dayString,
  workingWeight: z.number(),
  volume: z.number(),
  workingSetCount: z.number().int(),
  repsLow: z.number().int(),
  repsHigh: z.number().int().nullable(),
  bw: z.boolean(),
  notes: z.string(),
  sortOrder: sortOrder.optional(),
  sets: z.array(trackedSet),
});
export type TrackedEntry = z.infer<typeof trackedEntry>;

export const trackedOrderItem = z.object({ id, exerciseName: z.string() });
export type TrackedOrderItem = z.infer<typeof trackedOrderItem>;

export const trackedOrder = z.array(trackedOrderItem);
export type TrackedOrder = z.infer<typeof trackedOrder>;

/** Renames every entry of `name`; an existing `newName` merges the two lists. */
export const renameTrackedInput = z.object({
  name: textField('name', 1, LIMITS.nameMax),
  newName: textField('newName', 1, LIMITS.nameMax),
});
export type RenameTrackedInput = z.infer<typeof renameTrackedInput>;
