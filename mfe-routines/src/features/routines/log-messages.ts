import { LOG_MESSAGES } from '@fitness/domain';

/** Failed routine and exercise calls are only logged (spec section 8); the spec's own texts where it has them. */
export const ROUTINE_LOG_MESSAGES = {
  creatingRoutine: LOG_MESSAGES.creatingRoutine,
  renamingRoutine: 'Error updating routine',
  deletingRoutine: 'Error deleting routine',
  reorderingRoutines: 'Error reordering routines',
  creatingStarters: LOG_MESSAGES.creatingRoutines,
  creatingExercise: 'Error creating exercise',
  updatingExercise: 'Error updating exercise',
  deletingExercise: 'Error deleting exercise',
  reorderingExercises: 'Error reordering exercises',
  groupingExercises: 'Error grouping exercises',
} as const;
