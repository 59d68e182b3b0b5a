import type { Meta, StoryObj } from '@storybook/react';
import type { AccountSession } from '@fitness/schemas';
import { apiRefusal } from '@fitness/api-client';
import { ChangeEmailSection, type ChangeEmailSectionProps } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { SessionsSection, type SessionsSectionProps } from './sessions-section';

/** The four sections of /account, each given its calls: no network. Plays type and submit as a person would. */
const meta = { title: 'mfe-auth/Account' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = () => Promise.resolve();
const unreachable = () => Promise.reject(new TypeError('fetch failed'));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sessions: AccountSession[] = [
  { id: 's1', browser: 'Chrome on Android', lastActiveAt: minutesAgo(1), current: true },
  { id: 's2', browser: 'Firefox on Windows', lastActiveAt: minutesAgo(90), current: false },
  { id: 's3', browser: 'Safari on iOS', lastActiveAt: minutesAgo(3 * 1440), current: false },
];

/**
 * Plays type and press as the profile stories do, through the DOM: a second copy of a testing
 * library in the page would fight the component tests' own over the same document.
 */
async function fill(canvas: HTMLElement, values: Record<string, string>, press: string) {
  for (const [label, value] of Object.entries(values)) {
    const input = [...canvas.querySelectorAll('label')].find((element) => element.textContent === label)?.control;
    if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled "${label}"`);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const button = [...canvas.querySelectorAll('button')].find((element) => element.textContent === press);
  if (!button) throw new Error(`No button "${press}"`);
  button.click();
}

/** Waits until `text` shows in the canvas (in `role`'s element when given); the play fails after 5 s. */
async function shows(canvas: HTMLElement, text: string, role?: 'alert' | 'status') {
  const found = () => [...(role ? canvas.querySelectorAll(`[role=${role}]`) : [canvas])].some((element) => element.textContent?.includes(text));
  for (const giveUpAt = Date.now() + 5000; !found(); await new Promise((next) => setTimeout(next, 20))) {
    if (Date.now() > giveUpAt) throw new Error(`"${text}" never showed${role ? ` as ${role}` : ''}`);
  }
}

export const ChangePassword: Story = { render: () => <ChangePasswordSection onChangePassword={done} /> };
export const ChangePasswordNotTheSame: Story = {
  ...ChangePassword,
  play: async ({ canvasElement }) => {
    await fill(
      canvasElement,
      { 'Current password': 'old-password-1', 'New password': 'new-password-1', 'Confirm new password': 'new-password-2' },
      'Change password',
    );
    await shows(canvasElement, 'Passwords must be the same', 'alert');
  },
};
export const ChangePasswordWrongCurrent: Story = {
  render: () => <ChangePasswordSection onChangePassword={() => Promise.reject(apiRefusal('Current password is incorrect', 'UNAUTHORIZED'))} />,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Current password': 'not-it', 'New password': 'new-password-1', 'Confirm new password': 'new-password-1' }, 'Change password');
    await shows(canvasElement, 'Current password is incorrect', 'alert');
  },
};
export const PasswordChanged: Story = {
  ...ChangePassword,
  play: async ({ canvasElement }) => {
    await fill(
      canvasElement,
      { 'Current password': 'old-password-1', 'New password': 'new-password-1', 'Confirm new password': 'new-password-1' },
      'Change password',
    );
    await shows(canvasElement, 'Password changed', 'status');
  },
};

const emailSection = (props: Partial<ChangeEmailSectionProps> = {}) => (
  <ChangeEmailSection currentEmail="ada@example.com" onRequestCode={done} onConfirmCode={async () => ({ email: 'ada@new.example' })} {...props} />
);
const requestCode = (canvas: HTMLElement) => fill(canvas, { 'New email': 'ada@new.example', 'Current password': 'password-1' }, 'Send code');

export const ChangeEmail: Story = { render: () => emailSection() };
export const ChangeEmailInUse: Story = {
  render: () => emailSection({ onRequestCode: () => Promise.reject(apiRefusal('That email is already in use', 'CONFLICT')) }),
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await shows(canvasElement, 'That email is already in use', 'alert');
  },
};
export const ChangeEmailCodeSent: Story = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await shows(canvasElement, 'We sent a four-digit code to ada@new.example.');
  },
};
export const ChangeEmailWrongCode: Story = {
  render: () => emailSection({ onConfirmCode: () => Promise.reject(apiRefusal('Incorrect OTP')) }),
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await shows(canvasElement, 'We sent a four-digit code');
    await fill(canvasElement, { Code: '1234' }, 'Confirm new email');
    await shows(canvasElement, 'Incorrect OTP', 'alert');
  },
};
export const EmailChanged: Story = {
  ...ChangeEmail,
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await shows(canvasElement, 'We sent a four-digit code');
    await fill(canvasElement, { Code: '1234' }, 'Confirm new email');
    await shows(canvasElement, 'Your email is now ada@new.example.', 'status');
  },
};

const sessionsSection = (props: Partial<SessionsSectionProps> = {}) => (
  <SessionsSection sessions={sessions} loadFailed={false} onRetry={() => undefined} onSignOut={done} onSignOutOthers={done} {...props} />
);
export const Sessions: Story = { render: () => sessionsSection() };
export const SessionsThisDeviceOnly: Story = { render: () => sessionsSection({ sessions: sessions.slice(0, 1) }) };
export const SessionsLoading: Story = { render: () => sessionsSection({ sessions: undefined }) };
export const SessionsNotLoaded: Story = { render: () => sessionsSection({ sessions: undefined, loadFailed: true }) };
export const SignOutFailed: Story = {
  render: () => sessionsSection({ onSignOut: unreachable }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {}, 'Sign out');
    await shows(canvasElement, 'The server could not be reached. Please try again.', 'alert');
  },
};

const deleteSection = (onDelete: () => Promise<unknown> = done) => <DeleteAccountSection exportUrl="/api/export?format=json" onDelete={onDelete} />;
export const DeleteAccount: Story = { render: () => deleteSection() };
export const DeleteAccountWrongPassword: Story = {
  render: () => deleteSection(() => Promise.reject(apiRefusal('Current password is incorrect', 'UNAUTHORIZED'))),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { 'Current password': 'not-it', 'Type DELETE to confirm': 'DELETE' }, 'Delete my account');
    await shows(canvasElement, 'Current password is incorrect', 'alert');
  },
};
