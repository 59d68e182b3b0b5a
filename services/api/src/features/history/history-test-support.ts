import { newId, type Storage } from '../../platform/storage';
import { spyOnStorage, type StoreCall } from '../../test-support/storage-spy';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { WORKOUT_LOGS, type LogExerciseRecord, type WorkoutLogRecord, type WorkoutSessionRecord } from '../../shared/records';

/** The app at `now` whose store records every call the workout logs are asked. */
export async function historyApp(now: string): Promise<TestApp & { logReads: StoreCall[] }> {
  const logReads: StoreCall[] = [];
  const storage = spyOnStorage(createEmbeddedStorage(':memory:'), {
    before: (call) => {
      if (call.collection === WORKOUT_LOGS.name) logReads.push(call);
    },
  });
  return Object.assign(await createTestApp({ clock: createTestClock(new Date(now)), storage }), { logReads });
}

export const squats = (sets: { reps: number; weight: number; warmup?: true }[]): LogExerciseRecord => ({
  id: newId(),
  name: 'Squats',
  tracked: true,
  bw: false,
  sets: sets.map((s) => ({ id: newId(), notes: '', ...s })),
});

/** A day's log document as the workout-log feature stores it. */
export function logOn(userId: string, date: string, exercises: LogExerciseRecord[], session?: WorkoutSessionRecord): WorkoutLogRecord {
  return { id: newId(), userId, date, exercises, updatedAt: new Date(), revision: 1, ...(session ? { session } : {}) };
}

export async function storeLogs(storage: Storage, logs: WorkoutLogRecord[]) {
  await storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name).insertMany(logs);
}
