import { useEffect, type ReactNode, type SyntheticEvent } from 'react';
import type { GroupLabel } from '@fitness/domain';
import { DragHandle, type DragHandleBindings } from '@fitness/ui';

/** "Superset A", "Circuit B". */
export const groupTitle = (label: GroupLabel) => `${label.groupKind === 'superset' ? 'Superset' : 'Circuit'} ${label.letter}`;

/** Where a member stands in its group, for the bracket that joins them. */
export const groupPlace = (label: GroupLabel) => (label.position === 1 ? 'first' : label.position === label.size ? 'last' : 'middle');

/**
 * Wraps a drag handle and tells, before the drag starts (capture phase), which handle was pressed:
 * an exercise's row has one sortable item but two handles (its own and, on a group's first member,
 * the group's), and the keyboard only starts a drag from the item's activator, so the pressed one becomes it.
 */
export function HandlePress({ onPress, children }: { onPress: (handle: HTMLElement) => void; children: ReactNode }) {
  const press = (event: SyntheticEvent<HTMLElement>) => {
    const button = event.currentTarget.querySelector('button');
    if (button) onPress(button);
  };
  return (
    <span className="exercise-row__press" onKeyDownCapture={press} onMouseDownCapture={press} onTouchStartCapture={press}>
      {children}
    </span>
  );
}

const noActivator = () => {};

/**
 * A group's head above its first member: "Superset A", the group's description for screen readers, and
 * the handle that drags the whole group. `onWholeDrag` hears when the whole group is picked up (the
 * letter) and put down (null), so the members that move with it can show it.
 */
export function GroupHead({
  label,
  descriptionId,
  handle,
  onPress,
  draggedWhole,
  onWholeDrag,
}: {
  label: GroupLabel;
  descriptionId: string;
  handle: DragHandleBindings;
  onPress: (handle: HTMLElement) => void;
  draggedWhole: boolean;
  onWholeDrag: (letter: string | null) => void;
}) {
  const title = groupTitle(label);
  const { letter } = label;
  useEffect(() => {
    if (!draggedWhole) return;
    onWholeDrag(letter);
    return () => onWholeDrag(null);
  }, [draggedWhole, letter, onWholeDrag]);
  return (
    <div className="exercise-group__head">
      <span className="exercise-group__title" aria-hidden="true">
        {title}
      </span>
      {/* Each member row is described by it: "Superset A: Bench Press and Barbell Row". */}
      <span id={descriptionId} className="ui-visually-hidden">
        {label.description}
      </span>
      <HandlePress onPress={onPress}>
        {/* The activator is set on press (HandlePress); the member's own handle holds it otherwise. */}
        <DragHandle {...handle} setActivatorNodeRef={noActivator} label={`Reorder ${title}`} />
      </HandlePress>
    </div>
  );
}
