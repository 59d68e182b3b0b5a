import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Sets the new password with the reset token from the code (`auth.resetPassword`). */
export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resetPassword.mutationOptions());
}
