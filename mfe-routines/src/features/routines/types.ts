import type { Exercise, Routine } from '@fitness/schemas';

export type { Exercise, Routine };

/** What the exercise dialog saves: every field a user edits, the weight in stored pounds. */
export type ExerciseValues = Omit<Exercise, 'id' | 'routineId' | 'sortOrder'>;
