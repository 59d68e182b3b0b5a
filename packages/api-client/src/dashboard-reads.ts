import type { useTRPC } from './trpc';

type Trpc = ReturnType<typeof useTRPC>;

/** The browser's time zone: today's workout log is asked for in it, with one input so every caller shares the cache entry. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function todaysWorkoutLogInput(timezone = browserTimeZone()): { timezone: string } {
  return { timezone };
}

/**
 * The dashboard's reads, written once (spec section 4): the session status, profile, weights,
 * routines, exercises, tracked exercises and today's log, in the order of their one batch. Over the
 * app's tRPC options proxy they are the query options the shell and the panels use, with the keys
 * the panels use, so the panels find their data already in the shared cache (the prefetch starts
 * them all); over `dashboardReads`' recorder they are the batch's procedures and inputs (the
 * preload's URL, docs/decisions/0035). The weights must not wait for the profile's answer.
 */
export function dashboardQueries(trpc: Trpc, timezone?: string) {
  return {
    session: trpc.auth.status.queryOptions(),
    profile: trpc.profile.get.queryOptions(),
    weights: trpc.weight.list.queryOptions(),
    routines: trpc.routines.list.queryOptions(),
    exercises: trpc.exercises.list.queryOptions(),
    trackedExercises: trpc.progress.list.queryOptions(),
    todaysWorkoutLog: trpc.workoutLog.get.queryOptions(todaysWorkoutLogInput(timezone)),
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

/** The dashboard's reads as procedures and inputs, in batch order, without loading tRPC (the page's eager entry needs them). */
export function dashboardReads(timezone?: string): DashboardRead[] {
  return Object.values(dashboardQueries(recorder([]) as Trpc, timezone)) as unknown as DashboardRead[];
}
