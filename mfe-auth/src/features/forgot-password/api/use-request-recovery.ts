import { useMutation } from '@tanstack/react-query';
import { startRecovery, useTRPC } from '@fitness/api-client';

/**
 * Asks the server to mail a recovery code (`auth.requestRecovery`). On success the recovery is
 * remembered (email and resend countdown), which opens /otp.
 */
export function useRequestRecovery() {
  const trpc = useTRPC();
  return useMutation(
    trpc.auth.requestRecovery.mutationOptions({
      onSuccess: (answer, input) => startRecovery(input.email.trim(), answer.resendInSeconds),
    }),
  );
}
