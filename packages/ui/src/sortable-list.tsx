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
  type DragEndEvent,
  type DraggableAttributes,
  type KeyboardCoordinateGetter,
  type DraggableSyntheticListeners,
  type UniqueIdentifier,
} from './drag-kit';
import { useMemo, type ReactNode } from 'react';
import { DRAG } from '@fitness/domain';
import { DragHandleIcon } from './icons';

/** What a drag handle needs from its list item: spread it on `<DragHandle>`. */
export interface DragHandleBindings {
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  disabled?: boolean;
}

export interface SortableItemRenderProps {
  handle: DragHandleBindings;
  isDragging: boolean;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in screen-reader announcements ("Picked up Bench Press."). */
  getName: (item: T) => string;
  /** Accessible name of the list. */
  label: string;
  /** Called once per drop that moved an item: the items in their new order, and the move. */
  onReorder: (items: T[], move: { from: number; to: number }) => void;
  renderItem: (item: T, sortable: SortableItemRenderProps) => ReactNode;
  className?: string;
  /** No dragging (e.g. while a save is in flight). */
  disabled?: boolean;
}

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

const instructions = {
  draggable: 'To reorder, press Space or Enter on the handle, move with the arrow keys, then press Space or Enter again to drop, or Escape to cancel.',
};

/**
 * A vertical list reordered by drag (dnd-kit): mouse, touch long-press and keyboard, with
 * announcements that name the item and its position. The caller saves the new order.
 */
export function SortableList<T>({ items, getId, getName, label, onReorder, renderItem, className, disabled = false }: SortableListProps<T>) {
  const sensors = useDragSensors();
  const ids = useMemo(() => items.map(getId), [items, getId]);

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const index = ids.indexOf(String(id));
      return index < 0 ? 'item' : getName(items[index] as T);
    };
    const position = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
    return {
      onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${position(active.id)}.`,
      // Over itself right after pick-up: nothing new to say (the pick-up announcement stands).
      onDragOver: ({ active, over }) =>
        over?.id === active.id ? undefined : over ? `${nameOf(active.id)} moved to ${position(over.id)}.` : `${nameOf(active.id)} is not over the list.`,
      onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${position(over.id)}.` : `${nameOf(active.id)} dropped back in place.`),
      onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} is back in place.`,
    };
  }, [ids, items, getName]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as T);
    onReorder(next, { from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className={['ui-sortable-list', className].filter(Boolean).join(' ')}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index] as string} disabled={disabled}>
              {(sortable) => renderItem(item, sortable)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, disabled, children }: { id: string; disabled: boolean; children: (sortable: SortableItemRenderProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className="ui-sortable-list__item"
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children({ handle: { setActivatorNodeRef, attributes, listeners, disabled }, isDragging })}
    </li>
  );
}

export interface DragHandleProps extends DragHandleBindings {
  /** What dragging does to which item, e.g. "Reorder Bench Press". */
  label: string;
}

/** The 44 px grip that starts a drag (mouse, touch long-press, or Space/Enter from the keyboard). */
export function DragHandle({ label, setActivatorNodeRef, attributes, listeners, disabled }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="ui-icon-button ui-drag-handle"
      {...attributes}
      {...listeners}
      // After the spread: dnd-kit's attributes carry role="button" and a generic description.
      aria-label={label}
      title={label}
      disabled={disabled}
    >
      <DragHandleIcon />
    </button>
  );
}
