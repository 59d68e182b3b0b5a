import { useMemo, type ReactNode } from 'react';
import type { LogFormProblem, MeasurementType } from '@fitness/domain';
import { FormMessage, Modal, TextField } from '@fitness/ui';
import type { PreviousSets } from '../types';
import type { LogStore } from '../hooks/log-store';
import { LOG_TEXT } from '../log-text';
import { LogExerciseList } from './log-exercise-list';
import { LogLoadError, LogSkeleton } from './log-states';
import { SessionHeader } from './session-header';

export type WorkoutLogBodyState = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; store: LogStore };

const NONE: readonly never[] = [];

export interface WorkoutLogDialogViewProps {
  date: string;
  /** Today in the browser's time zone: the latest day the date field accepts. */
  today: string;
  type: MeasurementType;
  state: WorkoutLogBodyState;
  /** Last time's numbers by exercise name. */
  previous?: readonly PreviousSets[];
  problems?: readonly LogFormProblem[];
  /** About a restored draft or one from another day. */
  notice?: ReactNode;
  /** Gym tools above the exercises (e.g. "Keep screen on"). */
  tools?: ReactNode;
  /** Pinned at the bottom of the dialog, above Save (the rest timer). */
  footer?: ReactNode;
  /** The exercise just added (its name field takes the focus). */
  addedKey?: string;
  saving?: boolean;
  saveError?: string;
  dateError?: string;
  onDateChange: (date: string) => void;
  onAddExercise: () => void;
  /** A set was ticked done; the plate sheet for a set. Pass stable functions: every row gets them. */
  onSetDone?: (exerciseKey: string, index: number) => void;
  onPlates?: (exerciseKey: string, index: number) => void;
  /** "Finish workout" (the dialog also saves; without it the finish is only set). */
  onFinish?: () => void;
  /** "Workout summary" of a finished workout. */
  onShowSummary?: () => void;
  onSave: () => void;
  onClose: () => void;
}

const ignore = () => {};

/** The Daily Workout Log dialog: a day, the workout's session, its exercises with sets, the rest timer and Save always within reach. */
export function WorkoutLogDialogView(props: WorkoutLogDialogViewProps) {
  const { date, today, type, state, previous = NONE, problems = NONE, notice, tools, footer, saving = false, saveError, dateError } = props;
  const previousByName = useMemo(() => new Map(previous.map((p) => [p.name, p])), [previous]);
  return (
    <Modal
      open
      title={LOG_TEXT.dialogTitle}
      size="large"
      onClose={props.onClose}
      onConfirm={props.onSave}
      confirmLabel={saving ? 'Saving…' : 'Save'}
      confirmDisabled={saving || state.status !== 'ready'}
      footerStart={footer}
    >
      <div className="workout-log">
        <TextField
          className="workout-log__date"
          label="Date"
          type="date"
          max={today}
          value={date}
          error={dateError}
          required
          onChange={(event) => props.onDateChange(event.target.value)}
        />
        {tools}
        {state.status === 'ready' ? (
          <SessionHeader store={state.store} onFinish={props.onFinish ?? (() => state.store.finishSession())} onShowSummary={props.onShowSummary} />
        ) : null}
        {notice}
        <FormMessage tone="error">{saveError}</FormMessage>
        {state.status === 'loading' ? <LogSkeleton /> : null}
        {state.status === 'error' ? <LogLoadError onRetry={state.onRetry} /> : null}
        {state.status === 'ready' ? (
          <LogExerciseList
            store={state.store}
            type={type}
            today={today}
            previousByName={previousByName}
            problems={problems}
            addedKey={props.addedKey}
            onAddExercise={props.onAddExercise}
            onDone={props.onSetDone ?? ignore}
            onPlates={props.onPlates ?? ignore}
          />
        ) : null}
      </div>
    </Modal>
  );
}
