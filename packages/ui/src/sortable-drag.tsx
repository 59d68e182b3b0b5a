import { useLayoutEffect } from 'react';
import {
  CSS,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  SortableContext,
  TouchSensor,
  closestCenter,
  sortableKeyboardCoordinates,
  useSensor,
  useSensors,
  useSortable,
  verticalListSortingStrategy,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from './drag-kit';
import { DRAG } from '@fitness/domain';

/** What a row renders from its `useSortable` once the drag code is here (docs/decisions/0077). */
export interface RowBinding {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  /** CSS transform while dragged or moved aside. */
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

/**
 * The sortable list's drag code, loaded on demand (docs/decisions/0077): dnd-kit's contexts and one
 * `useSortable` per row, rendered beside the list, not around it, so the list and its rows stay mounted
 * when this arrives. Each row gets its bindings (handle listeners, node refs, transform) through `bind`.
 */
export interface DragLayerProps {
  ids: string[];
  disabled: boolean;
  announcements: Announcements;
  onDragEnd: (event: DragEndEvent) => void;
  bind: (id: string, binding: RowBinding | undefined) => void;
}

const instructions = {
  draggable: 'To reorder, press Space or Enter on the handle, move with the arrow keys, then press Space or Enter again to drop, or Escape to cancel.',
};

/** Pointer sensors per the spec (5 px mouse movement, 120 ms touch long-press) plus the keyboard (Space, arrows, Space). */
function useDragSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG.mouseDistancePx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG.touchDelayMs, tolerance: 5 } }),
    // An arrow key that needs the page to scroll jumps at once: a smooth scroll delays the move (and its announcement).
    useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}

/**
 * Arrow up/down move the dragged item's centre onto the centre of the previous/next item, so the
 * collision check picks that item whatever the heights (dnd-kit's default aligns edges, and a tall
 * item, e.g. one with its details open, then stays "over" itself and cannot move).
 */
const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, collisionRect, droppableRects, droppableContainers } = args.context;
  const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
  if (!step || !active || !collisionRect) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const rows = droppableContainers
    .getEnabled()
    .flatMap((entry) => {
      const rect = droppableRects.get(entry.id);
      return rect && !entry.disabled ? [{ id: entry.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  const current = rows.findIndex((row) => row.id === (over?.id ?? active.id));
  const target = rows[current + step];
  if (current < 0 || !target) return undefined;
  return { x: collisionRect.left, y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2 };
};

export function DragLayer({ ids, disabled, announcements, onDragEnd, bind }: DragLayerProps) {
  const sensors = useDragSensors();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {ids.map((id) => (
          <SortableBinding key={id} id={id} disabled={disabled} bind={bind} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

/** One row's `useSortable`, handed to the row (which renders it); renders nothing itself. */
function SortableBinding({ id, disabled, bind }: { id: string; disabled: boolean; bind: DragLayerProps['bind'] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style = CSS.Translate.toString(transform);
  useLayoutEffect(() => {
    bind(id, { attributes, listeners, setNodeRef, setActivatorNodeRef, transform: style, transition, isDragging });
  });
  useLayoutEffect(() => () => bind(id, undefined), [id, bind]);
  return null;
}
