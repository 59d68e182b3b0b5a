import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '@fitness/api-client';
import { weekOf } from '@fitness/catalogue';
import { addDays } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import ProgressPanel from './progress-panel';
import { NO_MUSCLE_SETS_TEXT } from './sets-per-muscle-view';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;
type LoggedSet = { reps: number; weight: number; warmup?: boolean };

function logDay(me: Session, date: string, exercises: { name: string; sets: LoggedSet[] }[]) {
  return me.trpc.workoutLog.sync.mutate({
    localLog: { exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map((s) => ({ notes: '', ...s })) })) },
    timezone: 'UTC',
    date,
  });
}

const working = (count: number): LoggedSet[] => Array.from({ length: count }, () => ({ reps: 5, weight: 100 }));
/** The panel, with the section opened as a lifter opens it (it reads nothing until then). */
const renderPanel = async (me: Session) => {
  const rendered = renderWithApi(api, me, [{ path: '/dashboard', element: <ProgressPanel /> }], '/dashboard');
  await rendered.user.click(await screen.findByRole('button', { name: 'Sets per muscle' }, { timeout: 15_000 }));
  return rendered;
};
const sets = () => screen.findByRole('region', { name: 'Sets per muscle' }, { timeout: 15_000 });
const tableRows = (region: HTMLElement) =>
  within(within(region).getByRole('table', { name: 'Sets per muscle, last week' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('Sets per muscle', () => {
  it('says so when the last 8 weeks hold no working sets', async () => {
    await renderPanel(await signInFreshUser(api));
    expect(await within(await sets()).findByText(NO_MUSCLE_SETS_TEXT, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('counts a hand-made week: 1 per working set for a primary muscle, 0.5 for a secondary one, no warm-ups; a muscle lists its exercises', async () => {
    const me = await signInFreshUser(api);
    // Last week: always past, always among the 8 weeks shown.
    const monday = addDays(weekOf(localToday()), -7);
    await me.trpc.customExercises.create.mutate({ name: 'Zercher Squat', kind: 'weightReps', primary: ['quads'], secondary: ['glutes', 'abs'] });
    await me.trpc.customExercises.link.mutate({ name: 'Benchpress', catalogueId: 'barbell-bench-press' });
    // Barbell Bench Press: chest; triceps and shoulders half. Barbell Back Squat ("Squat"): quads, glutes; adductors, hamstrings, lower back half.
    await logDay(me, monday, [
      { name: 'Bench Press', sets: [{ reps: 10, weight: 45, warmup: true }, ...working(3)] },
      { name: 'Squat', sets: working(4) },
    ]);
    await logDay(me, addDays(monday, 2), [
      { name: 'Barbell Bench Press', sets: working(2) },
      { name: 'Zercher Squat', sets: working(2) },
      { name: 'Benchpress', sets: working(1) },
      { name: 'Mystery Move', sets: working(2) },
    ]);
    const { user } = await renderPanel(me);
    const region = await sets();
    // This week has nothing yet; last week is one choice away.
    expect(await within(region).findByText('No working sets for any muscle in this week.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const week = within(region).getByRole('combobox', { name: 'Week' });
    expect(within(week).getAllByRole('option')).toHaveLength(8);
    await user.selectOptions(week, 'Last week');

    // chest 3 + 2 + 1; quads 4 + 2; glutes 4 + 2 × 0.5; shoulders and triceps (3 + 2 + 1) × 0.5; Squat's secondaries 4 × 0.5; abs 2 × 0.5.
    expect(tableRows(region)).toEqual([
      ['Chest', '6'],
      ['Quads', '6'],
      ['Glutes', '5'],
      ['Shoulders', '3'],
      ['Triceps', '3'],
      ['Lower back', '2'],
      ['Hamstrings', '2'],
      ['Adductors', '2'],
      ['Abs', '1'],
    ]);
    const bars = within(region).getByRole('list', { name: 'Sets per muscle, last week' });
    expect(
      within(bars)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Chest 6 sets',
      'Quads 6 sets',
      'Glutes 5 sets',
      'Shoulders 3 sets',
      'Triceps 3 sets',
      'Lower back 2 sets',
      'Hamstrings 2 sets',
      'Adductors 2 sets',
      'Abs 1 set',
    ]);
    expect(within(region).getByText('Not counted, not linked to an exercise yet: Mystery Move (2 sets).')).toBeInTheDocument();

    const chest = within(bars).getByRole('button', { name: 'Chest 6 sets' });
    await user.click(chest);
    expect(chest).toHaveAttribute('aria-expanded', 'true');
    const behind = within(region).getByRole('list', { name: 'Exercises behind Chest' });
    expect(
      within(behind)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bench Press 3 sets', 'Barbell Bench Press 2 sets', 'Benchpress 1 set']);
    await user.click(within(bars).getByRole('button', { name: 'Glutes 5 sets' }));
    expect(
      within(within(region).getByRole('list', { name: 'Exercises behind Glutes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Squat 4 sets', 'Zercher Squat 1 set']);
    expect(within(region).queryByRole('list', { name: 'Exercises behind Chest' })).not.toBeInTheDocument();
  });
});
