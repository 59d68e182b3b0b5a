import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidOtp, LIMITS, MESSAGES, validateEmailChange } from '@fitness/domain';
import { apiErrorCode, apiErrorMessage, retryAfterSeconds } from '@fitness/api-client';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { FormActions } from '../../../components/form-actions';
import { PasswordField } from '../../../components/password-field';
import { useResendCountdown } from '../../otp/hooks/use-resend-countdown';
import { AccountSection } from './account-section';

export interface ChangeEmailSectionProps {
  /** The address the account has now, when known. */
  currentEmail?: string | undefined;
  /** Mails a code to the new address; rejects with the server's refusal ("That email is already in use"). */
  onRequestCode: (input: { newEmail: string; currentPassword: string }) => Promise<unknown>;
  /** Resolves with the account's new address; rejects with the code's refusal. */
  onConfirmCode: (input: { code: string }) => Promise<{ email: string }>;
}

/** A code on its way to `to`; another may be sent `waitSeconds` after `sentAt`. */
type CodeSent = { to: string; currentPassword: string; sentAt: number; waitSeconds: number };

/** Change email: the new address and the current password, then the four-digit code mailed to the new address. */
export function ChangeEmailSection({ currentEmail, onRequestCode, onConfirmCode }: ChangeEmailSectionProps) {
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useResendCountdown(sent?.sentAt, sent?.waitSeconds ?? 0);
  const codeStep = sent !== null;
  const codeRef = useRef<HTMLInputElement>(null);
  const newEmailRef = useRef<HTMLInputElement>(null);
  const wasCodeStep = useRef(codeStep);

  // Each step replaces the other's form: focus goes to its first field, not back to the page's top.
  useEffect(() => {
    if (codeStep) codeRef.current?.focus();
    else if (wasCodeStep.current) newEmailRef.current?.focus();
    wasCodeStep.current = codeStep;
  }, [codeStep]);

  /** Runs one call with the form busy; a refusal is shown, a 429 restarts the resend countdown. */
  async function attempt(call: () => Promise<void>) {
    if (busy) return;
    setMessage(null);
    setNotice(null);
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (sent && apiErrorCode(error) === 'TOO_MANY_REQUESTS' && wait) setSent({ ...sent, sentAt: Date.now(), waitSeconds: wait });
      setMessage(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function onRequest(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const problem = validateEmailChange({ newEmail, currentPassword });
    setMessage(problem);
    if (problem) return;
    const to = newEmail.trim();
    void attempt(async () => {
      await onRequestCode({ newEmail: to, currentPassword });
      setSent({ to, currentPassword, sentAt: Date.now(), waitSeconds: LIMITS.otpResendSeconds });
      setCode('');
    });
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!isValidOtp(code.trim())) {
      setNotice(null);
      setMessage(MESSAGES.incorrectOtp);
      return;
    }
    void attempt(async () => {
      const { email } = await onConfirmCode({ code: code.trim() });
      setSent(null);
      setNewEmail('');
      setCurrentPassword('');
      setNotice(`Your email is now ${email}.`);
    });
  }

  function onResend() {
    if (!sent) return;
    void attempt(async () => {
      await onRequestCode({ newEmail: sent.to, currentPassword: sent.currentPassword });
      setSent({ ...sent, sentAt: Date.now(), waitSeconds: LIMITS.otpResendSeconds });
      setNotice(MESSAGES.otpResent);
    });
  }

  return (
    <AccountSection
      title="Change email"
      intro={
        currentEmail ? (
          <>
            You log in with <strong>{currentEmail}</strong>.
          </>
        ) : (
          'A code is mailed to the new address to prove it is yours.'
        )
      }
    >
      <FormMessage tone="success">{notice}</FormMessage>
      {sent ? (
        <form noValidate onSubmit={onConfirm}>
          <p style={{ marginTop: 0 }}>
            We sent a four-digit code to <strong>{sent.to}</strong>. It is valid for 10 minutes.
          </p>
          <FormMessage>{message}</FormMessage>
          <TextField
            ref={codeRef}
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpDigits}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormActions>
            <Button type="submit" aria-disabled={busy || undefined}>
              {busy ? 'Checking…' : 'Confirm new email'}
            </Button>
            <Button variant="secondary" onClick={onResend} disabled={busy || secondsLeft > 0}>
              {secondsLeft > 0 ? `Resend code (${secondsLeft}s)` : 'Resend code'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSent(null);
                setMessage(null);
              }}
              disabled={busy}
            >
              Use another address
            </Button>
          </FormActions>
        </form>
      ) : (
        <form noValidate onSubmit={onRequest}>
          <FormMessage>{message}</FormMessage>
          <TextField
            ref={newEmailRef}
            label="New email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.emailMax}
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
          />
          <PasswordField label="Current password" value={currentPassword} onChange={setCurrentPassword} />
          <FormActions>
            <Button type="submit" aria-disabled={busy || undefined}>
              {busy ? 'Sending…' : 'Send code'}
            </Button>
          </FormActions>
        </form>
      )}
    </AccountSection>
  );
}
