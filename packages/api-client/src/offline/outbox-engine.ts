import { del, get, update, type UseStore } from 'idb-keyval';
import { apiErrorCode, apiErrorMessage } from '../api-errors';
import { DEVICE_KEYS } from './device-store';

/**
 * The outbox engine (docs/decisions/0044, 0064): each user's changes kept in order in IndexedDB (a
 * closed tab, a reload, a restart lose nothing), sent one at a time, again with backoff until the
 * server acknowledges, the other tabs told of every change. What a change is, how it is sent and
 * shown in the cache, the feature that owns its data says in a handler. State lives in the instance.
 */
export type Change = { id: string; kind: string };

/** A change the server refused (bad input, a day in the future…): kept to be read, never sent again. */
export type RefusedChange<C extends Change> = { change: C; message: string };
export type UserOutbox<C extends Change> = { changes: C[]; refused: RefusedChange<C>[] };

export interface OutboxStatus<C extends Change> {
  /** Whose outbox this is, once read (null before, and on a device that keeps none). */
  userId: string | null;
  pending: number;
  refused: readonly RefusedChange<C>[];
  /** The device can keep changes (IndexedDB); where it cannot, changes are sent directly. */
  kept: boolean;
}

/** Asked when the answer comes: the user whose outbox is in use, and the changes of every kind still waiting (this one included). */
export type Sending = { userId(): string | undefined; waiting(): readonly Change[] };

/** One feature's kinds of change; `L` is what it needs to reach the server and the cache. */
export interface ChangeHandler<C extends Change, L> {
  kinds: readonly C['kind'][];
  /** Sends the change under its id (the server applies an id once); throws the server's refusal. */
  send(change: C, link: L, sending: Sending): Promise<void>;
  /** What the change will do, shown in the cache before the server has it. */
  show(change: C, link: L): void;
  /** Everything was sent: the server's data replaces what the cache showed. */
  refresh(link: L): Promise<unknown>;
  /** A refusal that means the change is done already (a weigh-in already gone). */
  alreadyDone?(change: C, code: string): boolean;
}

export interface OutboxOptions<C extends Change, L> {
  handlers: readonly ChangeHandler<C, L>[];
  /** The device's store, or undefined where it keeps nothing (no IndexedDB). */
  store: () => UseStore | undefined;
  connection: { isOnline(): boolean; subscribe(listener: () => void): () => void };
  /** Tells the other tabs that a user's outbox changed. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;
  /** One sender per browser (the Web Locks API where there is one). */
  lock?: (send: () => Promise<void>) => Promise<void>;
  /** Calls `showAgain` whenever a server answer replaced data the cache showed. */
  watchShownData?: (link: L, showAgain: () => void) => void;
}

/** A change as a screen makes it: the outbox gives it its id. */
export type NewChange<C extends Change> = C extends unknown ? Omit<C, 'id'> : never;

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

type Outcome = { kind: 'acknowledged' } | { kind: 'refused'; message: string } | { kind: 'wait' };

