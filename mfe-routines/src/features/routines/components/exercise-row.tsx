import { formatExerciseWeight, formatSetsReps, type MeasurementType } from '@fitness/domain';
import { DragHandle, EditIcon, IconButton, NotesIcon, TrashIcon, type DragHandleBindings } from '@fitness/ui';
import type { Exercise } from '../types';
import { routineDialogs } from './routine-dialogs-on-demand';

export interface ExerciseRowProps {
  exercise: Exercise;
  type: MeasurementType;
  handle: DragHandleBindings;
  onViewNotes: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One exercise: name, `sets x reps`, weight in the user's unit, and its notes, edit, delete and drag controls. */
export function ExerciseRow({ exercise, type, handle, onViewNotes, onEdit, onDelete }: ExerciseRowProps) {
  const weight = formatExerciseWeight(exercise.weight, type);
  const { name } = exercise;
  return (
    <div className="exercise-row">
      <div className="exercise-row__text">
        <span className="exercise-row__name">{name}</span>
        <span className="exercise-row__detail">
          <span>{formatSetsReps(exercise)}</span>
          {weight && <span>{weight}</span>}
        </span>
      </div>
      <div className="exercise-row__actions">
        {exercise.notes.trim() !== '' && (
          <IconButton label={`View notes for ${name}`} icon={<NotesIcon />} {...routineDialogs.openerProps} onClick={onViewNotes} />
        )}
        <IconButton label={`Edit ${name}`} icon={<EditIcon />} {...routineDialogs.openerProps} onClick={onEdit} />
        <IconButton label={`Delete ${name}`} icon={<TrashIcon />} variant="danger" onClick={onDelete} />
        <DragHandle {...handle} label={`Reorder ${name}`} />
      </div>
    </div>
  );
}
