import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { del, get } from 'idb-keyval';
import { writeAuthMarker, clearAuthMarker } from '../auth-marker';
import { deviceStore, DEVICE_KEYS } from './device-store';
import { keepQueriesOnDevice, lastSyncedAt, restoreQueries } from './persisted-queries';

// Real IndexedDB in Chromium. The keys are those tRPC gives: [path parts, { type }].
const STATUS = [['auth', 'status'], { type: 'query' }];
const WEIGHTS = [['weight', 'list'], { type: 'query' }];
const signedIn = (id: string) => ({ loggedIn: true, user: { id, firstName: 'Ada', email: 'ada@example.com' } });
const kept = () => get<{ userId: string }>(DEVICE_KEYS.queryCache, deviceStore());

async function untilKept(predicate: (value: { userId: string } | undefined) => boolean) {
  for (let i = 0; i < 100; i += 1) {
    if (predicate(await kept())) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the cache was not kept');
}

afterEach(async () => {
  clearAuthMarker();
  await del(DEVICE_KEYS.queryCache, deviceStore());
});

describe('the last data seen, kept on the device', () => {
  it('comes back in the next page’s cache with when it was fetched, for the signed-in browser', async () => {
    writeAuthMarker('Ada');
    const first = new QueryClient();
    keepQueriesOnDevice(first);
    first.setQueryData(STATUS, signedIn('user-a'), { updatedAt: 1_000 });
    first.setQueryData(WEIGHTS, { dates: ['2026-01-05'], weights: [181.4] }, { updatedAt: 2_000 });
    await untilKept((value) => value?.userId === 'user-a');

    const next = new QueryClient();
    expect(await restoreQueries(next)).toBe('user-a');
    expect(next.getQueryData(WEIGHTS)).toEqual({ dates: ['2026-01-05'], weights: [181.4] });
    expect(lastSyncedAt(next)).toBe(2_000);
  });

  it('is fetched again as soon as it is shown, however fresh it was when kept', async () => {
    writeAuthMarker('Ada');
    const first = new QueryClient();
    keepQueriesOnDevice(first);
    first.setQueryData(STATUS, signedIn('user-a'));
    first.setQueryData(WEIGHTS, { dates: ['2026-01-05'], weights: [181.4] });
    await untilKept((value) => value?.userId === 'user-a');

    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await restoreQueries(next);
    expect(next.getQueryData(WEIGHTS)).toEqual({ dates: ['2026-01-05'], weights: [181.4] });
    const server = { dates: ['2026-01-05', '2026-01-06'], weights: [181.4, 180.9] };
    const observer = new QueryObserver(next, { queryKey: WEIGHTS, queryFn: async () => server });
    const shown: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    await expect.poll(() => shown.at(-1), { timeout: 15_000 }).toEqual(server);
    unsubscribe();
  });

  it('never overwrites an answer newer than what was kept', async () => {
    writeAuthMarker('Ada');
    const first = new QueryClient();
    keepQueriesOnDevice(first);
    first.setQueryData(STATUS, signedIn('user-a'), { updatedAt: 1_000 });
    first.setQueryData(WEIGHTS, { dates: [], weights: [] }, { updatedAt: 1_000 });
    await untilKept(Boolean);
    const next = new QueryClient();
    next.setQueryData(WEIGHTS, { dates: ['2026-02-01'], weights: [180] });
    await restoreQueries(next);
    expect(next.getQueryData(WEIGHTS)).toEqual({ dates: ['2026-02-01'], weights: [180] });
  });

  it('is not restored for a signed-out browser, and is then deleted', async () => {
    writeAuthMarker('Ada');
    const first = new QueryClient();
    keepQueriesOnDevice(first);
    first.setQueryData(STATUS, signedIn('user-a'));
    first.setQueryData(WEIGHTS, { dates: ['2026-01-05'], weights: [181.4] });
    await untilKept(Boolean);
    clearAuthMarker();
    const next = new QueryClient();
    expect(await restoreQueries(next)).toBeUndefined();
    expect(next.getQueryData(WEIGHTS)).toBeUndefined();
    expect(await kept()).toBeUndefined();
  });

  it('is dropped at once when the session answers for another user, who never sees it', async () => {
    writeAuthMarker('Ada');
    const first = new QueryClient();
    keepQueriesOnDevice(first);
    first.setQueryData(STATUS, signedIn('user-a'));
    first.setQueryData(WEIGHTS, { dates: ['2026-01-05'], weights: [181.4] });
    await untilKept(Boolean);

    const next = new QueryClient();
    keepQueriesOnDevice(next);
    await restoreQueries(next);
    expect(next.getQueryData(WEIGHTS)).toBeDefined();
    // The session's answer names someone else (the same browser, another account).
    await next.fetchQuery({ queryKey: STATUS, queryFn: () => signedIn('user-b') });
    await untilKept((value) => value === undefined || value.userId === 'user-b');
    expect(next.getQueryData(WEIGHTS)).toBeUndefined();
    expect((await kept())?.userId ?? 'user-b').toBe('user-b');
  });
});
