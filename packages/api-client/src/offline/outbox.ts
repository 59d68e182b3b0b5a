import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { del, get, update } from 'idb-keyval';
import { apiErrorCode, apiErrorMessage } from '../api-errors';
import type { AppRouter, RouterInputs, RouterOutputs } from '../trpc';
import { deviceStore, DEVICE_KEYS } from './device-store';
import { sessionUserId } from './persisted-queries';
import { isOnline, subscribeToConnection } from './connection';

/**
 * Writes that work offline (docs/decisions/0044): saving a day's log, adding or deleting a weigh-in.
 * Each is a change with a client-made id, appended to the user's outbox in IndexedDB (it survives a
 * closed tab, a reload, a restart), shown at once in the cache, and sent in order: now, when the
 * link returns, when the app starts, and again with backoff; until the server acknowledges it. The
 * server applies a change id once, so a change sent twice is applied once.
 */
type SyncInput = RouterInputs['workoutLog']['sync'];
export type OutboxChange =
  | { id: string; kind: 'weight.save'; input: { date: string; weight: number } }
  | { id: string; kind: 'weight.delete'; input: { date: string } }
  | { id: string; kind: 'workoutLog.sync'; input: Omit<SyncInput, 'changeId'> & { date: string } };
export type NewChange = OutboxChange extends infer C ? (C extends OutboxChange ? Omit<C, 'id'> : never) : never;

/** A change the server refused (bad input, a day in the future…): kept to be read, never sent again. */
export interface RefusedChange {
  change: OutboxChange;
  message: string;
}

interface UserOutbox {
  changes: OutboxChange[];
  refused: RefusedChange[];
}

export interface OutboxStatus {
  /** Whose outbox this is, once read (null before, and on a device that keeps none). */
  userId: string | null;
  pending: number;
  refused: readonly RefusedChange[];
  /** The device can keep changes (IndexedDB); where it cannot, changes are sent directly. */
  kept: boolean;
}

const EMPTY: UserOutbox = { changes: [], refused: [] };
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;

/** A change id in the server's id format (24 hex digits), from the browser's random source. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const deviceCanKeep = () => typeof indexedDB !== 'undefined';
let status: OutboxStatus = { userId: null, pending: 0, refused: [], kept: deviceCanKeep() };
let mirror: UserOutbox = EMPTY;
const listeners = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;
let sending: Promise<void> | undefined;
let wired: { userId: string; queryClient: QueryClient; trpcClient: TRPCClient<AppRouter> } | undefined;
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('fitness-outbox');

export function outboxStatus(): OutboxStatus {
  return status;
}

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(userId: string, outbox: UserOutbox): void {
  mirror = outbox;
  status = { userId, pending: outbox.changes.length, refused: outbox.refused, kept: true };
  for (const listener of listeners) listener();
}

async function readOutbox(userId: string): Promise<UserOutbox> {
  return (await get<UserOutbox>(DEVICE_KEYS.outbox(userId), deviceStore())) ?? EMPTY;
}

/** One transaction: read, change, write (two tabs never lose each other's changes). */
async function changeOutbox(userId: string, change: (outbox: UserOutbox) => UserOutbox): Promise<UserOutbox> {
  let written = EMPTY;
  await update<UserOutbox>(DEVICE_KEYS.outbox(userId), (outbox) => (written = change(outbox ?? EMPTY)), deviceStore());
  if (wired?.userId === userId) publish(userId, written);
  channel?.postMessage({ userId });
  return written;
}

/**
 * Starts the outbox for the signed-in user: the mirror the screens read, the pending changes shown
 * in the cache, and a first send. Again on every `online` event. Another user's outbox is never
 * sent under this session.
 */
export async function startOutbox(userId: string, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): Promise<void> {
  if (!deviceCanKeep()) return;
  const first = wired?.userId !== userId;
  wired = { userId, queryClient, trpcClient };
  publish(userId, await readOutbox(userId).catch(() => EMPTY));
  if (first) {
    showPending(queryClient);
    if (!started) startTriggers();
  }
  void sendPending();
}

let started = false;
function startTriggers(): void {
  started = true;
  // The link is back: send at once, not at the next backoff.
  subscribeToConnection(() => {
    if (isOnline()) {
      retryDelay = RETRY_FIRST_MS;
      void sendPending();
    }
  });
  // Another tab changed the outbox: read it again.
  channel?.addEventListener('message', (event: MessageEvent<{ userId: string }>) => {
    if (wired && event.data.userId === wired.userId) void readOutbox(wired.userId).then((outbox) => publish(wired!.userId, outbox));
  });
  // A server answer for a day or the weights replaces the cache: the changes not yet sent are shown on top again.
  wired?.queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual && mirror.changes.length > 0 && wired)
      showPending(wired.queryClient);
  });
}

