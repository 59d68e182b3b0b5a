import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LIMITS, validateLogin } from '@fitness/domain';
import { apiErrorMessage, appPaths, useLogin } from '@fitness/api-client';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { AuthCard } from '../../../components/auth-card';
import { FormActions } from '../../../components/form-actions';

/** What other screens hand to the login screen when they send the user there. */
export interface LoginNotice {
  /** Shown as a status above the form (e.g. 'Password reset successfully'). */
  notice?: string;
  /** Pre-fills the email field. */
  email?: string;
}

/**
 * Login: both fields required; server messages shown as returned; success stores the marker → /dashboard.
 * A failed attempt keeps focus in the form: on the field to fill in, or on Email after a refusal.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const handedOver = (useLocation().state ?? {}) as LoginNotice;
  const [email, setEmail] = useState(handedOver.email ?? '');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const login = useLogin();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    setMessage(problem);
    if (problem) {
      (email.trim() ? passwordRef : emailRef).current?.focus();
      return;
    }
    try {
      await login.mutateAsync({ email: email.trim(), password });
      await navigate(appPaths.dashboard);
    } catch (error) {
      setMessage(apiErrorMessage(error));
      // The Login button was disabled while waiting, which dropped focus to the page body.
      emailRef.current?.focus();
    }
  }

  return (
    <AuthCard
      title="Login"
      intro="Log in to see your dashboard."
      footer={
        <>
          <Link to={appPaths.forgotPassword}>Forgot Password</Link>
          <span>
            New here? <Link to={appPaths.register}>Create an account</Link>
          </span>
        </>
      }
    >
      <FormMessage tone="success">{message ? null : handedOver.notice}</FormMessage>
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{message}</FormMessage>
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={LIMITS.emailMax}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormActions>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Logging in…' : 'Login'}
          </Button>
        </FormActions>
      </form>
    </AuthCard>
  );
}
