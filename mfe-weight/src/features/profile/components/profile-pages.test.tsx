import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calorieBudget, dailyExpenditure, exactDailyExpenditure } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import ProfileFormPage from './profile-form-page';
import ProfilePage from './profile-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile-form', element: <ProfileFormPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

const imperialProfile = {
  weight: 180,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
} as const;

function detail(term: string) {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term)!;
  return dt.nextElementSibling!.textContent;
}

describe('profile pages against the API', () => {
  it('shows a new user’s blank profile with what is missing for the calorie figures', async () => {
    renderWithApi(api, await signInFreshUser(api), routes, '/profile');
    expect(
      await screen.findByText('Add your weight, height, age, activity level and gender to see your daily calorie expenditure and calorie budget.'),
    ).toBeInTheDocument();
    expect(detail('Weight')).toBe('Not set');
    expect(detail('Units')).toBe('Imperial (lbs, ft/in)');
    expect(detail('Weekly goal')).toBe('Maintain weight');
    expect(detail('Target weight')).toBe('None');
    expect(detail('1RM formula')).toBe('Epley');
  });

  it('tells a new user with a blank profile why they are here, and names the notice with the heading', async () => {
    renderWithApi(api, await signInFreshUser(api), routes, '/profile');
    const notice = await screen.findByText('Complete your profile to see your dashboard');
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Profile', level: 1 })).toHaveAccessibleDescription('Complete your profile to see your dashboard');
  });

  it('says nothing of the kind once the profile has values', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate(imperialProfile);
    renderWithApi(api, me, routes, '/profile');
    await screen.findByText('Active');
    expect(screen.queryByText('Complete your profile to see your dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile', level: 1 })).not.toHaveAttribute('aria-describedby');
  });

  it('after completing a blank profile goes on to the dashboard; later saves come back to /profile', async () => {
    const me = await signInFreshUser(api);
    const { user, router } = renderWithApi(api, me, routes, '/profile-form');
    await screen.findByRole('form', { name: 'Profile' });
    await user.type(screen.getByLabelText('Weight (lbs)'), '180');
    await user.type(screen.getByLabelText('Age'), '35');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
    expect(await me.trpc.profile.get.query()).toMatchObject({ weight: 180, age: 35 });

    await router.navigate('/profile-form');
    await user.clear(await screen.findByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '36');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile'));
    expect(await screen.findByText('36')).toBeInTheDocument();
  });

  it('a save that leaves the profile blank stays on the profile, which still says what to do', async () => {
    const me = await signInFreshUser(api);
    const { user, router } = renderWithApi(api, me, routes, '/profile-form');
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile'));
    expect(await screen.findByText('Complete your profile to see your dashboard')).toBeInTheDocument();
  });

  it('completes a metric profile through the form and shows it with the calorie figures', async () => {
    const me = await signInFreshUser(api);
    const { user, router } = renderWithApi(api, me, routes, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(router.location.pathname).toBe('/profile-form');
    await screen.findByRole('form', { name: 'Profile' });

    await user.click(screen.getByRole('radio', { name: 'Metric (kgs, cm)' }));
    await user.type(screen.getByLabelText('Weight (kgs)'), '80');
    await user.type(screen.getByLabelText('Height (cm)'), '180');
    await user.type(screen.getByLabelText('Age'), '40');
    await user.selectOptions(screen.getByLabelText('Activity level'), 'Active');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.selectOptions(screen.getByLabelText('Weekly goal'), '-2');
    await user.type(screen.getByLabelText('Target weight (kgs)'), '75');
    expect(screen.getByLabelText('1RM formula')).toHaveValue('epley');
    await user.selectOptions(screen.getByLabelText('1RM formula'), 'brzycki');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    // The first save of a blank profile goes on to the dashboard; the profile shows what was saved.
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard'));
    await router.navigate('/profile');
    const stored = await me.trpc.profile.get.query();
    expect(stored).toMatchObject({
      weight: 176.37,
      height: 70.87,
      age: 40,
      measurementType: 'metric',
      weightGoal: -2,
      targetWeight: 165.35,
      oneRepMaxFormula: 'brzycki',
    });
    expect(await screen.findByText('80 kgs')).toBeInTheDocument();
    expect(detail('Height')).toBe('180 cm');
    expect(detail('Target weight')).toBe('75 kgs');
    expect(detail('Weekly goal')).toBe('Lose 0.25 kilograms per week');
    expect(detail('1RM formula')).toBe('Brzycki');
    const figures = screen.getByRole('region', { name: 'Daily calories' });
    const expenditure = dailyExpenditure(stored)!;
    const budget = calorieBudget(stored)!;
    expect(within(figures).getByText(`${expenditure.toLocaleString('en-US')} kcal`)).toBeInTheDocument();
    expect(within(figures).getByText(`${budget.toLocaleString('en-US')} kcal`)).toBeInTheDocument();
    // Goal −2 a week: 1750 kcal less a week, spread over 7 days.
    expect(budget).toBe(Math.floor((exactDailyExpenditure(stored)! * 7 - 1750) / 7));
  });

  it('saving a metric profile without changes leaves the stored values unchanged', async () => {
    const me = await signInFreshUser(api);
    const profile = {
      weight: 176.5,
      height: 70,
      age: 34,
      activityLevel: 'Lightly Active',
      gender: 'Female',
      measurementType: 'metric',
      weightGoal: 2,
      targetWeight: 181.1,
    } as const;
    await me.trpc.profile.save.mutate(profile);
    const { user, router } = renderWithApi(api, me, routes, '/profile-form');
    expect(await screen.findByLabelText('Weight (kgs)')).toHaveValue('80.1');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile'));
    expect(await me.trpc.profile.get.query()).toMatchObject(profile);
  });
});
