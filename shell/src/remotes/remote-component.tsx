import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { markRemoteFailed, prepareRetry } from './remote-registry';
import { RemoteSlotContext } from './remote-slot-context';

export interface RemoteComponentProps {
  /** `remote/Exposed`, e.g. `mfe_weight/WeightPanel`. */
  id: string;
  /** What the user calls this part, shown in the loading and fallback states. */
  title: string;
  props?: Record<string, unknown>;
  /** A small control (e.g. a floating button): loads silently and fails as one line, not a panel. */
  compact?: boolean;
}

function lazyRemote(id: string) {
  return lazy(async () => {
    try {
      const module = await loadRemote<{ default: ComponentType<Record<string, unknown>> }>(id);
      if (!module?.default) throw new Error(`${id} did not provide a component`);
      return module;
    } catch (error) {
      // E.g. a shared singleton the remote cannot accept (strictVersion): it falls back, with the reason logged.
      console.error(`Remote ${id} could not be loaded`, error);
      markRemoteFailed(id);
      throw error;
    }
  });
}

/** Mounts one exposed component of a remote inside an error boundary with a Retry fallback. */
export function RemoteComponent({ id, title, props = {}, compact = false }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: Retry loads the remote again.
  const Loaded = useMemo(() => lazyRemote(id), [id, attempt]);
  const slot = useMemo(
    () => ({
      title,
      compact,
      retry: () => {
        void prepareRetry(id).finally(() => setAttempt((n) => n + 1));
      },
    }),
    [id, title, compact],
  );
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={attempt}>
        <Suspense
          fallback={
            compact ? null : (
              <div className="remote-loading" role="status" aria-live="polite">
                Loading {title}…
              </div>
            )
          }
        >
          <Loaded {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
