import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTrackedExercises } from '@fitness/api-client';
import { addDays, todayIn, workoutDraftKey } from '@fitness/domain';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { LOG_TEXT } from '../log-text';
import WorkoutLog from './workout-log-button';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
afterEach(() => vi.restoreAllMocks());

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = todayIn(timezone);
type Me = Awaited<ReturnType<typeof signInFreshUser>>;

function renderLog(me: Me) {
  return renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/', <ProgressNames />);
}
const trackedNames = () =>
  within(screen.getByRole('list', { name: 'Tracked' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function routineWith(me: Me, name: string, exercises: { name: string; tracked?: boolean; bw?: boolean }[]) {
  const routine = await me.trpc.routines.create.mutate({ name });
  for (const e of exercises) await me.trpc.exercises.create.mutate({ routineId: routine.id, name: e.name, tracked: e.tracked ?? false, bw: e.bw ?? false });
  return routine;
}

/** The log dialog once its day is loaded (its Add exercise button shows). */
async function logDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' });
  return dialog;
}

/** What the progress panel shows: the tracked names from the shared cache (refetched after a save). */
function ProgressNames() {
  const list = useTrackedExercises();
  return (
    <ul aria-label="Tracked">
      {list.data?.map((item) => (
        <li key={item.id}>{item.exerciseName}</li>
      ))}
    </ul>
  );
}
const exerciseGroup = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const setGroup = (exercise: HTMLElement, n: number) => within(exercise).getByRole('group', { name: `Set ${n}` });
const setValues = (exercise: HTMLElement) =>
  within(exercise)
    .queryAllByRole('group', { name: /^Set \d+$/ })
    .map((set) => [within(set).getByLabelText('Reps'), within(set).getByLabelText(/^Weight/)].map((input) => (input as HTMLInputElement).value));

describe('the floating workout-log button', () => {
  it('with no log today opens the routine selection: one button per routine in order, and Start from Scratch', async () => {
    const me = await signInFreshUser(api);
    await routineWith(me, 'Push Day', []);
    await routineWith(me, 'Pull Day', []);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    const selection = await screen.findByRole('dialog', { name: 'Select a Routine or Start from Scratch' }, { timeout: 10_000 });
    await within(selection).findByRole('button', { name: 'Push Day' });
    expect(
      within(selection)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Close', 'Push Day', 'Pull Day', 'Start from Scratch', 'Cancel']);

    await user.click(within(selection).getByRole('button', { name: 'Start from Scratch' }));
    const dialog = await logDialog();
    expect(screen.queryByRole('dialog', { name: 'Select a Routine or Start from Scratch' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No exercises yet. Add one to start logging.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today);
  });

  it('pre-fills from the chosen routine: one exercise per routine exercise, in order, no sets, flags from the routine', async () => {
    const me = await signInFreshUser(api);
    await routineWith(me, 'Legs', [{ name: 'Squats', tracked: true, bw: true }, { name: 'Lunges' }, { name: 'Calf Raise', tracked: true }]);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Legs' }));
    const dialog = await logDialog();
    expect(
      within(dialog)
        .getAllByLabelText('Exercise')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Squats', 'Lunges', 'Calf Raise']);
    const squats = exerciseGroup(dialog, 'Squats');
    expect(within(squats).getByLabelText('Track progress')).toBeChecked();
    expect(within(squats).getByLabelText('Bodyweight comparison')).toBeChecked();
    const lunges = exerciseGroup(dialog, 'Lunges');
    expect(within(lunges).getByLabelText('Track progress')).not.toBeChecked();
    expect(within(lunges).getByLabelText('Bodyweight comparison')).toBeDisabled();
    expect(within(exerciseGroup(dialog, 'Calf Raise')).getByLabelText('Bodyweight comparison')).not.toBeChecked();
    for (const name of ['Squats', 'Lunges', 'Calf Raise']) expect(setValues(exerciseGroup(dialog, name))).toEqual([]);

    // The spec's tooltips, on hover and on keyboard focus.
    const trackTip = within(squats).getByText(LOG_TEXT.trackProgressTip);
    expect(trackTip).not.toBeVisible();
    await user.hover(within(squats).getByRole('button', { name: 'About track progress' }));
    expect(trackTip).toBeVisible();
    await user.unhover(within(squats).getByRole('button', { name: 'About track progress' }));
    act(() => within(squats).getByRole('button', { name: 'About bodyweight comparison' }).focus());
    expect(within(squats).getByText(LOG_TEXT.bodyweightTip)).toBeVisible();

    // Bodyweight comparison only while tracked: turning tracking off clears and disables it.
    await user.click(within(squats).getByLabelText('Track progress'));
    expect(within(squats).getByLabelText('Bodyweight comparison')).toBeDisabled();
    expect(within(squats).getByLabelText('Bodyweight comparison')).not.toBeChecked();
    await user.click(within(lunges).getByLabelText('Track progress'));
    expect(within(lunges).getByLabelText('Bodyweight comparison')).toBeEnabled();
  });

  it("sets start at 1 rep and 0, then copy the previous set's reps and weight; only exercises with sets are saved and the dialog closes", async () => {
    const me = await signInFreshUser(api);
    await routineWith(me, 'Full Body', [{ name: 'Bench Press', tracked: true }, { name: 'Rows' }, { name: 'Skipped' }]);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Full Body' }));
    const dialog = await logDialog();
    const bench = exerciseGroup(dialog, 'Bench Press');

    await user.click(within(bench).getByRole('button', { name: 'Add set to Bench Press' }));
    expect(setValues(bench)).toEqual([['1', '0']]);
    const reps = within(setGroup(bench, 1)).getByLabelText('Reps');
    const weight = within(setGroup(bench, 1)).getByLabelText('Weight (lbs)');
    expect(reps).toHaveAttribute('inputmode', 'numeric');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(weight).toHaveAttribute('step', '0.1');
    await user.clear(reps);
    await user.type(reps, '5');
    await user.clear(weight);
    await user.type(weight, '135.5');
    await user.click(within(bench).getByRole('button', { name: 'Add set to Bench Press' }));
    expect(setValues(bench)).toEqual([
      ['5', '135.5'],
      ['5', '135.5'],
    ]);
    // A set's note and its removal are in the set's menu (issue #52): "Add note" opens the field, focused.
    expect(within(setGroup(bench, 2)).queryByLabelText('Notes')).not.toBeInTheDocument();
    await user.click(within(setGroup(bench, 2)).getByRole('button', { name: 'Set 2 options for Bench Press' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add note' }));
    expect(within(setGroup(bench, 2)).getByLabelText('Notes')).toHaveFocus();
    await user.keyboard('last rep slow');
    await user.click(within(bench).getByRole('button', { name: 'Add set to Bench Press' }));
    await user.click(within(setGroup(bench, 3)).getByRole('button', { name: 'Set 3 options for Bench Press' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove set' }));
    // The last row went with its menu button: the focus is on Add set, not lost.
    expect(within(bench).getByRole('button', { name: 'Add set to Bench Press' })).toHaveFocus();
    const rows = exerciseGroup(dialog, 'Rows');
    await user.click(within(rows).getByRole('button', { name: 'Add set to Rows' }));

    // The progress panel shows nothing tracked yet; saving refreshes it.
    await waitFor(() => expect(trackedNames()).toEqual([]));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await me.trpc.workoutLog.get.query({ date: today });
    expect(saved.exercises.map((e) => [e.name, e.tracked, e.sets.map((s) => [s.reps, s.weight, s.notes])])).toEqual([
      [
        'Bench Press',
        true,
        [
          [5, 135.5, ''],
          [5, 135.5, 'last rep slow'],
        ],
      ],
      ['Rows', false, [[1, 0, '']]],
    ]);
    expect(trackedNames()).toEqual(['Bench Press']);

    // Today's log exists now: the button opens it directly, pre-filled from what was saved.
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    const again = await logDialog();
    expect(screen.queryByRole('dialog', { name: 'Select a Routine or Start from Scratch' })).not.toBeInTheDocument();
    expect(setValues(exerciseGroup(again, 'Bench Press'))).toEqual([
      ['5', '135.5'],
      ['5', '135.5'],
    ]);
    expect(within(again).queryByRole('group', { name: 'Skipped' })).not.toBeInTheDocument();
  });

  it('adds, renames and removes exercises; a nameless exercise with sets is not saved', async () => {
    const me = await signInFreshUser(api);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }));
    const dialog = await logDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
    const first = exerciseGroup(dialog, 'Exercise 1');
    expect(within(first).getByLabelText('Exercise')).toHaveAttribute('maxlength', '45');
    expect(within(first).getByLabelText('Exercise')).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'Add set to Exercise 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('Enter the exercise name')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Daily Workout Log' })).toBeInTheDocument();

    await user.type(within(first).getByLabelText('Exercise'), 'Deadlift');
    await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
    await user.type(within(exerciseGroup(dialog, 'Exercise 2')).getByLabelText('Exercise'), 'Curl');
    await user.clear(within(exerciseGroup(dialog, 'Deadlift')).getByLabelText('Exercise'));
    await user.type(within(exerciseGroup(dialog, 'Exercise 1')).getByLabelText('Exercise'), 'Romanian Deadlift');
    await user.click(within(dialog).getByRole('button', { name: 'Remove exercise Curl' }));
    expect(
      within(dialog)
        .getAllByLabelText('Exercise')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Romanian Deadlift']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await me.trpc.workoutLog.get.query({ date: today })).exercises.map((e) => e.name)).toEqual(['Romanian Deadlift']);
  });

  it('removing an exercise says "Removed Squats — Undo" for 8 s; Undo puts it back where it was, with its sets', async () => {
    const me = await signInFreshUser(api);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }));
    const dialog = await logDialog();
    for (const name of ['Squats', 'Dips']) {
      await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
      await user.type(within(exerciseGroup(dialog, `Exercise ${name === 'Squats' ? 1 : 2}`)).getByLabelText('Exercise'), name);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add set to Squats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add set to Squats' }));
    const names = () =>
      within(dialog)
        .getAllByLabelText('Exercise')
        .map((i) => (i as HTMLInputElement).value);

    await user.click(within(dialog).getByRole('button', { name: 'Remove exercise Squats' }));
    expect(names()).toEqual(['Dips']);
    const undo = within(dialog)
      .getByText(/^Removed Squats —/)
      .closest('[role="status"]') as HTMLElement;
    expect(undo).toHaveAttribute('aria-live', 'polite');
    expect(undo).toHaveTextContent('Removed Squats — Undo');
    await user.click(within(undo).getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Squats', 'Dips']);
    expect(within(exerciseGroup(dialog, 'Squats')).getAllByRole('group', { name: /^Set \d/ })).toHaveLength(2);
    await waitFor(() => expect(within(exerciseGroup(dialog, 'Squats')).getByLabelText('Exercise')).toHaveFocus());
    expect(undo).toBeEmptyDOMElement();

    // Left alone, the offer goes after 8 s and the removal stands.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Remove exercise Dips' }));
      expect(undo).toHaveTextContent('Removed Dips — Undo');
      act(() => vi.advanceTimersByTime(7_900));
      expect(undo).toHaveTextContent('Removed Dips — Undo');
      act(() => vi.advanceTimersByTime(200));
      expect(undo).toBeEmptyDOMElement();
      expect(names()).toEqual(['Squats']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed save keeps the dialog open with everything typed', async () => {
    const me = await signInFreshUser(api);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }));
    const dialog = await logDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
    await user.type(within(dialog).getByLabelText('Exercise'), 'Squats');
    await user.click(within(dialog).getByRole('button', { name: 'Add set to Squats' }));
    me.setIntercept(failCallsTo('workoutLog.sync'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LOG_TEXT.saveFailed);
    expect(logged).toHaveBeenCalledWith('Error saving workout log:', expect.anything());
    expect(within(dialog).getByLabelText('Exercise')).toHaveValue('Squats');
    expect(setValues(exerciseGroup(dialog, 'Squats'))).toEqual([['1', '0']]);

    me.setIntercept(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await me.trpc.workoutLog.get.query({ date: today })).exercises.map((e) => e.name)).toEqual(['Squats']);
    expect(localStorage.getItem(workoutDraftKey(me.userId, today))).toBeNull();
  });
});

describe('nothing typed is lost', () => {
  it('an unsaved log survives closing (after confirming) and a reload; the button brings it back; saving clears it', async () => {
    const me = await signInFreshUser(api);
    await routineWith(me, 'Arms', [{ name: 'Curl', tracked: true }]);
    const first = renderLog(me);
    await first.user.click(screen.getByRole('button', { name: 'Workout log' }));
    await first.user.click(await screen.findByRole('button', { name: 'Arms' }));
    let dialog = await logDialog();
    // Nothing typed yet: Esc closes at once.
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(workoutDraftKey(me.userId, today))).toBeNull();

    await first.user.click(screen.getByRole('button', { name: 'Workout log' }));
    await first.user.click(await screen.findByRole('button', { name: 'Arms' }));
    dialog = await logDialog();
    await first.user.click(within(dialog).getByRole('button', { name: 'Add set to Curl' }));
    await first.user.type(within(dialog).getByLabelText('Weight (lbs)'), '{Backspace}35');
    // Unsaved changes: Esc asks first; "Keep editing" stays, "Close" closes.
    await first.user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
    await first.user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Daily Workout Log' })).toBeInTheDocument();
    await first.user.keyboard('{Escape}');
    await first.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Workout log' })).toHaveFocus();

    // A reload: a new page with a new cache.
    first.unmount();
    const second = renderLog(me);
    await second.user.click(screen.getByRole('button', { name: 'Workout log' }));
    dialog = await logDialog();
    expect(screen.queryByRole('dialog', { name: 'Select a Routine or Start from Scratch' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Restored what you typed on this device and had not saved yet.')).toBeInTheDocument();
    expect(setValues(exerciseGroup(dialog, 'Curl'))).toEqual([['1', '35']]);
    await second.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(workoutDraftKey(me.userId, today))).toBeNull();
    expect((await me.trpc.workoutLog.get.query({ date: today })).exercises[0]!.sets).toEqual([expect.objectContaining({ reps: 1, weight: 35 })]);
  });

  it('a change waiting to be written (it is written after the frame that shows it) is kept when the page is hidden or left', async () => {
    const me = await signInFreshUser(api);
    await routineWith(me, 'Arms', [{ name: 'Curl' }]);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Arms' }));
    const dialog = await logDialog();
    const drafted = () => JSON.parse(localStorage.getItem(workoutDraftKey(me.userId, today)) ?? 'null')?.exercises[0].sets.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => within(dialog).getByRole('button', { name: 'Add set to Curl' }).click());
      expect(drafted()).toBeUndefined();
      act(() => void window.dispatchEvent(new Event('pagehide')));
      expect(drafted()).toBe(1);
      act(() => within(dialog).getByRole('button', { name: 'Add set to Curl' }).click());
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(drafted()).toBe(2);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('a newer save from another device while the log is open is merged into what is typed here, and said', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.workoutLog.sync.mutate({ localLog: { exercises: [{ name: 'Curl', tracked: true, sets: [{ reps: 10, weight: 30 }] }] }, timezone });
    const { user, queryClient } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    const dialog = await logDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add set to Curl' }));
    await user.type(within(setGroup(exerciseGroup(dialog, 'Curl'), 2)).getByLabelText('Weight (lbs)'), '{Backspace}{Backspace}35');
    // Another device adds an exercise to the day (it saw the day as the dialog did).
    const seen = await me.trpc.workoutLog.get.query({ date: today });
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [...seen.exercises, { name: 'Dips', tracked: false, sets: [{ reps: 12, weight: 0 }] }] },
      timezone,
      baseVersion: seen.version,
    });
    await act(() => queryClient.invalidateQueries());
    await within(dialog).findByRole('group', { name: 'Dips' }, { timeout: 10_000 });
    expect(setValues(exerciseGroup(dialog, 'Curl'))).toEqual([
      ['10', '30'],
      ['10', '35'],
    ]);
    expect(within(dialog).getByText('Merged changes from another device.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await me.trpc.workoutLog.get.query({ date: today });
    expect(saved.exercises.map((e) => [e.name, e.sets.map((s) => s.weight)])).toEqual([
      ['Curl', [30, 35]],
      ['Dips', [0]],
    ]);
  });

  it("as the app starts, drafts offered once and untouched for 14 days are removed; unoffered, recent and other users' drafts stay", async () => {
    const me = await signInFreshUser(api);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const put = (userId: string, date: string, savedAt: string, offeredAt?: string) =>
      localStorage.setItem(
        workoutDraftKey(userId, date),
        JSON.stringify({
          version: 1,
          date,
          type: 'imperial',
          savedAt,
          ...(offeredAt ? { offeredAt } : {}),
          exercises: [{ key: 'a', name: 'Lunges', tracked: false, bw: false, sets: [] }],
        }),
      );
    put(me.userId, addDays(today, -20), daysAgo(15), daysAgo(16));
    put(me.userId, addDays(today, -21), daysAgo(15));
    put(me.userId, addDays(today, -3), daysAgo(2), daysAgo(1));
    put('someone-else', addDays(today, -20), daysAgo(15), daysAgo(16));
    renderLog(me);
    await screen.findByRole('button', { name: 'Workout log' });
    await waitFor(() => expect(localStorage.getItem(workoutDraftKey(me.userId, addDays(today, -20)))).toBeNull());
    expect(localStorage.getItem(workoutDraftKey(me.userId, addDays(today, -21)))).not.toBeNull();
    expect(localStorage.getItem(workoutDraftKey(me.userId, addDays(today, -3)))).not.toBeNull();
    expect(localStorage.getItem(workoutDraftKey('someone-else', addDays(today, -20)))).not.toBeNull();
  });

  it("an earlier day's draft is offered, not applied; resuming it opens that day", async () => {
    const me = await signInFreshUser(api);
    const earlier = addDays(today, -2);
    const draft = {
      version: 1,
      date: earlier,
      type: 'imperial',
      savedAt: new Date().toISOString(),
      exercises: [{ key: 'a', name: 'Lunges', tracked: false, bw: false, sets: [{ reps: '10', weight: '40', notes: '' }] }],
    };
    localStorage.setItem(workoutDraftKey(me.userId, earlier), JSON.stringify(draft));
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    const selection = await screen.findByRole('dialog', { name: 'Select a Routine or Start from Scratch' });
    const offer = within(selection).getByRole('button', { name: /^Resume unsaved log of / });
    // Shown once: from now on it may be cleaned away when old.
    expect(JSON.parse(localStorage.getItem(workoutDraftKey(me.userId, earlier))!)).toMatchObject({ offeredAt: expect.any(String) });

    // Start from Scratch leaves it alone: today's log is empty, the draft is mentioned.
    await user.click(within(selection).getByRole('button', { name: 'Start from Scratch' }));
    let dialog = await logDialog();
    expect(within(dialog).queryByLabelText('Exercise')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^You have an unsaved log for /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(workoutDraftKey(me.userId, earlier))).not.toBeNull();
    void offer;

    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: /^Resume unsaved log of / }));
    dialog = await logDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Date')).toHaveValue(earlier));
    expect(await within(dialog).findByLabelText('Exercise')).toHaveValue('Lunges');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await me.trpc.workoutLog.get.query({ date: earlier })).exercises.map((e) => e.name)).toEqual(['Lunges']);
    expect((await me.trpc.workoutLog.get.query({ date: today })).id).toBeNull();
  });
});

