import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderWithApi, type signInFreshUser, type TestApi } from '../../../tools/test-support/api-harness';
import ProgressPanel from '../features/progress/components/progress-panel';

// What the component tests of each kind of exercise share: seeding logs through the API and reading the panel (docs/decisions/0071).

type User = ReturnType<typeof renderWithApi>['user'];
export type Session = Awaited<ReturnType<typeof signInFreshUser>>;
type LoggedSet = { reps?: number; weight?: number; seconds?: number; meters?: number; warmup?: boolean; type?: 'drop' | 'failure'; notes?: string };
export type LogExercise = { name: string; kind: 'repsOnly' | 'time' | 'distanceTime'; bw?: boolean; sets: LoggedSet[] };

export const profile = {
  weight: 180,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
} as const;

/** Saves a day's log of exercises of other kinds (reps 1, weight 0 unless given), as the daily log does. */
export function logDay(me: Session, date: string, exercises: LogExercise[]) {
  return me.trpc.workoutLog.sync.mutate({
    localLog: {
      exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map((s) => ({ reps: 1, weight: 0, notes: '', ...s })) })),
    },
    timezone: 'UTC',
    date,
  });
}

export const renderPanel = (api: TestApi, me: Session) => renderWithApi(api, me, [{ path: '/dashboard', element: <ProgressPanel /> }], '/dashboard');

export async function openHistory(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `History of ${name}` }, { timeout: 15_000 }));
  return screen.findByRole('list', { name: `History of ${name}` }, { timeout: 15_000 });
}

export async function openStatistics(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Statistics of ${name}` }, { timeout: 15_000 }));
  const stats = await screen.findByRole('dialog', { name }, { timeout: 15_000 });
  return { stats, records: await within(stats).findByRole('region', { name: 'Records' }, { timeout: 15_000 }) };
}

export async function openSets(user: User, history: HTMLElement, label: string, rows: number) {
  await user.click(within(history).getByRole('button', { name: `Show sets of ${label}` }));
  const dialog = await screen.findByRole('dialog', { name: label.replace(' on ', ', ') }, { timeout: 15_000 });
  await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(rows), { timeout: 15_000 });
  return dialog;
}

export const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
export const cellsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
export const headersOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
export const figureNames = (stats: HTMLElement) =>
  within(within(stats).getByRole('group', { name: 'Chart metric' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.progress-statistics__label')?.textContent);
export const chartPoints = () => Array.from(document.querySelectorAll('.exercise-chart__point-list circle')).map((c) => c.getAttribute('aria-label'));
