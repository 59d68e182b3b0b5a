import type { BrowserContext, Locator } from 'playwright-core';

export type LogExercise = { name: string; tracked?: boolean; bw?: boolean; sets: { reps: number; weight: number; notes?: string }[] };

/** Saves a day's workout log as the daily log does (`workoutLog.sync` with the day), in the user's session. */
export async function logWorkout(context: BrowserContext, baseUrl: string, date: string, exercises: LogExercise[]) {
  const localLog = { exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map((s) => ({ notes: '', ...s })) })) };
  const response = await context.request.post(`${baseUrl}/trpc/workoutLog.sync`, { data: { localLog, timezone: 'UTC', date } });
  if (!response.ok()) throw new Error(`workoutLog.sync failed: ${response.status()} ${await response.text()}`);
}

/** A set's field in an exercise card of the open log, by the set's number (1-based) and the field's label. */
export const setField = (exercise: Locator, set: number, label: 'Reps' | 'Weight (lbs)') =>
  exercise.getByRole('group', { name: `Set ${set}`, exact: true }).getByLabel(label, { exact: true });

/** Every set of an exercise card as [reps, weight] the way the fields show them. */
export async function setValues(exercise: Locator): Promise<string[][]> {
  const sets = exercise.getByRole('group', { name: /^Set \d+$/ });
  const values: string[][] = [];
  for (let i = 1; i <= (await sets.count()); i += 1)
    values.push([await setField(exercise, i, 'Reps').inputValue(), await setField(exercise, i, 'Weight (lbs)').inputValue()]);
  return values;
}
