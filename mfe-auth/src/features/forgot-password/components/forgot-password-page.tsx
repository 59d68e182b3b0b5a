import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, validateForgotPassword } from '@fitness/domain';
import { apiErrorMessage, appPaths } from '@fitness/api-client';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { AuthCard } from '../../../components/auth-card';
import { FormActions } from '../../../components/form-actions';
import { useRequestRecovery } from '../api/use-request-recovery';

/** Forgot password: a valid email gets a four-digit code by mail, then /otp. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const requestRecovery = useRequestRecovery();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateForgotPassword(email);
    setMessage(problem);
    if (problem) return;
    try {
      await requestRecovery.mutateAsync({ email: email.trim() });
      await navigate(appPaths.otp);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email you registered with and we will send you a four-digit code."
      footer={<Link to={appPaths.login}>Back to login</Link>}
    >
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{message}</FormMessage>
        <TextField label="Email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormActions>
          <Button type="submit" disabled={requestRecovery.isPending}>
            {requestRecovery.isPending ? 'Sending…' : 'Send code'}
          </Button>
        </FormActions>
      </form>
    </AuthCard>
  );
}
