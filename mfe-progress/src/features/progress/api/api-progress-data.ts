import { useAllRecords, useExerciseHistory, useLoggedEntry, useNameRecords } from '@fitness/api-client';
import { loadStateOf, type ProgressData } from './progress-data';

/** The panel's reads from the API (tRPC queries under `progress.*`, so a workout sync refreshes them). */
export const apiProgressData: ProgressData = {
  useHistory: (exerciseName, enabled) => loadStateOf(useExerciseHistory(exerciseName, enabled)),
  useLoggedEntry: (id) => loadStateOf(useLoggedEntry(id)),
  useNameRecords: (exerciseName, enabled) => loadStateOf(useNameRecords(exerciseName, enabled)),
  useAllRecords: () => loadStateOf(useAllRecords()),
};
