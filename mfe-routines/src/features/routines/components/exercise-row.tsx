import { useId } from 'react';
import { formatExerciseTarget, formatExerciseWeight, KIND_FIELDS, kindOf, type GroupLabel, type MeasurementType } from '@fitness/domain';
import { DragHandle, EditIcon, IconButton, Menu, NotesIcon, TrashIcon, type DragHandleBindings, type MenuEntry } from '@fitness/ui';
import type { Exercise } from '../types';
import { HandlePress } from './exercise-group';
import { routineDialogs } from './routine-dialogs-on-demand';

export interface ExerciseRowProps {
  exercise: Exercise;
  type: MeasurementType;
  handle: DragHandleBindings;
  onViewNotes: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Its superset or circuit: the label ("A1") and the id of the group's description. */
  group?: { label: GroupLabel; descriptionId: string } | null;
  /** "Group with next", "Ungroup": the "More for …" menu, left out when empty. */
  menu?: readonly MenuEntry[];
  /** Its drag handle was pressed (a drag may follow). */
  onHandlePress?: (handle: HTMLElement) => void;
}

/**
 * One exercise: name, its targets by kind (`sets x reps`, `3 × 60 s`, `1 × 5 km`), weight in the user's unit, and its notes, edit, delete,
 * more and drag controls. A member of a group is a `group` named by its label and name ("A1 Bench Press") and described by its group.
 */
export function ExerciseRow({ exercise, type, handle, onViewNotes, onEdit, onDelete, group = null, menu = [], onHandlePress = () => {} }: ExerciseRowProps) {
  const labelId = useId();
  const nameId = useId();
  // A reps-only exercise shows no weight, even one a write straight to the API left stored.
  const weight = KIND_FIELDS[kindOf(exercise)].weight ? formatExerciseWeight(exercise.weight, type) : '';
  const { name } = exercise;
  return (
    <div className="exercise-row" {...(group && { role: 'group', 'aria-labelledby': `${labelId} ${nameId}`, 'aria-describedby': group.descriptionId })}>
      {group && (
        <span id={labelId} className="exercise-row__label">
          {group.label.label}
        </span>
      )}
      <div className="exercise-row__text">
        <span id={nameId} className="exercise-row__name">
          {name}
        </span>
        <span className="exercise-row__detail">
          <span>{formatExerciseTarget(exercise, type)}</span>
          {weight && <span>{weight}</span>}
        </span>
      </div>
      <div className="exercise-row__actions">
        {exercise.notes.trim() !== '' && (
          <IconButton label={`View notes for ${name}`} icon={<NotesIcon />} {...routineDialogs.openerProps} onClick={onViewNotes} />
        )}
        <IconButton label={`Edit ${name}`} icon={<EditIcon />} {...routineDialogs.openerProps} onClick={onEdit} />
        <IconButton label={`Delete ${name}`} icon={<TrashIcon />} variant="danger" onClick={onDelete} />
        {menu.length > 0 && <Menu label={`More for ${name}`} items={menu} />}
        <HandlePress onPress={onHandlePress}>
          <DragHandle {...handle} label={`Reorder ${name}`} />
        </HandlePress>
      </div>
    </div>
  );
}
