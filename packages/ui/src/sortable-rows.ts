import { useSyncExternalStore, type SyntheticEvent } from 'react';
import type { DraggableSyntheticListeners } from './drag-kit';
import type * as DragCode from './sortable-drag';
import type { RowBinding } from './sortable-drag';

export type { RowBinding };

type DragLayerModule = typeof DragCode;

let dragCode: DragLayerModule | undefined;
let loading: Promise<DragLayerModule> | undefined;
const waiting = new Set<() => void>();

/**
 * Loads the lists' drag code (dnd-kit): on a list's first hover, focus or touch, or the first press of
 * a handle; every list on the page gets it. A failed load is tried again on the next one.
 */
export function loadDragCode(): Promise<DragLayerModule> {
  loading ??= import(/* webpackChunkName: "sortable-drag" */ './sortable-drag').then(
    (module) => {
      dragCode = module;
      for (const notify of waiting) notify();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preload = () =>
  void loadDragCode().catch((error: unknown) => console.warn('The lists’ drag code could not be loaded; the next touch tries again.', error));

export function useDragCode(): DragLayerModule | undefined {
  return useSyncExternalStore(
    (notify) => {
      waiting.add(notify);
      return () => waiting.delete(notify);
    },
    () => dragCode,
    () => dragCode,
  );
}

/** The list's intents that start the download before any press. */
export const preloadOnIntent = { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };

type Activator = 'onMouseDown' | 'onTouchStart' | 'onKeyDown';

/**
 * A press on a handle before the drag code was here: handed to dnd-kit once it is, so the first long-press,
 * mouse drag or Space/Enter of a first visit still drags. A press let go (or focus gone) meanwhile was no drag.
 */
let press: { list: object; id: string; activator: Activator; event: SyntheticEvent; held: boolean; target: EventTarget | null; moved?: MouseEvent } | undefined;

const START_KEYS = ['Space', 'Enter'];

function remember(list: object, id: string, activator: Activator, event: SyntheticEvent<HTMLElement>): void {
  if (activator === 'onKeyDown' && !START_KEYS.includes((event.nativeEvent as KeyboardEvent).code)) return;
  const current: NonNullable<typeof press> = { list, id, activator, event, held: true, target: event.currentTarget };
  press = current;
  const letGo = () => (current.held = false);
  if (activator === 'onMouseDown') {
    // Where the mouse went meanwhile: dnd-kit is told once it takes the press over.
    const move = (moved: MouseEvent) => (current.moved = moved);
    window.addEventListener('mousemove', move, { capture: true });
    window.addEventListener(
      'mouseup',
      () => {
        letGo();
        window.removeEventListener('mousemove', move, { capture: true });
      },
      { once: true, capture: true },
    );
  }
  if (activator === 'onTouchStart') {
    window.addEventListener('touchend', letGo, { once: true, capture: true });
    window.addEventListener('touchcancel', letGo, { once: true, capture: true });
  }
  preload();
}

/** The handle's listeners before the drag code is here (`list`: the row's list, its bindings store). */
export function pressRecorder(list: object, id: string): NonNullable<DraggableSyntheticListeners> {
  return {
    onMouseDown: (event: SyntheticEvent<HTMLElement>) => remember(list, id, 'onMouseDown', event),
    onTouchStart: (event: SyntheticEvent<HTMLElement>) => remember(list, id, 'onTouchStart', event),
    onKeyDown: (event: SyntheticEvent<HTMLElement>) => remember(list, id, 'onKeyDown', event),
  };
}

/** Hands this row's press made before the drag code came to dnd-kit, if it is still held (keyboard: the handle still focused). */
export function replayPress(list: object, id: string, binding: RowBinding): void {
  const pending = press;
  if (!pending || pending.list !== list || pending.id !== id) return;
  press = undefined;
  const still = pending.activator === 'onKeyDown' ? document.activeElement === pending.target : pending.held;
  if (!still) return;
  // The pressed handle is the drag's activator (a row may have two, e.g. a group's and its first member's):
  // the keyboard sensor starts only from its activator, and a handle pressed while waiting could not set it.
  if (pending.target instanceof HTMLElement) binding.setActivatorNodeRef(pending.target);
  binding.listeners?.[pending.activator]?.(pending.event);
  const { moved } = pending;
  if (!moved) return;
  // Twice: the first move starts the drag (past its 5 px), the second puts the item where the mouse is.
  for (let i = 0; i < 2; i += 1)
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: moved.clientX, clientY: moved.clientY, buttons: moved.buttons }));
}

/** Each row's binding, kept outside React's tree so the drag layer beside the list can hand it over. */
export function rowBindings() {
  const bindings = new Map<string, RowBinding>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (id: string) => bindings.get(id),
    set(id: string, binding: RowBinding | undefined): void {
      const before = bindings.get(id);
      if (binding === undefined ? before === undefined : before !== undefined && sameBinding(before, binding)) return;
      if (binding) bindings.set(id, binding);
      else bindings.delete(id);
      for (const notify of listeners.get(id) ?? []) notify();
    },
    subscribe(id: string, notify: () => void): () => void {
      const set = listeners.get(id) ?? new Set();
      listeners.set(id, set);
      set.add(notify);
      return () => set.delete(notify);
    },
  };
}
export type RowBindings = ReturnType<typeof rowBindings>;

const sameBinding = (a: RowBinding, b: RowBinding) => (Object.keys(a) as (keyof RowBinding)[]).every((key) => a[key] === b[key]);
