import { useMemo } from 'react';
import type { CustomExercise } from '@fitness/catalogue';
import { useCustomExercises, useExerciseLinks } from '@fitness/api-client';
import type { LoadState } from '../api/types';
import { useCatalogue, type Catalogue } from './catalogue-on-demand';
import { nameResolver, type NameResolver } from './name-links';

/** What the two linking sections build on: the catalogue (loaded on demand), the user's custom exercises and what each name links to. */
export interface NameLinks {
  catalogue: Catalogue;
  custom: readonly CustomExercise[];
  resolve: NameResolver;
}

/** The catalogue, custom exercises and hand links, loaded together; a failure of any offers one retry for all. */
export function useNameLinks(): LoadState<NameLinks> {
  const { catalogue, failed, retry } = useCatalogue();
  const custom = useCustomExercises();
  const links = useExerciseLinks();
  const ready = useMemo(
    () => (catalogue && custom.data && links.data ? { catalogue, custom: custom.data, resolve: nameResolver(catalogue, custom.data, links.data) } : undefined),
    [catalogue, custom.data, links.data],
  );
  if (failed || custom.isError || links.isError) {
    return {
      status: 'error',
      onRetry: () => {
        if (failed) retry();
        if (custom.isError) void custom.refetch();
        if (links.isError) void links.refetch();
      },
    };
  }
  return ready ? { status: 'ready', data: ready } : { status: 'loading' };
}
