import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WeightPanel from './weight-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const days = [addDays(today, -2), addDays(today, -1), today];

async function renderPanelWithWeights() {
  const me = await signInFreshUser(api);
  await me.trpc.profile.save.mutate({
    weight: 0,
    height: 70,
    age: 35,
    activityLevel: 'Active',
    gender: 'Male',
    measurementType: 'imperial',
    weightGoal: 0,
    targetWeight: 0,
  });
  for (const [i, date] of days.entries()) await me.trpc.weight.save.mutate({ date, weight: 180 - i });
  const view = renderWithApi(api, me, [{ path: '/dashboard', element: <WeightPanel /> }], '/dashboard');
  await screen.findByRole('list', { name: 'Entries' });
  return view;
}

const deleteButton = (date: string) => screen.getByRole('button', { name: `Delete weight entry for ${date}` });

/** Deletes by keyboard: Enter on the row's button, Tab from Cancel to Delete, Enter. */
async function deleteByKeyboard(user: Awaited<ReturnType<typeof renderPanelWithWeights>>['user'], date: string) {
  deleteButton(date).focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete weight' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('button', { name: `Delete weight entry for ${date}` })).not.toBeInTheDocument());
}

describe('WeightEntryList: focus after a delete', () => {
  it('lands on the next row, then the previous row when the last row went, then the panel heading', async () => {
    const { user } = await renderPanelWithWeights();
    // Newest first: today, yesterday, the day before.
    await deleteByKeyboard(user, days[1]!);
    await waitFor(() => expect(deleteButton(days[0]!)).toHaveFocus());

    await deleteByKeyboard(user, days[0]!);
    await waitFor(() => expect(deleteButton(days[2]!)).toHaveFocus());

    // The panel drops the list with its last entry: focus goes to the panel's heading, not the body.
    await deleteByKeyboard(user, days[2]!);
    await screen.findByText('No weights logged yet. Add your first weight to start your chart.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Body Weight', level: 2 })).toHaveFocus());
  });

  it('Cancel returns focus to the row’s own delete button', async () => {
    const { user } = await renderPanelWithWeights();
    deleteButton(days[1]!).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete weight' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteButton(days[1]!)).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
