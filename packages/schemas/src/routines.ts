import { z } from 'zod';
import { LIMITS } from '@fitness/domain';
import { id, numberField, textField } from './fields';

export const routineName = textField('name', 1, LIMITS.nameMax);
export const sortOrder = numberField('sortOrder', 0, Number.MAX_SAFE_INTEGER, { int: true });

export const routine = z.object({ id, name: routineName, sortOrder });
export type Routine = z.infer<typeof routine>;

export const routineInput = z.object({ name: routineName });

export const updateRoutineInput = z.object({ id, name: routineName });
