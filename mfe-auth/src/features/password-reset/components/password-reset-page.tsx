import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MESSAGES, validateResetPassword } from '@fitness/domain';
import { apiErrorMessage, appPaths, clearRecovery, useRecovery } from '@fitness/api-client';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { AuthCard } from '../../../components/auth-card';
import { FormActions } from '../../../components/form-actions';
import type { LoginNotice } from '../../login/components/login-page';
import { useResetPassword } from '../api/use-reset-password';

/** New password and its confirmation; success → /login, which shows 'Password reset successfully'. */
export default function PasswordResetPage() {
  const navigate = useNavigate();
  const recovery = useRecovery();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const resetPassword = useResetPassword();
  const [finished, setFinished] = useState(false);

  if (!recovery?.resetToken) {
    if (finished) return null;
    return (
      <AuthCard title="Reset Password" intro="This password reset is not available. Request a new code to continue.">
        <Link to={appPaths.forgotPassword}>Request a code</Link>
      </AuthCard>
    );
  }
  const { email, resetToken } = recovery;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateResetPassword({ password, confirmPassword });
    setMessage(problem);
    if (problem) return;
    try {
      await resetPassword.mutateAsync({ email, password, resetToken });
      setFinished(true);
      const notice: LoginNotice = { notice: MESSAGES.passwordResetSuccessfully, email };
      await navigate(appPaths.login, { state: notice, replace: true });
      // After leaving: the recovery is over, so /otp and /password-reset close again.
      clearRecovery();
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      intro={
        <>
          Choose a new password for <strong>{email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{message}</FormMessage>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <FormActions>
          <Button type="submit" disabled={resetPassword.isPending}>
            {resetPassword.isPending ? 'Saving…' : 'Reset password'}
          </Button>
        </FormActions>
      </form>
    </AuthCard>
  );
}
