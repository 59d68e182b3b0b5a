import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@fitness/schemas';
import { apiRefusal } from '@fitness/api-client';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { SessionsSection } from './sessions-section';

/** The sections through their view seam: each gets its calls as props (the page wires them to the API). */
describe('Change password', () => {
  it("checks the current password, then the registration's rules, before calling", async () => {
    const onChangePassword = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<ChangePasswordSection onChangePassword={onChangePassword} />);
    const submit = screen.getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter current password');
    await user.type(screen.getByLabelText('Current password'), 'old-password-1');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords must be the same');
    expect(onChangePassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveAttribute('maxLength', '100');
  });

  it("sends both passwords, empties the form and says 'Password changed'; a refusal is shown as the server says it", async () => {
    const onChangePassword = vi.fn().mockRejectedValueOnce(apiRefusal('Current password is incorrect', 'UNAUTHORIZED')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ChangePasswordSection onChangePassword={onChangePassword} />);
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toHaveAttribute('role', 'status');
    expect(onChangePassword).toHaveBeenLastCalledWith({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(screen.getByLabelText(label)).toHaveValue('');
  });
});

describe('Change email', () => {
  const emailSection = (props: Partial<Parameters<typeof ChangeEmailSection>[0]> = {}) => {
    const calls = { onRequestCode: vi.fn(() => Promise.resolve()), onConfirmCode: vi.fn(async () => ({ email: 'ada@new.example' })), ...props };
    render(<ChangeEmailSection currentEmail="ada@example.com" {...calls} />);
    return calls;
  };

  it("checks the new address as registration does; a taken one says 'That email is already in use'", async () => {
    const { onRequestCode } = emailSection({ onRequestCode: vi.fn(() => Promise.reject(apiRefusal('That email is already in use', 'CONFLICT'))) });
    const user = userEvent.setup();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter email');
    await user.type(screen.getByLabelText('New email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    await user.type(screen.getByLabelText('New email'), 'taken.example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter current password');
    expect(onRequestCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Current password'), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('That email is already in use')).toHaveAttribute('role', 'alert');
    expect(onRequestCode).toHaveBeenCalledWith({ newEmail: 'ada@taken.example', currentPassword: 'password-1' });
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('asks for the mailed code, refuses a malformed one before calling, then shows the new address', async () => {
    const { onRequestCode, onConfirmCode } = emailSection();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email'), ' ada@new.example ');
    await user.type(screen.getByLabelText('Current password'), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onRequestCode).toHaveBeenCalledWith({ newEmail: 'ada@new.example', currentPassword: 'password-1' });
    expect(await screen.findByText('ada@new.example')).toBeInTheDocument();
    // The code step replaces the form the focus was in: the focus moves to its field.
    expect(screen.getByLabelText('Code')).toHaveFocus();
    // The recovery flow's resend rule: once a minute.
    expect(screen.getByRole('button', { name: /^Resend code \(\d+s\)$/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect OTP');
    expect(onConfirmCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Code'), '34');
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email is now ada@new.example.');
    expect(onConfirmCode).toHaveBeenCalledWith({ code: '1234' });
    expect(screen.getByLabelText('New email')).toHaveValue('');
    expect(screen.getByLabelText('New email')).toHaveFocus();
  });

  it("shows the code's refusal as the server says it and keeps the code step", async () => {
    emailSection({ onConfirmCode: vi.fn(() => Promise.reject(apiRefusal('The code has expired. Request a new one.'))) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email'), 'ada@new.example');
    await user.type(screen.getByLabelText('Current password'), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Request a new one.');
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });
});

describe('Sessions', () => {
  const list: AccountSession[] = [
    { id: 'here', browser: 'Chrome on Android', lastActiveAt: '2026-12-07T10:00:00.000Z', current: true },
    { id: 'other', browser: 'Firefox on Windows', lastActiveAt: '2026-12-01T10:00:00.000Z', current: false },
  ];
  const calls = () => ({ onRetry: vi.fn(), onSignOut: vi.fn(() => Promise.resolve()), onSignOutOthers: vi.fn(() => Promise.resolve()) });

  it('marks this device and gives each other session its own Sign out', async () => {
    const props = calls();
    const user = userEvent.setup();
    render(<SessionsSection sessions={list} loadFailed={false} {...props} />);
    const [here, other] = screen.getAllByRole('listitem');
    expect(here).toHaveTextContent('Chrome on Android · This device');
    expect(within(here!).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Firefox on Windows');
    await user.click(within(other!).getByRole('button', { name: 'Sign out' }));
    expect(props.onSignOut).toHaveBeenCalledWith('other');
    expect(await screen.findByRole('status')).toHaveTextContent('Signed out Firefox on Windows.');
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(props.onSignOutOthers).toHaveBeenCalledOnce();
  });

  it('says when this device is the only one, and has nothing to sign out', () => {
    render(<SessionsSection sessions={list.slice(0, 1)} loadFailed={false} {...calls()} />);
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows loading, then a failed read with Retry', async () => {
    const props = calls();
    const { rerender } = render(<SessionsSection sessions={undefined} loadFailed={false} {...props} />);
    expect(screen.getByText('Loading your sessions…')).toBeInTheDocument();
    rerender(<SessionsSection sessions={undefined} loadFailed {...props} />);
    expect(screen.getByText('Your sessions could not be loaded.').closest('[role=alert]')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});

describe('Delete account', () => {
  it('says what goes, offers the JSON export, and stays off until DELETE is typed', async () => {
    const onDelete = vi.fn().mockRejectedValueOnce(apiRefusal('Current password is incorrect', 'UNAUTHORIZED')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<DeleteAccountSection exportUrl="/api/export?format=json&timezone=UTC" onDelete={onDelete} />);
    expect(screen.getByText(/your profile, weigh-ins, measurements, routines, every workout, progress, imports, equipment and sessions/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download everything first' });
    expect(download).toHaveAttribute('href', '/api/export?format=json&timezone=UTC');
    expect(download).toHaveAttribute('download');

    const remove = screen.getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(remove).toBeDisabled();
    await user.clear(screen.getByLabelText('Type DELETE to confirm'));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(remove).toBeEnabled();
    await user.click(remove);
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter current password');
    expect(onDelete).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(onDelete).toHaveBeenLastCalledWith({ currentPassword: 'password-1', confirmation: 'DELETE' });
  });
});
