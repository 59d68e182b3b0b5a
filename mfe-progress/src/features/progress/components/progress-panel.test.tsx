import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, LOG_MESSAGES } from '@fitness/domain';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import ProgressPanel from './progress-panel';
import { EMPTY_PROGRESS_TEXT } from './progress-panel-view';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
afterEach(() => vi.restoreAllMocks());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;
type LoggedSet = { reps: number; weight: number; notes?: string };
type LogExercise = { name: string; tracked?: boolean; bw?: boolean; sets: LoggedSet[] };

const profileBase = {
  weight: 200,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
} as const;

/** Saves a day's workout log through the API, as the daily log does. */
function logDay(me: Session, date: string, exercises: LogExercise[]) {
  return me.trpc.workoutLog.sync.mutate({
    localLog: { exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map((s) => ({ notes: '', ...s })) })) },
    timezone: 'UTC',
    date,
  });
}

const sets = (count: number, reps: number, weight: number) => Array.from({ length: count }, () => ({ reps, weight }));

function renderPanel(me: Session) {
  return renderWithApi(api, me, [{ path: '/dashboard', element: <ProgressPanel /> }], '/dashboard');
}

function listNames() {
  const lists = screen.getByRole('list', { name: 'Tracked exercises' });
  return within(lists)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.firstChild?.textContent?.trim());
}

async function openHistory(user: ReturnType<typeof renderPanel>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `History of ${name}` }));
  const list = await screen.findByRole('list', { name: `History of ${name}` });
  return list;
}

