import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@fitness/domain';
import { formatDay } from '@fitness/charts';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WeightPanel from '../../weight/components/weight-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
afterEach(() => vi.restoreAllMocks());

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const monthAgo = addDays(today, -28);
const profileBase = {
  weight: 0,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 170,
} as const;

type Session = Awaited<ReturnType<typeof signInFreshUser>>;

async function signIn(measurementType: 'imperial' | 'metric' = 'imperial') {
  const me = await signInFreshUser(api);
  await me.trpc.profile.save.mutate({ ...profileBase, measurementType });
  await me.trpc.weight.save.mutate({ date: today, weight: 180 });
  return me;
}

/** Renders the weight panel and opens its measurements dialog (its code arrives on demand). */
async function openMeasurements(me: Session) {
  const view = renderWithApi(api, me, [{ path: '/dashboard', element: <WeightPanel /> }], '/dashboard');
  await view.user.click(await screen.findByRole('button', { name: 'Add measurements' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Body measurements' }, { timeout: 10_000 });
  return { ...view, dialog };
}

const stored = async (me: Session) => (await me.trpc.measurements.list.query()).map(({ id: _id, ...rest }) => rest);
const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Measurements' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('body measurements from the weight panel', () => {
  it('says there are none yet, and focuses the first field', async () => {
    const me = await signIn();
    const { dialog } = await openMeasurements(me);
    expect(await within(dialog).findByText('No measurements yet. Add your first above: any of the six will do.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Waist (in)')).toHaveFocus());
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('max', today);
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Waist (in)', 'Hips (in)', 'Chest (in)', 'Arms (in)', 'Thighs (in)', 'Body fat (%)']);
  });

  it('adds a day in inches (stored in cm), lists each measurement with its change since the first entry, and charts it', async () => {
    const me = await signIn();
    await me.trpc.measurements.add.mutate({ date: monthAgo, waistCm: 86.36, hipsCm: 101.6 });
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByRole('list', { name: 'Measurements' });
    expect(rows(dialog)).toEqual([`Waist34 infirst entry ${formatDay(monthAgo)}`, `Hips40 infirst entry ${formatDay(monthAgo)}`]);

    await user.type(within(dialog).getByLabelText('Waist (in)'), '32.5');
    await user.type(within(dialog).getByLabelText('Body fat (%)'), '18.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    expect(await within(dialog).findByText(`Saved the measurements of ${formatDay(today)}.`)).toBeInTheDocument();
    expect(await stored(me)).toEqual([
      { date: monthAgo, waistCm: 86.36, hipsCm: 101.6 },
      { date: today, waistCm: 82.55, bodyFatPct: 18.5 },
    ]);
    await waitFor(() =>
      expect(rows(dialog)).toEqual([
        `Waist32.5 in\u22121.5 in since ${formatDay(monthAgo)}`,
        `Hips40 infirst entry ${formatDay(monthAgo)}`,
        `Body fat18.5 %first entry ${formatDay(today)}`,
      ]),
    );

    // The chart shows the chosen measurement; another row switches it.
    const waist = within(dialog).getByRole('button', { name: /^Waist/ });
    expect(waist).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('img', { name: /^Waist chart, .*: 2 entries, from 34 in to 32\.5 in/ })).toBeInTheDocument();
    // Four weeks of measurements: 3 months is the only range, so no choice is offered.
    expect(within(dialog).queryByRole('group', { name: 'Time range' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Hips/ }));
    expect(within(dialog).getByRole('img', { name: /^Hips chart, .*: 1 entry, 40 in\./ })).toBeInTheDocument();

    const entries = within(within(dialog).getByRole('region', { name: 'Entries' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries).toEqual([`${formatDay(today)} Waist 32.5 in, Body fat 18.5 %`, `${formatDay(monthAgo)} Waist 34 in, Hips 40 in`]);
  });

  it('fills in a day that has measurements and replaces them on save, keeping unchanged values exact', async () => {
    const me = await signIn();
    await me.trpc.measurements.add.mutate({ date: today, waistCm: 80, chestCm: 100 });
    const { user, dialog } = await openMeasurements(me);
    const waist = within(dialog).getByLabelText('Waist (in)');
    // 80 cm shows as 31.5 in.
    await waitFor(() => expect(waist).toHaveValue('31.5'));
    expect(within(dialog).getByLabelText('Chest (in)')).toHaveValue('39.4');
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(`${formatDay(today)} has measurements: saving replaces them.`);

    await user.clear(within(dialog).getByLabelText('Chest (in)'));
    await user.type(within(dialog).getByLabelText('Thighs (in)'), '22');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    await within(dialog).findByText(`Saved the measurements of ${formatDay(today)}.`);
    // Waist untouched: still exactly 80 cm (31.5 in alone would be 80.01); chest cleared; thighs added.
    expect(await stored(me)).toEqual([{ date: today, waistCm: 80, thighsCm: 55.88 }]);
  });

  it('keeps what was typed when the date moves to a day that has measurements', async () => {
    const me = await signIn();
    await me.trpc.measurements.add.mutate({ date: monthAgo, waistCm: 90 });
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByRole('list', { name: 'Measurements' });
    await user.type(within(dialog).getByLabelText('Arms (in)'), '14');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, monthAgo);
    expect(within(dialog).getByLabelText('Arms (in)')).toHaveValue('14');
    expect(within(dialog).getByLabelText('Waist (in)')).toHaveValue('');
    expect(date).toHaveAccessibleDescription(`${formatDay(monthAgo)} has measurements: saving replaces them.`);
  });

  it('refuses values out of bounds and an empty form with clear errors, saving nothing', async () => {
    const me = await signIn();
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByText(/No measurements yet/);
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    const form = within(dialog).getByRole('form', { name: 'Add measurements' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter at least one measurement');

    const waist = within(dialog).getByLabelText('Waist (in)');
    await user.type(waist, '5');
    await user.type(within(dialog).getByLabelText('Body fat (%)'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    expect(waist).toBeInvalid();
    expect(waist).toHaveAccessibleDescription(/Waist must be between 11\.9 and 118\.1 in/);
    expect(within(dialog).getByLabelText('Body fat (%)')).toHaveAccessibleDescription(/Body fat must be between 2 and 75 %/);
    expect(await stored(me)).toEqual([]);
    // Fixing a field clears its error.
    await user.clear(waist);
    expect(waist).toBeValid();
  });

  it('keeps what was typed and says so when the save fails', async () => {
    const me = await signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByText(/No measurements yet/);
    me.setIntercept(failCallsTo('measurements.add'));
    await user.type(within(dialog).getByLabelText('Hips (in)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    const form = within(dialog).getByRole('form', { name: 'Add measurements' });
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Your measurements could not be saved. Check your connection, then try again.'),
    );
    expect(within(dialog).getByLabelText('Hips (in)')).toHaveValue('40');
    me.setIntercept();
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    await within(dialog).findByText(`Saved the measurements of ${formatDay(today)}.`);
    expect(await stored(me)).toEqual([{ date: today, hipsCm: 101.6 }]);
  });

  it('deletes an entry with an undo that brings it back', async () => {
    const me = await signIn();
    await me.trpc.measurements.add.mutate({ date: monthAgo, waistCm: 90, bodyFatPct: 22 });
    await me.trpc.measurements.add.mutate({ date: today, waistCm: 88 });
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByRole('list', { name: 'Measurements' });

    await user.click(within(dialog).getByRole('button', { name: `Delete measurements of ${monthAgo}` }));
    const undo = await within(dialog).findByRole('button', { name: 'Undo' });
    expect(within(dialog).getByText(`Deleted the measurements of ${formatDay(monthAgo)}.`)).toBeInTheDocument();
    await waitFor(() => expect(undo).toHaveFocus());
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: `Delete measurements of ${monthAgo}` })).not.toBeInTheDocument());
    expect(await stored(me)).toEqual([{ date: today, waistCm: 88 }]);

    await user.click(undo);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    expect(await stored(me)).toEqual([
      { date: monthAgo, waistCm: 90, bodyFatPct: 22 },
      { date: today, waistCm: 88 },
    ]);
    expect(await within(dialog).findByRole('button', { name: `Delete measurements of ${monthAgo}` })).toBeInTheDocument();
  });

  it('shows centimetres to a metric user', async () => {
    const me = await signIn('metric');
    await me.trpc.measurements.add.mutate({ date: monthAgo, waistCm: 86.36 });
    await me.trpc.measurements.add.mutate({ date: today, waistCm: 82.55 });
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByRole('list', { name: 'Measurements' });
    expect(rows(dialog)).toEqual([`Waist82.6 cm\u22123.8 cm since ${formatDay(monthAgo)}`]);
    expect(within(dialog).getByLabelText('Waist (cm)')).toHaveValue('82.6');
    expect(within(dialog).getByRole('img', { name: /^Waist chart, .*from 86\.4 cm to 82\.6 cm/ })).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Waist (cm)'));
    await user.type(within(dialog).getByLabelText('Waist (cm)'), '82');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurements' }));
    await within(dialog).findByText(`Saved the measurements of ${formatDay(today)}.`);
    expect((await stored(me)).at(-1)).toEqual({ date: today, waistCm: 82 });
  });

  it('closes on Esc and gives focus back to its button', async () => {
    const me = await signIn();
    const { user, dialog } = await openMeasurements(me);
    await within(dialog).findByText(/No measurements yet/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add measurements' })).toHaveFocus();
  });
});
