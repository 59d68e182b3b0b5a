import { useMemo } from 'react';
import { useProfile, useTrackedExercises, useWeightEntries } from '@fitness/api-client';
import { LOG_MESSAGES } from '@fitness/domain';
import { apiProgressData } from '../api/api-progress-data';
import type { HistoryEntry } from '../api/types';
import { useDeleteProgressEntry } from '../api/use-delete-progress-entry';
import { useRenameTrackedExercise } from '../api/use-rename-tracked-exercise';
import { useReorderTrackedExercises } from '../api/use-reorder-tracked-exercises';
import { progressUnits } from '../hooks/progress-context';
import { NotLinkedYet } from './not-linked-yet';
import { NOT_LINKED_TITLE } from './not-linked-yet-view';
import { ProgressPanelView, type ProgressPanelState } from './progress-panel-view';
import { SetsPerMuscle } from './sets-per-muscle';
import { SETS_PER_MUSCLE_TITLE } from './sets-per-muscle-view';
import { ShownOnRequest } from './shown-on-request';
import '../../../progress-remote.css';

/** Only logged (spec 8 names no text for these): the dialog stays open, nothing is shown. */
const DELETING_ENTRY = 'Error deleting tracked exercise entry:';
const REORDERING = 'Error reordering tracked exercises:';

/**
 * The dashboard's Exercise Progress panel, wired to the API: the list first, a name's history and a
 * day's sets when opened. Failed calls are only logged and keep their dialog open (spec section 8).
 */
export default function ProgressPanel() {
  const list = useTrackedExercises();
  const profile = useProfile();
  const weights = useWeightEntries();
  const rename = useRenameTrackedExercise();
  const deleteEntry = useDeleteProgressEntry();
  const reorder = useReorderTrackedExercises();
  const queries = [list, profile, weights];

  const units = useMemo(
    () => (profile.data && weights.data ? progressUnits(profile.data.measurementType, weights.data, profile.data.weight, profile.data.oneRepMaxFormula) : null),
    [profile.data, weights.data],
  );
  const state: ProgressPanelState = queries.some((q) => q.isError)
    ? { status: 'error', onRetry: () => queries.forEach((q) => q.isError && void q.refetch()) }
    : list.data && units
      ? { status: 'ready', exercises: list.data, units }
      : { status: 'loading' };

  const attempt = async (message: string, call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (error) {
      console.error(message, error);
      return false;
    }
  };

  const onRename = (name: string, newName: string) => attempt(LOG_MESSAGES.updatingTrackedExerciseName, () => rename.mutateAsync({ name, newName }));

  return (
    <ProgressPanelView
      state={state}
      data={apiProgressData}
      sections={
        state.status === 'ready' && (
          <>
            <ShownOnRequest title={SETS_PER_MUSCLE_TITLE}>
              <SetsPerMuscle />
            </ShownOnRequest>
            <ShownOnRequest title={NOT_LINKED_TITLE}>
              <NotLinkedYet tracked={state.exercises} onRename={onRename} />
            </ShownOnRequest>
          </>
        )
      }
      onRename={onRename}
      onDelete={(entry: HistoryEntry) => attempt(DELETING_ENTRY, () => deleteEntry.mutateAsync({ id: entry.id }))}
      onReorder={(ids) => attempt(REORDERING, () => reorder.mutateAsync({ ids }))}
    />
  );
}
