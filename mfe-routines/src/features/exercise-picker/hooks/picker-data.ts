import type { CustomExercise, ExerciseEquipment, Muscle } from '@fitness/catalogue';
import type { ExerciseKind } from '@fitness/domain';

/** What a custom exercise is saved with: the create and edit form's answer. */
export interface CustomExerciseValues {
  name: string;
  kind: ExerciseKind;
  primary: Muscle[];
  secondary: Muscle[];
  equipment: ExerciseEquipment[];
}

/** Saving the user's own exercises; each call rejects with the API's error (its message is shown). */
export interface CustomExerciseActions {
  create: (values: CustomExerciseValues) => Promise<CustomExercise>;
  update: (id: string, values: CustomExerciseValues) => Promise<CustomExercise>;
  remove: (id: string) => Promise<void>;
}

/** What the picker searches besides the catalogue, and where it saves custom exercises. */
export interface PickerData {
  /** The user's own exercises, newest first. */
  custom: readonly CustomExercise[];
  /** Names the user logged lately, most recent first: they come first in the list. */
  recentNames: readonly string[];
  /** Absent without the app's API (a story of another component, a bare dialog test): no "Create", no "My exercises". */
  actions?: CustomExerciseActions;
}

export const NO_PICKER_DATA: PickerData = { custom: [], recentNames: [] };
