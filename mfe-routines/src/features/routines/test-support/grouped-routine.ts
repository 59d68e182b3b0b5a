import type { Exercise, Routine } from '../types';

const exercise = (id: string, name: string, sortOrder: number, more: Partial<Exercise> = {}): Exercise => ({
  id,
  routineId: 'push-pull',
  name,
  setsLow: 3,
  setsHigh: null,
  repsLow: 8,
  repsHigh: 12,
  weight: 0,
  tracked: false,
  bw: false,
  notes: '',
  sortOrder,
  ...more,
});

/**
 * A routine with a superset (Bench Press and Barbell Row), a circuit (Squat, Lunge and Step-up) and a
 * plank on its own, for stories and tests (no network).
 */
export function groupedRoutine(): { routines: Routine[]; exercises: Exercise[] } {
  const superset = { id: 'superset-1' };
  const circuit = { id: 'circuit-1', restSeconds: 120 };
  return {
    routines: [{ id: 'push-pull', name: 'Push Pull', sortOrder: 1 }],
    exercises: [
      exercise('bench', 'Bench Press', 1, { weight: 135, group: superset }),
      exercise('row', 'Barbell Row', 2, { weight: 115, group: superset }),
      exercise('squat', 'Squat', 3, { weight: 185, group: circuit }),
      exercise('lunge', 'Lunge', 4, { group: circuit, kind: 'repsOnly' }),
      exercise('step-up', 'Step-up', 5, { group: circuit, kind: 'repsOnly' }),
      exercise('plank', 'Plank', 6, { kind: 'time', targetSeconds: 60, setsHigh: null }),
    ],
  };
}
