import { useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type ChunkState<M> =
  | { status: 'idle' | 'loading'; failures: number }
  | { status: 'loaded'; module: M; failures: number }
  | { status: 'failed'; failures: number };

/** Handlers for a button that opens a dialog of the chunk: its code starts coming when the user is about to open it. */
export interface DialogOpenerProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/** The code of one or more dialogs, fetched once by one `import()` (one chunk of the build). */
export interface DialogChunk<M> {
  /** Starts the fetch unless it is under way or done; after a failure, fetches again. */
  preload: () => void;
  /** Spread on each button that opens one of the chunk's dialogs: the first fetch starts when the pointer nears it, it takes focus or is touched. */
  openerProps: DialogOpenerProps;
  subscribe: (onChange: () => void) => () => void;
  state: () => ChunkState<M>;
}

/**
 * A chunk of dialogs: `dialogChunk(() => import('./routine-dialogs'))`. What is loaded is kept per
 * chunk, not per dialog, so once one of its dialogs has opened (or a button preloaded it) every
 * dialog of the chunk opens at once (docs/decisions/0022).
 */
export function dialogChunk<M>(load: () => Promise<M>): DialogChunk<M> {
  let state: ChunkState<M> = { status: 'idle', failures: 0 };
  const listeners = new Set<() => void>();
  const set = (next: ChunkState<M>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const preload = () => {
    if (state.status === 'loading' || state.status === 'loaded') return;
    const { failures } = state;
    set({ status: 'loading', failures });
    load().then(
      (module) => set({ status: 'loaded', module, failures }),
      () => set({ status: 'failed', failures: failures + 1 }),
    );
  };
  // Only a first fetch: after a failure, opening the dialog (or Retry) fetches again. Focus returning
  // to the button as a failed opening's "Loading…" closes must not start another round.
  const preloadOnce = () => {
    if (state.status === 'idle') preload();
  };
  return {
    preload,
    openerProps: { onPointerEnter: preloadOnce, onFocus: preloadOnce, onTouchStart: preloadOnce },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    state: () => state,
  };
}

export interface LazyDialogOptions<P> {
  /** What the user calls it, e.g. "weight form": "The weight form could not be loaded." */
  what: string;
  /** Whether these props show the dialog: nothing is fetched or rendered while they do not. */
  isOpen: (props: P) => boolean;
}

/**
 * A dialog whose code comes with its chunk, the first time one of the chunk's dialogs opens or is
 * about to, so the first paint does not carry it. Used like the dialog itself.
 * - Code already here: the dialog renders in the opening's first commit, never a "Loading…".
 * - Code on its way: a small dialog says "Loading…" (`role=status`, Cancel and Esc close it), and the
 *   dialog replaces it as an ordinary update the moment the code arrives (no Suspense, whose retry
 *   React holds back 300 ms after a fallback).
 * - Fetch failed during this opening: a dialog says so with Retry, which fetches again; so does
 *   opening it again. Errors thrown by the loaded dialog itself are not caught here.
 */
export function lazyDialog<M, P extends { onClose: () => void }>(
  chunk: DialogChunk<M>,
  pick: (module: M) => ComponentType<P>,
  { what, isOpen }: LazyDialogOptions<P>,
): ComponentType<P> {
  function OnDemandDialog(props: P) {
    const state = useSyncExternalStore(chunk.subscribe, chunk.state);
    const open = isOpen(props);
    // Failures before this opening are not this opening's: it fetches again and says "Loading…".
    const failuresAtOpening = useRef<number | null>(null);
    if (!open) failuresAtOpening.current = null;
    else failuresAtOpening.current ??= state.failures;
    useEffect(() => {
      if (open) chunk.preload();
    }, [open]);

    if (!open) return null;
    if (state.status === 'loaded') {
      const Dialog = pick(state.module);
      return <Dialog {...props} />;
    }
    if (state.status === 'failed' && state.failures > failuresAtOpening.current!) {
      return <LoadFailedDialog what={what} onClose={props.onClose} onRetry={chunk.preload} />;
    }
    return <LoadingDialog what={what} onClose={props.onClose} />;
  }
  OnDemandDialog.displayName = `LazyDialog(${what})`;
  return OnDemandDialog;
}

function LoadingDialog({ what, onClose }: { what: string; onClose: () => void }) {
  return (
    <Modal open label={`Loading the ${what}`} onClose={onClose} hideConfirm>
      <p role="status">Loading…</p>
    </Modal>
  );
}

function LoadFailedDialog({ what, onClose, onRetry }: { what: string; onClose: () => void; onRetry: () => void }) {
  return (
    <Modal open role="alertdialog" label={`The ${what} could not be loaded`} onClose={onClose} cancelLabel="Close" hideConfirm>
      <p role="alert">The {what} could not be loaded. Check your connection, then retry.</p>
      <Button data-autofocus onClick={onRetry}>
        Retry
      </Button>
    </Modal>
  );
}
