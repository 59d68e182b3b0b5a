/**
 * Drag-reorder: moves the item at `from` to `to` and hands the same sortOrder values back out in
 * the new order (the values are swapped among the items, never invented). Every returned item is saved.
 */
export function reorderBySortOrder<T extends { sortOrder: number }>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const orders = items.map((i) => i.sortOrder);
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved.map((i, index) => ({ ...i, sortOrder: orders[index] as number }));
}

/** Moves one element of a list (for lists ordered by position, such as the tracked order). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}
