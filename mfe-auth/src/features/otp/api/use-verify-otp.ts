import { useMutation } from '@tanstack/react-query';
import { grantPasswordReset, useTRPC } from '@fitness/api-client';

/** Checks the code (`auth.verifyOtp`); a right one yields the reset token that opens /password-reset. */
export function useVerifyOtp() {
  const trpc = useTRPC();
  return useMutation(
    trpc.auth.verifyOtp.mutationOptions({
      onSuccess: ({ resetToken }) => grantPasswordReset(resetToken),
    }),
  );
}
