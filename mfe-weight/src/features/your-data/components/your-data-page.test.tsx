import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import YourDataPage from './your-data-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const routes = [
  { path: '/data', element: <YourDataPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];
const fixtures = join(import.meta.dirname, '../../../../../services/api/src/features/data-transfer/fixtures');
const fileOf = (name: string, type = 'text/csv') => new File([readFileSync(join(fixtures, name))], name, { type });

function figure(term: string) {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term)!;
  return dt.nextElementSibling!.textContent;
}

describe('Your data page against the API', () => {
  it('offers the three downloads, and says nothing was imported yet', async () => {
    renderWithApi(api, await signInFreshUser(api), routes, '/data');
    expect(screen.getByRole('heading', { name: 'Your data', level: 1 })).toBeInTheDocument();
    const json = screen.getByRole('link', { name: 'Everything (JSON)' });
    expect(json).toHaveAttribute('download');
    expect(json.getAttribute('href')).toMatch(new RegExp(`^${api.baseUrl}/api/export\\?format=json&timezone=`));
    expect(screen.getByRole('link', { name: 'Workouts (CSV)' }).getAttribute('href')).toContain('format=strong-csv');
    expect(screen.getByRole('link', { name: 'Weights (CSV)' }).getAttribute('href')).toContain('format=weights-csv');
    expect(await screen.findByText('Nothing imported yet.')).toBeInTheDocument();
  });

  it('previews a Strong file before writing, asks its unit, imports it, lists it, and undoes it', async () => {
    const me = await signInFreshUser(api);
    const { user, router } = renderWithApi(api, me, routes, '/data');
    await user.upload(screen.getByLabelText('Choose a file'), fileOf('strong-current.csv'));
    expect(await screen.findByRole('heading', { name: 'Strong file: strong-current.csv' })).toBeInTheDocument();
    expect(figure('Dates')).toBe('2026-03-02 to 2026-03-04');
    expect(figure('Workouts')).toBe('3');
    expect(figure('Exercises')).toBe('5');
    // The treadmill run and the plank are sets now; nothing is left out for being cardio.
    expect(figure('Sets')).toBe('12 sets: 10 weight and reps, 1 time, 1 distance (1 warm-up)');
    const leftOut = screen.getByRole('list', { name: 'Left out' });
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 rest timer rows skipped']);
    expect(screen.queryByText(/cardio/)).not.toBeInTheDocument();
    expect(screen.getByText('Line 17: reps "five" is not a number')).toBeInTheDocument();
    // Nothing written yet.
    expect(await me.trpc.workoutLog.get.query({ date: '2026-03-02' })).toMatchObject({ id: null });

    // Strong does not say its unit: the user's (lbs) by default, kilograms chosen here.
    const unit = screen.getByLabelText('Weights in this file are in');
    expect(unit).toHaveValue('lbs');
    await user.selectOptions(unit, 'kg');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 3 workouts, 12 sets')).toBeInTheDocument();
    const bench = (await me.trpc.workoutLog.get.query({ date: '2026-03-02' })).exercises.find((e) => e.name === 'Barbell Bench Press')!;
    expect(bench.sets[1]).toMatchObject({ reps: 5, weight: 407.86 });

    const undoInList = await screen.findByRole('button', { name: 'Undo the import of strong-current.csv' });
    expect(undoInList).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo import' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone: 12 sets, 0 weigh-ins and 0 routines removed.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing imported yet.')).toBeInTheDocument();
    expect(await me.trpc.workoutLog.get.query({ date: '2026-03-02' })).toMatchObject({ id: null });
    // Back to choosing a file; the dashboard link came with the finished import.
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/data');
  });

  it('imports a backup’s body measurements (a day already measured keeps its entry) and undoes them', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.measurements.add.mutate({ date: '2026-03-10', waistCm: 90 });
    const backup = {
      ...{ format: 'fitness-tracker-backup', version: 1, exportedAt: '2026-03-20T10:00:00.000Z', units: { stored: 'lbs', display: 'metric' } },
      ...{ profile: null, weights: [], routines: [], workoutLogs: [], trackedOrder: [] },
      measurements: [
        { date: '2026-03-01', waistCm: 91.5, bodyFatPct: 21 },
        { date: '2026-03-10', waistCm: 89 },
        { date: '2026-03-15', armsCm: 36 },
      ],
    };
    const { user } = renderWithApi(api, me, routes, '/data');
    await user.upload(screen.getByLabelText('Choose a file'), new File([JSON.stringify(backup)], 'fitness-2026-03-20.json', { type: 'application/json' }));
    expect(await screen.findByRole('heading', { name: 'Fitness Tracker backup (JSON) file: fitness-2026-03-20.json' })).toBeInTheDocument();
    expect(figure('Days measured')).toBe('2');
    expect(screen.getByRole('list', { name: 'Left out' })).toHaveTextContent('1 day of measurements on days you already measured, left out');
    expect(await me.trpc.measurements.list.query()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 0 workouts, 0 sets, 2 days of measurements')).toBeInTheDocument();
    expect((await me.trpc.measurements.list.query()).map((m) => [m.date, m.waistCm ?? m.armsCm])).toEqual([
      ['2026-03-01', 91.5],
      ['2026-03-10', 90],
      ['2026-03-15', 36],
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo import' });
    expect(dialog).toHaveTextContent('Remove every set, weigh-in, measurement and routine this import added?');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone: 0 sets, 0 weigh-ins, 2 days of measurements and 0 routines removed.')).toBeInTheDocument();
    expect((await me.trpc.measurements.list.query()).map((m) => m.date)).toEqual(['2026-03-10']);
  });

  it('counts a backup’s sets by kind in the preview, every kind with sets named in the issue’s words, and imports them all', async () => {
    const me = await signInFreshUser(api);
    const set = (extra: object) => ({ reps: 1, weight: 0, notes: '', warmup: false, rpe: null, ...extra });
    const exercise = (name: string, kind: string, sets: object[]) => ({ name, kind, tracked: true, bw: false, sets });
    const backup = {
      ...{ format: 'fitness-tracker-backup', version: 1, exportedAt: '2026-03-20T10:00:00.000Z', units: { stored: 'lbs', display: 'metric' } },
      ...{ profile: null, weights: [], routines: [], trackedOrder: [] },
      workoutLogs: [
        {
          date: '2026-03-05',
          exercises: [
            exercise('Squats', 'weightReps', [set({ reps: 8, weight: 95, warmup: true, type: 'warmup' }), set({ reps: 5, weight: 225 })]),
            exercise('Pull-ups', 'repsOnly', [set({ reps: 8 }), set({ reps: 6, type: 'failure' })]),
            exercise('Plank', 'time', [set({ seconds: 60 })]),
            exercise('Run', 'distanceTime', [set({ seconds: 1500, meters: 5000 })]),
          ],
        },
      ],
    };
    const { user } = renderWithApi(api, me, routes, '/data');
    await user.upload(screen.getByLabelText('Choose a file'), new File([JSON.stringify(backup)], 'fitness-2026-03-20.json', { type: 'application/json' }));
    expect(await screen.findByRole('heading', { name: 'Fitness Tracker backup (JSON) file: fitness-2026-03-20.json' })).toBeInTheDocument();
    expect(figure('Exercises')).toBe('4');
    expect(figure('Sets')).toBe('6 sets: 2 weight and reps, 2 reps only, 1 time, 1 distance (1 warm-up)');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 1 workout, 6 sets')).toBeInTheDocument();
    const log = await me.trpc.workoutLog.get.query({ date: '2026-03-05' });
    expect(log.exercises.map((e) => [e.name, e.kind, e.sets.length])).toEqual([
      ['Squats', 'weightReps', 2],
      ['Pull-ups', 'repsOnly', 2],
      ['Plank', 'time', 1],
      ['Run', 'distanceTime', 1],
    ]);
  });

  it('finishes with a link to the dashboard', async () => {
    const { user, router } = renderWithApi(api, await signInFreshUser(api), routes, '/data');
    await user.upload(screen.getByLabelText('Choose a file'), fileOf('fitnotes.csv'));
    // FitNotes' run (a Distance and time set) is imported with the bench presses and chin-ups.
    expect(await screen.findByRole('heading', { name: 'FitNotes file: fitnotes.csv' })).toBeInTheDocument();
    expect(figure('Sets')).toBe('5 sets: 4 weight and reps, 1 distance');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 workouts, 5 sets')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('says what it expected of a file it cannot read, and lets the user choose another', async () => {
    const { user } = renderWithApi(api, await signInFreshUser(api), routes, '/data');
    await user.upload(screen.getByLabelText('Choose a file'), new File(['name,amount\nrent,1200\n'], 'budget.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/none of the formats the importer reads.*Expected a CSV exported by Strong/);
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
  });
});
