// What the exercise picker loads on demand (hooks/picker-chunk-on-demand.ts): the catalogue, its search and the custom exercises' dialogs.
export { createExerciseSearch, prepareExerciseSearch, EXERCISE_EQUIPMENT, MUSCLES } from '@fitness/catalogue';
export { CustomExerciseDialog } from './components/custom-exercise-dialog';
export { MyExercisesDialog } from './components/my-exercises-dialog';
