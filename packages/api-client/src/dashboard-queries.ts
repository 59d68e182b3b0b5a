import type { useTRPC } from './trpc';

type Trpc = ReturnType<typeof useTRPC>;

/** Today's workout log is asked for in the browser's time zone; one input so every caller shares the cache entry. */
export function todaysWorkoutLogInput(): { timezone: string } {
  return { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
}

/**
 * What the dashboard loads right after login (spec section 4), as query options with the same keys the
 * panels use, so the panels find their data already in the shared cache. The weights are one of them:
 * the weight panel (and the progress panel's bodyweight figures) read them, and they must not wait
 * for the profile's answer.
 */
export function dashboardQueries(trpc: Trpc) {
  return {
    profile: trpc.profile.get.queryOptions(),
    weights: trpc.weight.list.queryOptions(),
    routines: trpc.routines.list.queryOptions(),
    exercises: trpc.exercises.list.queryOptions(),
    trackedExercises: trpc.progress.list.queryOptions(),
    todaysWorkoutLog: trpc.workoutLog.get.queryOptions(todaysWorkoutLogInput()),
  };
}
