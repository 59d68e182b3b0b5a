// The workout log's two dialogs, the saved log's records and a finished workout's summary: one chunk, fetched when the floating button is about to be used (docs/decisions/0022).
// Their styles come with them: the first paint carries only the button's (workout-log-button.css).
import '../workout-log.css';
import '../groups-and-session.css';

export { RoutineSelectionDialog } from './routine-selection-dialog';
export { WorkoutLogDialog, type FinishedWorkout } from './workout-log-dialog';
export { SavedLogRecords } from './saved-log-records';
export { WorkoutSummaryDialog } from './workout-summary';
