import { logToForm, normalizeGroups, setTypeOf, type ExerciseForm, type LogExerciseForm, type MeasurementType } from '@fitness/domain';

export interface RepeatIds {
  /** A new id for each exercise, set and group: the repeat is new on this device, never the past day's. */
  newId: () => string;
  /** The log form's screen key of an exercise card. */
  newKey: () => string;
  now: number;
}

/**
 * "Repeat today": a past workout's exercises as new ones of today's log, with their numbers filled in — reps,
 * weight, time, distance and each set's type — and their kind, tracking, rest and groups; notes and RPE are
 * that day's own and stay there. Every exercise, set and group gets a new id, stamped now (the merge's rule
 * for anything added on this device, docs/decisions/0045).
 */
export function repeatedExercises(exercises: readonly LogExerciseForm[], type: MeasurementType, ids: RepeatIds): ExerciseForm[] {
  const groups = new Map<string, string>();
  const groupId = (id: string) => groups.get(id) ?? groups.set(id, ids.newId()).get(id)!;
  const repeated = exercises
    .filter((exercise) => exercise.sets.length > 0)
    .map(
      (exercise): LogExerciseForm => ({
        id: ids.newId(),
        changedAt: ids.now,
        name: exercise.name,
        ...(exercise.kind !== undefined ? { kind: exercise.kind } : {}),
        tracked: exercise.tracked,
        bw: exercise.tracked && exercise.bw,
        ...(exercise.restSeconds !== undefined ? { restSeconds: exercise.restSeconds } : {}),
        ...(exercise.group ? { group: { ...exercise.group, id: groupId(exercise.group.id) } } : {}),
        sets: exercise.sets.map((set) => {
          const type = setTypeOf(set);
          return {
            id: ids.newId(),
            changedAt: ids.now,
            reps: set.reps,
            weight: set.weight,
            notes: '',
            ...(type !== 'normal' ? { type } : {}),
            ...(type === 'warmup' ? { warmup: true } : {}),
            ...(set.seconds != null ? { seconds: set.seconds } : {}),
            ...(set.meters != null ? { meters: set.meters } : {}),
          };
        }),
      }),
    );
  return logToForm(normalizeGroups(repeated), type, ids.newKey);
}
