import { useExerciseHistory } from './exercise-history-query';
import { useLoggedEntry } from './logged-entry-query';
import { loadStateOf, type ProgressData } from './progress-data';

/** The panel's on-demand reads from the API (tRPC queries under `progress.*`, so a workout sync refreshes them). */
export const apiProgressData: ProgressData = {
  useHistory: (exerciseName, enabled) => loadStateOf(useExerciseHistory(exerciseName, enabled)),
  useLoggedEntry: (id) => loadStateOf(useLoggedEntry(id)),
};