/** A change id in the server's id format (24 hex digits), from the browser's random source. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createOutbox<C extends Change, L>({ handlers, store, connection, channel, lock = (send) => send(), watchShownData }: OutboxOptions<C, L>) {
  const EMPTY: UserOutbox<C> = { changes: [], refused: [] };
  const idle = (): OutboxStatus<C> => ({ userId: null, pending: 0, refused: [], kept: store() !== undefined });
  let status = idle();
  let mirror = EMPTY;
  const listeners = new Set<() => void>();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_FIRST_MS;
  let sending: Promise<void> | undefined;
  let wired: { userId: string; link: L; store: UseStore } | undefined;
  let started = false;

  const handlerOf = (change: C) => handlers.find((handler) => handler.kinds.includes(change.kind))!;
  const now: Sending = { userId: () => wired?.userId, waiting: () => mirror.changes };

  function publish(userId: string, outbox: UserOutbox<C>): void {
    mirror = outbox;
    status = { userId, pending: outbox.changes.length, refused: outbox.refused, kept: true };
    for (const listener of listeners) listener();
  }

  async function read(kept: UseStore, userId: string): Promise<UserOutbox<C>> {
    return (await get<UserOutbox<C>>(DEVICE_KEYS.outbox(userId), kept)) ?? EMPTY;
  }

  /** One transaction: read, change, write (two tabs never lose each other's changes). */
  async function change(kept: UseStore, userId: string, next: (outbox: UserOutbox<C>) => UserOutbox<C>): Promise<void> {
    let written = EMPTY;
    await update<UserOutbox<C>>(DEVICE_KEYS.outbox(userId), (outbox) => (written = next(outbox ?? EMPTY)), kept);
    if (wired?.userId === userId) publish(userId, written);
    channel?.postMessage({ userId });
  }

  function showChange(item: C): void {
    if (wired) handlerOf(item).show(item, wired.link);
  }
  const showPending = () => mirror.changes.forEach(showChange);

  const refresh = (link: L) => Promise.all(handlers.map((handler) => handler.refresh(link)));

  async function send(item: C, link: L): Promise<Outcome> {
    const handler = handlerOf(item);
    try {
      await handler.send(item, link, now);
      return { kind: 'acknowledged' };
    } catch (error) {
      const code = apiErrorCode(error);
      // No answer, the server busy, the same change still in flight, or the session to renew: later.
      if (code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === 'CONFLICT' || code === 'UNAUTHORIZED' || code === 'TOO_MANY_REQUESTS')
        return { kind: 'wait' };
      if (handler.alreadyDone?.(item, code)) return { kind: 'acknowledged' };
      const message = apiErrorMessage(error);
      console.error('A change was refused by the server and will not be sent again:', item.kind, message);
      return { kind: 'refused', message };
    }
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void sendPending(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  async function drain(): Promise<void> {
    while (wired) {
      const { userId, link, store: kept } = wired;
      const [next] = (await read(kept, userId)).changes;
      if (!next) return;
      if (!connection.isOnline()) return;
      const outcome = await send(next, link);
      if (outcome.kind === 'wait') return scheduleRetry();
      retryDelay = RETRY_FIRST_MS;
      await change(kept, userId, (outbox) => ({
        changes: outbox.changes.filter((item) => item.id !== next.id),
        refused: outcome.kind === 'refused' ? [...outbox.refused, { change: next, message: outcome.message }] : outbox.refused,
      }));
      if ((await read(kept, userId)).changes.length === 0) await refresh(link);
    }
  }

  /** Sends the pending changes in order, one at a time; one sender per browser (the lock) and per page. */
  function sendPending(): Promise<void> {
    sending ??= (async () => {
      try {
        await lock(drain);
      } finally {
        sending = undefined;
      }
    })();
    return sending;
  }

  function startTriggers(link: L): void {
    started = true;
    // The link is back: send at once, not at the next backoff.
    connection.subscribe(() => {
      if (connection.isOnline()) {
        retryDelay = RETRY_FIRST_MS;
        void sendPending();
      }
    });
    // Another tab changed the outbox: read it again.
    channel?.addEventListener('message', (event: MessageEvent<{ userId: string }>) => {
      const current = wired;
      if (current?.userId !== event.data.userId) return;
      void read(current.store, current.userId).then((outbox) => {
        if (wired?.userId === current.userId) publish(current.userId, outbox);
      });
    });
    // A server answer replaced what the cache showed: the changes not yet sent are shown on top again.
    watchShownData?.(link, () => {
      if (mirror.changes.length > 0) showPending();
    });
  }

  /**
   * Starts the outbox for the signed-in user: the mirror the screens read, the pending changes shown
   * in the cache, and a first send. Another user's outbox is never sent under this session.
   */
  async function start(userId: string, link: L): Promise<void> {
    const kept = store();
    if (!kept) return;
    const first = wired?.userId !== userId;
    wired = { userId, link, store: kept };
    publish(userId, await read(kept, userId).catch(() => EMPTY));
    if (first) {
      showPending();
      if (!started) startTriggers(link);
    }
    void sendPending();
  }

  /** Stops using the outbox for this page (logout): its changes stay on the device under their user. */
  function stop(): void {
    wired = undefined;
    clearTimeout(retryTimer);
    mirror = EMPTY;
    status = idle();
    for (const listener of listeners) listener();
  }

  /**
   * Appends a change for `userId` (the session's, if known) and sends the outbox. Answers `sent` once
   * the server has it, `queued` when it waits for the link; throws the server's refusal (the change is
   * then dropped). Where the device cannot keep it (no IndexedDB, no known user) it is sent directly.
   */
  async function submit(fresh: NewChange<C>, link: L, userId: string | undefined): Promise<'sent' | 'queued'> {
    if (userId && wired?.userId !== userId) await start(userId, link);
    const queued = { ...fresh, id: newClientId() } as unknown as C;
    if (!wired || wired.userId !== userId) {
      await handlerOf(queued).send(queued, link, now);
      await refresh(link);
      return 'sent';
    }
    const { userId: owner, store: kept } = wired;
    await change(kept, owner, (outbox) => ({ ...outbox, changes: [...outbox.changes, queued] }));
    showChange(queued);
    await sendPending();
    const after = await read(kept, owner);
    const refused = after.refused.find((item) => item.change.id === queued.id);
    if (refused) {
      await change(kept, owner, (outbox) => ({ ...outbox, refused: outbox.refused.filter((item) => item.change.id !== queued.id) }));
      throw new Error(refused.message);
    }
    return after.changes.some((item) => item.id === queued.id) ? 'queued' : 'sent';
  }

  return {
    status: (): OutboxStatus<C> => status,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    stop,
    submit,
    /** Forgets a refused change (the user read why). */
    async dismissRefused(changeId: string): Promise<void> {
      if (wired) await change(wired.store, wired.userId, (outbox) => ({ ...outbox, refused: outbox.refused.filter((item) => item.change.id !== changeId) }));
    },
    /** Logout: the user's outbox goes from the device (the caller warned about pending changes first). */
    async remove(userId: string): Promise<void> {
      const kept = store();
      if (kept) await del(DEVICE_KEYS.outbox(userId), kept);
      if (wired?.userId === userId) stop();
    },
  };
}
