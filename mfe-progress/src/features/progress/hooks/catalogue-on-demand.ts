import { useEffect } from 'react';
import type * as CatalogueModule from '@fitness/catalogue';
import { lazyChunk, useChunk } from '@fitness/ui';

/** The exercise catalogue package: its data and search, as one module. */
export type Catalogue = typeof CatalogueModule;

// Its own chunk, fetched once "Sets per muscle" or "Not linked yet" mounts: the panel's lists paint without its 385 entries.
export const catalogueChunk = lazyChunk(() => import(/* webpackChunkName: "exercise-catalogue" */ '@fitness/catalogue'));

/** The catalogue once loaded (undefined before), whether its fetch failed, and a retry. */
export function useCatalogue(): { catalogue: Catalogue | undefined; failed: boolean; retry: () => void } {
  const state = useChunk(catalogueChunk);
  useEffect(() => catalogueChunk.preloadOnce(), []);
  return { catalogue: state.status === 'loaded' ? state.module : undefined, failed: state.status === 'failed', retry: catalogueChunk.preload };
}
