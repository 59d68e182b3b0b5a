import { useNavigate } from 'react-router';
import { appPaths, exportPath, useAccountSessions, useDeleteAccount, useRestApi, useSession } from '@fitness/api-client';
import type { LoginNotice } from '../../login/components/login-page';
import { useChangePassword } from '../api/use-change-password';
import { useConfirmEmailChange } from '../api/use-confirm-email-change';
import { useRequestEmailChange } from '../api/use-request-email-change';
import { useSignOutOtherSessions } from '../api/use-sign-out-other-sessions';
import { useSignOutSession } from '../api/use-sign-out-session';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { SessionsSection } from './sessions-section';

/** Said on /login after a deletion. */
const ACCOUNT_DELETED = 'Your account and all its data are deleted.';

/** `/account` (issue #51): change password and email, see and end sessions, delete the account. */
export default function AccountPage() {
  const navigate = useNavigate();
  const rest = useRestApi();
  const { user } = useSession();
  const sessions = useAccountSessions();
  const changePassword = useChangePassword();
  const requestEmailChange = useRequestEmailChange();
  const confirmEmailChange = useConfirmEmailChange();
  const signOutSession = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const deleteAccount = useDeleteAccount();

  return (
    <div style={{ maxWidth: 640, margin: '0 auto', width: '100%', display: 'grid', gap: 'var(--space-4)' }}>
      <h1 style={{ margin: 0, fontSize: '1.6rem' }}>Account and security</h1>
      <ChangePasswordSection onChangePassword={(input) => changePassword.mutateAsync(input)} />
      <ChangeEmailSection
        currentEmail={user?.email}
        onRequestCode={(input) => requestEmailChange.mutateAsync(input)}
        onConfirmCode={(input) => confirmEmailChange.mutateAsync(input)}
      />
      <SessionsSection
        sessions={sessions.data}
        loadFailed={sessions.isError}
        onRetry={() => void sessions.refetch()}
        onSignOut={(id) => signOutSession.mutateAsync({ id })}
        onSignOutOthers={() => signOutOthers.mutateAsync({})}
      />
      <DeleteAccountSection
        exportUrl={rest.url(exportPath('json'))}
        onDelete={async (input) => {
          await deleteAccount.mutateAsync(input);
          const notice: LoginNotice = { notice: ACCOUNT_DELETED };
          await navigate(appPaths.login, { replace: true, state: notice });
        }}
      />
    </div>
  );
}
