import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRecovery, startRecovery } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../../../e2e/support/api-server';
import { renderScreen } from '../../../test-support/render-screen';
import OtpPage from './otp-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ smtp: true });
});
afterAll(() => api?.close());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

/** An account with a recovery code on its way, as /forgot-password leaves it. */
async function recoveryInProgress() {
  const { email } = await api.signUp();
  const client = api.client();
  const { resendInSeconds } = await client.auth.requestRecovery.mutate({ email });
  startRecovery(email, resendInSeconds);
  return { email, client, code: await api.mailbox!.latestCode(email) };
}

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }));

describe('OTP boxes', () => {
  it('take one digit each: typing advances, Backspace goes back, pasting fills all', async () => {
    startRecovery('ada@example.com', 60);
    const user = userEvent.setup();
    renderScreen(<OtpPage />, { path: '/otp' });
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    const [first, second, third, fourth] = boxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement, HTMLInputElement];

    await user.click(first);
    await user.keyboard('1x2');
    expect(first).toHaveValue('1');
    expect(second).toHaveValue('2');
    expect(third).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(second).toHaveFocus();
    expect(second).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
    expect(first).toHaveValue('');

    await user.paste('1234');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(fourth).toHaveFocus();

    // Typing over a filled box replaces its digit.
    await user.click(second);
    await user.keyboard('9');
    expect(second).toHaveValue('9');
    expect(third).toHaveFocus();
  });
});

describe('OTP screen', () => {
  it("says 'Incorrect OTP' for a wrong code and goes to /password-reset for the right one", async () => {
    const { email, code, client } = await recoveryInProgress();
    const user = userEvent.setup();
    renderScreen(<OtpPage />, { path: '/otp', client });
    expect(screen.getByText(email)).toBeInTheDocument();

    const wrong = code === '1111' ? '2222' : '1111';
    await user.click(boxes()[0]!);
    await user.paste(wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect OTP'));

    await user.click(boxes()[0]!);
    await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /password-reset' })).toBeInTheDocument();
    expect(readRecovery()?.resetToken).toEqual(expect.any(String));
  });

  it("says 'Incorrect OTP' when a box is left empty, without calling the server", async () => {
    startRecovery('ada@example.com', 60);
    const user = userEvent.setup();
    renderScreen(<OtpPage />, { path: '/otp' });
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect OTP');
  });

  it('counts 60 seconds down on the disabled resend button, then resends and confirms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { email, client } = await recoveryInProgress();
    const user = userEvent.setup();
    renderScreen(<OtpPage />, { path: '/otp', client });

    const resend = screen.getByRole('button', { name: 'Resend code (60s)' });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(15_000));
    expect(resend).toHaveTextContent('Resend code (45s)');
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(45_000));
    expect(resend).toHaveTextContent(/^Resend code$/);
    expect(resend).toBeEnabled();

    api.clock.advanceSeconds(60); // the server's own 60 s wait
    await user.click(resend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A new one time password has successfully been sent to your email.'));
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend code (60s)');
    await api.mailbox!.waitForMail(email, { count: 2 });
  });
});