/** Stops using the outbox for this page (logout): its changes stay on the device under their user. */
export function stopOutbox(): void {
  wired = undefined;
  clearTimeout(retryTimer);
  mirror = EMPTY;
  status = { userId: null, pending: 0, refused: [], kept: deviceCanKeep() };
  for (const listener of listeners) listener();
}

/**
 * Appends a change and sends the outbox. Answers `sent` once the server has it, `queued` when it
 * waits for the link; throws the server's refusal (the change is then dropped: the screen that made
 * it says why and keeps what was typed). Where the device cannot keep it (no IndexedDB, no known
 * user) the change is sent directly, as before.
 */
export async function submitChange(change: NewChange, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): Promise<'sent' | 'queued'> {
  const userId = sessionUserId(queryClient);
  if (userId && wired?.userId !== userId) await startOutbox(userId, queryClient, trpcClient);
  if (!wired || wired.userId !== userId) {
    const direct = { ...change, id: newClientId() } as OutboxChange;
    const outcome = await send(direct, queryClient, trpcClient, true);
    if (outcome.kind === 'refused') throw new Error(outcome.message);
    await refreshAfterSync(queryClient, trpcClient);
    return 'sent';
  }
  const queued = { ...change, id: newClientId() } as OutboxChange;
  await changeOutbox(wired.userId, (outbox) => ({ ...outbox, changes: [...outbox.changes, queued] }));
  showChange(wired.queryClient, queued);
  await sendPending();
  const after = await readOutbox(wired.userId);
  const refused = after.refused.find((item) => item.change.id === queued.id);
  if (refused) {
    await changeOutbox(wired.userId, (outbox) => ({ ...outbox, refused: outbox.refused.filter((item) => item.change.id !== queued.id) }));
    throw new Error(refused.message);
  }
  return after.changes.some((item) => item.id === queued.id) ? 'queued' : 'sent';
}

/** Forgets a refused change (the user read why). */
export async function dismissRefused(changeId: string): Promise<void> {
  if (wired) await changeOutbox(wired.userId, (outbox) => ({ ...outbox, refused: outbox.refused.filter((item) => item.change.id !== changeId) }));
}

/** Sends the pending changes in order, one at a time; one sender per browser (Web Locks) and per page. */
export function sendPending(): Promise<void> {
  sending ??= (async () => {
    try {
      const run = () => drain();
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('fitness-outbox', run);
      else await run();
    } finally {
      sending = undefined;
    }
  })();
  return sending;
}

type Outcome = { kind: 'acknowledged' } | { kind: 'refused'; message: string } | { kind: 'wait' };

async function drain(): Promise<void> {
  while (wired) {
    const { userId, queryClient, trpcClient } = wired;
    const [next] = (await readOutbox(userId)).changes;
    if (!next) return;
    if (!isOnline()) return;
    const outcome = await send(next, queryClient, trpcClient);
    if (outcome.kind === 'wait') return scheduleRetry();
    retryDelay = RETRY_FIRST_MS;
    await changeOutbox(userId, (outbox) => ({
      changes: outbox.changes.filter((item) => item.id !== next.id),
      refused: outcome.kind === 'refused' ? [...outbox.refused, { change: next, message: outcome.message }] : outbox.refused,
    }));
    if ((await readOutbox(userId)).changes.length === 0) await refreshAfterSync(queryClient, trpcClient);
  }
}

async function send(change: OutboxChange, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>, direct = false): Promise<Outcome> {
  try {
    if (change.kind === 'weight.save') await trpcClient.weight.save.mutate({ ...change.input, changeId: change.id });
    else if (change.kind === 'weight.delete') await trpcClient.weight.delete.mutate({ ...change.input, changeId: change.id });
    else showSaved(queryClient, trpcClient, change, await trpcClient.workoutLog.sync.mutate({ ...change.input, changeId: change.id }));
    return { kind: 'acknowledged' };
  } catch (error) {
    const code = apiErrorCode(error);
    // No answer, the server busy, the same change still in flight, or the session to renew: later.
    if (direct) throw error;
    if (code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === 'CONFLICT' || code === 'UNAUTHORIZED' || code === 'TOO_MANY_REQUESTS')
      return { kind: 'wait' };
    // A weigh-in already gone is what the change wanted.
    if (change.kind === 'weight.delete' && code === 'NOT_FOUND') return { kind: 'acknowledged' };
    const message = apiErrorMessage(error);
    console.error('A change was refused by the server and will not be sent again:', change.kind, message);
    return { kind: 'refused', message };
  }
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void sendPending(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

const proxy = (queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>) => createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** Everything sent: the server's data replaces what the cache showed. */
async function refreshAfterSync(queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): Promise<void> {
  const trpc = proxy(queryClient, trpcClient);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.weight.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.workoutLog.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() }),
  ]);
}

