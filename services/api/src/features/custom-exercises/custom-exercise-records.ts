import type { ExerciseEquipment, Muscle } from '@fitness/catalogue';
import type { ExerciseKind } from '@fitness/domain';
import type { UserCollection } from '../../platform/user-data/user-collection';

/**
 * A user's own exercise (docs/decisions/0074). `key` is the name under normaliseName: unique per user,
 * so "Zercher Squat" and "zercher  squat" are one exercise. `importId` names the import that added it.
 */
export interface CustomExerciseRecord {
  id: string;
  userId: string;
  name: string;
  key: string;
  kind: ExerciseKind;
  primary: Muscle[];
  secondary: Muscle[];
  equipment: ExerciseEquipment[];
  createdAt: Date;
  importId?: string;
}

/**
 * A name the user linked by hand to a catalogue entry or a custom exercise; one per name (`key`, as
 * above). A name equal to a catalogue name or alias, or to a custom exercise's name, needs none.
 */
export interface ExerciseLinkRecord {
  id: string;
  userId: string;
  name: string;
  key: string;
  target: { catalogueId: string } | { customId: string };
  importId?: string;
}

export const CUSTOM_EXERCISES = {
  name: 'customExercises',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'key'], unique: true }],
} satisfies UserCollection;

export const EXERCISE_LINKS = {
  name: 'exerciseLinks',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'key'], unique: true }],
} satisfies UserCollection;
