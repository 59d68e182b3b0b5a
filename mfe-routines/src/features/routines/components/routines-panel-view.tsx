import { useMemo, useState, type ReactNode } from 'react';
import type { MeasurementType } from '@fitness/domain';
import { Button, ConfirmDialog, IconButton, Panel, PlusIcon, SortableList, LoadError, Skeleton } from '@fitness/ui';
import { exercisesOf, groupByRoutine } from '../hooks/group-exercises';
import type { Exercise, ExerciseValues, Routine } from '../types';
import { ExerciseDialog, NotesDialog, RoutineNameDialog, StarterRoutinesDialog, routineDialogs } from './routine-dialogs-on-demand';
import { RoutineItem } from './routine-item';
import { DELETE_FAILED, SaveFailed } from './save-failed';

export type RoutinesPanelState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; routines: readonly Routine[]; exercises: readonly Exercise[]; measurementType: MeasurementType };

/** What the panel asks of its owner. Saves resolve true when done (the dialog closes), false to keep the dialog open. */
export interface RoutinesPanelActions {
  onCreateRoutine: (name: string) => Promise<boolean>;
  onRenameRoutine: (routine: Routine, name: string) => Promise<boolean>;
  onDeleteRoutine: (routine: Routine) => Promise<boolean>;
  /** Every routine, in the new display order. */
  onReorderRoutines: (next: Routine[]) => void;
  onCreateStarters: () => Promise<boolean>;
  onCreateExercise: (routine: Routine, values: ExerciseValues) => Promise<boolean>;
  onUpdateExercise: (exercise: Exercise, values: ExerciseValues) => Promise<boolean>;
  onDeleteExercise: (exercise: Exercise) => Promise<boolean>;
  /** The routine's exercises, in the new display order and with their groups (a drag, "Group with next", "Ungroup"). */
  onReorderExercises: (routine: Routine, next: Exercise[]) => void;
}

export interface RoutinesPanelViewProps extends RoutinesPanelActions {
  state: RoutinesPanelState;
}

type Dialog =
  | { kind: 'add-routine' }
  | { kind: 'rename-routine'; routine: Routine }
  | { kind: 'delete-routine'; routine: Routine }
  | { kind: 'starters' }
  | { kind: 'add-exercise'; routine: Routine }
  | { kind: 'edit-exercise'; exercise: Exercise }
  | { kind: 'delete-exercise'; exercise: Exercise; routine: Routine }
  | { kind: 'notes'; exercise: Exercise };

const routineId = (r: Routine) => r.id;
const routineName = (r: Routine) => r.name;

/** The Workout Routines panel from data and callbacks (the API wiring lives in RoutinesPanel). */
export function RoutinesPanelView({ state, ...actions }: RoutinesPanelViewProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const ready = state.status === 'ready';
  const close = () => setDialog(null);
  return (
    // One element that holds the panel, so checks (e.g. axe in the journey) can aim at it.
    <div className="routines-remote">
      <Panel
        title="Workout Routines"
        actions={
          <div className="routines-panel__actions">
            <Button variant="secondary" disabled={!ready} {...routineDialogs.openerProps} onClick={() => setDialog({ kind: 'starters' })}>
              Need help?
            </Button>
            <IconButton
              label="Add routine"
              icon={<PlusIcon />}
              variant="primary"
              disabled={!ready}
              {...routineDialogs.openerProps}
              onClick={() => setDialog({ kind: 'add-routine' })}
            />
          </div>
        }
      >
        {!ready && (
          <div className="routines-panel">
            {state.status === 'error' ? (
              <LoadError what="routines" onRetry={state.onRetry} />
            ) : (
              <Skeleton label="Loading your routines…" blocks={[{ height: 52 }, { height: 52 }, { height: 52, width: '70%' }]} />
            )}
          </div>
        )}
        {ready && (
          <RoutineList
            routines={state.routines}
            exercises={state.exercises}
            type={state.measurementType}
            openDialog={setDialog}
            onReorderRoutines={actions.onReorderRoutines}
            onReorderExercises={actions.onReorderExercises}
          />
        )}
        {ready && <RoutinesDialogs dialog={dialog} type={state.measurementType} exercises={state.exercises} close={close} actions={actions} />}
      </Panel>
    </div>
  );
}

