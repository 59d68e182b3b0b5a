import { exercisesQuery } from './reads/exercises';
import { profileQuery } from './reads/profile';
import { trackedExercisesQuery } from './reads/tracked-exercises';
import { routinesQuery } from './reads/routines';
import { sessionStatusQuery } from './reads/session-status';
import { weightsQuery } from './reads/weights';
import { todaysWorkoutLogQuery } from './reads/workout-log';
import type { Trpc } from './trpc';

/**
 * The dashboard's reads, made from the reads' own query options (spec section 4): the session
 * status, profile, weights, routines, exercises, tracked exercises and today's log, in the order of
 * their one batch. Over the app's tRPC options proxy they are the query options the shell and the
 * panels use, so the panels find their data already in the shared cache (the prefetch starts them
 * all); over `dashboardReads`' recorder they are the batch's procedures and inputs (the preload's
 * URL, docs/decisions/0035). The weights must not wait for the profile's answer.
 */
export function dashboardQueries(trpc: Trpc, timezone?: string) {
  return {
    session: sessionStatusQuery(trpc),
    profile: profileQuery(trpc),
    weights: weightsQuery(trpc),
    routines: routinesQuery(trpc),
    exercises: exercisesQuery(trpc),
    trackedExercises: trackedExercisesQuery(trpc),
    todaysWorkoutLog: todaysWorkoutLogQuery(trpc, timezone),
  };
}

/** One read of the batch: a procedure's path and its input (none for most). */
export interface DashboardRead {
  path: string;
  input?: unknown;
}

/** Stands in for the tRPC proxy: `a.b.queryOptions(input)` answers `{ path: 'a.b', input }`. No tRPC code runs. */
function recorder(path: readonly string[]): unknown {
  return new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'queryOptions' ? (input?: unknown): DashboardRead => ({ path: path.join('.'), input }) : recorder([...path, String(key)]),
    },
  );
}

/** The dashboard's reads as procedures and inputs, in batch order (the preload's URL is derived from them). */
export function dashboardReads(timezone?: string): DashboardRead[] {
  return Object.values(dashboardQueries(recorder([]) as Trpc, timezone)) as unknown as DashboardRead[];
}
