import { kindOf, setTypeOf, type ExerciseKind, type SetType } from '@fitness/domain';
import type { LogExerciseRecord, WorkoutSetRecord } from '../../shared/records';

// A day's log as tRPC answers it: the stored documents, each exercise with its kind and each set
// with its type spelt out (stored only when not the default, docs/decisions/0071).

export type LoggedSet = Omit<WorkoutSetRecord, 'type'> & { type: SetType };
export type LoggedExercise = Omit<LogExerciseRecord, 'kind' | 'sets'> & { kind: ExerciseKind; sets: LoggedSet[] };

export const toLoggedSet = (set: WorkoutSetRecord): LoggedSet => ({ ...set, type: setTypeOf(set) });

export const toLoggedExercise = (exercise: LogExerciseRecord): LoggedExercise => ({
  ...exercise,
  kind: kindOf(exercise),
  sets: exercise.sets.map(toLoggedSet),
});
