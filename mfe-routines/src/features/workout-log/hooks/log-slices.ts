import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ExerciseForm, WorkoutSession } from '@fitness/domain';
import type { LogStore } from './log-store';

/**
 * A slice of the log that re-renders its component only when it changes: `select` must answer the
 * same value (or an `equal` one) for an unchanged log. Exercises and sets keep their identity until changed.
 */
export function useLogSlice<T>(store: LogStore, select: (exercises: ExerciseForm[]) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ from: ExerciseForm[]; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const from = store.exercises();
    if (last.current?.from === from) return last.current.value;
    const value = select(from);
    if (last.current && equal(last.current.value, value)) {
      last.current = { from, value: last.current.value };
      return last.current.value;
    }
    last.current = { from, value };
    return value;
    // `select` and `equal` are inline functions of fixed meaning for a component (a card keeps its key).
  }, [store]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** The exercises' keys in order: what the list of cards re-renders for. */
export const useExerciseKeys = (store: LogStore) => useLogSlice(store, (exercises) => exercises.map((e) => e.key), sameKeys);

/** One exercise (undefined once removed). */
export const useExercise = (store: LogStore, key: string) => useLogSlice(store, (exercises) => exercises.find((e) => e.key === key));

/** The workout's session (null until started or noted): only the session's own controls re-render for it. */
export function useSession(store: LogStore): WorkoutSession | null {
  return useSyncExternalStore(store.subscribe, store.session, store.session);
}
