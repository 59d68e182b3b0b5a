import { useId, useMemo, useRef, useState } from 'react';
import { groupLabels, groupWithNext, moveGroupBlock, ungroup, type GroupLabel, type MeasurementType } from '@fitness/domain';
import { newClientId } from '@fitness/api-client';
import { SortableList, type MenuEntry } from '@fitness/ui';
import { arrangeExercises, unchanged } from '../hooks/exercise-arrangement';
import type { Exercise } from '../types';
import { ExerciseRow } from './exercise-row';
import { GroupHead, groupPlace, groupTitle } from './exercise-group';
import '../exercise-groups.css';

export interface RoutineExercisesProps {
  routineName: string;
  exercises: readonly Exercise[];
  type: MeasurementType;
  onViewNotes: (exercise: Exercise) => void;
  onEdit: (exercise: Exercise) => void;
  onDelete: (exercise: Exercise) => void;
  /** The exercises in their new order and with their groups, after a drag, "Group with next" or "Ungroup". */
  onReorder: (next: Exercise[]) => void;
}

const exerciseId = (e: Exercise) => e.id;

/**
 * A routine's exercises, sortable by drag, with its supersets and circuits: members labelled A1, A2…
 * under their group's head and joined by a bracket. A member's handle drags it alone (out of its group
 * when dropped outside it); the group's handle drags the whole group.
 */
export function RoutineExercises({ routineName, exercises, type, onViewNotes, onEdit, onDelete, onReorder }: RoutineExercisesProps) {
  const groupIds = useId();
  const labels = useMemo(() => groupLabels(exercises), [exercises]);
  const indexes = useMemo(() => new Map(exercises.map((e, i) => [e.id, i])), [exercises]);
  // Set when a handle is pressed, so the drop knows whether the exercise or its whole group was dragged.
  const wholeGroup = useRef(false);
  // The letter of the group being dragged whole: its other members show they travel with it.
  const [travelling, setTravelling] = useState<string | null>(null);
  const labelOf = (exercise: Exercise): GroupLabel | null => labels[indexes.get(exercise.id) ?? -1] ?? null;

  const save = (next: Exercise[]) => {
    if (exercises[0] && !unchanged(arrangeExercises(exercises, exercises[0].routineId, next))) onReorder(next);
  };
  const menuOf = (index: number): MenuEntry[] => {
    const label = labels[index];
    const next = labels[index + 1];
    const items: MenuEntry[] = [];
    // Not on the last exercise, nor when the next one is already in this exercise's group.
    if (index < exercises.length - 1 && !(label && next && next.letter === label.letter)) {
      items.push({ label: 'Group with next', onSelect: () => save(groupWithNext(exercises, index, newClientId)) });
    }
    if (label) items.push({ label: 'Ungroup', onSelect: () => save(ungroup(exercises, index)) });
    return items;
  };

  return (
    <SortableList
      items={exercises}
      getId={exerciseId}
      // A group dragged by its handle is announced by its title ("Picked up Superset A").
      getName={(exercise) => {
        const label = labelOf(exercise);
        return wholeGroup.current && label?.position === 1 ? groupTitle(label) : exercise.name;
      }}
      label={`Exercises in ${routineName}`}
      className="routine__exercises"
      onReorder={(_moved, { from, to }) => save(moveGroupBlock(exercises, from, to, wholeGroup.current))}
      renderItem={(exercise, { handle, isDragging }) => {
        const index = indexes.get(exercise.id) ?? 0;
        const label = labels[index] ?? null;
        const press = (whole: boolean) => (button: HTMLElement) => {
          wholeGroup.current = whole;
          handle.setActivatorNodeRef(button);
        };
        const row = (
          <ExerciseRow
            exercise={exercise}
            type={type}
            handle={handle}
            group={label && { label, descriptionId: `${groupIds}-${label.letter}` }}
            menu={menuOf(index)}
            onHandlePress={press(false)}
            onViewNotes={() => onViewNotes(exercise)}
            onEdit={() => onEdit(exercise)}
            onDelete={() => onDelete(exercise)}
          />
        );
        if (!label) return row;
        return (
          <div className="exercise-group" data-place={groupPlace(label)} data-travelling={travelling === label.letter && label.position > 1 ? '' : undefined}>
            {label.position === 1 && (
              <GroupHead
                label={label}
                descriptionId={`${groupIds}-${label.letter}`}
                handle={handle}
                onPress={press(true)}
                draggedWhole={isDragging && wholeGroup.current}
                onWholeDrag={setTravelling}
              />
            )}
            {row}
          </div>
        );
      }}
    />
  );
}
