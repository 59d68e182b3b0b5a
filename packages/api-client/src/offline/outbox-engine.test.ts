import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, type UseStore } from 'idb-keyval';
import { DEVICE_KEYS } from './device-store';
import { createOutbox, RETRY_FIRST_MS, RETRY_MAX_MS, type ChangeHandler, type OutboxOptions, type UserOutbox } from './outbox-engine';

// The engine over a fake IndexedDB (a fresh database per test), a fake server and a fake clock.
type Note = { id: string; kind: 'note.add'; input: { text: string } };
interface Screen {
  shown: string[];
  refreshes: number;
}
type Answer = 'ok' | 'no answer' | 'answer lost' | 'busy' | 'refused' | 'gone' | 'hold';

/** A server that applies a change id once; each call answers as scripted (then 'ok'). */
function fakeServer() {
  const applied = new Map<string, string>();
  const received: string[] = [];
  const ids: string[] = [];
  const script: Answer[] = [];
  const held: (() => void)[] = [];
  const error = (code: string, message: string) => new TRPCClientError(message, { result: { error: { data: { code } } } } as never);
  return {
    received,
    ids,
    held,
    texts: () => [...applied.values()],
    answer: (...answers: Answer[]) => script.push(...answers),
    async receive(note: Note): Promise<void> {
      received.push(note.input.text);
      ids.push(note.id);
      const answer = script.shift() ?? 'ok';
      if (answer === 'hold') await new Promise<void>((resolve) => held.push(resolve));
      if (answer === 'no answer') throw new TypeError('Failed to fetch');
      if (answer === 'busy') throw error('CONFLICT', 'The same change is being applied');
      if (answer === 'refused') throw error('BAD_REQUEST', 'The date is in the future');
      if (answer === 'gone') throw error('NOT_FOUND', 'No such note');
      if (!applied.has(note.id)) applied.set(note.id, note.input.text);
      if (answer === 'answer lost') throw new TypeError('Failed to fetch');
    },
  };
}

function fakeConnection(online = true) {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      online = next;
      listeners.forEach((listener) => listener());
    },
  };
}

let server: ReturnType<typeof fakeServer>;
let store: UseStore;
const channels: BroadcastChannel[] = [];
const screen = (): Screen => ({ shown: [], refreshes: 0 });

function notes(): ChangeHandler<Note, Screen> {
  return {
    kinds: ['note.add'],
    send: (note) => server.receive(note),
    show: (note, link) => void link.shown.push(note.input.text),
    refresh: async (link) => void (link.refreshes += 1),
    alreadyDone: (_note, code) => code === 'NOT_FOUND',
  };
}

/** An outbox as a page makes it; every page of a test shares the device's database. */
function page(options: Partial<OutboxOptions<Note, Screen>> = {}) {
  const connection = fakeConnection();
  const outbox = createOutbox<Note, Screen>({ handlers: [notes()], store: () => store, connection, ...options });
  return { outbox, connection, link: screen() };
}

const add = (text: string) => ({ kind: 'note.add', input: { text } }) as const;
const kept = async (userId = 'ada') => (await get<UserOutbox<Note>>(DEVICE_KEYS.outbox(userId), store))?.changes.map((c) => c.input.text) ?? [];

