import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, otpFromDigits } from '@fitness/domain';
import { apiErrorCode, apiErrorMessage, appPaths, restartResendCountdown, retryAfterSeconds, useRecovery } from '@fitness/api-client';
import { Button, FormMessage } from '@fitness/ui';
import { AuthCard } from '../../../components/auth-card';
import { FormActions } from '../../../components/form-actions';
import { useRequestRecovery } from '../../forgot-password/api/use-request-recovery';
import { useVerifyOtp } from '../api/use-verify-otp';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { emptyOtp, OtpInput } from './otp-input';

/** The four-digit code from the recovery mail; resend after a 60-second countdown. */
export default function OtpPage() {
  const navigate = useNavigate();
  const recovery = useRecovery();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verifyOtp = useVerifyOtp();
  const requestRecovery = useRequestRecovery();
  const secondsLeft = useResendCountdown(recovery?.sentAt, recovery?.resendInSeconds ?? 0);

  if (!recovery) {
    return (
      <AuthCard title="Enter your code" intro="There is no password recovery in progress.">
        <Link to={appPaths.forgotPassword}>Request a code</Link>
      </AuthCard>
    );
  }
  const { email } = recovery;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const otp = otpFromDigits(digits);
    if (!otp) {
      setError(MESSAGES.incorrectOtp);
      return;
    }
    setError(null);
    try {
      await verifyOtp.mutateAsync({ email, otp });
      await navigate(appPaths.passwordReset);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  async function onResend() {
    setError(null);
    setNotice(null);
    try {
      await requestRecovery.mutateAsync({ email });
      setDigits(emptyOtp());
      setNotice(MESSAGES.otpResent);
    } catch (failure) {
      const wait = retryAfterSeconds(failure);
      if (apiErrorCode(failure) === 'TOO_MANY_REQUESTS' && wait) restartResendCountdown(wait);
      setError(apiErrorMessage(failure));
    }
  }

  const resendDisabled = secondsLeft > 0 || requestRecovery.isPending;
  return (
    <AuthCard
      title="Enter your code"
      intro={
        <>
          We sent a four-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </>
      }
    >
      <FormMessage tone="success">{notice}</FormMessage>
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{error}</FormMessage>
        <OtpInput digits={digits} onChange={setDigits} invalid={!!error} />
        <FormActions>
          <Button type="submit" disabled={verifyOtp.isPending}>
            {verifyOtp.isPending ? 'Checking…' : 'Verify'}
          </Button>
          <Button variant="secondary" onClick={onResend} disabled={resendDisabled} aria-describedby="otp-resend-hint">
            {secondsLeft > 0 ? `Resend code (${secondsLeft}s)` : 'Resend code'}
          </Button>
        </FormActions>
      </form>
      <p id="otp-resend-hint" className="ui-field__hint">
        A new code can be sent once a minute.
      </p>
    </AuthCard>
  );
}
