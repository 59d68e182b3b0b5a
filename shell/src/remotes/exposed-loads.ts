import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazyChunk, type ChunkState, type LazyChunk } from '@fitness/ui/lazy-chunk';
import { markRemoteFailed } from './remote-registry';

export type ExposedComponent = ComponentType<Record<string, unknown>>;

/** Where the load of one exposed component stands. */
export type ExposedLoad = ChunkState<ExposedComponent>;

const chunks = new Map<string, LazyChunk<ExposedComponent>>();

/** One exposed component (`remote/Exposed`, e.g. `mfe_weight/WeightPanel`) as a chunk of the one lazy loader (@fitness/ui). */
export function exposedChunk(id: string): LazyChunk<ExposedComponent> {
  let chunk = chunks.get(id);
  if (!chunk) {
    chunk = lazyChunk(async () => {
      try {
        const module = await loadRemote<{ default?: ExposedComponent }>(id);
        if (!module?.default) throw new Error(`${id} did not provide a component`);
        return module.default;
      } catch (error) {
        // E.g. a shared singleton the remote cannot accept (strictVersion): it falls back, with the reason logged.
        console.error(`Remote ${id} could not be loaded`, error);
        markRemoteFailed(id);
        throw error;
      }
    });
    chunks.set(id, chunk);
  }
  return chunk;
}

/**
 * Starts loading one exposed component unless it is loading, loaded or failed already, and answers
 * where it stands. Loaded once, it mounts at once wherever it is shown next. A failure is kept (every
 * slot of it shows the fallback) until `forgetLoad`.
 */
export function loadExposed(id: string): ExposedLoad {
  const chunk = exposedChunk(id);
  chunk.preloadOnce();
  return chunk.state();
}

/** Before a Retry: the next `loadExposed` asks the runtime again. */
export function forgetLoad(id: string): void {
  chunks.delete(id);
}
