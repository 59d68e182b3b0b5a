import { z } from 'zod';
import { LIMITS } from '@fitness/domain';
import { dayString, textField } from './fields';
import { exerciseName } from './exercises';

/** Renames every entry of `name`; an existing `newName` merges the two lists. */
export const renameTrackedInput = z.object({
  name: textField('name', 1, LIMITS.nameMax),
  newName: textField('newName', 1, LIMITS.nameMax),
});

/** Personal records of one tracked name (with each entry's e1RM and trophies), or of every name when none is given. */
export const recordsInput = z.object({ exerciseName: exerciseName.optional() }).optional();

/** What a saved day's log earned: its new records, or "First log of …", per tracked name logged that day. */
export const dayRecordsInput = z.object({ date: dayString });
