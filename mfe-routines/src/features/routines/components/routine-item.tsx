import { useId } from 'react';
import type { MeasurementType } from '@fitness/domain';
import { Button, ChevronDownIcon, DragHandle, EditIcon, IconButton, PlusIcon, TrashIcon, type DragHandleBindings } from '@fitness/ui';
import type { Exercise, Routine } from '../types';
import { RoutineExercises } from './routine-exercises';
import { routineDialogs } from './routine-dialogs-on-demand';

export interface RoutineItemProps {
  routine: Routine;
  exercises: readonly Exercise[];
  type: MeasurementType;
  expanded: boolean;
  handle: DragHandleBindings;
  onToggle: () => void;
  onRename: () => void;
  onDelete: () => void;
  onAddExercise: () => void;
  onViewNotes: (exercise: Exercise) => void;
  onEditExercise: (exercise: Exercise) => void;
  onDeleteExercise: (exercise: Exercise) => void;
  onReorderExercises: (next: Exercise[]) => void;
}

const count = (n: number) => (n === 1 ? '1 exercise' : `${n} exercises`);

/** A routine that expands to its exercises (collapsed by default), with rename, delete and drag controls. */
export function RoutineItem(props: RoutineItemProps) {
  const { routine, exercises, type, expanded, handle } = props;
  const bodyId = useId();
  const countId = useId();
  const { name } = routine;
  return (
    <div className="routine" data-expanded={expanded ? '' : undefined}>
      <div className="routine__head">
        {/* Named by the routine alone (its visible text); the count beside it is its description. */}
        <button
          type="button"
          className="routine__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          aria-describedby={countId}
          onClick={props.onToggle}
        >
          <ChevronDownIcon className="routine__chevron" aria-hidden="true" />
          <span className="routine__title">
            <span className="routine__name">{name}</span>
          </span>
        </button>
        <span id={countId} className="routine__count" aria-hidden="true">
          {count(exercises.length)}
        </span>
        <div className="routine__actions">
          <IconButton label={`Rename routine ${name}`} icon={<EditIcon />} {...routineDialogs.openerProps} onClick={props.onRename} />
          <IconButton label={`Delete routine ${name}`} icon={<TrashIcon />} variant="danger" onClick={props.onDelete} />
          <DragHandle {...handle} label={`Reorder routine ${name}`} />
        </div>
      </div>
      {expanded && (
        <div id={bodyId} className="routine__body">
          {exercises.length > 0 ? (
            <RoutineExercises
              routineName={name}
              exercises={exercises}
              type={type}
              onViewNotes={props.onViewNotes}
              onEdit={props.onEditExercise}
              onDelete={props.onDeleteExercise}
              onReorder={props.onReorderExercises}
            />
          ) : (
            <p className="routine__empty">No exercises yet.</p>
          )}
          <Button
            variant="secondary"
            className="routine__add"
            aria-label={`Add exercise to ${name}`}
            {...routineDialogs.openerProps}
            onClick={props.onAddExercise}
          >
            <PlusIcon aria-hidden="true" /> Add exercise
          </Button>
        </div>
      )}
    </div>
  );
}
