import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { exposedChunk, forgetLoad, loadExposed, type ExposedLoad } from './exposed-loads';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { prepareRetry } from './remote-registry';
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

function Loading({ title, compact }: { title: string; compact: boolean }) {
  if (compact) return null;
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      Loading {title}…
    </div>
  );
}

/**
 * The load of one exposed component, starting it if needed; the slot re-renders when it settles.
 * An ordinary state update, not a Suspense retry: React 19 holds a retry's reveal until 300 ms after
 * the last loading state it showed, which a panel whose code is already here should not wait for.
 */
function useExposedLoad(id: string): ExposedLoad {
  return useSyncExternalStore(exposedChunk(id).subscribe, () => loadExposed(id));
}

/** The exposed component once its code is here (at once when it already is); a failed load goes to the error boundary. */
function Exposed({ id, title, compact, props }: Required<RemoteComponentProps>) {
  const load = useExposedLoad(id);
  if (load.status === 'failed') throw load.error;
  if (load.status !== 'loaded') return <Loading title={title} compact={compact} />;
  const Component = load.module;
  return <Component {...props} />;
}

/** Mounts one exposed component of a remote inside an error boundary with a Retry fallback. */
export function RemoteComponent({ id, title, props = {}, compact = false }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);
  const slot = useMemo(
    () => ({
      title,
      compact,
      // Retry loads the remote again (forgetting a failed manifest or entry in the runtime) and remounts it.
      retry: () => {
        void prepareRetry(id).finally(() => {
          forgetLoad(id);
          setAttempt((n) => n + 1);
        });
      },
    }),
    [id, title, compact],
  );
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={attempt}>
        {/* For whatever inside the remote suspends without a boundary of its own. */}
        <Suspense fallback={<Loading title={title} compact={compact} />}>
          <Exposed id={id} title={title} compact={compact} props={props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
