import { LIMITS } from '@fitness/domain';
import { TextField } from '@fitness/ui';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the browser's password manager offers: the saved password, or a new one. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password as the account forms take it: as typed, at most the spec's 100 characters. */
export function PasswordField({ label, value, onChange, autoComplete = 'current-password' }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={LIMITS.passwordMax}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
