import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRecovery } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../../../e2e/support/api-server';
import { renderScreen } from '../../../test-support/render-screen';
import ForgotPasswordPage from './forgot-password-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ smtp: true });
});
afterAll(() => api?.close());
afterEach(() => sessionStorage.clear());

describe('Forgot password', () => {
  it("says 'Please enter email', then 'Invalid email format'", async () => {
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', client: api.client() });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    expect(readRecovery()).toBeNull();
  });

  it('sends the recovery mail and goes to /otp', async () => {
    const { email } = await api.signUp();
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', client: api.client() });
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /otp' })).toBeInTheDocument();
    expect(await api.mailbox!.latestCode(email)).toMatch(/^\d{4}$/);
    expect(readRecovery()).toMatchObject({ email, resendInSeconds: 60 });
  });
});
