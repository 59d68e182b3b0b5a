import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { createEmbeddedStorage } from '../platform/storage/nedb-driver';
import { spyOnStorage, WRITE_METHODS } from './storage-spy';
import { createTestApp, signUp, type TestApp } from './test-app';
import { createTestClock } from './test-clock';
import { trpcCall, type TrpcAnswer } from './trpc-call';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The data calls as a logged-in browser makes them (REST under /api, tRPC under /trpc). */
export function clientFor(app: FastifyInstance, cookie: string | undefined) {
  return {
    rest(method: Method, path: string, payload?: unknown): Promise<LightMyRequestResponse> {
      return app.inject({
        method,
        url: `/api${path}`,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    query<T = unknown>(path: string, input?: unknown): Promise<TrpcAnswer<T>> {
      return trpcCall<T>(app, path, input, { kind: 'query', ...(cookie ? { cookie } : {}) });
    },
    mutate<T = unknown>(path: string, input?: unknown): Promise<TrpcAnswer<T>> {
      return trpcCall<T>(app, path, input, { kind: 'mutation', ...(cookie ? { cookie } : {}) });
    },
  };
}
export type Client = ReturnType<typeof clientFor>;

/** A full day's log in the client's local form. */
export function sampleLog() {
  return {
    exercises: [
      {
        name: 'Squats',
        tracked: true,
        bw: false,
        sets: [
          { reps: 5, weight: 200, notes: '' },
          { reps: 5, weight: 200, notes: '' },
          { reps: 3, weight: 210, notes: 'heavy' },
        ],
      },
      { name: 'Dips', tracked: true, bw: true, sets: [{ reps: 8, weight: 0, notes: '' }] },
      { name: 'Stretching', tracked: false, bw: false, sets: [{ reps: 1, weight: 0, notes: '' }] },
      { name: 'Planned but skipped', tracked: true, bw: false, sets: [] },
    ],
  };
}

/** Signs up a new user on `on` and gives their client. */
export async function newUserOn(on: { app: FastifyInstance }): Promise<{ client: Client; userId: string }> {
  const account = await signUp(on.app);
  return { client: clientFor(on.app, account.cookie), userId: account.userId };
}

/** `appWithUser` for a whole test file: made as the file loads, closed after its tests; `newUser` signs up another user. */
export async function appForFile(now: string) {
  const made = await appWithUser(now);
  afterAll(() => made.t.close());
  return { ...made, newUser: () => newUserOn(made.t) };
}

/** The app with its clock at `now` (a future "now": session expiry is also checked against real time by the store's TTL index) and one signed-up user. */
export async function appWithUser(now: string): Promise<{ t: TestApp; me: Client; userId: string }> {
  const t = await createTestApp({ clock: createTestClock(new Date(now)) });
  const { client, userId } = await newUserOn(t);
  return { t, me: client, userId };
}

/** An app at `now` whose store records every write (`collection.method`) in `writes`. */
export async function writeRecordingApp(now: string): Promise<TestApp & { writes: string[] }> {
  const writes: string[] = [];
  const storage = spyOnStorage(createEmbeddedStorage(':memory:'), {
    before: ({ collection, method }) => {
      if (WRITE_METHODS.has(method)) writes.push(`${collection}.${method}`);
    },
  });
  return Object.assign(await createTestApp({ clock: createTestClock(new Date(now)), storage }), { writes });
}
