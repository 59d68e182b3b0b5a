import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientFor, type Client } from '../../test-support/api-client';
import { signUp, TEST_APP_ORIGIN, type TestApp } from '../../test-support/test-app';
import type { LogExerciseRecord, WorkoutLogRecord } from '../../shared/records';
import type { ImportAnswer } from './imports';

/** What the import and export tests of every kind of set share: fixtures, users with units, the two routes, the stored logs. */
export const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

export interface Account {
  client: Client;
  userId: string;
  cookie: string;
}

/** A stored exercise without its ids and import tags. */
export const plain = ({ id: _id, sets, ...exercise }: LogExerciseRecord) => ({ ...exercise, sets: sets.map(({ id: _s, importId: _i, ...set }) => set) });

/** `testApp` gives the file's app once its `beforeAll` made it. */
export function transfersOn(testApp: () => TestApp) {
  /** A new user whose profile has these units (the export's units, the unit a Strong file is read in by default). */
  async function newUser(measurementType: 'imperial' | 'metric' = 'imperial'): Promise<Account> {
    const { app } = testApp();
    const { cookie, userId } = await signUp(app);
    const client = clientFor(app, cookie);
    const profile = { weight: 0, height: 0, age: 0, activityLevel: '', gender: '', measurementType, weightGoal: 0, targetWeight: 0 };
    await client.mutate('profile.save', profile);
    return { client, userId, cookie };
  }
  /** The import route's answer for the file (a dry run unless the query says dryRun=false). */
  async function imported(account: Account, body: string | Buffer, query: string, type = 'text/csv'): Promise<ImportAnswer> {
    const response = await testApp().app.inject({
      method: 'POST',
      url: `/api/import${query}`,
      payload: body,
      headers: { cookie: account.cookie, 'content-type': type, origin: TEST_APP_ORIGIN },
    });
    return response.json() as ImportAnswer;
  }
  const exportFile = (account: Account, format: string) =>
    testApp().app.inject({ method: 'GET', url: `/api/export?format=${format}`, headers: { cookie: account.cookie } });
  const storedLogs = (userId: string) => testApp().storage.collection<WorkoutLogRecord>('workoutLogs').find({ userId });
  return { newUser, imported, exportFile, storedLogs };
}
