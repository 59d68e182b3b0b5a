import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn, workoutDraftKey } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WorkoutLog from './workout-log-button';

// The browser's own APIs the gym tools call (jsdom has none of them): stand-ins that record the calls.
class FakeSentinel {
  released = false;
  release = vi.fn(async () => {
    this.released = true;
  });
}
const wakeLock = { sentinels: [] as FakeSentinel[], request: vi.fn(async () => wakeLock.sentinels[wakeLock.sentinels.push(new FakeSentinel()) - 1]!) };
const tones = { started: 0 };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => {};
  createOscillator() {
    return { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => (tones.started += 1), stop: () => {} };
  }
  createGain() {
    return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: (next: unknown) => next };
  }
}
const notifications: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as const;
  });
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, body: options?.body });
  }
}
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: wakeLock });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: vi.fn(() => true) });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api?.close();
});
beforeEach(() => {
  localStorage.clear();
  visibility = 'visible';
  wakeLock.sentinels = [];
  wakeLock.request.mockClear();
  tones.started = 0;
  notifications.length = 0;
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockClear();
  vi.mocked(navigator.vibrate).mockClear();
});
afterEach(() => vi.useRealTimers());

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
type Me = Awaited<ReturnType<typeof signInFreshUser>>;

/** Signs in, makes a routine, opens the log from it and adds `sets` sets to each exercise. */
async function logWithSets(names: { name: string; restSeconds?: number }[], sets = 2) {
  const me = await signInFreshUser(api);
  const routine = await me.trpc.routines.create.mutate({ name: 'Push Day' });
  for (const e of names) await me.trpc.exercises.create.mutate({ routineId: routine.id, ...e });
  const view = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
  await view.user.click(screen.getByRole('button', { name: 'Workout log' }));
  await view.user.click(await screen.findByRole('button', { name: 'Push Day' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' }, { timeout: 10_000 });
  for (const e of names) for (let i = 0; i < sets; i += 1) await view.user.click(within(dialog).getByRole('button', { name: `Add set to ${e.name}` }));
  return { me, view, dialog };
}

/** From here on Date and timers are the test's: `advance` moves both (time still flows for the API calls). */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
// The clock redraws just after each whole second: `advance` lands 50 ms past the moment asked for.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms + 50));
const restBar = () => screen.getByRole('region', { name: 'Rest timer' });
const timeLeft = () => within(restBar()).getByRole('timer').textContent;
const tick = (dialog: HTMLElement, set: number, exercise: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name: `Mark set ${set} of ${exercise} done` }));

/** A reload: the page goes, a new one opens the log (today's draft) with a new cache. */
async function reload(me: Me, view: { unmount: () => void }) {
  view.unmount();
  const next = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
  fireEvent.click(screen.getByRole('button', { name: 'Workout log' }));
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' });
  return { view: next, dialog };
}

describe('set check-off', () => {
  it('a big toggle per set, named for its set and exercise, pressed when done; ticks are kept in the draft and not needed to save', async () => {
    const { me, view, dialog } = await logWithSets([{ name: 'Bench Press' }]);
    const toggle = within(dialog).getByRole('button', { name: 'Mark set 2 of Bench Press done' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('group', { name: 'Set 2' })).toHaveAttribute('data-done');
    expect(within(dialog).getByRole('group', { name: 'Set 1' })).not.toHaveAttribute('data-done');
    // Written after the frame that shows the tick.
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(workoutDraftKey(me.userId, today))!).exercises[0].sets.map((s: { done?: boolean }) => s.done === true)).toEqual([
          false,
          true,
        ]),
      { timeout: 15_000 },
    );

    const again = await reload(me, view);
    expect(within(again.dialog).getByRole('button', { name: 'Mark set 2 of Bench Press done' })).toHaveAttribute('aria-pressed', 'true');
    // Set 1 is still open: saving does not wait for it.
    fireEvent.click(within(again.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect((await me.trpc.workoutLog.get.query({ date: today })).exercises[0]!.sets).toHaveLength(2);
  });

  it("ticking an exercise's last open set moves the focus to the next exercise's first set", async () => {
    const { dialog } = await logWithSets([{ name: 'Bench Press' }, { name: 'Overhead Press' }]);
    tick(dialog, 2, 'Bench Press');
    expect(within(dialog).getByRole('button', { name: 'Mark set 1 of Overhead Press done' })).not.toHaveFocus();
    tick(dialog, 1, 'Bench Press');
    expect(within(dialog).getByRole('button', { name: 'Mark set 1 of Overhead Press done' })).toHaveFocus();
    // Unticking is no tick: the focus stays.
    within(dialog).getByRole('button', { name: 'Mark set 1 of Bench Press done' }).focus();
    tick(dialog, 1, 'Bench Press');
    expect(within(dialog).getByRole('button', { name: 'Mark set 1 of Bench Press done' })).toHaveFocus();
  });
});

describe('rest timer', () => {
  it('starts on a tick at the default 90 s (or the exercise rest; 0 = none), ±15 s moves it, Skip ends it; start and end are announced once', async () => {
    const { dialog } = await logWithSets([{ name: 'Bench Press' }, { name: 'Dips', restSeconds: 0 }, { name: 'Rows', restSeconds: 120 }]);
    fakeClock();
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();
    tick(dialog, 1, 'Bench Press');
    expect(timeLeft()).toBe('1:30');
    const status = within(dialog).getByText(/^Rest started/);
    expect(status).toHaveTextContent('Rest started: 1 min 30 s after Bench Press');
    advance(10_000);
    expect(timeLeft()).toBe('1:20');
    expect(status).toHaveTextContent('Rest started: 1 min 30 s after Bench Press');
    fireEvent.click(within(restBar()).getByRole('button', { name: '+15 s' }));
    expect(timeLeft()).toBe('1:35');
    fireEvent.click(within(restBar()).getByRole('button', { name: '−15 s' }));
    fireEvent.click(within(restBar()).getByRole('button', { name: '−15 s' }));
    expect(timeLeft()).toBe('1:05');
    fireEvent.click(within(restBar()).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();

    tick(dialog, 1, 'Dips');
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();
    tick(dialog, 1, 'Rows');
    expect(timeLeft()).toBe('2:00');
    advance(120_000);
    expect(within(restBar()).getByText('Rest over')).toBeInTheDocument();
    // The bar, and the announcement that replaced "Rest started".
    expect(within(dialog).getAllByText('Rest over')).toHaveLength(2);
    expect(within(dialog).queryByText(/^Rest started/)).not.toBeInTheDocument();
  });

  it('pauses and resumes with the time that was left', async () => {
    const { dialog } = await logWithSets([{ name: 'Bench Press' }], 1);
    fakeClock();
    tick(dialog, 1, 'Bench Press');
    advance(30_000);
    fireEvent.click(within(restBar()).getByRole('button', { name: 'Pause' }));
    advance(120_000);
    expect(timeLeft()).toBe('1:00');
    fireEvent.click(within(restBar()).getByRole('button', { name: 'Resume' }));
    advance(20_000);
    expect(timeLeft()).toBe('0:40');
  });

  it('shows the right time after a reload, and on the floating button while the dialog is closed', async () => {
    const { me, view, dialog } = await logWithSets([{ name: 'Bench Press' }]);
    fakeClock();
    tick(dialog, 1, 'Bench Press');
    advance(25_000);
    view.unmount();
    advance(20_000);
    const next = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
    // Closed: the chip on the floating button counts too.
    expect(await screen.findByRole('timer', { name: 'Rest time left' }, { timeout: 10_000 })).toHaveTextContent('0:45');
    fireEvent.click(screen.getByRole('button', { name: 'Workout log' }));
    await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
    expect(timeLeft()).toBe('0:45');
    next.unmount();
  });

  it('ends once with a beep, a vibration and (asked for, page hidden) a notification; hidden 3 minutes, it says how long ago', async () => {
    const { dialog } = await logWithSets([{ name: 'Bench Press' }]);
    // Never asked on load; asked when the user presses the button.
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    fakeClock();
    tick(dialog, 1, 'Bench Press');
    fireEvent.click(within(restBar()).getByRole('button', { name: 'Notify me when rest is over' }));
    await waitFor(() => expect(within(restBar()).queryByRole('button', { name: 'Notify me when rest is over' })).not.toBeInTheDocument());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    advance(180_000);
    setVisibility('visible');
    expect(within(restBar()).getByText('Rest over')).toBeInTheDocument();
    expect(within(restBar()).getByText('1 min ago')).toBeInTheDocument();
    await waitFor(() => expect(notifications).toEqual([{ title: 'Rest over', body: 'Time for your next set of Bench Press.' }]));
    expect(tones.started).toBe(2); // one beep: two short tones
    expect(navigator.vibrate).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    advance(60_000);
    setVisibility('visible');
    expect(tones.started).toBe(2);
    expect(navigator.vibrate).toHaveBeenCalledTimes(1);
    expect(notifications).toHaveLength(1);
  });

  it('an end long past when the page wakes (a locked phone) is shown, not rung; a visible page is never notified', async () => {
    const { dialog } = await logWithSets([{ name: 'Bench Press' }], 2);
    FakeNotification.permission = 'granted';
    localStorage.setItem('workoutRestNotify', '1');
    fakeClock();
    tick(dialog, 1, 'Bench Press');
    // The page was frozen: the clock moved, no timer ran.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    setVisibility('visible');
    expect(within(restBar()).getByText('3 min ago')).toBeInTheDocument();
    expect(tones.started).toBe(0);
    expect(navigator.vibrate).not.toHaveBeenCalled();

    tick(dialog, 2, 'Bench Press');
    advance(90_000);
    expect(tones.started).toBe(2);
    expect(notifications).toEqual([]);
  });
});

describe('screen kept awake', () => {
  it('while the log has unsaved sets: asked for again when the page is visible again, released on close or when turned off', async () => {
    const { dialog } = await logWithSets([{ name: 'Bench Press' }], 1);
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(1));
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    // Hidden, the browser drops the lock; visible again, it is asked for again.
    wakeLock.sentinels[0]!.released = true;
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(2));

    const keepOn = within(dialog).getByRole('checkbox', { name: 'Keep screen on' });
    expect(keepOn).toBeChecked();
    fireEvent.click(keepOn);
    await waitFor(() => expect(wakeLock.sentinels[1]!.release).toHaveBeenCalled());
    fireEvent.click(keepOn);
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(3));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(wakeLock.sentinels[2]!.release).toHaveBeenCalled());
  });
});
