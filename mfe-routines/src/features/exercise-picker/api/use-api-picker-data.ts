import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomExercise } from '@fitness/catalogue';
import { customExercisesQuery, exerciseLinksQuery, useCustomExercises, useTrackedExercises, useTRPC, useTRPCClient } from '@fitness/api-client';
import type { CustomExerciseActions, PickerData } from '../hooks/picker-data';

const NONE: readonly CustomExercise[] = [];

/** Tracked names by their latest entry, most recent first (names never logged last). */
export function recentNamesOf(tracked: readonly { exerciseName: string; latest: { date: string } | null }[]): string[] {
  return tracked
    .filter((item) => item.latest)
    .sort((a, b) => (a.latest!.date < b.latest!.date ? 1 : a.latest!.date > b.latest!.date ? -1 : 0))
    .map((item) => item.exerciseName);
}

/** The picker's data from the API: the user's custom exercises, recent names, and the calls that save custom exercises. */
export function useApiPickerData(): PickerData {
  const custom = useCustomExercises().data ?? NONE;
  const tracked = useTrackedExercises().data;
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const recentNames = useMemo(() => recentNamesOf(tracked ?? []), [tracked]);

  const actions = useMemo((): CustomExerciseActions => {
    const listKey = customExercisesQuery(trpc).queryKey;
    // The answer goes into the list at once, so the next keystroke's search has it; a refetch then confirms it.
    const refresh = () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: exerciseLinksQuery(trpc).queryKey })]);
    return {
      async create(values) {
        const saved = await client.customExercises.create.mutate(values);
        queryClient.setQueryData(listKey, (old) => [saved, ...(old ?? []).filter((e) => e.id !== saved.id)]);
        void refresh();
        return saved;
      },
      async update(id, values) {
        const saved = await client.customExercises.update.mutate({ id, ...values });
        queryClient.setQueryData(listKey, (old) => (old ?? []).map((e) => (e.id === id ? saved : e)));
        void refresh();
        return saved;
      },
      async remove(id) {
        await client.customExercises.delete.mutate({ id });
        queryClient.setQueryData(listKey, (old) => (old ?? []).filter((e) => e.id !== id));
        void refresh();
      },
    };
  }, [trpc, client, queryClient]);

  return useMemo(() => ({ custom, recentNames, actions }), [custom, recentNames, actions]);
}
