import { useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { Button } from './button';
import type { ChunkState, LazyChunk } from './lazy-chunk';
import { Modal } from './modal';

/** Where the chunk's fetch stands, re-rendering as it changes. */
export function useChunk<M>(chunk: LazyChunk<M>): ChunkState<M> {
  return useSyncExternalStore(chunk.subscribe, chunk.state);
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
  chunk: LazyChunk<M>,
  pick: (module: M) => ComponentType<P>,
  { what, isOpen }: LazyDialogOptions<P>,
): ComponentType<P> {
  function OnDemandDialog(props: P) {
    const state = useChunk(chunk);
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
