import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from './api-provider';
import { writeAuthMarker } from './auth-marker';
import { browserTimeZone } from './browser-time-zone';
import { prefetchDashboardData } from './dashboard-prefetch';
import { dashboardQueries } from './dashboard-reads';
import { useExercises } from './reads/exercises';
import { useProfile } from './reads/profile';
import { useTrackedExercises } from './reads/tracked-exercises';
import { useRoutines } from './reads/routines';
import { useWeightEntries } from './reads/weights';
import { todaysWorkoutLogQuery } from './reads/workout-log';
import { makeQueryClient } from './query-client';
import { useSession } from './session';
import { makeTrpcClient, useTRPC } from './trpc';

/** What the API answers per procedure (tRPC's batch shape: one `{ result: { data } }` per call). */
const ANSWERS: Record<string, unknown> = {
  'auth.status': { loggedIn: true, user: { id: 'u1', firstName: 'Ada', email: 'ada@example.com' } },
  'profile.get': {
    id: 'u1',
    weight: 180,
    height: 70,
    age: 40,
    activityLevel: 1.2,
    gender: 'female',
    measurementType: 'imperial',
    weightGoal: -1,
    targetWeight: 170,
  },
  'weight.list': { ids: ['w1', 'w2'], dates: ['2030-06-01', '2030-06-02'], weights: [181, 180.5] },
  'routines.list': [{ id: 'r1', name: 'Full Body 1', sortOrder: 0 }],
  'exercises.list': [],
  'progress.list': [],
  'workoutLog.get': { id: null, date: '2030-06-02', exercises: [] },
};

/** The API's side of the wire, recording every request the client sends (the transport is what is tested here). */
function recordingApi() {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(decodeURIComponent(url.pathname + url.search));
    const procedures = url.pathname.replace('/trpc/', '').split(',');
    const body = procedures.map((name) => ({ result: { data: ANSWERS[name] } }));
    return new Response(JSON.stringify(url.searchParams.has('batch') ? body : body[0]), { headers: { 'content-type': 'application/json' } });
  };
  return { urls, client: makeTrpcClient('http://localhost', { fetch }) };
}

/** What the shell and the three panels read when they mount, through the reads' hooks (the weights' adds a `select`). */
function DashboardReaders() {
  const trpc = useTRPC();
  const session = useSession();
  const queries = dashboardQueries(trpc);
  const profile = useProfile();
  const weights = useWeightEntries();
  const routines = useRoutines();
  const exercises = useExercises();
  const tracked = useTrackedExercises();
  const todays = useQuery(todaysWorkoutLogQuery(trpc));
  const sameAsShell = useQuery(queries.todaysWorkoutLog);
  const all = [profile, weights, routines, exercises, tracked, todays, sameAsShell];
  if (session.isChecking || all.some((query) => !query.isSuccess)) return <p>Loading</p>;
  return (
    <p>
      {session.user?.firstName}: {weights.data?.length} weights, {routines.data?.[0]?.name}, target {profile.data?.targetWeight}
    </p>
  );
}

afterEach(() => localStorage.clear());

describe('the dashboard data, started before the first render', () => {
  it('sends nothing for a signed-out browser (no auth marker), nor on another page', async () => {
    const api = recordingApi();
    const queryClient = makeQueryClient();
    prefetchDashboardData('/dashboard', queryClient, api.client);
    writeAuthMarker('Ada');
    prefetchDashboardData('/', queryClient, api.client);
    prefetchDashboardData('/login', queryClient, api.client);
    prefetchDashboardData('/profile', queryClient, api.client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.urls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('asks for everything in one batch, weights included; the shell and the panels then find it and ask for nothing', async () => {
    writeAuthMarker('Ada');
    const api = recordingApi();
    const queryClient = makeQueryClient();
    prefetchDashboardData('/dashboard/', queryClient, api.client);
    render(
      <ApiProvider queryClient={queryClient} trpcClient={api.client}>
        <DashboardReaders />
      </ApiProvider>,
    );
    expect(await screen.findByText('Ada: 2 weights, Full Body 1, target 170')).toBeInTheDocument();
    expect(api.urls).toHaveLength(1);
    const [path = '', search = ''] = api.urls[0]!.split('?');
    expect(path.replace('/trpc/', '').split(',').sort()).toEqual([
      'auth.status',
      'exercises.list',
      'profile.get',
      'progress.list',
      'routines.list',
      'weight.list',
      'workoutLog.get',
    ]);
    expect(search).toContain(JSON.stringify({ timezone: browserTimeZone() }));
  });

  it('lets panels mounting while the batch is in flight share it', async () => {
    writeAuthMarker('Ada');
    const api = recordingApi();
    const queryClient = makeQueryClient();
    prefetchDashboardData('/dashboard', queryClient, api.client);
    // Mounted in the same tick: the answer has not come yet.
    render(
      <ApiProvider queryClient={queryClient} trpcClient={api.client}>
        <DashboardReaders />
      </ApiProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText(/Ada: 2 weights/)).toBeInTheDocument();
    expect(api.urls).toHaveLength(1);
  });
});
