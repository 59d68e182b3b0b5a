import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSlotContext } from './remote-slot-context';

export interface RemoteComponentProps {
  /** `remote/Exposed`, e.g. `mfe_weight/WeightPanel`. */
  id: string;
  /** What the user calls this part, shown in the loading and fallback states. */
  title: string;
  props?: Record<string, unknown>;
}

function lazyRemote(id: string) {
  return lazy(async () => {
    const module = await loadRemote<{ default: ComponentType<Record<string, unknown>> }>(id);
    if (!module?.default) throw new Error(`${id} did not provide a component`);
    return module;
  });
}

/** Mounts one exposed component of a remote inside an error boundary with a Retry fallback. */
export function RemoteComponent({ id, title, props = {} }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: Retry loads the remote again.
  const Loaded = useMemo(() => lazyRemote(id), [id, attempt]);
  const slot = useMemo(() => ({ title, retry: () => setAttempt((n) => n + 1) }), [title]);
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={attempt}>
        <Suspense
          fallback={
            <div className="remote-loading" role="status" aria-live="polite">
              Loading {title}…
            </div>
          }
        >
          <Loaded {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
