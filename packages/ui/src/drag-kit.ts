/**
 * The part of dnd-kit the sortable list uses, in one module: the builds share it (tools/federation/shared.ts,
 * docs/decisions/0048), so a page with two sortable panels downloads it once, tree-shaken to these names.
 */
export {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableAttributes,
  type KeyboardCoordinateGetter,
  type DraggableSyntheticListeners,
  type UniqueIdentifier,
} from '@dnd-kit/core';
export { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
export { CSS } from '@dnd-kit/utilities';
