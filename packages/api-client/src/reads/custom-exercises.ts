import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** The user's own exercises (issue #49), newest first: the exercise picker lists them with the catalogue's. */
export const customExercisesQuery = (trpc: Trpc) => trpc.customExercises.list.queryOptions();

export function useCustomExercises() {
  return useQuery(customExercisesQuery(useTRPC()));
}