describe('set types', () => {
  it("shows a warm-up apart (its W chip, named so), lets the lifter choose a set's type from the set's menu, and keeps the sets' RPE", async () => {
    const me = await signInFreshUser(api);
    const sets = [
      { reps: 10, weight: 45, notes: '', warmup: true },
      { reps: 5, weight: 225, notes: '', rpe: 8 },
    ];
    await me.trpc.workoutLog.sync.mutate({ localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets }] }, timezone });
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    const squats = exerciseGroup(await logDialog(), 'Squats');
    const warmup = within(squats).getByRole('group', { name: 'Set 1 (warm-up)' });
    expect(within(warmup).getByRole('img', { name: 'Warm-up' })).toHaveTextContent('W');
    expect(within(warmup).getByRole('button', { name: 'Mark set 1 of Squats done' })).toBeInTheDocument();
    await user.click(within(setGroup(squats, 2)).getByRole('button', { name: 'Set 2 options for Squats' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Warm-up' }));
    expect(within(squats).getByRole('group', { name: 'Set 2 (warm-up)' })).toBeInTheDocument();
    await user.click(within(warmup).getByRole('button', { name: 'Set 1 options for Squats' }));
    expect(screen.getByRole('menuitemradio', { name: 'Warm-up' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Normal set' }));
    expect(within(setGroup(squats, 1)).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Daily Workout Log' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = (await me.trpc.workoutLog.get.query({ date: today })).exercises[0]!.sets;
    expect(saved.map((set) => [set.warmup ?? false, set.rpe ?? null])).toEqual([
      [false, null],
      [true, 8],
    ]);
  });
});

describe('the day of the log', () => {
  it('is today by default, never in the future; an earlier date loads that day and saves to it', async () => {
    const me = await signInFreshUser(api);
    const missed = addDays(today, -3);
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Rows', tracked: false, bw: false, sets: [{ reps: 8, weight: 95, notes: '' }] }] },
      timezone,
      date: missed,
    });
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }));
    const dialog = await logDialog();
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('max', today);

    await user.clear(date);
    await user.type(date, addDays(today, 1));
    expect(await within(dialog).findByText('A workout cannot be logged in the future.')).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, missed);
    expect(await within(dialog).findByLabelText('Exercise')).toHaveValue('Rows');
    expect(within(dialog).queryByText('A workout cannot be logged in the future.')).not.toBeInTheDocument();
    const rows = exerciseGroup(dialog, 'Rows');
    await user.click(within(rows).getByRole('button', { name: 'Add set to Rows' }));
    expect(setValues(rows)).toEqual([
      ['8', '95'],
      ['8', '95'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await me.trpc.workoutLog.get.query({ date: missed })).exercises[0]!.sets).toHaveLength(2);
    expect((await me.trpc.workoutLog.get.query({ date: today })).id).toBeNull();
  });
});

