// The workout log's two dialogs and the saved log's records: one chunk, fetched when the floating button is about to be used (docs/decisions/0022).
// Their styles come with them: the first paint carries only the button's (workout-log-button.css).
import '../workout-log.css';

export { RoutineSelectionDialog } from './routine-selection-dialog';
export { WorkoutLogDialog } from './workout-log-dialog';
export { SavedLogRecords } from './saved-log-records';
