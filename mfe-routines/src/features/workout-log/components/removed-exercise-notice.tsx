import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '@fitness/ui';
import type { LogStore } from '../hooks/log-store';

/** How long "Removed Squats — Undo" stays. */
const UNDO_MS = 8_000;

/**
 * "Removed Squats — Undo" after an exercise leaves the log, in a polite live region that is always
 * on the page (so the removal is announced); Undo puts the exercise back with its sets.
 */
export function RemovedExerciseNotice({ store, onUndone }: { store: LogStore; onUndone: (exerciseKey: string) => void }) {
  const removed = useSyncExternalStore(store.subscribe, store.removed, store.removed);
  useEffect(() => {
    if (!removed) return undefined;
    const timer = setTimeout(() => store.forgetRemoved(), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed, store]);
  return (
    <div className="log-undo" role="status" aria-live="polite">
      {removed ? (
        <>
          <span>Removed {removed.name} — </span>
          <Button
            variant="secondary"
            onClick={() => {
              const key = store.undoRemove();
              if (key) onUndone(key);
            }}
          >
            Undo
          </Button>
        </>
      ) : null}
    </div>
  );
}
