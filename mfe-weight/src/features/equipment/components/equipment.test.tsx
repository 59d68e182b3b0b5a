import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import ProfilePage from '../../profile/components/profile-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const profile = { weight: 180, height: 70, age: 35, activityLevel: 'Active', gender: 'Male', weightGoal: 0, targetWeight: 0 } as const;
const routes = [{ path: '/profile', element: <ProfilePage /> }];

async function equipmentSection(measurementType: 'imperial' | 'metric') {
  const me = await signInFreshUser(api);
  await me.trpc.profile.save.mutate({ ...profile, measurementType });
  const view = renderWithApi(api, me, routes, '/profile');
  const section = await screen.findByRole('region', { name: 'Plates and bar' }, { timeout: 10_000 });
  return { me, user: view.user, section };
}

describe('plates and bar on the profile page', () => {
  it('starts from the defaults of the units (lb), saves changes on the server in pounds, keeps the rest of the profile', async () => {
    const { me, user, section } = await equipmentSection('imperial');
    expect(within(section).getByLabelText('Bar (lb)')).toHaveValue('45');
    const weights = () =>
      within(section)
        .getAllByLabelText(/^Plate \d+ \(lb\)$/)
        .map((i) => (i as HTMLInputElement).value);
    const pairs = () =>
      within(section)
        .getAllByLabelText(/^Pairs of plate \d+$/)
        .map((i) => (i as HTMLInputElement).value);
    expect(weights()).toEqual(['45', '35', '25', '10', '5', '2.5']);
    expect(pairs()).toEqual(['4', '1', '2', '2', '2', '2']);

    await user.clear(within(section).getByLabelText('Bar (lb)'));
    await user.type(within(section).getByLabelText('Bar (lb)'), '35');
    await user.click(within(section).getByRole('button', { name: 'Remove plate 2 (35 lb)' }));
    await user.click(within(section).getByRole('button', { name: 'Add plate' }));
    await user.type(within(section).getByLabelText('Plate 6 (lb)'), '100');
    await user.click(within(section).getByRole('button', { name: 'Save plates and bar' }));
    expect(await within(section).findByText('Plates and bar saved.')).toBeInTheDocument();
    const saved = await me.trpc.profile.get.query();
    expect(saved).toMatchObject({
      ...profile,
      equipment: {
        barLb: 35,
        plates: [
          { weightLb: 100, pairs: 1 },
          { weightLb: 45, pairs: 4 },
          { weightLb: 25, pairs: 2 },
          { weightLb: 10, pairs: 2 },
          { weightLb: 5, pairs: 2 },
          { weightLb: 2.5, pairs: 2 },
        ],
      },
    });
  });

  it('kg users see kg (defaults 20 kg bar, 25 … 1.25 kg plates) and save pounds that read back exactly', async () => {
    const { me, user, section } = await equipmentSection('metric');
    expect(within(section).getByLabelText('Bar (kg)')).toHaveValue('20');
    expect(
      within(section)
        .getAllByLabelText(/^Plate \d+ \(kg\)$/)
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['25', '20', '15', '10', '5', '2.5', '1.25']);
    await user.click(within(section).getByRole('button', { name: 'Save plates and bar' }));
    await within(section).findByText('Plates and bar saved.');
    const saved = (await me.trpc.profile.get.query()).equipment!;
    expect(saved.barLb).toBe(44.09);
    expect(saved.plates.at(-1)).toEqual({ weightLb: 2.76, pairs: 2 });
  });

  it('refuses what cannot be a plate or a bar, naming the limit, and saves nothing', async () => {
    const { me, user, section } = await equipmentSection('imperial');
    await user.clear(within(section).getByLabelText('Bar (lb)'));
    await user.type(within(section).getByLabelText('Bar (lb)'), '200');
    await user.clear(within(section).getByLabelText('Pairs of plate 1'));
    await user.type(within(section).getByLabelText('Pairs of plate 1'), '11');
    await user.clear(within(section).getByLabelText('Plate 2 (lb)'));
    await user.type(within(section).getByLabelText('Plate 2 (lb)'), '2.555');
    await user.click(within(section).getByRole('button', { name: 'Save plates and bar' }));
    expect(within(section).getByLabelText('Bar (lb)')).toHaveAccessibleDescription(/Enter a bar weight from 0 to 150 lb/);
    expect(within(section).getByLabelText('Pairs of plate 1')).toHaveAccessibleDescription('1 to 10 pairs');
    expect(within(section).getByLabelText('Plate 2 (lb)')).toHaveAccessibleDescription('From 0.01 to 125 lb');
    await waitFor(async () => expect((await me.trpc.profile.get.query()).equipment).toBeUndefined());
  });
});
