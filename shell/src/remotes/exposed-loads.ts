import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { markRemoteFailed } from './remote-registry';

export type ExposedComponent = ComponentType<Record<string, unknown>>;

/** Where the load of one exposed component stands. */
export type ExposedLoad = { status: 'loading' } | { status: 'loaded'; component: ExposedComponent } | { status: 'failed'; error: unknown };

const loads = new Map<string, ExposedLoad>();
const listeners = new Set<() => void>();

/** Records how a load ended, unless a Retry has forgotten it meanwhile (a newer load stands for it). */
function settle(id: string, from: ExposedLoad, load: ExposedLoad) {
  if (loads.get(id) !== from) return;
  loads.set(id, load);
  for (const listener of listeners) listener();
}

/**
 * Starts loading one exposed component (`remote/Exposed`, e.g. `mfe_weight/WeightPanel`) unless it is
 * loading, loaded or failed already, and answers where it stands. Loaded once, it mounts at once
 * wherever it is shown next. A failure is kept (every slot of it shows the fallback) until `forgetLoad`.
 */
export function loadExposed(id: string): ExposedLoad {
  const known = loads.get(id);
  if (known) return known;
  const loading: ExposedLoad = { status: 'loading' };
  loads.set(id, loading);
  loadRemote<{ default?: ExposedComponent }>(id)
    .then((module) => {
      if (!module?.default) throw new Error(`${id} did not provide a component`);
      settle(id, loading, { status: 'loaded', component: module.default });
    })
    .catch((error: unknown) => {
      // E.g. a shared singleton the remote cannot accept (strictVersion): it falls back, with the reason logged.
      console.error(`Remote ${id} could not be loaded`, error);
      markRemoteFailed(id);
      settle(id, loading, { status: 'failed', error });
    });
  return loading;
}

/** Before a Retry: the next `loadExposed` asks the runtime again. */
export function forgetLoad(id: string): void {
  loads.delete(id);
}

/** Calls `listener` whenever a load settles (for `useSyncExternalStore`). */
export function subscribeToLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
