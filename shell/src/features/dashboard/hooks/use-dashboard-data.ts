import { useQueries } from '@tanstack/react-query';
import { dashboardQueries, useTRPC } from '@fitness/api-client';

/**
 * Everything the dashboard shows, requested in parallel right after login (spec section 4): profile,
 * routines, exercises, tracked exercises and today's workout log. Each succeeds or fails on its own;
 * the panels read the same cache entries, so a failure costs only the panel that needed it.
 */
export function useDashboardData() {
  const trpc = useTRPC();
  const queries = dashboardQueries(trpc);
  const [profile, routines, exercises, trackedExercises, todaysWorkoutLog] = useQueries({
    queries: [queries.profile, queries.routines, queries.exercises, queries.trackedExercises, queries.todaysWorkoutLog],
  });
  return { profile, routines, exercises, trackedExercises, todaysWorkoutLog };
}
