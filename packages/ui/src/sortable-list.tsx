import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Announcements, DragEndEvent, DraggableAttributes, DraggableSyntheticListeners, UniqueIdentifier } from './drag-kit';
import { DragHandleIcon } from './icons';
import { preloadOnIntent, pressRecorder, replayPress, rowBindings, useDragCode, type RowBindings } from './sortable-rows';

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

/**
 * A vertical list reordered by drag (dnd-kit): mouse, touch long-press and keyboard, with
 * announcements that name the item and its position. The caller saves the new order.
 */
export function SortableList<T>({ items, getId, getName, label, onReorder, renderItem, className, disabled = false }: SortableListProps<T>) {
  const dragCode = useDragCode();
  const [bindings] = useState(rowBindings);
  const bind = useCallback<RowBindings['set']>((id, binding) => bindings.set(id, binding), [bindings]);
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

  // The drag code (dnd-kit) comes on the list's first hover, focus or touch (docs/decisions/0077); its
  // layer sits beside the list, so the rows stay mounted (open details, focus) when it arrives.
  return (
    <>
      <ul aria-label={label} className={['ui-sortable-list', className].filter(Boolean).join(' ')} {...(dragCode ? {} : preloadOnIntent)}>
        {items.map((item, index) => (
          <SortableRow key={ids[index]} id={ids[index] as string} bindings={bindings} disabled={disabled}>
            {(sortable) => renderItem(item, sortable)}
          </SortableRow>
        ))}
      </ul>
      {dragCode && <dragCode.DragLayer ids={ids} disabled={disabled} announcements={announcements} onDragEnd={onDragEnd} bind={bind} />}
    </>
  );
}

/** Before the drag code is here: the handle's accessible attributes, and its presses kept for dnd-kit. */
const waitingAttributes = { role: 'button', tabIndex: 0, 'aria-roledescription': 'sortable', 'aria-pressed': undefined } as unknown as DraggableAttributes;
const noNode = () => undefined;

function SortableRow({
  id,
  bindings,
  disabled,
  children,
}: {
  id: string;
  bindings: RowBindings;
  disabled: boolean;
  children: (sortable: SortableItemRenderProps) => ReactNode;
}) {
  const binding = useSyncExternalStore(
    useCallback((notify: () => void) => bindings.subscribe(id, notify), [bindings, id]),
    () => bindings.get(id),
    () => bindings.get(id),
  );
  const recorder = useMemo(() => pressRecorder(bindings, id), [bindings, id]);
  const bound = binding !== undefined;
  // Once the drag code is here, a press made while it came is dnd-kit's to finish.
  useLayoutEffect(() => {
    if (binding) replayPress(bindings, id, binding);
    // Only when the binding first arrives (later bindings are the same drag moving on).
  }, [bound, bindings, id]);
  const handle: DragHandleBindings = binding
    ? { setActivatorNodeRef: binding.setActivatorNodeRef, attributes: binding.attributes, listeners: binding.listeners, disabled }
    : { setActivatorNodeRef: noNode, attributes: waitingAttributes, listeners: disabled ? undefined : recorder, disabled };
  return (
    <li
      ref={binding?.setNodeRef}
      className="ui-sortable-list__item"
      data-dragging={binding?.isDragging ? '' : undefined}
      style={binding ? { transform: binding.transform, transition: binding.transition } : undefined}
    >
      {children({ handle, isDragging: binding?.isDragging ?? false })}
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
