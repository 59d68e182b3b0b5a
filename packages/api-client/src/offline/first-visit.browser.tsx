import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { clearAuthMarker, writeAuthMarker } from '../auth-marker';
import { deviceMayKeepData, deviceStore, DEVICE_KEYS } from './device-store';
import { startOutbox } from './outbox';
import { forgetQueries, keepQueriesOnDevice, restoreQueries } from './persisted-queries';

// Real IndexedDB in Chromium, this file's own page (fresh modules): a device the app never used.
const STATUS = [['auth', 'status'], { type: 'query' }];
const WEIGHTS = [['weight', 'list'], { type: 'query' }];
const signedIn = (id: string) => ({ loggedIn: true, user: { id, firstName: 'Ada', email: 'ada@example.com' } });

const idle: (() => void)[] = [];
const pageDrawn = () => idle.splice(0).forEach((callback) => callback());

beforeAll(async () => {
  localStorage.clear();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('fitness-tracker');
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
  // The page is idle (its panels drawn) only when the test says so.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterAll(async () => {
  await forgetQueries();
  clearAuthMarker();
  vi.unstubAllGlobals();
});

describe('a first visit and the device store (docs/decisions/0077)', () => {
  it('reads nothing and opens no database until the page has drawn, then keeps the data as before', async () => {
    writeAuthMarker('Ada');
    const open = vi.spyOn(indexedDB, 'open');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queryClient = new QueryClient();
    expect(await restoreQueries(queryClient)).toBeUndefined();
    keepQueriesOnDevice(queryClient);
    queryClient.setQueryData(STATUS, signedIn('user-a'));
    queryClient.setQueryData(WEIGHTS, { dates: ['2026-01-05'], weights: [181.4] });
    const outboxStarted = startOutbox('user-a', queryClient, {} as never);
    // Long past the usual write delay (300 ms): still nothing, as the page has not drawn.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(open).not.toHaveBeenCalled();
    expect(deviceMayKeepData()).toBe(false);

    pageDrawn();
    await vi.advanceTimersByTimeAsync(300);
    vi.useRealTimers();
    await outboxStarted;
    expect(open).toHaveBeenCalledTimes(1);
    await expect.poll(() => get<{ userId: string }>(DEVICE_KEYS.queryCache, deviceStore()), { timeout: 15_000 }).toMatchObject({ userId: 'user-a' });
    expect(deviceMayKeepData()).toBe(true);
  });

  it('restores what the first visit kept on the next start', async () => {
    const next = new QueryClient();
    expect(await restoreQueries(next)).toBe('user-a');
    expect(next.getQueryData(WEIGHTS)).toEqual({ dates: ['2026-01-05'], weights: [181.4] });
  });
});
