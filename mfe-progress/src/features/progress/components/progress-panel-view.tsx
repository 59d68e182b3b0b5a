import type { ReactNode } from 'react';
import { Panel, LoadError, Skeleton } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { TrackedExercise } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { TrackedExerciseList, type ProgressActions } from './tracked-exercise-list';
import { TrackingTooltip } from './tracking-tooltip';

export type ProgressPanelState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; exercises: readonly TrackedExercise[]; units: ProgressUnits };

export const EMPTY_PROGRESS_TEXT =
  'No tracked exercises yet: in the workout log, turn on Track progress for an exercise and save its sets to start its history here.';

/**
 * The Exercise Progress panel from data, its on-demand reads and callbacks (the API wiring lives in ProgressPanel);
 * `sections` ("Sets per muscle", "Not linked yet") follow the lists once they have loaded.
 */
export function ProgressPanelView({
  state,
  data,
  sections,
  ...actions
}: { state: ProgressPanelState; data: ProgressData; sections?: ReactNode } & ProgressActions) {
  return (
    <Panel title="Exercise Progress" actions={<TrackingTooltip />}>
      <div className="progress-panel">
        {state.status === 'loading' && <Skeleton label="Loading your tracked exercises…" blocks={[{ height: 52 }, { height: 52 }, { height: 52 }]} />}
        {state.status === 'error' && <LoadError what="tracked exercises" onRetry={state.onRetry} />}
        {state.status === 'ready' && state.exercises.length === 0 && <p className="progress-empty">{EMPTY_PROGRESS_TEXT}</p>}
        {state.status === 'ready' && state.exercises.length > 0 && (
          <TrackedExerciseList exercises={state.exercises} units={state.units} data={data} {...actions} />
        )}
        {state.status === 'ready' && sections}
      </div>
    </Panel>
  );
}
