import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@fitness/domain';
import { apiErrorMessage } from '@fitness/api-client';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { FormActions } from '../../../components/form-actions';
import { PasswordField } from '../../../components/password-field';
import { AccountSection } from './account-section';

/** The word that confirms a deletion: nothing can undo it, so typing it is the guard. */
const CONFIRMATION = 'DELETE';

const WHAT_GOES = ['your profile', 'weigh-ins', 'measurements', 'routines', 'every workout', 'progress', 'imports', 'equipment', 'sessions'];

export interface DeleteAccountSectionProps {
  /** Where the JSON export downloads from (the same file as on "Your data"). */
  exportUrl: string;
  /** Resolves once the account is gone; rejects with the server's refusal ("Current password is incorrect"). */
  onDelete: (input: { currentPassword: string; confirmation: typeof CONFIRMATION }) => Promise<unknown>;
}

/** Delete account: what goes, a last download, then the current password and DELETE typed out. */
export function DeleteAccountSection({ exportUrl, onDelete }: DeleteAccountSectionProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = confirmation === CONFIRMATION;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    if (!currentPassword) {
      setMessage(ACCOUNT_MESSAGES.mustEnterCurrentPassword);
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      await onDelete({ currentPassword, confirmation: CONFIRMATION });
    } catch (error) {
      setMessage(apiErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <AccountSection title="Delete account">
      <p style={{ margin: 0 }}>
        Deleting your account removes for good {WHAT_GOES.slice(0, -1).join(', ')} and {WHAT_GOES.at(-1)}. It cannot be undone, and this email can then register
        as a new, empty account.
      </p>
      <p style={{ margin: 0 }}>
        <a className="ui-button" data-variant="secondary" href={exportUrl} download>
          Download everything first
        </a>
      </p>
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{message}</FormMessage>
        <PasswordField label="Current password" value={currentPassword} onChange={setCurrentPassword} />
        <TextField
          label="Type DELETE to confirm"
          hint="In capitals. Delete my account stays off until it matches."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <FormActions>
          <Button type="submit" variant="danger" disabled={!confirmed} aria-disabled={busy || undefined}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </Button>
        </FormActions>
      </form>
    </AccountSection>
  );
}
