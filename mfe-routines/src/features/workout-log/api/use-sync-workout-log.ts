import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todaysWorkoutLogInput, useTRPC } from '@fitness/api-client';

/**
 * Saves a day's log. On success the tracked exercises (progress panel) and the saved logs and
 * "last time" numbers are fetched again before the promise resolves, so the dialog closes on fresh data.
 */
export function useSyncWorkoutLog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.workoutLog.sync.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.workoutLog.pathKey() }),
        ]),
    }),
  );
}

/** The browser's time zone, as today's log is asked for. */
export const browserTimeZone = () => todaysWorkoutLogInput().timezone;
