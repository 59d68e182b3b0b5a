import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantPasswordReset, readAuthMarker, startRecovery, writeAuthMarker } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../e2e/support/api-server';
import { renderApp } from '../test-support/render-app';

vi.mock('../remotes/remote-component', async () => ({ RemoteComponent: (await import('../test-support/remote-stub')).RemoteStub }));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(() => sessionStorage.clear());

/** A browser-like client logged in as a new user (marker set as the login screen would). */
async function loggedInClient(options: { completeProfile?: boolean } = {}) {
  const account = await api.signUp({ firstName: 'Ada' });
  const client = api.client();
  const user = await client.auth.login.mutate({ email: account.email, password: account.password });
  writeAuthMarker(user.firstName);
  if (options.completeProfile) {
    await client.profile.save.mutate({
      weight: 150,
      height: 66,
      age: 36,
      activityLevel: 'Active',
      gender: 'Female',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    });
  }
  return { client, ...account };
}

const landedOn = (title: string) => screen.findByRole('heading', { name: title, level: 2 });

describe('guards by the local auth marker', () => {
  it.each(['/dashboard', '/history', '/profile', '/profile-form', '/data', '/account'])('%s sends a user without the marker to /login', async (path) => {
    const { router } = renderApp(path, api.client());
    expect(await landedOn('Login')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });

  it('/ shows the home quote, or sends a user with the marker to /dashboard', async () => {
    const { unmount } = renderApp('/', api.client());
    expect(screen.getByRole('heading', { name: 'Fitness Tracker', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toBeInTheDocument();
    unmount();

    const { client } = await loggedInClient({ completeProfile: true });
    const { router } = renderApp('/', client);
    expect(await landedOn('Body Weight')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('/profile and /profile-form load their own remote screens for a logged-in user', async () => {
    const { client } = await loggedInClient();
    renderApp('/profile-form', client);
    expect(document.querySelector('[data-remote="mfe_weight/ProfileFormPage"]')).not.toBeNull();
  });
});

describe('the dashboard', () => {
  it('loads profile, routines, exercises, tracked exercises and today’s log, then shows the panels', async () => {
    const { client } = await loggedInClient({ completeProfile: true });
    const { queryClient } = renderApp('/dashboard', client);
    for (const title of ['Body Weight', 'Workout Routines', 'Exercise Progress']) expect(await landedOn(title)).toBeInTheDocument();
    const loaded = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => (query.queryKey[0] as string[]).join('.'));
    expect(loaded).toEqual(expect.arrayContaining(['profile.get', 'routines.list', 'exercises.list', 'progress.list', 'workoutLog.get']));
  });

  it('sends a user whose profile is all blank to /profile', async () => {
    const { client } = await loggedInClient();
    const { router } = renderApp('/dashboard', client);
    expect(await landedOn('Profile')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/profile');
  });

  it('still shows the panels when the data cannot be loaded', async () => {
    writeAuthMarker('Ada');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Body Weight', level: 2 }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('session changes', () => {
  it('visiting /login while logged in logs out first', async () => {
    const { client } = await loggedInClient();
    renderApp('/login', client);
    expect(await landedOn('Login')).toBeInTheDocument();
    expect(readAuthMarker()).toBeNull();
    await expect(client.auth.status.query()).resolves.toEqual({ loggedIn: false });
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Register');
  });

  it('/register with a stale marker (server says logged out) clears it and shows the form', async () => {
    writeAuthMarker('Ghost');
    renderApp('/register', api.client());
    expect(await landedOn('Register')).toBeInTheDocument();
    expect(readAuthMarker()).toBeNull();
  });

  it('Logout calls the API, clears the marker and status, and goes to /', async () => {
    const { client } = await loggedInClient({ completeProfile: true });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', client);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Hi, Ada');
    await user.click(screen.getByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Fitness Tracker', level: 1 })).toBeInTheDocument();
    expect(readAuthMarker()).toBeNull();
    await expect(client.auth.status.query()).resolves.toEqual({ loggedIn: false });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('the marker follows the server: a live session with no marker writes it', async () => {
    const { client } = await loggedInClient();
    localStorage.clear();
    renderApp('/', client);
    await waitFor(() => expect(readAuthMarker()).toBe('Ada'));
  });
});

describe('password recovery screens', () => {
  it('/otp and /password-reset are closed outside a recovery', async () => {
    const { router, unmount } = renderApp('/otp');
    expect(await landedOn('Forgot Password')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/forgot-password');
    unmount();

    startRecovery('ada@example.com', 60);
    const second = renderApp('/password-reset');
    expect(await landedOn('Forgot Password')).toBeInTheDocument();
    second.unmount();

    renderApp('/otp');
    expect(await landedOn('One-time password')).toBeInTheDocument();
  });

  it('/password-reset opens once the code was right', async () => {
    startRecovery('ada@example.com', 60);
    grantPasswordReset('a-reset-token-of-some-length');
    renderApp('/password-reset');
    expect(await landedOn('Password reset')).toBeInTheDocument();
  });
});

describe('route errors', () => {
  it('shows "Unexpected Application Error" with 404 Not Found inside the layout', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('404 Not Found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
