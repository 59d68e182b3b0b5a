import { useSyncExternalStore } from 'react';

/**
 * Work on screen that is not saved anywhere yet (a log with unsaved sets): while any is held, the
 * app never reloads itself, and the "new version" prompt waits (docs/decisions/0043).
 */
const held = new Set<symbol>();
const listeners = new Set<() => void>();

export function holdUnsavedWork(): () => void {
  const token = Symbol('unsaved work');
  held.add(token);
  listeners.forEach((listener) => listener());
  return () => {
    if (held.delete(token)) listeners.forEach((listener) => listener());
  };
}

const hasUnsavedWork = () => held.size > 0;

export function useUnsavedWork(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasUnsavedWork,
    hasUnsavedWork,
  );
}
