import { useEffect } from 'react';
import { lazyChunk, useChunk } from '@fitness/ui';
import type * as PickerChunkModule from '../picker-chunk';

/** The picker's chunk: the catalogue and its search, and the custom exercises' dialogs. */
export type PickerChunk = typeof PickerChunkModule;

/** Runs `work` once the page is idle (at the latest after 2 s), or soon where there is no idle callback (Safari). */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}

// Its own chunk, fetched when a picker mounts (a routine's exercise dialog, a log card): no first paint carries its 385 entries.
export const pickerChunk = lazyChunk(() =>
  import(/* webpackChunkName: "exercise-picker" */ '../picker-chunk').then((chunk) => {
    // Indexing the catalogue is the costly part of a first search (docs/benchmarks/issue-49.md): done before the first keystroke.
    whenIdle(chunk.prepareExerciseSearch);
    return chunk;
  }),
);

/** The chunk once loaded (undefined before, or when its fetch failed: the field then takes a name as typed). */
export function usePickerChunk(): PickerChunk | undefined {
  const state = useChunk(pickerChunk);
  useEffect(() => pickerChunk.preloadOnce(), []);
  return state.status === 'loaded' ? state.module : undefined;
}
