import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, useTRPC } from '@fitness/api-client';

/** The user's routines in display order, each with its exercises in sort order (what a log can start from). */
export function useRoutinesWithExercises() {
  const trpc = useTRPC();
  const queries = dashboardQueries(trpc);
  const routines = useQuery(queries.routines);
  const exercises = useQuery(queries.exercises);
  const data =
    routines.data && exercises.data
      ? routines.data.map((routine) => ({ ...routine, exercises: exercises.data.filter((e) => e.routineId === routine.id) }))
      : undefined;
  return {
    data,
    isPending: routines.isPending || exercises.isPending,
    isError: routines.isError || exercises.isError,
    retry: () => {
      if (routines.isError) void routines.refetch();
      if (exercises.isError) void exercises.refetch();
    },
  };
}
export type RoutineWithExercises = NonNullable<ReturnType<typeof useRoutinesWithExercises>['data']>[number];
