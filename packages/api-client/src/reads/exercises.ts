import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** Every exercise of the user by sort order, in one read: a routine's exercises are here when it is expanded. */
export const exercisesQuery = (trpc: Trpc) => trpc.exercises.list.queryOptions();

export function useExercises() {
  return useQuery(exercisesQuery(useTRPC()));
}
