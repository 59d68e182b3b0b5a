import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAuthMarker, writeAuthMarker } from '@fitness/api-client';
import { workoutDraftKey } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import LoginPage from '../../login/components/login-page';
import AccountPage from './account-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ smtp: true });
});
afterAll(() => api?.close());
afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/account', element: <AccountPage /> },
  { path: '/login', element: <LoginPage /> },
];
const section = (name: string) => screen.getByRole('region', { name });

/** The page against the real API (issue #51), as the signed-in user of `me`. */
describe('Account and security against the API', () => {
  it('changes the password: a wrong current one changes nothing; then other sessions end and the new one logs in', async () => {
    const me = await signInFreshUser(api);
    const elsewhere = api.client();
    await elsewhere.auth.login.mutate({ email: me.email, password: me.password });
    const { user } = renderWithApi(api, me, routes, '/account');
    expect(screen.getByRole('heading', { name: 'Account and security', level: 1 })).toBeInTheDocument();
    const form = section('Change password');

    await user.type(within(form).getByLabelText('Current password'), 'not-my-password');
    await user.type(within(form).getByLabelText('New password'), 'brand-new-password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'brand-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    await expect(elsewhere.auth.status.query()).resolves.toMatchObject({ loggedIn: true });

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), me.password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password changed')).toBeInTheDocument();
    await expect(elsewhere.auth.status.query()).resolves.toMatchObject({ loggedIn: false });
    await expect(me.trpc.auth.status.query()).resolves.toMatchObject({ loggedIn: true });
    await expect(api.client().auth.login.mutate({ email: me.email, password: 'brand-new-password' })).resolves.toMatchObject({ email: me.email });
  });

  it('lists the sessions with this device marked, and signs out another one', async () => {
    const me = await signInFreshUser(api);
    const elsewhere = api.client();
    await elsewhere.auth.login.mutate({ email: me.email, password: me.password });
    const { user } = renderWithApi(api, me, routes, '/account');
    const sessions = section('Sessions');
    const items = await within(sessions).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }));
    expect(await within(sessions).findByText('You are signed in on this device only.')).toBeInTheDocument();
    await expect(elsewhere.auth.status.query()).resolves.toMatchObject({ loggedIn: false });
  });

  it('changes the email with the code mailed to the new address; a taken address is refused', async () => {
    const me = await signInFreshUser(api);
    const taken = await api.signUp();
    const newEmail = `moved-${Date.now().toString(36)}@example.com`;
    const { user } = renderWithApi(api, me, routes, '/account');
    const form = section('Change email');
    expect(await within(form).findByText(me.email)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('New email'), taken.email);
    await user.type(within(form).getByLabelText('Current password'), me.password);
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('That email is already in use')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New email'));
    await user.type(within(form).getByLabelText('New email'), newEmail);
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await user.type(await within(form).findByLabelText('Code'), await api.mailbox!.latestCode(newEmail));
    await user.click(within(form).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(form).findByText(`Your email is now ${newEmail}.`)).toBeInTheDocument();
    await expect(api.client().auth.login.mutate({ email: newEmail, password: me.password })).resolves.toMatchObject({ email: newEmail });
    await expect(api.client().auth.login.mutate({ email: me.email, password: me.password })).rejects.toThrow('Incorrect email or password');
  });

  it('deletes the account once DELETE is typed: logged out, drafts gone, on /login; the address can no longer log in', async () => {
    const me = await signInFreshUser(api);
    writeAuthMarker(me.firstName);
    localStorage.setItem(workoutDraftKey(me.userId, '2026-12-01'), '{}');
    localStorage.setItem(workoutDraftKey('someone-else', '2026-12-01'), '{}');
    // jsdom has no IndexedDB: the kept data and outbox cannot be removed there, and say so.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, router } = renderWithApi(api, me, routes, '/account');
    const form = section('Delete account');
    expect(within(form).getByRole('link', { name: 'Download everything first' }).getAttribute('href')).toMatch(
      new RegExp(`^${api.baseUrl}/api/export\\?format=json&`),
    );

    const remove = within(form).getByRole('button', { name: 'Delete my account' });
    await user.type(within(form).getByLabelText('Current password'), me.password);
    expect(remove).toBeDisabled();
    await user.type(within(form).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(remove);

    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(screen.getByText('Your account and all its data are deleted.')).toBeInTheDocument();
    expect(readAuthMarker()).toBeNull();
    expect(localStorage.getItem(workoutDraftKey(me.userId, '2026-12-01'))).toBeNull();
    expect(localStorage.getItem(workoutDraftKey('someone-else', '2026-12-01'))).toBe('{}');
    await waitFor(() => expect(api.client().auth.login.mutate({ email: me.email, password: me.password })).rejects.toThrow('Incorrect email or password'));
  });
});
