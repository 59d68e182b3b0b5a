import { useExercises, useRoutines } from '@fitness/api-client';
import { exercisesOf, groupByRoutine } from '../../routines/hooks/group-exercises';

/** The user's routines in display order, each with its exercises in sort order (what a log can start from). */
export function useRoutinesWithExercises() {
  const routines = useRoutines();
  const exercises = useExercises();
  const groups = exercises.data ? groupByRoutine(exercises.data) : undefined;
  const data = routines.data && groups ? routines.data.map((routine) => ({ ...routine, exercises: exercisesOf(groups, routine.id) })) : undefined;
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
