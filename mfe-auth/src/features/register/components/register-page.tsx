import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, validateRegister, type RegisterForm } from '@fitness/domain';
import { apiErrorMessage, appPaths } from '@fitness/api-client';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { AuthCard } from '../../../components/auth-card';
import { FormActions } from '../../../components/form-actions';
import { useRegister } from '../api/use-register';
import { useSendWelcome } from '../api/use-send-welcome';
import type { LoginNotice } from '../../login/components/login-page';

const emptyForm: RegisterForm = { email: '', password: '', confirmPassword: '', firstName: '' };

/** Registration: checks in the spec's order, one message beside the form; success → welcome mail → /login. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(emptyForm);
  const [message, setMessage] = useState<string | null>(null);
  const register = useRegister();
  const sendWelcome = useSendWelcome();
  const busy = register.isPending || sendWelcome.isPending;

  const field = (name: keyof RegisterForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateRegister(form);
    setMessage(problem);
    if (problem) return;
    try {
      const user = await register.mutateAsync({ email: form.email.trim(), password: form.password, firstName: form.firstName.trim() });
      // The account exists either way; a welcome mail that could not be sent must not block logging in.
      await sendWelcome.mutateAsync({ email: form.email.trim() }).catch((error: unknown) => console.warn('Welcome mail not sent', error));
      const notice: LoginNotice = { notice: `Welcome, ${user.firstName}! Your account is ready. Please log in.`, email: form.email.trim() };
      await navigate(appPaths.login, { state: notice });
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
  }

  return (
    <AuthCard
      title="Register"
      intro="Create an account to track your workouts and body weight."
      footer={
        <span>
          Already have an account? <Link to={appPaths.login}>Log in</Link>
        </span>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{message}</FormMessage>
        <TextField label="Email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} {...field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} {...field('confirmPassword')} />
        <TextField label="First name" autoComplete="given-name" maxLength={LIMITS.firstNameMax} {...field('firstName')} />
        <FormActions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating account…' : 'Register'}
          </Button>
        </FormActions>
      </form>
    </AuthCard>
  );
}
