import { useMemo } from 'react';
import { localToday, useSetsByName } from '@fitness/api-client';
import type { LoadState } from '../api/types';
import { useNameLinks } from '../hooks/use-name-links';
import { SETS_PER_MUSCLE_WEEKS, setsPerMuscleWeeks } from '../hooks/weeks-of-sets';
import { SetsPerMuscleView } from './sets-per-muscle-view';

/** "Sets per muscle" wired to the API: the last 8 weeks' working sets by name, resolved to muscles with the catalogue (loaded on demand). */
export function SetsPerMuscle() {
  const links = useNameLinks();
  const sets = useSetsByName(SETS_PER_MUSCLE_WEEKS);
  const linked = links.status === 'ready' ? links.data : undefined;
  const weeks = useMemo(
    () => (linked && sets.data ? setsPerMuscleWeeks(linked.catalogue, sets.data, localToday(), linked.resolve) : undefined),
    [linked, sets.data],
  );
  const state: LoadState<NonNullable<typeof weeks>> =
    links.status === 'error' || sets.isError
      ? {
          status: 'error',
          onRetry: () => {
            if (links.status === 'error') links.onRetry();
            if (sets.isError) void sets.refetch();
          },
        }
      : weeks
        ? { status: 'ready', data: weeks }
        : { status: 'loading' };
  return <SetsPerMuscleView state={state} />;
}
