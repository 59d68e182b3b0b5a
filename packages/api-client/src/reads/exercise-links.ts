import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/**
 * The names the user linked by hand, each to a catalogue entry or a custom exercise (a name equal to
 * one of them is linked without a stored link, so it is not here).
 */
export const exerciseLinksQuery = (trpc: Trpc) => trpc.customExercises.links.queryOptions();

export function useExerciseLinks() {
  return useQuery(exerciseLinksQuery(useTRPC()));
}