/** A day's log as the server saved it: its version is the next change's base. A merge is noted for the log to say. */
function showSaved(
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
  change: Extract<OutboxChange, { kind: 'workoutLog.sync' }>,
  answer: RouterOutputs['workoutLog']['sync'],
): void {
  if (answer.merged && wired) noteMerge(wired.userId, change.input.date);
  const pendingForDay = mirror.changes.some((item) => item.kind === 'workoutLog.sync' && item.id !== change.id && item.input.date === change.input.date);
  if (pendingForDay) return;
  setDayLog(queryClient, trpcClient, change.input.date, () => ({
    id: answer.id,
    date: change.input.date,
    version: answer.version,
    exercises: answer.localLog.exercises as DayLog['exercises'],
  }));
}

type DayLog = RouterOutputs['workoutLog']['get'];
type WeightColumns = RouterOutputs['weight']['list'];

function showPending(queryClient: QueryClient): void {
  for (const change of mirror.changes) showChange(queryClient, change);
}

/** What a change will do, shown in the cache now (the time of the data shown stays the server's). */
function showChange(queryClient: QueryClient, change: OutboxChange): void {
  if (!wired) return;
  const trpcClient = wired.trpcClient;
  if (change.kind === 'workoutLog.sync') {
    setDayLog(queryClient, trpcClient, change.input.date, (log) => ({
      id: log?.id ?? null,
      date: change.input.date,
      version: log?.version ?? change.input.baseVersion ?? 0,
      exercises: change.input.localLog.exercises as DayLog['exercises'],
    }));
    return;
  }
  const key = proxy(queryClient, trpcClient).weight.list.queryKey();
  const before = queryClient.getQueryState(key);
  queryClient.setQueryData<WeightColumns>(
    key,
    (columns) => {
      if (!columns) return columns;
      const days = columns.dates.map((date, index) => [date, columns.weights[index]!] as const).filter(([date]) => date !== change.input.date);
      if (change.kind === 'weight.save') days.push([change.input.date, change.input.weight]);
      days.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return { dates: days.map(([date]) => date), weights: days.map(([, weight]) => weight) };
    },
    { updatedAt: before?.dataUpdatedAt },
  );
}

/** Every cached read of that day's log (by date, and today's by time zone). */
function setDayLog(queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>, date: string, next: (log: DayLog | undefined) => DayLog): void {
  const trpc = proxy(queryClient, trpcClient);
  const byDate = trpc.workoutLog.get.queryKey({ date });
  const keys = [
    byDate,
    ...queryClient
      .getQueryCache()
      .findAll({ queryKey: trpc.workoutLog.get.pathKey() })
      .filter((query) => (query.state.data as DayLog | undefined)?.date === date)
      .map((query) => query.queryKey),
  ];
  for (const key of keys) {
    const before = queryClient.getQueryState(key);
    queryClient.setQueryData<DayLog>(key, (log) => next(log ?? queryClient.getQueryData<DayLog>(byDate)), { updatedAt: before?.dataUpdatedAt });
  }
}

const MERGED_KEY = (userId: string, date: string) => `workoutLogMerged:${userId}:${date}`;

/** The day's log took in another device's changes: the log says so when opened, until its next save. */
function noteMerge(userId: string, date: string): void {
  try {
    localStorage.setItem(MERGED_KEY(userId, date), String(Date.now()));
  } catch {
    // Storage blocked: the merge is still saved, only not announced.
  }
}

export function wasMerged(userId: string, date: string): boolean {
  try {
    return localStorage.getItem(MERGED_KEY(userId, date)) !== null;
  } catch {
    return false;
  }
}

export function forgetMerge(userId: string, date: string): void {
  try {
    localStorage.removeItem(MERGED_KEY(userId, date));
  } catch {
    // Nothing to forget.
  }
}

/** Logout: the user's outbox goes from the device (the caller warned about pending changes first). */
export async function deleteOutbox(userId: string): Promise<void> {
  await del(DEVICE_KEYS.outbox(userId), deviceStore());
  if (wired?.userId === userId) stopOutbox();
}
