import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readRecovery } from '@fitness/api-client';
import { paths } from '../../app/paths';

/**
 * /otp and /password-reset exist only inside a password recovery: /otp once a code was sent,
 * /password-reset once the code was right. Read once per visit (not subscribed), so finishing the
 * recovery on the way out does not bounce the user.
 */
export function RequireRecovery({ stage, children }: { stage: 'code-sent' | 'code-verified'; children: ReactNode }) {
  const recovery = readRecovery();
  const allowed = stage === 'code-sent' ? recovery !== null : !!recovery?.resetToken;
  if (!allowed) return <Navigate to={paths.forgotPassword} replace />;
  return children;
}
