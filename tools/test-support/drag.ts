/**
 * Dragging in browser tests (vitest browser mode, real Chromium) as a hand does it: dnd-kit listens
 * to real mouse and touch events, so these dispatch them, a frame apart, at real coordinates.
 */

export interface Point {
  x: number;
  y: number;
}

/** Whether this page has fetched the lists' drag code (dnd-kit's chunk, docs/decisions/0077) yet. */
export const dragCodeLoaded = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('sortable-drag'));

/** The next animation frame. */
export const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

export function centre(element: Element): Point {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

export function mouse(type: 'mousedown' | 'mousemove' | 'mouseup', at: Point, target: EventTarget = document) {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y, button: 0, buttons: type === 'mouseup' ? 0 : 1 }));
}

/** One finger (a single touch point) on `target`. */
export function touch(type: 'touchstart' | 'touchmove' | 'touchend', target: Element, at: Point) {
  const point = new Touch({ identifier: 1, target, clientX: at.x, clientY: at.y });
  const active = type === 'touchend' ? [] : [point];
  target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: active, targetTouches: active, changedTouches: [point] }));
}

/**
 * Presses the mouse on `handle`, moves it straight up or down by each offset in turn (pixels from
 * where it was pressed), a frame apart, and lets go. `pickedUp` is awaited after the first move (a
 * hand sees the item lift), `landed` before letting go (a hand lets go once the list shows the item
 * where it should land).
 */
export async function mouseDrag(handle: Element, offsets: number[], waits: { pickedUp?: () => Promise<unknown>; landed?: () => Promise<unknown> } = {}) {
  const start = centre(handle);
  mouse('mousedown', start, handle);
  for (const [i, dy] of offsets.entries()) {
    await frame();
    mouse('mousemove', { x: start.x, y: start.y + dy });
    if (i === 0) await waits.pickedUp?.();
  }
  await frame();
  await waits.landed?.();
  mouse('mouseup', { x: start.x, y: start.y + (offsets.at(-1) ?? 0) });
  await frame();
}
