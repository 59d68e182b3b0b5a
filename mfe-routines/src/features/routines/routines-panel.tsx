import { useExercises, useProfile, useRoutines } from '@fitness/api-client';
import { useCreateExercise, useDeleteExercise, useUpdateExercise } from './api/use-exercise-mutations';
import { useReorderExercises, useReorderRoutines } from './api/use-reorder';
import { useCreateRoutine, useCreateStarters, useDeleteRoutine, useRenameRoutine } from './api/use-routine-mutations';
import { RoutinesPanelView, type RoutinesPanelActions, type RoutinesPanelState } from './components/routines-panel-view';
import { ROUTINE_LOG_MESSAGES } from './log-messages';
import '../../routines-remote.css';

/** Runs a call; a failure is only logged (spec section 8) and answers false so its dialog stays open. */
async function attempt(logMessage: string, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    console.error(logMessage, error);
    return false;
  }
}

/**
 * The dashboard's Workout Routines panel, wired to the API (exposed as mfe_routines/RoutinesPanel).
 * Saves resolve after the lists are read again; reorders show at once and roll back on failure.
 */
export default function RoutinesPanel() {
  const routines = useRoutines();
  const exercises = useExercises();
  const profile = useProfile();
  const createRoutine = useCreateRoutine();
  const renameRoutine = useRenameRoutine();
  const deleteRoutine = useDeleteRoutine();
  const createStarters = useCreateStarters();
  const createExercise = useCreateExercise();
  const updateExercise = useUpdateExercise();
  const deleteExercise = useDeleteExercise();
  const reorderRoutines = useReorderRoutines();
  const reorderExercises = useReorderExercises();

  const queries = [routines, exercises, profile];
  const state: RoutinesPanelState =
    routines.isPending || exercises.isPending || profile.isPending
      ? { status: 'loading' }
      : routines.isError || exercises.isError || profile.isError
        ? { status: 'error', onRetry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()) }
        : { status: 'ready', routines: routines.data, exercises: exercises.data, measurementType: profile.data.measurementType };

  const actions: RoutinesPanelActions = {
    onCreateRoutine: (name) => attempt(ROUTINE_LOG_MESSAGES.creatingRoutine, () => createRoutine.mutateAsync({ name })),
    onRenameRoutine: (routine, name) => attempt(ROUTINE_LOG_MESSAGES.renamingRoutine, () => renameRoutine.mutateAsync({ id: routine.id, name })),
    onDeleteRoutine: (routine) => attempt(ROUTINE_LOG_MESSAGES.deletingRoutine, () => deleteRoutine.mutateAsync({ id: routine.id })),
    onCreateStarters: () => attempt(ROUTINE_LOG_MESSAGES.creatingStarters, () => createStarters.mutateAsync()),
    onCreateExercise: (routine, values) =>
      attempt(ROUTINE_LOG_MESSAGES.creatingExercise, () => createExercise.mutateAsync({ routineId: routine.id, ...values })),
    onUpdateExercise: (exercise, values) => attempt(ROUTINE_LOG_MESSAGES.updatingExercise, () => updateExercise.mutateAsync({ id: exercise.id, ...values })),
    onDeleteExercise: (exercise) => attempt(ROUTINE_LOG_MESSAGES.deletingExercise, () => deleteExercise.mutateAsync({ id: exercise.id })),
    // Failures are logged and rolled back by the mutations themselves.
    onReorderRoutines: (next) => reorderRoutines.mutate(next),
    onReorderExercises: (routine, next) => reorderExercises.mutate({ routineId: routine.id, next }),
  };

  return <RoutinesPanelView state={state} {...actions} />;
}
