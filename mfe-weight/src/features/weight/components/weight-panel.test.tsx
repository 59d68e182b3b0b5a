import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, LOG_MESSAGES, todayIn } from '@fitness/domain';
import { fromWeightColumns } from '@fitness/schemas';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WeightPanel from './weight-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
afterEach(() => vi.restoreAllMocks());

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const profileBase = {
  weight: 0,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
} as const;

function renderPanel(session: { fetch: typeof fetch }) {
  return renderWithApi(api, session, [{ path: '/dashboard', element: <WeightPanel /> }], '/dashboard');
}

function entryRows() {
  const list = screen.getByRole('list', { name: 'Entries' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
}

async function addWeight(user: ReturnType<typeof renderPanel>['user'], weight: string, date?: string) {
  await user.click(screen.getByRole('button', { name: 'Add weight' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Weight' }, { timeout: 10_000 });
  if (date) {
    const dateField = within(dialog).getByLabelText('Date');
    await user.clear(dateField);
    await user.type(dateField, date);
  }
  await user.type(within(dialog).getByLabelText(/^Weight/), weight);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('WeightPanel against the API', () => {
  it('shows a loading skeleton, then the empty state for a user with no entries', async () => {
    renderPanel(await signInFreshUser(api));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your weights…');
    expect(await screen.findByText('No weights logged yet. Add your first weight to start your chart.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Entries' })).not.toBeInTheDocument();
  });

  it('adds weights (date defaults to today), updates a day that already has one, and shows them newest first', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profileBase, weightGoal: -2, targetWeight: 170 });
    const { user } = renderPanel(me);
    await screen.findByText(/No weights logged yet/);

    await user.click(screen.getByRole('button', { name: 'Add weight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Weight' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today);
    const weightField = within(dialog).getByLabelText('Weight (lbs)');
    expect(weightField).toHaveAttribute('step', '0.1');
    expect(weightField).toHaveAttribute('min', '0');
    expect(weightField).toHaveAttribute('max', '1000');
    // The dialog's code arrives on demand (decision 0022): focus lands once it has rendered.
    await waitFor(() => expect(weightField).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(weightField, '190.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entryRows()).toHaveLength(1);

    const yesterday = addDays(today, -10);
    await addWeight(user, '192', yesterday);
    await waitFor(() => expect(entryRows()).toHaveLength(2));
    // Same day again: updates that day's entry.
    await addWeight(user, '189.8');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entryRows()).toHaveLength(2);
    expect(entryRows()[0]).toContain('189.8 lbs');
    expect(entryRows()[1]).toContain('192 lbs');
    expect(fromWeightColumns(await me.trpc.weight.list.query()).map((e) => e.weight)).toEqual([192, 189.8]);

    const summary = screen.getByRole('group', { name: 'Weight summary' });
    expect(summary).toHaveTextContent('Start192 lbs');
    expect(summary).toHaveTextContent('Now189.8 lbs');
    expect(summary).toHaveTextContent('Change-2.2 lbs');
    // (170 − 189.8) / −2 = 9.9 months.
    expect(screen.getByText('9.9 months to goal')).toBeInTheDocument();
    // The profile weight followed the latest entry.
    expect((await me.trpc.profile.get.query()).weight).toBe(189.8);
  });

  it('hides entries without a weight from the list and the chart', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.weight.save.mutate({ date: '2026-01-01', weight: 200 });
    await me.trpc.weight.save.mutate({ date: '2026-01-05', weight: 0 });
    await me.trpc.weight.save.mutate({ date: '2026-01-10', weight: 198.4 });
    const { container } = renderPanel(me);
    await screen.findByRole('list', { name: 'Entries' });
    expect(entryRows()).toEqual([expect.stringContaining('Jan 10, 2026198.4 lbs'), expect.stringContaining('Jan 1, 2026200 lbs')]);
    expect(container.querySelectorAll('.weight-chart__point-list circle')).toHaveLength(2);
  });

  it('deletes an entry only after confirming', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.weight.save.mutate({ date: '2026-02-01', weight: 180 });
    await me.trpc.weight.save.mutate({ date: '2026-02-03', weight: 179 });
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Entries' });

    await user.click(screen.getByRole('button', { name: 'Delete weight entry for 2026-02-01' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete weight' });
    expect(confirm).toHaveTextContent('Delete the entry of 180 lbs for Feb 1, 2026?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(entryRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete weight entry for 2026-02-01' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete weight' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(entryRows()).toEqual([expect.stringContaining('Feb 3, 2026')]);
    expect(fromWeightColumns(await me.trpc.weight.list.query())).toHaveLength(1);
  });

  it('keeps the dialog open and only logs when a call fails', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.weight.save.mutate({ date: '2026-03-01', weight: 150 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Entries' });

    me.setIntercept(failCallsTo('weight.save'));
    const dialog = await addWeight(user, '151', '2026-03-02');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(LOG_MESSAGES.settingWeight, expect.anything()));
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await addWeight(user, '149', '2026-03-01');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(LOG_MESSAGES.updatingWeight, expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Add Weight' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    me.setIntercept(failCallsTo('weight.delete'));
    await user.click(screen.getByRole('button', { name: 'Delete weight entry for 2026-03-01' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(LOG_MESSAGES.deletingWeight, expect.anything()));
    expect(screen.getByRole('alertdialog', { name: 'Delete weight' })).toBeInTheDocument();
    expect(entryRows()).toHaveLength(1);
  });

  it('offers only the ranges the data spans, and switching range changes the chart and summary', async () => {
    const me = await signInFreshUser(api);
    for (let i = 0; i <= 100; i += 10) await me.trpc.weight.save.mutate({ date: addDays('2026-01-01', i), weight: 200 - i / 10 });
    const { user, container } = renderPanel(me);
    await screen.findByRole('list', { name: 'Entries' });
    const ranges = screen.getByRole('group', { name: 'Time range' });
    expect(
      within(ranges)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['1 Month', '2 Months', '3 Months', 'All']);
    expect(within(ranges).getByRole('radio', { name: '1 Month' })).toBeChecked();
    expect(container.querySelectorAll('.weight-chart__point-list circle')).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Weight summary' })).toHaveTextContent('Start193 lbsNow190 lbsChange-3.0 lbs');

    await user.click(within(ranges).getByRole('radio', { name: 'All' }));
    expect(container.querySelectorAll('.weight-chart__point-list circle')).toHaveLength(11);
    expect(screen.getByRole('group', { name: 'Weight summary' })).toHaveTextContent('Start200 lbsNow190 lbsChange-10.0 lbs');
  });

  it('shows the forecast only when the goal points towards the target', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.weight.save.mutate({ date: '2026-04-01', weight: 180 });
    await me.trpc.profile.save.mutate({ ...profileBase, weight: 180, weightGoal: 2, targetWeight: 170 });
    const { queryClient } = renderPanel(me);
    await screen.findByRole('list', { name: 'Entries' });
    expect(screen.queryByText(/to goal$/)).not.toBeInTheDocument();

    await me.trpc.profile.save.mutate({ ...profileBase, weight: 180, weightGoal: -4, targetWeight: 178 });
    await queryClient.invalidateQueries();
    // (178 − 180) / −4 = 0.5 months → 2 weeks.
    expect(await screen.findByText('2 weeks to goal')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Target 178 lbs\.$/ })).toBeInTheDocument();
  });

  it('shows kilograms everywhere for a metric user', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profileBase, measurementType: 'metric', weightGoal: -2, targetWeight: 165.35 });
    await me.trpc.weight.save.mutate({ date: '2026-05-01', weight: 176.37 });
    const { user } = renderPanel(me);
    await screen.findByRole('list', { name: 'Entries' });
    expect(entryRows()[0]).toContain('80 kgs');
    expect(screen.getByRole('group', { name: 'Weight summary' })).toHaveTextContent('Now80 kgs');
    expect(screen.getByRole('img', { name: /80 kgs\. Target 75 kgs\.$/ })).toBeInTheDocument();
    expect(screen.getByText('5 months to goal')).toBeInTheDocument(); // 5 kg at 0.25 kg a week

    await user.click(screen.getByRole('button', { name: 'Add weight' }));
    const field = screen.getByLabelText('Weight (kgs)');
    expect(field).toHaveAttribute('max', '500');
    await user.type(field, '79.5');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-05-02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(entryRows()[0]).toContain('79.5 kgs'));
    expect(fromWeightColumns(await me.trpc.weight.list.query()).at(-1)!.weight).toBe(175.27);
  });

  it('explains the calorie budget on hover and on keyboard focus', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profileBase, weight: 180, weightGoal: -2, targetWeight: 170 });
    const { user } = renderPanel(me);
    const info = await screen.findByRole('button', { name: 'About your calorie budget' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();
    await user.hover(info);
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent(/^Eat about 2,\d{3} kcal a day to lose 0.5 pounds a week\./);
    await user.unhover(info);
    expect(tooltip).not.toBeVisible();
    await user.tab(); // Add weight
    await user.tab();
    expect(info).toHaveFocus();
    expect(tooltip).toBeVisible();
  });
});