function RoutineList({
  routines,
  exercises,
  type,
  openDialog,
  onReorderRoutines,
  onReorderExercises,
}: {
  routines: readonly Routine[];
  exercises: readonly Exercise[];
  type: MeasurementType;
  openDialog: (dialog: Dialog) => void;
  onReorderRoutines: RoutinesPanelActions['onReorderRoutines'];
  onReorderExercises: RoutinesPanelActions['onReorderExercises'];
}) {
  // Collapsed by default; the exercises are already loaded, so expanding shows them at once.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const groups = useMemo(() => groupByRoutine(exercises), [exercises]);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (routines.length === 0) {
    return (
      <div className="routines-panel">
        <div className="ui-empty">
          <p>No routines yet. Plan your first workout: add a routine with the + button, or choose Need help? to start from three full-body routines.</p>
          <Button {...routineDialogs.openerProps} onClick={() => openDialog({ kind: 'add-routine' })}>
            Add your first routine
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="routines-panel">
      <SortableList
        items={routines}
        getId={routineId}
        getName={routineName}
        label="Routines"
        className="routines-list"
        onReorder={onReorderRoutines}
        renderItem={(routine, { handle }) => (
          <RoutineItem
            routine={routine}
            exercises={exercisesOf(groups, routine.id)}
            type={type}
            expanded={expanded.has(routine.id)}
            handle={handle}
            onToggle={() => toggle(routine.id)}
            onRename={() => openDialog({ kind: 'rename-routine', routine })}
            onDelete={() => openDialog({ kind: 'delete-routine', routine })}
            onAddExercise={() => openDialog({ kind: 'add-exercise', routine })}
            onViewNotes={(exercise) => openDialog({ kind: 'notes', exercise })}
            onEditExercise={(exercise) => openDialog({ kind: 'edit-exercise', exercise })}
            onDeleteExercise={(exercise) => openDialog({ kind: 'delete-exercise', exercise, routine })}
            onReorderExercises={(next) => onReorderExercises(routine, next)}
          />
        )}
      />
    </div>
  );
}

function RoutinesDialogs({
  dialog,
  type,
  exercises,
  close,
  actions,
}: {
  dialog: Dialog | null;
  type: MeasurementType;
  exercises: readonly Exercise[];
  close: () => void;
  actions: RoutinesPanelActions;
}) {
  const kind = dialog?.kind;
  return (
    <>
      <RoutineNameDialog open={kind === 'add-routine'} onSave={actions.onCreateRoutine} onClose={close} />
      {dialog?.kind === 'rename-routine' && (
        <RoutineNameDialog open currentName={dialog.routine.name} onSave={(name) => actions.onRenameRoutine(dialog.routine, name)} onClose={close} />
      )}
      <StarterRoutinesDialog open={kind === 'starters'} onCreate={actions.onCreateStarters} onClose={close} />
      {dialog?.kind === 'add-exercise' && (
        <ExerciseDialog open exercise={null} type={type} onSave={(values) => actions.onCreateExercise(dialog.routine, values)} onClose={close} />
      )}
      {dialog?.kind === 'edit-exercise' && (
        <ExerciseDialog open exercise={dialog.exercise} type={type} onSave={(values) => actions.onUpdateExercise(dialog.exercise, values)} onClose={close} />
      )}
      <NotesDialog exercise={dialog?.kind === 'notes' ? dialog.exercise : null} onClose={close} />
      {dialog?.kind === 'delete-routine' && (
        <DeleteConfirm title="Delete routine" onConfirm={() => actions.onDeleteRoutine(dialog.routine)} onClose={close}>
          {deleteRoutineQuestion(dialog.routine, exercises.filter((e) => e.routineId === dialog.routine.id).length)}
        </DeleteConfirm>
      )}
      {dialog?.kind === 'delete-exercise' && (
        <DeleteConfirm title="Delete exercise" onConfirm={() => actions.onDeleteExercise(dialog.exercise)} onClose={close}>
          Delete {dialog.exercise.name} from {dialog.routine.name}?
        </DeleteConfirm>
      )}
    </>
  );
}

/** The routine delete question: names the routine and says its exercises go too. */
export function deleteRoutineQuestion(routine: Routine, exerciseCount: number): string {
  if (exerciseCount === 0) return `Delete the routine ${routine.name}? It has no exercises.`;
  const exercises = exerciseCount === 1 ? 'Its exercise' : `All ${exerciseCount} of its exercises`;
  return `Delete the routine ${routine.name}? ${exercises} will be deleted too.`;
}

/** A delete confirmation that stays open (with a note) when the call fails. */
function DeleteConfirm({
  title,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    if (await onConfirm()) return onClose();
    setBusy(false);
    setFailed(true);
  };
  return (
    <ConfirmDialog open title={title} busy={busy} onConfirm={confirm} onCancel={onClose}>
      <p>{children}</p>
      <SaveFailed failed={failed} text={DELETE_FAILED} />
    </ConfirmDialog>
  );
}