describe('a day that cannot be loaded', () => {
  it('shows the failure with Retry, then the day', async () => {
    const me = await signInFreshUser(api);
    const missed = addDays(today, -1);
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Rows', tracked: false, bw: false, sets: [{ reps: 8, weight: 95, notes: '' }] }] },
      timezone,
      date: missed,
    });
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }));
    const dialog = await logDialog();
    me.setIntercept(failCallsTo('workoutLog.get'));
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, missed);
    expect(await within(dialog).findByText('Your workout log could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    me.setIntercept(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByLabelText('Exercise')).toHaveValue('Rows');
  });
});

describe('previous numbers and units', () => {
  it('shows, beside an exercise logged before, the sets of the last earlier log', async () => {
    const me = await signInFreshUser(api);
    const sets = [225, 225, 205].map((weight, i) => ({ reps: i < 2 ? 5 : 3, weight, notes: '' }));
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Squats', tracked: false, bw: false, sets: [{ reps: 5, weight: 185, notes: '' }] }] },
      timezone,
      date: addDays(today, -9),
    });
    const lastTime = addDays(today, -4);
    await me.trpc.workoutLog.sync.mutate({ localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets }] }, timezone, date: lastTime });
    await routineWith(me, 'Legs', [{ name: 'Squats', tracked: true }, { name: 'Leg Curl' }]);
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Legs' }));
    const dialog = await logDialog();
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const day = `${months[Number(lastTime.slice(5, 7)) - 1]} ${Number(lastTime.slice(8, 10))}${lastTime.slice(0, 4) === today.slice(0, 4) ? '' : `, ${lastTime.slice(0, 4)}`}`;
    expect(await within(exerciseGroup(dialog, 'Squats')).findByText(`Last time, ${day}: 5 × 225, 5 × 225, 3 × 205 lbs`)).toBeInTheDocument();
    expect(within(exerciseGroup(dialog, 'Leg Curl')).queryByText(/^Last time/)).not.toBeInTheDocument();
  });

  it('metric users see and type kgs; weights are stored in pounds', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({
      weight: 180,
      height: 70,
      age: 30,
      activityLevel: 'Active',
      gender: 'Male',
      measurementType: 'metric',
      weightGoal: 0,
      targetWeight: 0,
    });
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight: 225, notes: '' }] }] },
      timezone,
    });
    const { user } = renderLog(me);
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    const dialog = await logDialog();
    const squats = exerciseGroup(dialog, 'Squats');
    expect(setValues(squats)).toEqual([['5', '102.1']]);
    await user.click(within(squats).getByRole('button', { name: 'Add set to Squats' }));
    const weight = within(setGroup(squats, 2)).getByLabelText('Weight (kgs)');
    await user.clear(weight);
    await user.type(weight, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The untouched 102.1 kg stays exactly 225 lb; 100 kg is 220.46 lb.
    expect((await me.trpc.workoutLog.get.query({ date: today })).exercises[0]!.sets.map((s) => s.weight)).toEqual([225, 220.46]);
  });
});
