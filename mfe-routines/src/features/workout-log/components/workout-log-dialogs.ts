// The workout log's two dialogs: one chunk, fetched when the floating button is about to be used (docs/decisions/0022).
export { RoutineSelectionDialog } from './routine-selection-dialog';
export { WorkoutLogDialog } from './workout-log-dialog';
