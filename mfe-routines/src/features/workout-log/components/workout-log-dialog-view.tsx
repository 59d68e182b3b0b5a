import type { ReactNode } from 'react';
import { previousSetsLabel, type ExerciseForm, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button, FormMessage, Modal, PlusIcon, TextField } from '@fitness/ui';
import { LOG_CAPS, LOG_TEXT } from '../log-text';
import { LogExerciseCard } from './log-exercise-card';
import { LogLoadError, LogSkeleton } from './log-states';
import { TargetRow, type SessionTarget } from './target-row';

export interface PreviousSets {
  name: string;
  date: string;
  sets: readonly { reps: number; weight: number }[];
  /** Next session's target, for a name a routine holds (docs/decisions/0040). */
  target?: SessionTarget | null;
}

export type WorkoutLogBodyState = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; exercises: ExerciseForm[] };

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
  /** The exercise just added (its name field takes the focus). */
  addedKey?: string;
  saving?: boolean;
  saveError?: string;
  dateError?: string;
  onDateChange: (date: string) => void;
  onChange: (exercises: ExerciseForm[]) => void;
  onAddExercise: () => void;
  onSave: () => void;
  onClose: () => void;
}

/** The Daily Workout Log dialog: a day, its exercises with sets, Save always within reach. */
export function WorkoutLogDialogView(props: WorkoutLogDialogViewProps) {
  const { date, today, type, state, previous = [], problems = [], notice, saving = false, saveError, dateError } = props;
  const previousByName = new Map(previous.map((p) => [p.name, p]));
  const exercises = state.status === 'ready' ? state.exercises : [];
  return (
    <Modal
      open
      title={LOG_TEXT.dialogTitle}
      size="large"
      onClose={props.onClose}
      onConfirm={props.onSave}
      confirmLabel={saving ? 'Saving…' : 'Save'}
      confirmDisabled={saving || state.status !== 'ready'}
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
        {notice}
        <FormMessage tone="error">{saveError}</FormMessage>
        {state.status === 'loading' ? <LogSkeleton /> : null}
        {state.status === 'error' ? <LogLoadError onRetry={state.onRetry} /> : null}
        {state.status === 'ready' ? (
          <>
            {exercises.length === 0 ? <p className="workout-log__empty">{LOG_TEXT.emptyLog}</p> : null}
            <ol className="workout-log__exercises" aria-label="Exercises">
              {exercises.map((exercise, index) => {
                const last = previousByName.get(exercise.name.trim());
                const change = (next: ExerciseForm) => props.onChange(exercises.map((e) => (e.key === next.key ? next : e)));
                return (
                  <li key={exercise.key}>
                    <LogExerciseCard
                      exercise={exercise}
                      index={index}
                      type={type}
                      previousLabel={last ? previousSetsLabel(last, type, today) : undefined}
                      target={last?.target ? <TargetRow target={last.target} exercise={exercise} name={exercise.name.trim() || `Exercise ${index + 1}`} type={type} onChange={change} /> : undefined}
                      problems={problems.filter((p) => p.exerciseKey === exercise.key)}
                      focusName={exercise.key === props.addedKey}
                      onChange={change}
                      onRemove={() => props.onChange(exercises.filter((e) => e.key !== exercise.key))}
                    />
                  </li>
                );
              })}
            </ol>
            <Button variant="secondary" className="workout-log__add-exercise" disabled={exercises.length >= LOG_CAPS.exercises} onClick={props.onAddExercise}>
              <PlusIcon aria-hidden="true" /> Add exercise
            </Button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
