import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_REP_MAX_UNRELIABLE_TOOLTIP, personalRecords } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import ProgressPanel from './progress-panel';
import { NO_RECORDS_TEXT, RecordsSection } from './records-section';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;
type LogExercise = { name: string; bw?: boolean; sets: [reps: number, weight: number][] };
const profile = {
  weight: 180,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
} as const;

function logDay(me: Session, date: string, exercises: LogExercise[]) {
  return me.trpc.workoutLog.sync.mutate({
    localLog: { exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map(([reps, weight]) => ({ reps, weight, notes: '' })) })) },
    timezone: 'UTC',
    date,
  });
}

/** Three sessions of Bench Press: the second sets the e1RM, weight and volume records, the third a rep record. */
async function benchHistory(me: Session) {
  await logDay(me, '2025-04-01', [
    {
      name: 'Bench Press',
      sets: [
        [5, 205],
        [5, 205],
        [4, 205],
      ],
    },
  ]);
  await logDay(me, '2025-04-08', [
    {
      name: 'Bench Press',
      sets: [
        [5, 215],
        [5, 215],
        [3, 215],
      ],
    },
  ]);
  await logDay(me, '2025-04-15', [
    {
      name: 'Bench Press',
      sets: [
        [8, 185],
        [8, 185],
        [12, 135],
        [25, 45],
      ],
    },
  ]);
}

const renderPanel = (me: Session) => renderWithApi(api, me, [{ path: '/dashboard', element: <ProgressPanel /> }], '/dashboard');

