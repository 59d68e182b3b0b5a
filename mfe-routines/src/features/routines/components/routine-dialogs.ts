// The routines panel's editors: one chunk, fetched when the first of them opens or is about to (docs/decisions/0022).
export { ExerciseDialog } from './exercise-dialog';
export { NotesDialog } from './notes-dialog';
export { RoutineNameDialog } from './routine-name-dialog';
export { StarterRoutinesDialog } from './starter-routines-dialog';