const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('ProgressPanel against the API', () => {
  it('shows a loading skeleton, then the empty state pointing at the workout log', async () => {
    renderPanel(await signInFreshUser(api));
    expect(screen.getByRole('region', { name: 'Exercise Progress' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tracked exercises…');
    expect(await screen.findByText(EMPTY_PROGRESS_TEXT)).toBeInTheDocument();
    expect(EMPTY_PROGRESS_TEXT).toMatch(/workout log/);
    expect(screen.getByRole('button', { name: 'About tracking progress' })).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const me = await signInFreshUser(api);
    me.setIntercept(failCallsTo('progress.list'));
    const { user } = renderPanel(me);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your tracked exercises could not be loaded.');
    me.setIntercept();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(EMPTY_PROGRESS_TEXT)).toBeInTheDocument();
  });

  it('lists each tracked name in order, with history rows newest first: working weight, BWx on that day, sets x reps, date', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profileBase, weight: 160 });
    await me.trpc.weight.save.mutate({ date: '2025-03-01', weight: 200 });
    await me.trpc.weight.save.mutate({ date: '2025-03-20', weight: 180 });
    // The profile weight follows the latest entry; BWx before the first entry falls back to it.
    await me.trpc.profile.save.mutate({ ...profileBase, weight: 160 });
    await logDay(me, '2025-02-20', [{ name: 'Squat', bw: true, sets: sets(2, 5, 240) }]);
    await logDay(me, '2025-03-10', [
      { name: 'Squat', bw: true, sets: [...sets(3, 6, 250), { reps: 8, weight: 250 }, { reps: 10, weight: 135 }] },
      {
        name: 'Bench Press',
        sets: [
          { reps: 5, weight: 185 },
          { reps: 5, weight: 185 },
          { reps: 8, weight: 205 },
          { reps: 8, weight: 205 },
        ],
      },
      { name: 'Curl', tracked: false, sets: sets(3, 10, 30) },
    ]);
    await logDay(me, '2025-03-25', [{ name: 'Squat', bw: true, sets: sets(2, 5, 270) }]);
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Tracked exercises' });
    expect(listNames()).toEqual(['Squat', 'Bench Press']);
    expect(screen.getByRole('heading', { name: /^Squat 3 entries/ })).toBeInTheDocument();

    const squat = await openHistory(user, 'Squat');
    expect(screen.getByRole('button', { name: 'History of Squat' })).toHaveAttribute('aria-expanded', 'true');
    expect(rowsOf(squat)).toEqual([
      // 270 / 180 (the weight of Mar 20) = 1.5
      '270 lbs1.50 BWx2 x 5Mar 25, 2025',
      // 250 / 200 (Mar 1) = 1.25; working sets are the 4 at 250 lbs, 6 to 8 reps
      '250 lbs1.25 BWx4 x 6-8Mar 10, 2025',
      // before any weight entry: the profile weight, 240 / 160 = 1.5
      '240 lbs1.50 BWx2 x 5Feb 20, 2025',
    ]);
    // A tie of set weights goes to the heavier; no BWx unless flagged.
    const bench = await openHistory(user, 'Bench Press');
    expect(rowsOf(bench)).toEqual(['205 lbs2 x 8Mar 10, 2025']);
  });

  it('shows kilograms everywhere for metric users, converted from stored pounds', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profileBase, measurementType: 'metric' });
    await logDay(me, '2025-01-05', [
      {
        name: 'Deadlift',
        sets: [
          { reps: 5, weight: 220.46, notes: 'belt' },
          { reps: 5, weight: 220.46 },
        ],
      },
    ]);
    await logDay(me, '2025-01-12', [{ name: 'Deadlift', sets: sets(3, 5, 242.5) }]);
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Tracked exercises' });
    const history = await openHistory(user, 'Deadlift');
    expect(rowsOf(history)).toEqual(['110 kgs3 x 5Jan 12, 2025', '100 kgs2 x 5Jan 5, 2025']);

    await user.click(within(history).getByRole('button', { name: 'Show sets of Deadlift on Jan 5, 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deadlift, Jan 5, 2025' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    // e1RM in kilograms to the nearest 0.25: 100 kg × 5 by Epley is 116.67 kg.
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['SetRepsWeighte1RMNotes', '15100 kgs116.75 kgsbelt', '25100 kgs116.75 kgs']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Statistics of Deadlift' }));
    const stats = await screen.findByRole('dialog', { name: 'Deadlift' }, { timeout: 10_000 });
    const weight = await within(stats).findByRole('button', { name: /^Latest working weight/ });
    // 242.5 lb = 110 kg; volume 3 × 5 × 242.5 = 3637.5 lb = 1649.9 kg; (3637.5 − 2204.6) / 2204.6 = 65.0 %.
    expect(weight).toHaveTextContent('110 kgs');
    expect(within(stats).getByRole('button', { name: /^Latest volume/ })).toHaveTextContent('1649.9 kgs▲ Up 65.0% since the first entry');
  });

  it('shows the statistics: latest figures with their change, a metric toggle, and ranges by span', async () => {
    const me = await signInFreshUser(api);
    // 200 days of entries: 3 months, 6 months and All are offered, 1 year is not (span < 360).
    for (let day = 0; day <= 200; day += 20) {
      await logDay(me, addDays('2025-01-01', day), [{ name: 'Press', sets: sets(3, 5, 100 + day / 4) }]);
    }
    await logDay(me, addDays('2025-01-01', 210), [{ name: 'Press', sets: [{ reps: 5, weight: 0 }] }]);
    await logDay(me, '2024-05-01', [{ name: 'Row', sets: sets(2, 8, 120) }]);
    const { user, container } = renderPanel(me);
    await screen.findByRole('list', { name: 'Tracked exercises' });

    await user.click(screen.getByRole('button', { name: 'Statistics of Press' }));
    const stats = await screen.findByRole('dialog', { name: 'Press' }, { timeout: 10_000 });
    const weight = await within(stats).findByRole('button', { name: /^Latest working weight/ });
    const volume = within(stats).getByRole('button', { name: /^Latest volume/ });
    // The latest entry (0 lbs) is not plotted but is the latest figure: 100 → 0 = down 100.0 %.
    expect(weight).toHaveTextContent('0 lbs▼ Down 100.0% since the first entry');
    expect(weight).toHaveAttribute('aria-pressed', 'true');
    expect(volume).toHaveAttribute('aria-pressed', 'false');
    expect(within(weight).getByText('▼')).toHaveAttribute('aria-hidden', 'true');

    const ranges = within(stats).getByRole('group', { name: 'Time range' });
    expect(
      within(ranges)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['3 Months', '6 Months', 'All']);
    expect(within(ranges).getByRole('radio', { name: '3 Months' })).toBeChecked();
    const points = () => Array.from(document.querySelectorAll('.exercise-chart__point-list circle')).map((c) => c.getAttribute('aria-label'));
    // 3 months back from the latest plotted entry (day 200): days 120 … 200.
    expect(points()).toHaveLength(5);
    expect(points().at(-1)).toBe('Jul 20, 2025: 150 lbs');
    await user.click(within(ranges).getByRole('radio', { name: 'All' }));
    expect(points()).toHaveLength(11);

    await user.click(volume);
    expect(volume).toHaveAttribute('aria-pressed', 'true');
    expect(weight).toHaveAttribute('aria-pressed', 'false');
    expect(points().at(-1)).toBe('Jul 20, 2025: 2250 lbs');
    expect(within(stats).getByRole('img', { name: /^Volume chart/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(container.ownerDocument.querySelector('[role="dialog"]')).toBeNull();

    // One entry: no range selector; no previous entry, so no change.
    await user.click(screen.getByRole('button', { name: 'Statistics of Row' }));
    const row = await screen.findByRole('dialog', { name: 'Row' }, { timeout: 10_000 });
    expect(await within(row).findByRole('button', { name: /^Latest working weight/ })).toHaveTextContent('120 lbsNo change, 0.0% since the first entry');
    expect(within(row).queryByRole('group', { name: 'Time range' })).not.toBeInTheDocument();
    expect(points()).toEqual(['May 1, 2024: 120 lbs']);
  });

  it('deletes an entry after confirming; the last entry removes its list', async () => {
    const me = await signInFreshUser(api);
    await logDay(me, '2025-02-01', [
      { name: 'Dips', sets: sets(2, 8, 0) },
      { name: 'Pullups', sets: sets(3, 5, 25) },
    ]);
    await logDay(me, '2025-02-03', [{ name: 'Pullups', sets: sets(3, 6, 25) }]);
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Tracked exercises' });
    expect(listNames()).toEqual(['Dips', 'Pullups']);

    const pullups = await openHistory(user, 'Pullups');
    await user.click(within(pullups).getByRole('button', { name: 'Delete Pullups entry of Feb 3, 2025' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete tracked entry' });
    expect(confirm).toHaveTextContent('Delete the Pullups entry of Feb 3, 2025?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(rowsOf(pullups)).toHaveLength(2);
    await user.click(within(pullups).getByRole('button', { name: 'Delete Pullups entry of Feb 3, 2025' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowsOf(pullups)).toEqual(['25 lbs3 x 5Feb 1, 2025']));

    const dips = await openHistory(user, 'Dips');
    await user.click(within(dips).getByRole('button', { name: 'Delete Dips entry of Feb 1, 2025' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete tracked entry' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listNames()).toEqual(['Pullups']));
    expect((await me.trpc.progress.list.query()).map((e) => e.exerciseName)).toEqual(['Pullups']);
  });

  it('keeps the delete confirmation open and only logs when the call fails', async () => {
    const me = await signInFreshUser(api);
    await logDay(me, '2025-02-01', [{ name: 'Lunges', sets: sets(2, 8, 40) }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel(me);
    const history = await (async () => {
      await screen.findByRole('list', { name: 'Tracked exercises' });
      return openHistory(user, 'Lunges');
    })();
    me.setIntercept(failCallsTo('progress.deleteEntry'));
    await user.click(within(history).getByRole('button', { name: 'Delete Lunges entry of Feb 1, 2025' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error deleting tracked exercise entry:', expect.anything()));
    expect(screen.getByRole('alertdialog', { name: 'Delete tracked entry' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renames a list: unchanged just closes, a new name renames, another tracked name merges (failure keeps the dialog open)', async () => {
    const me = await signInFreshUser(api);
    await logDay(me, '2025-04-01', [
      { name: 'Bench', sets: sets(3, 5, 150) },
      { name: 'Bench Press', sets: sets(3, 5, 160) },
    ]);
    await logDay(me, '2025-04-03', [{ name: 'Bench', sets: sets(3, 5, 155) }]);
    await logDay(me, '2025-04-05', [{ name: 'Bench Press', sets: sets(3, 5, 165) }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renameCalls: string[] = [];
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Tracked exercises' });
    expect(listNames()).toEqual(['Bench', 'Bench Press']);

    // Unchanged: closes without a call.
    me.setIntercept((url) => {
      if (url.includes('/trpc/progress.rename')) renameCalls.push(url);
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Rename Bench' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename Bench' }, { timeout: 10_000 });
    const field = within(dialog).getByLabelText('Exercise name');
    expect(field).toHaveValue('Bench');
    expect(field).toHaveAttribute('maxLength', '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(renameCalls).toEqual([]);

    // A failed call: logged only, the dialog stays open.
    me.setIntercept(failCallsTo('progress.rename'));
    await user.click(screen.getByRole('button', { name: 'Rename Bench' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Bench' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText('Exercise name'));
    await user.type(within(dialog).getByLabelText('Exercise name'), 'Flat Bench');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(LOG_MESSAGES.updatingTrackedExerciseName, expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Rename Bench' })).toBeInTheDocument();

    // Renamed once the call succeeds.
    me.setIntercept();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listNames()).toEqual(['Flat Bench', 'Bench Press']);

    // Another tracked name: the histories merge, sorted by date, and one list is left.
    await user.click(screen.getByRole('button', { name: 'Rename Flat Bench' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Flat Bench' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText('Exercise name'));
    await user.type(within(dialog).getByLabelText('Exercise name'), 'Bench Press');
    expect(dialog).toHaveTextContent('Bench Press is already tracked: the two histories will merge.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listNames()).toEqual(['Bench Press']);
    const merged = await openHistory(user, 'Bench Press');
    expect(rowsOf(merged)).toEqual(['165 lbs3 x 5Apr 5, 2025', '155 lbs3 x 5Apr 3, 2025', '160 lbs3 x 5Apr 1, 2025', '150 lbs3 x 5Apr 1, 2025']);
  });

  it('shows twenty history rows at first and more on request', async () => {
    const me = await signInFreshUser(api);
    for (let i = 0; i < 25; i++) await logDay(me, addDays('2025-01-01', i), [{ name: 'Squat', sets: sets(1, 5, 100 + i) }]);
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Tracked exercises' });
    const history = await openHistory(user, 'Squat');
    expect(rowsOf(history)).toHaveLength(20);
    expect(rowsOf(history)[0]).toBe('124 lbs1 x 5Jan 25, 2025');
    await user.click(screen.getByRole('button', { name: 'Show 5 older entries' }));
    expect(rowsOf(history)).toHaveLength(25);
  });
});
