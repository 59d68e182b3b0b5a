import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, validateChangePassword } from '@fitness/domain';
import { apiErrorMessage } from '@fitness/api-client';
import { Button, FormMessage } from '@fitness/ui';
import { FormActions } from '../../../components/form-actions';
import { PasswordField } from '../../../components/password-field';
import { AccountSection } from './account-section';

export interface ChangePasswordSectionProps {
  /** Resolves once the password is changed; rejects with the server's refusal ("Current password is incorrect"). */
  onChangePassword: (input: { currentPassword: string; newPassword: string }) => Promise<unknown>;
}

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one, then a new one by the registration's rules; every other session ends.
 * A busy button is aria-disabled, not disabled, so keyboard focus stays on it.
 */
export function ChangePasswordSection({ onChangePassword }: ChangePasswordSectionProps) {
  const [form, setForm] = useState(emptyForm);
  const [message, setMessage] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof emptyForm) => ({ value: form[name], onChange: (value: string) => setForm((f) => ({ ...f, [name]: value })) });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setChanged(false);
    const problem = validateChangePassword(form);
    setMessage(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onChangePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      setForm(emptyForm);
      setChanged(true);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection title="Change password" intro="Every other device you are signed in on is signed out; this one stays.">
      <FormMessage tone="success">{changed ? ACCOUNT_MESSAGES.passwordChanged : null}</FormMessage>
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{message}</FormMessage>
        <PasswordField label="Current password" {...field('currentPassword')} />
        <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
        <FormActions>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? 'Changing password…' : 'Change password'}
          </Button>
        </FormActions>
      </form>
    </AccountSection>
  );
}
