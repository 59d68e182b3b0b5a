import type { ExerciseKind } from '@fitness/domain';

/** The one fixed list of muscles (issue #49); "cardio" stands for conditioning work. */
export const MUSCLES = [
  'chest',
  'upper back',
  'lats',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'lower back',
  'glutes',
  'quads',
  'hamstrings',
  'calves',
  'adductors',
  'abductors',
  'traps',
  'neck',
  'cardio',
] as const;
export type Muscle = (typeof MUSCLES)[number];

/** The one fixed list of equipment. Named apart from domain's plate `Equipment` (bar and plates). */
export const EXERCISE_EQUIPMENT = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'bodyweight',
  'band',
  'smith machine',
  'EZ bar',
  'trap bar',
  'other',
] as const;
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number];

/** A built-in exercise: facts only (names, muscles, equipment), written by us. */
export interface CatalogueEntry {
  /** Stable slug: links are stored by it, so it never changes once shipped. */
  readonly id: string;
  readonly name: string;
  /** Other names it goes by, including the exact names Strong, Hevy and FitNotes export. */
  readonly aliases: readonly string[];
  readonly kind: ExerciseKind;
  readonly primary: readonly Muscle[];
  readonly secondary: readonly Muscle[];
  readonly equipment: readonly ExerciseEquipment[];
}

/** A user's own exercise: a name and a kind, muscles and equipment when the user gave them. */
export interface CustomExercise {
  readonly id: string;
  readonly name: string;
  readonly kind: ExerciseKind;
  readonly primary?: readonly Muscle[];
  readonly secondary?: readonly Muscle[];
  readonly equipment?: readonly ExerciseEquipment[];
}

/** One exercise the picker can offer: a built-in entry or one of the user's own. */
export type ExerciseChoice = { readonly source: 'catalogue'; readonly entry: CatalogueEntry } | { readonly source: 'custom'; readonly entry: CustomExercise };
