import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantPasswordReset, readRecovery, startRecovery } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../../../e2e/support/api-server';
import { renderScreen } from '../../../test-support/render-screen';
import LoginPage from '../../login/components/login-page';
import PasswordResetPage from './password-reset-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ smtp: true });
});
afterAll(() => api?.close());
afterEach(() => sessionStorage.clear());

/** An account whose right code was just entered, as /otp leaves it. */
async function resetGranted() {
  const account = await api.signUp({ password: 'old-password-1' });
  const client = api.client();
  await client.auth.requestRecovery.mutate({ email: account.email });
  const { resetToken } = await client.auth.verifyOtp.mutate({ email: account.email, otp: await api.mailbox!.latestCode(account.email) });
  startRecovery(account.email, 60);
  grantPasswordReset(resetToken);
  return { ...account, client };
}

describe('Password reset', () => {
  it("checks 'Must enter new password', 'Must confirm password', 'Passwords must match'", async () => {
    startRecovery('ada@example.com', 60);
    grantPasswordReset('a-reset-token-of-some-length');
    const user = userEvent.setup();
    renderScreen(<PasswordResetPage />, { path: '/password-reset' });
    const submit = screen.getByRole('button', { name: 'Reset password' });
    const newPassword = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(newPassword).toHaveAttribute('maxLength', '100');
    expect(confirm).toHaveAttribute('maxLength', '100');

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter new password');
    await user.type(newPassword, 'new-password-1');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Must confirm password');
    await user.type(confirm, 'new-password-2');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords must match');
  });

  it("sets the new password, then /login shows 'Password reset successfully'", async () => {
    const { email, client } = await resetGranted();
    const user = userEvent.setup();
    renderScreen(<PasswordResetPage />, { path: '/password-reset', client, otherRoutes: [{ path: '/login', element: <LoginPage /> }] });
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(readRecovery()).toBeNull();

    await expect(client.auth.login.mutate({ email, password: 'old-password-1' })).rejects.toThrow('Incorrect email or password');
    await expect(client.auth.login.mutate({ email, password: 'new-password-1' })).resolves.toMatchObject({ email });
  });

  it('offers a new code when no reset is in progress', () => {
    renderScreen(<PasswordResetPage />, { path: '/password-reset' });
    expect(screen.getByRole('link', { name: 'Request a code' })).toHaveAttribute('href', '/forgot-password');
  });
});
