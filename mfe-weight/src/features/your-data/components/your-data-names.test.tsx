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

const routes = [{ path: '/data', element: <YourDataPage /> }];
const fixtures = join(import.meta.dirname, '../../../../../services/api/src/features/data-transfer/fixtures');

const STRONG_HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
/** A Strong file of one workout on `day`: a set of 5 × 100 lb per name. */
const strongFile = (day: string, names: string[]) =>
  new File([[STRONG_HEADER, ...names.map((name) => `${day} 18:00:00,"Workout",1h,"${name}",1,100,5,0,0,"","",`)].join('\n')], 'strong.csv', {
    type: 'text/csv',
  });

/** The names table's rows: [in the file, imported as]. */
const nameRows = () =>
  within(screen.getByRole('table', { name: 'Exercise names' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('Your data: the names an import gives', () => {
  it('lists each name of a Strong file with the catalogue name it is imported as', async () => {
    const { user } = renderWithApi(api, await signInFreshUser(api), routes, '/data');
    const file = new File([readFileSync(join(fixtures, 'strong-current.csv'))], 'strong-current.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByText('Exercise names (5)')).toBeInTheDocument();
    // In the order the workouts were done: the morning run of 2026-03-02 before that evening's bench.
    expect(nameRows()).toEqual([
      ['Running (Treadmill)', 'Treadmill Running'],
      ['Plank', 'Plank'],
      ['Dips', 'Triceps Dip'],
      ['Bench Press (Barbell)', 'Barbell Bench Press'],
      ['Squat (Barbell)', 'Barbell Back Squat'],
    ]);
    expect(screen.getByRole('checkbox', { name: "Keep the file's names" })).not.toBeChecked();
  });

  it("marks the names not linked yet, and with “Keep the file's names” imports “Bench Press (Barbell)” as it is", async () => {
    const me = await signInFreshUser(api);
    const { user } = renderWithApi(api, me, routes, '/data');
    await user.upload(screen.getByLabelText('Choose a file'), strongFile('2026-03-02', ['Bench Press (Barbell)', 'Mystery Move']));
    expect(await screen.findByText('Exercise names (2)')).toHaveTextContent('Exercise names (2), 1 not linked yet');
    expect(nameRows()).toEqual([
      ['Bench Press (Barbell)', 'Barbell Bench Press'],
      ['Mystery Move', 'Mystery Move (not linked yet)'],
    ]);

    await user.click(screen.getByRole('checkbox', { name: "Keep the file's names" }));
    // The preview again, as the import would then be.
    await waitFor(() => expect(nameRows()[0]).toEqual(['Bench Press (Barbell)', 'Bench Press (Barbell)']), { timeout: 15_000 });
    expect(screen.getByRole('checkbox', { name: "Keep the file's names" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled(), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 1 workout, 2 sets')).toBeInTheDocument();
    const log = await me.trpc.workoutLog.get.query({ date: '2026-03-02' });
    expect(log.exercises.map((e) => e.name)).toEqual(['Bench Press (Barbell)', 'Mystery Move']);
  });
});
