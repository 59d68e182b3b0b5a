import { STARTER_ROUTINES } from '@fitness/domain';
import type { Exercise, Routine } from '../features/routines/types';

/** The starter routines as stored, for stories and browser tests (no network). */
export function sampleStarterRoutines(): { routines: Routine[]; exercises: Exercise[] } {
  const routines = STARTER_ROUTINES.map((r, i) => ({ id: `r${i + 1}`, name: r.name, sortOrder: i + 1 }));
  const exercises = STARTER_ROUTINES.flatMap((r, i) =>
    r.exercises.map((e, j) => ({ ...e, id: `r${i + 1}e${j + 1}`, routineId: `r${i + 1}`, sortOrder: j + 1 })),
  );
  return { routines, exercises };
}
