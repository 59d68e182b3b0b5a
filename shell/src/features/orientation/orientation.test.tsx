import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantPasswordReset, startRecovery, writeAuthMarker } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../../e2e/support/api-server';
import { renderApp } from '../../test-support/render-app';

vi.mock('../../remotes/remote-component', async () => ({ RemoteComponent: (await import('../../test-support/remote-stub')).RemoteStub }));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** A logged-in client whose profile is complete, so /dashboard shows the panels. */
async function completeProfileClient() {
  const account = await api.signUp({ firstName: 'Ada' });
  const client = api.client();
  await client.auth.login.mutate({ email: account.email, password: account.password });
  writeAuthMarker('Ada');
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
  return client;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('document titles', () => {
  it.each([
    ['/', 'Home · Fitness Tracker'],
    ['/register', 'Register · Fitness Tracker'],
    ['/login', 'Log in · Fitness Tracker'],
    ['/forgot-password', 'Forgot password · Fitness Tracker'],
    ['/no-such-page', 'Page not found · Fitness Tracker'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the recovery screens, the profile screens and the dashboard', async () => {
    startRecovery('ada@example.com', 60);
    const otp = renderApp('/otp');
    await waitFor(() => expect(document.title).toBe('Verify code · Fitness Tracker'));
    otp.unmount();
    grantPasswordReset('a-reset-token-of-some-length');
    const reset = renderApp('/password-reset');
    await waitFor(() => expect(document.title).toBe('Reset password · Fitness Tracker'));
    reset.unmount();

    const client = await completeProfileClient();
    for (const [path, title] of [
      ['/profile', 'Profile · Fitness Tracker'],
      ['/profile-form', 'Edit profile · Fitness Tracker'],
      ['/dashboard', 'Dashboard · Fitness Tracker'],
    ]) {
      const view = renderApp(path!, client);
      await waitFor(() => expect(document.title, path).toBe(title));
      view.unmount();
    }
  });

  it('follows a redirect: /dashboard without the marker is titled as the login screen', async () => {
    renderApp('/dashboard');
    await waitFor(() => expect(document.title).toBe('Log in · Fitness Tracker'));
  });
});

describe('focus on navigation', () => {
  it('leaves focus alone on the first load, then moves it to the new page’s h1', async () => {
    const user = userEvent.setup();
    renderApp('/no-such-page');
    const errorHeading = await screen.findByRole('heading', { name: 'Unexpected Application Error', level: 1 });
    expect(errorHeading).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await user.click(within(nav()).getByRole('link', { name: 'Home' }));
    const home = await screen.findByRole('heading', { name: 'Fitness Tracker', level: 1 });
    await waitFor(() => expect(home).toHaveFocus());
    expect(document.title).toBe('Home · Fitness Tracker');
  });

  it('waits for a page that loads its data first (the dashboard) and focuses its heading', async () => {
    const user = userEvent.setup();
    renderApp('/profile', await completeProfileClient());
    await screen.findByRole('heading', { name: 'Profile', level: 2 });
    await user.click(within(nav()).getByRole('link', { name: 'Dashboard' }));
    const heading = await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Body Weight', level: 2 })).toBeInTheDocument();
  });

  it('a redirect on the first load is still the first load: no focus move', async () => {
    renderApp('/', await completeProfileClient());
    const heading = await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await screen.findByRole('heading', { name: 'Body Weight', level: 2 });
    expect(heading).not.toHaveFocus();
  });
});

describe('skip link', () => {
  it('is the first thing Tab reaches and moves focus to <main id="main">', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveFocus();
    // The next Tab continues inside the page, not back in the navigation bar.
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });
});
