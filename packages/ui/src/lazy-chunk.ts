/** Where the fetch of one chunk stands; a failure keeps its error (a panel's boundary shows it). */
export type ChunkState<M> =
  | { status: 'idle' | 'loading'; failures: number }
  | { status: 'loaded'; module: M; failures: number }
  | { status: 'failed'; error: unknown; failures: number };

/** Handlers for a button that opens a part of the chunk: its code starts coming when the user is about to open it. */
export interface DialogOpenerProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/** The code of one or more dialogs or panels, fetched once by one `import()` or `loadRemote()` (one chunk of a build). */
export interface LazyChunk<M> {
  /** Starts the fetch unless it is under way or done; after a failure, fetches again (Retry). */
  preload: () => void;
  /** Starts only a first fetch: after a failure, nothing until `preload`. */
  preloadOnce: () => void;
  /** Spread on each button that opens one of the chunk's dialogs: the first fetch starts when the pointer nears it, it takes focus or is touched. */
  openerProps: DialogOpenerProps;
  subscribe: (onChange: () => void) => () => void;
  state: () => ChunkState<M>;
}

/**
 * The one lazy loader: `lazyChunk(() => import('./routine-dialogs'))`. What is loaded is kept per
 * chunk, not per dialog or panel, so once one of its parts has shown (or a button preloaded it)
 * every part of the chunk shows at once, as an ordinary update (docs/decisions/0022, 0047, 0063).
 * No React here: the shell's dashboard start loads panels with it before React has loaded.
 */
export function lazyChunk<M>(load: () => Promise<M>): LazyChunk<M> {
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
      (error: unknown) => set({ status: 'failed', error, failures: failures + 1 }),
    );
  };
  // Focus returning to the button as a failed opening's "Loading…" closes must not start another round.
  const preloadOnce = () => {
    if (state.status === 'idle') preload();
  };
  return {
    preload,
    preloadOnce,
    openerProps: { onPointerEnter: preloadOnce, onFocus: preloadOnce, onTouchStart: preloadOnce },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    state: () => state,
  };
}
