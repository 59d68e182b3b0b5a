import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { trpcCall, type TrpcAnswer } from '../test-support/trpc-call';

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
      { name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight: 200, notes: '' }, { reps: 5, weight: 200, notes: '' }, { reps: 3, weight: 210, notes: 'heavy' }] },
      { name: 'Dips', tracked: true, bw: true, sets: [{ reps: 8, weight: 0, notes: '' }] },
      { name: 'Stretching', tracked: false, bw: false, sets: [{ reps: 1, weight: 0, notes: '' }] },
      { name: 'Planned but skipped', tracked: true, bw: false, sets: [] },
    ],
  };
}
