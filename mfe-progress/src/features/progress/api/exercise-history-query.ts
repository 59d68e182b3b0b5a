import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Every entry of one tracked name without sets, oldest first; fetched only while `enabled` (history open or statistics shown). */
export function useExerciseHistory(exerciseName: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.progress.history.queryOptions({ exerciseName }), enabled });
}
