import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ApiLink } from './api-link';
import { weightChanges } from './weight-changes';
import { workoutLogChanges, type WorkoutLogChange } from './workout-log-changes';
import { forgetMerge, wasMerged } from './workout-log-merges';

// The keys tRPC gives the reads these handlers write: [path parts, { input, type }].
const WEIGHTS = [['weight', 'list'], { type: 'query' }];
const dayKey = (date: string) => [['workoutLog', 'get'], { input: { date }, type: 'query' }];
const todayKey = [['workoutLog', 'get'], { input: { timezone: 'Europe/Paris' }, type: 'query' }];

function linkWith(api: Record<string, unknown> = {}): ApiLink {
  return { queryClient: new QueryClient(), trpcClient: api as unknown as ApiLink['trpcClient'] };
}
const logChange = (id: string, date: string, reps: number): WorkoutLogChange => ({
  id,
  kind: 'workoutLog.sync',
  input: { date, timezone: 'Europe/Paris', baseVersion: 3, localLog: { exercises: [exercise(reps)], deleted: [{ setId: 'gone', at: 5 }] } },
});
const exercise = (reps: number) => ({ id: 'e1', name: 'Bench Press', tracked: true, bw: false, sets: [{ id: 's1', reps, weight: 135, notes: '' }] });
const idle = { userId: () => 'ada', waiting: () => [] };

afterEach(() => vi.unstubAllGlobals());

describe('the weight feature’s changes', () => {
  it('show a weigh-in saved or deleted in the cached columns at once, in date order, keeping when the server answered', () => {
    const link = linkWith();
    link.queryClient.setQueryData(WEIGHTS, { dates: ['2026-01-01', '2026-01-03'], weights: [180, 181] }, { updatedAt: 1_000 });
    weightChanges.show({ id: 'a', kind: 'weight.save', input: { date: '2026-01-02', weight: 179.5 } }, link);
    weightChanges.show({ id: 'b', kind: 'weight.save', input: { date: '2026-01-03', weight: 182 } }, link);
    weightChanges.show({ id: 'c', kind: 'weight.delete', input: { date: '2026-01-01' } }, link);
    expect(link.queryClient.getQueryData(WEIGHTS)).toEqual({ dates: ['2026-01-02', '2026-01-03'], weights: [179.5, 182] });
    expect(link.queryClient.getQueryState(WEIGHTS)?.dataUpdatedAt).toBe(1_000);
  });

  it('are sent under their change id, and a weigh-in already gone is done', async () => {
    const save = vi.fn(async () => ({}));
    const remove = vi.fn(async () => ({}));
    const link = linkWith({ weight: { save: { mutate: save }, delete: { mutate: remove } } });
    await weightChanges.send({ id: 'a', kind: 'weight.save', input: { date: '2026-01-02', weight: 179.5 } }, link, idle);
    await weightChanges.send({ id: 'b', kind: 'weight.delete', input: { date: '2026-01-02' } }, link, idle);
    expect(save).toHaveBeenCalledWith({ date: '2026-01-02', weight: 179.5, changeId: 'a' });
    expect(remove).toHaveBeenCalledWith({ date: '2026-01-02', changeId: 'b' });
    expect(weightChanges.alreadyDone?.({ id: 'b', kind: 'weight.delete', input: { date: '2026-01-02' } }, 'NOT_FOUND')).toBe(true);
    expect(weightChanges.alreadyDone?.({ id: 'a', kind: 'weight.save', input: { date: '2026-01-02', weight: 1 } }, 'NOT_FOUND')).toBe(false);
  });
});

