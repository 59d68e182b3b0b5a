export type StarterExercise = {
  name: string;
  setsLow: number;
  setsHigh: number;
  repsLow: number;
  repsHigh: number;
  weight: 0;
  tracked: false;
  bw: false;
  notes: '';
};
export type StarterRoutine = { name: string; exercises: readonly StarterExercise[] };

const starter = (name: string, sets: [number, number], reps: [number, number]): StarterExercise => ({
  name,
  setsLow: sets[0],
  setsHigh: sets[1],
  repsLow: reps[0],
  repsHigh: reps[1],
  weight: 0,
  tracked: false,
  bw: false,
  notes: '',
});

/** The spec's twelve starter exercises, four per routine in table order. */
export const STARTER_ROUTINES: readonly StarterRoutine[] = [
  {
    name: 'Full Body 1',
    exercises: [
      starter('Squats', [1, 3], [5, 8]),
      starter('Bench Press', [2, 4], [5, 8]),
      starter('Bent-over Rows', [2, 4], [5, 8]),
      starter('Overhead Press', [2, 3], [5, 8]),
    ],
  },
  {
    name: 'Full Body 2',
    exercises: [
      starter('Dumbbell Romanian Deadlift', [1, 3], [5, 8]),
      starter('Incline Bench Press', [1, 3], [5, 8]),
      starter('Lat Pulldown', [3, 4], [5, 8]),
      starter('Dumbbell Lateral Raise', [3, 4], [8, 12]),
    ],
  },
  {
    name: 'Full Body 3',
    exercises: [
      starter('Lunges', [2, 4], [5, 8]),
      starter('Dips', [2, 3], [5, 8]),
      starter('Pullups (Assisted if needed)', [2, 4], [5, 8]),
      starter('Seated Shoulder Press', [2, 3], [5, 8]),
    ],
  },
];