describe('personal records in the progress panel (against the API)', () => {
  it('history rows carry a trophy named by the records the entry set when it was logged', async () => {
    const me = await signInFreshUser(api);
    await benchHistory(me);
    const { user } = renderPanel(me);
    await user.click(await screen.findByRole('button', { name: 'History of Bench Press' }, { timeout: 10_000 }));
    const history = await screen.findByRole('list', { name: 'History of Bench Press' }, { timeout: 10_000 });
    const [third, second, first] = within(history).getAllByRole('listitem');
    expect(await within(second!).findByRole('img', { name: 'Records: heaviest weight, best e1RM, best set volume' })).toBeInTheDocument();
    // 12 × 135 = 1620 beats 1075; every set of the day, 5705, beats 2870; 8 reps at 185 or more beats 5.
    expect(within(third!).getByRole('img', { name: 'Records: best set volume, best session volume, rep record' })).toBeInTheDocument();
    // The first log has nothing to beat.
    expect(within(first!).queryByRole('img', { name: /^Records?:/ })).not.toBeInTheDocument();
    // Each card names the best e1RM: 215 × 5 by Epley = 250.83 → 251 lbs.
    expect(screen.getByRole('heading', { name: 'Bench Press 3 entries · best e1RM 251 lbs' })).toBeInTheDocument();
  });

  it('the statistics show the records with their day and set, and e1RM as a third metric of the graph', async () => {
    const me = await signInFreshUser(api);
    await benchHistory(me);
    const { user } = renderPanel(me);
    await user.click(await screen.findByRole('button', { name: 'Statistics of Bench Press' }, { timeout: 10_000 }));
    const stats = await screen.findByRole('dialog', { name: 'Bench Press' }, { timeout: 10_000 });
    const records = await within(stats).findByRole('region', { name: 'Records' });
    const record = (label: string) => within(records).getByText(label).nextElementSibling!.textContent;
    expect(record('Best e1RM (Epley)')).toBe('251 lbsSet 1 of Apr 8, 2025: 5 × 215 lbs');
    expect(record('Heaviest weight')).toBe('215 lbs × 5Set 1 of Apr 8, 2025: 5 × 215 lbs');
    expect(record('Best set volume')).toBe('1620 lbsSet 3 of Apr 15, 2025: 12 × 135 lbs');
    // Apr 15: 8 × 185 × 2 + 12 × 135 + 25 × 45 = 5705.
    expect(record('Best session volume')).toBe('5705 lbsEvery set of Apr 15, 2025');
    const reps = within(records).getByRole('table', { name: 'Best reps by weight' });
    expect(
      within(reps)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['WeightRepsDate', '215 lbs5Apr 8, 2025', '185 lbs8Apr 15, 2025', '135 lbs12Apr 15, 2025', '45 lbs25Apr 15, 2025']);

    // Latest e1RM (Apr 15: 185 × 8 → 234.33, the 12- and 25-rep sets do not count) against the first (205 × 5 → 239.17).
    const e1rm = within(stats).getByRole('button', { name: /^Latest e1RM/ });
    expect(e1rm).toHaveTextContent('234.5 lbs▼ Down 2.0% since the first entry');
    await user.click(e1rm);
    expect(e1rm).toHaveAttribute('aria-pressed', 'true');
    expect(within(stats).getByRole('img', { name: /^e1RM chart/ })).toBeInTheDocument();
    const points = Array.from(document.querySelectorAll('.exercise-chart__point-list circle')).map((c) => c.getAttribute('aria-label'));
    expect(points).toEqual(['Apr 1, 2025: 239 lbs', 'Apr 8, 2025: 251 lbs', 'Apr 15, 2025: 234.5 lbs']);
  });

  it("the log entries dialog shows each set's e1RM: greyed with why above 10 reps, none above 20; Brzycki when chosen", async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profile, oneRepMaxFormula: 'brzycki' });
    await benchHistory(me);
    const { user } = renderPanel(me);
    await user.click(await screen.findByRole('button', { name: 'History of Bench Press' }, { timeout: 10_000 }));
    const history = await screen.findByRole('list', { name: 'History of Bench Press' }, { timeout: 10_000 });
    await user.click(within(history).getByRole('button', { name: 'Show sets of Bench Press on Apr 15, 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bench Press, Apr 15, 2025' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(5));
    // Brzycki: 185 × 36 / 29 = 229.66 → 229.5; 135 × 36 / 25 = 194.4 → 194.5 (12 reps: greyed); 25 reps: none.
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'SetRepsWeighte1RMNotes',
      '18185 lbs229.5 lbs',
      '28185 lbs229.5 lbs',
      `312135 lbs194.5 lbs${ONE_REP_MAX_UNRELIABLE_TOOLTIP}`,
      '42545 lbs–No estimate',
    ]);
    const unreliable = within(dialog).getByText('194.5 lbs');
    expect(unreliable).toHaveClass('progress-e1rm--unreliable');
    // Keyboard users reach it and hear why.
    expect(unreliable).toHaveAttribute('tabindex', '0');
    expect(unreliable).toHaveAccessibleDescription(ONE_REP_MAX_UNRELIABLE_TOOLTIP);
    expect(within(dialog).getByRole('columnheader', { name: 'e1RM' }).querySelector('abbr')).toHaveAttribute('title', 'Estimated one-rep max (Brzycki)');
  });

  it("a bodyweight-compared exercise's e1RM counts that day's body weight and says so", async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate(profile);
    await me.trpc.weight.save.mutate({ date: '2025-05-01', weight: 200 });
    await logDay(me, '2025-05-02', [
      {
        name: 'Dips',
        bw: true,
        sets: [
          [5, 25],
          [8, 0],
        ],
      },
    ]);
    await logDay(me, '2025-05-09', [{ name: 'Dips', bw: true, sets: [[6, 25]] }]);
    const { user } = renderPanel(me);
    await user.click(await screen.findByRole('button', { name: 'Statistics of Dips' }, { timeout: 10_000 }));
    const stats = await screen.findByRole('dialog', { name: 'Dips' }, { timeout: 10_000 });
    const records = await within(stats).findByRole('region', { name: 'Records' });
    // (200 + 25) × (1 + 6/30) = 270.
    expect(within(records).getByText('Best e1RM (Epley)').nextElementSibling).toHaveTextContent(
      '270 lbsSet 1 of May 9, 2025: 6 × 25 lbs, with your body weight that day',
    );
    await user.keyboard('{Escape}');

    // Each set's e1RM in the log entries dialog counts it too, and the dialog says how much it was.
    await user.click(screen.getByRole('button', { name: 'History of Dips' }));
    const history = await screen.findByRole('list', { name: 'History of Dips' }, { timeout: 10_000 });
    await user.click(within(history).getByRole('button', { name: 'Show sets of Dips on May 2, 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dips, May 2, 2025' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    // (200 + 25) × 7/6 = 262.5; 200 × 8 reps → 253.33 → 253.5.
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['SetRepsWeighte1RMNotes', '1525 lbs262.5 lbs', '280 lbs253.5 lbs']);
    expect(within(dialog).getByText('e1RM includes your body weight that day, 200 lbs.')).toBeInTheDocument();
  });

  it('the log entries dialog marks a warm-up set "W" (heard as a warm-up), with no e1RM', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate(profile);
    await me.trpc.workoutLog.sync.mutate({
      localLog: {
        exercises: [
          {
            name: 'Squats',
            tracked: true,
            bw: false,
            sets: [
              { reps: 5, weight: 135, notes: '', warmup: true },
              { reps: 5, weight: 225, notes: '' },
            ],
          },
        ],
      },
      timezone: 'UTC',
      date: '2025-06-02',
    });
    const { user } = renderPanel(me);
    await user.click(await screen.findByRole('button', { name: 'History of Squats' }, { timeout: 10_000 }));
    const history = await screen.findByRole('list', { name: 'History of Squats' }, { timeout: 10_000 });
    await user.click(within(history).getByRole('button', { name: 'Show sets of Squats on Jun 2, 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Squats, Jun 2, 2025' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    const [warmup, working] = within(dialog).getAllByRole('rowheader');
    expect(warmup).toHaveAccessibleName('1, warm-up');
    expect(within(warmup!).getByText('W')).toHaveAttribute('aria-hidden', 'true');
    expect(working).toHaveAccessibleName('2');
    // 225 × (1 + 5/30) = 262.5; the warm-up has none.
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent),
    ).toEqual(['–No estimate', '262.5 lbs']);
  });
});

describe('RecordsSection', () => {
  it('says there are no records yet for a history without a load', () => {
    render(<RecordsSection records={personalRecords([]).records} formula="epley" type="imperial" />);
    expect(screen.getByRole('region', { name: 'Records' })).toHaveTextContent(NO_RECORDS_TEXT);
  });

  it('shows kilograms to metric users, e1RM to the nearest 0.25 kg', async () => {
    const history = [{ id: 'a', date: '2025-01-05', bw: false, sets: [{ id: 's1', reps: 5, weight: 220.46 }] }];
    render(<RecordsSection records={personalRecords(history).records} formula="epley" type="metric" />);
    const region = screen.getByRole('region', { name: 'Records' });
    expect(within(region).getByText('Best e1RM (Epley)').nextElementSibling).toHaveTextContent('116.75 kgsSet 1 of Jan 5, 2025: 5 × 100 kgs');
    expect(within(region).getByText('Heaviest weight').nextElementSibling).toHaveTextContent('100 kgs × 5');
  });
});
