import { z } from 'zod';
import { LIMITS } from '@fitness/domain';
import { textField } from './fields';

/** Renames every entry of `name`; an existing `newName` merges the two lists. */
export const renameTrackedInput = z.object({
  name: textField('name', 1, LIMITS.nameMax),
  newName: textField('newName', 1, LIMITS.nameMax),
});
export type RenameTrackedInput = z.infer<typeof renameTrackedInput>;
