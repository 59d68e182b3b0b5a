import { todayIn, type LogExerciseForm } from '@fitness/domain';
import type { signInFreshUser } from '../../../../../tools/test-support/api-harness';

export type Me = Awaited<ReturnType<typeof signInFreshUser>>;

/** The browser's zone: days are the lifter's, as the page reads them. */
export const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
export const today = () => todayIn(timezone);

type SeededExercise = Omit<LogExerciseForm, 'tracked' | 'bw' | 'sets'> & {
  tracked?: boolean;
  bw?: boolean;
  sets: (Partial<LogExerciseForm['sets'][number]> & { reps: number; weight: number })[];
};

/** Saves a day's log through the API as the daily log does (tracked by default), with a session and the routine it came from when given. */
export function logDay(
  me: Me,
  date: string,
  exercises: SeededExercise[],
  session?: { startedAt: number; finishedAt: number; notes: string },
  routineName?: string,
) {
  return me.trpc.workoutLog.sync.mutate({
    localLog: {
      exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map((s) => ({ notes: '', ...s })) })),
      ...(session ? { session: { ...session, changedAt: session.finishedAt } } : {}),
      ...(routineName ? { routineName } : {}),
    },
    timezone,
    date,
  });
}

export const bench = (sets: [reps: number, weight: number][]): SeededExercise => ({
  name: 'Bench Press',
  sets: sets.map(([reps, weight]) => ({ reps, weight })),
});