describe('the workout log’s change', () => {
  it('shows the day’s log in every cached read of that day, keeping its version until the server answers', () => {
    const link = linkWith();
    // The change sends no session: the day's stored one stays shown.
    const session = { startedAt: 10, finishedAt: null, notes: 'Felt strong', changedAt: 10 };
    const saved = { id: 'log', date: '2026-01-02', version: 3, exercises: [exercise(5)], deleted: [{ setId: 'old', at: 1 }], session };
    link.queryClient.setQueryData(todayKey, saved, { updatedAt: 1_000 });
    workoutLogChanges.show(logChange('a', '2026-01-02', 8), link);
    expect(link.queryClient.getQueryData(todayKey)).toEqual({
      ...saved,
      exercises: [exercise(8)],
      deleted: [
        { setId: 'old', at: 1 },
        { setId: 'gone', at: 5 },
      ],
      routineName: null,
    });
    // Not read by date yet: the form's base version until the server answers.
    expect(link.queryClient.getQueryData(dayKey('2026-01-02'))).toEqual({
      id: null,
      date: '2026-01-02',
      version: 3,
      exercises: [exercise(8)],
      deleted: [{ setId: 'gone', at: 5 }],
      session: null,
      routineName: null,
    });
    expect(link.queryClient.getQueryState(todayKey)?.dataUpdatedAt).toBe(1_000);
  });

  it('shows the routine name as the server will keep it: sent on the version seen, else the day’s first name', () => {
    const link = linkWith();
    const saved = { id: 'log', date: '2026-01-02', version: 3, exercises: [exercise(5)], deleted: [], session: null, routineName: 'Push' };
    const named = (routineName: string | null | undefined, baseVersion: number): WorkoutLogChange => {
      const change = logChange('a', '2026-01-02', 8);
      return {
        ...change,
        input: { ...change.input, baseVersion, localLog: { ...change.input.localLog, ...(routineName === undefined ? {} : { routineName }) } },
      };
    };
    const shownAfter = (change: WorkoutLogChange) => {
      link.queryClient.setQueryData(dayKey('2026-01-02'), saved);
      workoutLogChanges.show(change, link);
      return link.queryClient.getQueryData<{ routineName: string | null }>(dayKey('2026-01-02'))?.routineName;
    };
    expect(shownAfter(named(undefined, 3))).toBe('Push');
    expect(shownAfter(named('Pull', 3))).toBe('Pull');
    expect(shownAfter(named(null, 3))).toBeNull();
    // Sent against an older version: the day's name stays.
    expect(shownAfter(named('Pull', 2))).toBe('Push');
  });

  it('keeps the routine name the server answers', async () => {
    const sync = vi.fn(async () => ({ id: 'log', version: 4, merged: false, routineName: 'Push', localLog: { exercises: [exercise(8)] } }));
    const link = linkWith({ workoutLog: { sync: { mutate: sync } } });
    await workoutLogChanges.send(logChange('a', '2026-01-02', 8), link, idle);
    expect(link.queryClient.getQueryData(dayKey('2026-01-02'))).toMatchObject({ version: 4, routineName: 'Push' });
  });

  it('puts the server’s answer in the cache (its version is the next base) and notes a merge for the log to say', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => stored.set(k, v),
      getItem: (k: string) => stored.get(k) ?? null,
      removeItem: (k: string) => stored.delete(k),
    });
    const sync = vi.fn(async () => ({ id: 'log', version: 4, merged: true, localLog: { exercises: [exercise(8), { ...exercise(3), id: 'e2' }] } }));
    const link = linkWith({ workoutLog: { sync: { mutate: sync } } });
    await workoutLogChanges.send(logChange('a', '2026-01-02', 8), link, idle);
    expect(sync).toHaveBeenCalledWith(expect.objectContaining({ changeId: 'a', date: '2026-01-02', baseVersion: 3 }));
    expect(link.queryClient.getQueryData(dayKey('2026-01-02'))).toMatchObject({ id: 'log', version: 4, exercises: [{ id: 'e1' }, { id: 'e2' }] });
    expect(wasMerged('ada', '2026-01-02')).toBe(true);
    forgetMerge('ada', '2026-01-02');
    expect(wasMerged('ada', '2026-01-02')).toBe(false);
  });

  it('leaves the cache to a later change of the same day still waiting (it is shown on top)', async () => {
    const link = linkWith({ workoutLog: { sync: { mutate: async () => ({ id: 'log', version: 4, merged: false, localLog: { exercises: [exercise(8)] } }) } } });
    const later = logChange('b', '2026-01-02', 10);
    workoutLogChanges.show(later, link);
    const weighIn = { id: 'c', kind: 'weight.save', input: { date: '2026-01-03', weight: 1 } };
    await workoutLogChanges.send(logChange('a', '2026-01-02', 8), link, {
      userId: () => 'ada',
      waiting: () => [logChange('a', '2026-01-02', 8), later, weighIn],
    });
    expect(link.queryClient.getQueryData(dayKey('2026-01-02'))).toMatchObject({ version: 3, exercises: [exercise(10)] });
    // A weigh-in of that day is not a log change: the answer is shown.
    await workoutLogChanges.send(logChange('a', '2026-01-03', 8), link, { userId: () => 'ada', waiting: () => [weighIn] });
    expect(link.queryClient.getQueryData(dayKey('2026-01-03'))).toMatchObject({ version: 4 });
  });
});