/** Lets IndexedDB's work (real macrotasks) run; the fake clock does not move. */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
/** Until the condition holds, and what follows at once (a retry scheduled after a failure) has run. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const met = await condition();
    await settle();
    if (met) return;
  }
  throw new Error('the outbox never got there');
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  store = createStore('fitness-tracker', 'device');
  server = fakeServer();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const channel of channels.splice(0)) channel.close();
});

describe('the outbox engine', () => {
  it('keeps changes made offline in order, shows them at once, and sends them one at a time when the link returns', async () => {
    const { outbox, connection, link } = page();
    connection.set(false);
    await outbox.start('ada', link);
    for (const text of ['first', 'second', 'third']) expect(await outbox.submit(add(text), link, 'ada')).toBe('queued');
    expect(link.shown).toEqual(['first', 'second', 'third']);
    expect(outbox.status()).toMatchObject({ userId: 'ada', pending: 3, kept: true });
    expect(await kept()).toEqual(['first', 'second', 'third']);
    expect(server.received).toEqual([]);

    server.answer('hold');
    connection.set(true);
    await until(() => server.held.length === 1);
    // The second waits for the first's answer.
    await settle();
    expect(server.received).toEqual(['first']);
    server.held[0]!();
    await until(() => outbox.status().pending === 0);
    expect(server.received).toEqual(['first', 'second', 'third']);
    expect(server.texts()).toEqual(['first', 'second', 'third']);
    expect(await kept()).toEqual([]);
    expect(link.refreshes).toBe(1);
  });

  it('answers `sent` online once the server has the change, and the cache is fetched again', async () => {
    const { outbox, link } = page();
    await outbox.start('ada', link);
    expect(await outbox.submit(add('squats'), link, 'ada')).toBe('sent');
    expect(server.texts()).toEqual(['squats']);
    expect(outbox.status().pending).toBe(0);
    expect(link.refreshes).toBe(1);
  });

  it('tries again after 2 s, doubling up to 5 min, and at once when the link returns', async () => {
    const { outbox, connection, link } = page();
    await outbox.start('ada', link);
    server.answer(...Array<Answer>(10).fill('no answer'));
    expect(await outbox.submit(add('bench'), link, 'ada')).toBe('queued');
    expect(server.received).toHaveLength(1);

    const waits = [2, 4, 8, 16, 32, 64, 128, 256, 300].map((seconds) => seconds * 1_000);
    expect(waits[0]).toBe(RETRY_FIRST_MS);
    expect(waits.at(-1)).toBe(RETRY_MAX_MS);
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      await settle();
      expect(server.received).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => server.received.length === index + 2);
    }
    // The link comes back (the 11th try answers): sent at once, not in 5 min.
    await settle();
    connection.set(false);
    connection.set(true);
    await until(() => outbox.status().pending === 0);
    expect(server.received).toHaveLength(11);
    expect(server.texts()).toEqual(['bench']);
  });

  it('sends a change again under the same id when its answer was lost or the server was busy (409), and it is applied once', async () => {
    const { outbox, link } = page();
    await outbox.start('ada', link);
    server.answer('answer lost', 'busy');
    expect(await outbox.submit(add('rows'), link, 'ada')).toBe('queued');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await until(() => server.ids.length === 2);
    expect(outbox.status().pending).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS);
    await until(() => outbox.status().pending === 0);
    expect(server.ids).toHaveLength(3);
    expect(new Set(server.ids).size).toBe(1);
    expect(server.texts()).toEqual(['rows']);
  });

  it('throws a refusal to the screen that made the change, and drops it; one refused later is kept until dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outbox, connection, link } = page();
    await outbox.start('ada', link);
    server.answer('refused');
    await expect(outbox.submit(add('tomorrow'), link, 'ada')).rejects.toThrow('The date is in the future');
    expect(outbox.status()).toMatchObject({ pending: 0, refused: [] });

    connection.set(false);
    await outbox.submit(add('later'), link, 'ada');
    server.answer('refused');
    connection.set(true);
    await until(() => outbox.status().refused.length === 1);
    const [refused] = outbox.status().refused;
    expect(refused).toMatchObject({ change: { input: { text: 'later' } }, message: 'The date is in the future' });
    await outbox.dismissRefused(refused!.change.id);
    expect(outbox.status().refused).toEqual([]);
  });

  it('counts a refusal that means "already done" as done', async () => {
    const { outbox, link } = page();
    await outbox.start('ada', link);
    server.answer('gone');
    expect(await outbox.submit(add('deleted elsewhere'), link, 'ada')).toBe('sent');
    expect(outbox.status()).toMatchObject({ pending: 0, refused: [] });
  });

  it('picks up after a reload mid-send: the next page shows the change and sends it under the same id', async () => {
    const before = page();
    await before.outbox.start('ada', before.link);
    server.answer('hold');
    void before.outbox.submit(add('curls'), before.link, 'ada');
    await until(() => server.held.length === 1);
    // The page is reloaded while the request is out: its answer never comes back.
    store = createStore('fitness-tracker', 'device');
    const after = page();
    await after.outbox.start('ada', after.link);
    expect(after.link.shown).toEqual(['curls']);
    await until(() => after.outbox.status().pending === 0);
    expect(server.ids).toHaveLength(2);
    expect(server.ids[1]).toBe(server.ids[0]);
    expect(server.texts()).toEqual(['curls']);
  });

  it('two tabs: each sees the other’s changes, neither loses one, and each change is sent once (one sender per browser)', async () => {
    const name = `outbox-${Math.random()}`;
    const channel = () => {
      const opened = new BroadcastChannel(name);
      channels.push(opened);
      return opened;
    };
    let queue = Promise.resolve();
    // The Web Locks API's exclusive lock, as two tabs of one browser share it.
    const lock = (send: () => Promise<void>) => (queue = queue.then(send, send));
    const one = page({ channel: channel(), lock });
    const two = page({ channel: channel(), lock });
    for (const tab of [one, two]) tab.connection.set(false);
    await Promise.all([one.outbox.start('ada', one.link), two.outbox.start('ada', two.link)]);

    await Promise.all([one.outbox.submit(add('from one'), one.link, 'ada'), two.outbox.submit(add('from two'), two.link, 'ada')]);
    expect((await kept()).sort()).toEqual(['from one', 'from two']);
    await until(() => one.outbox.status().pending === 2 && two.outbox.status().pending === 2);

    for (const tab of [one, two]) tab.connection.set(true);
    await until(() => one.outbox.status().pending === 0 && two.outbox.status().pending === 0);
    expect(server.received.sort()).toEqual(['from one', 'from two']);
  });

  it('shows the waiting changes again when a server answer replaced what the cache showed', async () => {
    let replaced = () => {};
    const { outbox, connection, link } = page({ watchShownData: (_link, showAgain) => void (replaced = showAgain) });
    connection.set(false);
    await outbox.start('ada', link);
    await outbox.submit(add('lunges'), link, 'ada');
    replaced();
    expect(link.shown).toEqual(['lunges', 'lunges']);
  });

  it('never sends another user’s changes, and forgets a user’s outbox on logout', async () => {
    const { outbox, connection, link } = page();
    connection.set(false);
    await outbox.start('ada', link);
    await outbox.submit(add('ada’s'), link, 'ada');
    outbox.stop();
    expect(outbox.status()).toMatchObject({ userId: null, pending: 0 });

    connection.set(true);
    await outbox.start('grace', link);
    await outbox.submit(add('grace’s'), link, 'grace');
    expect(server.texts()).toEqual(['grace’s']);
    expect(await kept('ada')).toEqual(['ada’s']);
    await outbox.remove('ada');
    expect(await kept('ada')).toEqual([]);
  });

  it('sends directly where the device keeps nothing or the user is not known yet, and throws any failure', async () => {
    const { outbox, link } = page({ store: () => undefined });
    expect(outbox.status().kept).toBe(false);
    await outbox.start('ada', link);
    expect(await outbox.submit(add('no IndexedDB'), link, 'ada')).toBe('sent');
    server.answer('no answer');
    await expect(outbox.submit(add('no link'), link, 'ada')).rejects.toThrow('Failed to fetch');

    const known = page();
    expect(await known.outbox.submit(add('no session yet'), known.link, undefined)).toBe('sent');
    expect(server.texts()).toEqual(['no IndexedDB', 'no session yet']);
    expect(await kept()).toEqual([]);
  });
});
