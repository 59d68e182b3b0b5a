import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

/** Every entry of one tracked name without sets, oldest first; fetched only while `enabled` (history open or statistics shown). */
export function useExerciseHistory(exerciseName: string, enabled: boolean) {
  return useQuery({ ...useTRPC().progress.history.queryOptions({ exerciseName }), enabled });
}
