import type { BrowserContext } from 'playwright-core';

export type LogExercise = { name: string; tracked?: boolean; bw?: boolean; sets: { reps: number; weight: number; notes?: string }[] };

/** Saves a day's workout log as the daily log does (`workoutLog.sync` with the day), in the user's session. */
export async function logWorkout(context: BrowserContext, baseUrl: string, date: string, exercises: LogExercise[]) {
  const localLog = { exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map((s) => ({ notes: '', ...s })) })) };
  const response = await context.request.post(`${baseUrl}/trpc/workoutLog.sync`, { data: { localLog, timezone: 'UTC', date } });
  if (!response.ok()) throw new Error(`workoutLog.sync failed: ${response.status()} ${await response.text()}`);
}
