import { Component, lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/** A dialog's code that could not be fetched (offline, a redeploy removed the chunk…). */
class DialogLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`The ${what} could not be loaded`, { cause });
    this.name = 'DialogLoadError';
  }
}

export interface LazyDialogOptions<P> {
  /** What the user calls it, e.g. "weight dialog": "The weight dialog could not be loaded." */
  what: string;
  /** Whether these props show the dialog: nothing is fetched or rendered while they do not. */
  isOpen: (props: P) => boolean;
}

/** The dialog component, plus `preload()` to fetch its code early (e.g. when the pointer nears its button). */
export type LazyDialog<P> = ComponentType<P> & { preload: () => void };

/**
 * A dialog whose code is fetched the first time it opens, so the first paint does not carry it
 * (docs/decisions/0022). Used like the dialog itself. While the code loads, a small dialog says
 * "Loading…" (`role=status`, Cancel and Esc close it); when the fetch fails, a dialog says so with
 * Retry, which fetches again. Errors thrown by the loaded dialog itself are not caught here.
 */
export function lazyDialog<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>, { what, isOpen }: LazyDialogOptions<P>): LazyDialog<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  /** The dialog once its code is here: later openings render it at once, with no "Loading…" in between. */
  let resolved: ComponentType<P> | null = null;
  let failed = false;
  const fetchCode = () =>
    (pending ??= load().then(
      (dialog) => (resolved = dialog),
      (error: unknown) => {
        pending = null; // the next attempt fetches again
        failed = true;
        throw new DialogLoadError(what, error);
      },
    ));
  // A rejected lazy component stays rejected: Retry, or opening again, starts from a new one.
  const makeLazy = () => lazy(async () => ({ default: await fetchCode() }));
  let Loaded = makeLazy();
  let attempt = 0;
  const startOver = () => {
    Loaded = makeLazy();
    failed = false;
    attempt += 1;
  };

  function OnDemandDialog(props: P) {
    const [, setAttempt] = useState(0);
    // What one opening renders stays the same until it closes: swapping the lazy wrapper for the
    // loaded component while open would remount the dialog and lose what was typed.
    const shown = useRef<ComponentType<P> | null>(null);
    if (!isOpen(props)) {
      shown.current = null;
      if (failed) startOver();
      return null;
    }
    shown.current ??= resolved ?? (Loaded as ComponentType<P>);
    const Dialog = shown.current;
    const retry = () => {
      startOver();
      shown.current = null;
      setAttempt(attempt);
    };
    return (
      <DialogLoadBoundary key={attempt} what={what} onClose={props.onClose} onRetry={retry}>
        <Suspense fallback={<LoadingDialog what={what} onClose={props.onClose} />}>
          <Dialog {...props} />
        </Suspense>
      </DialogLoadBoundary>
    );
  }
  OnDemandDialog.displayName = `LazyDialog(${what})`;
  return Object.assign(OnDemandDialog, { preload: () => void fetchCode().catch(() => {}) });
}

function LoadingDialog({ what, onClose }: { what: string; onClose: () => void }) {
  return (
    <Modal open label={`Loading the ${what}`} onClose={onClose} hideConfirm>
      <p role="status">Loading…</p>
    </Modal>
  );
}

interface BoundaryProps {
  what: string;
  onClose: () => void;
  onRetry: () => void;
  children: ReactNode;
}

class DialogLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Not a failed fetch: a bug in the dialog, for the boundaries above to handle.
    if (!(error instanceof DialogLoadError)) throw error;
    const { what, onClose, onRetry } = this.props;
    return (
      <Modal open role="alertdialog" label={`The ${what} could not be loaded`} onClose={onClose} cancelLabel="Close" hideConfirm>
        <p role="alert">The {what} could not be loaded. Check your connection, then retry.</p>
        <Button data-autofocus onClick={onRetry}>
          Retry
        </Button>
      </Modal>
    );
  }
}
