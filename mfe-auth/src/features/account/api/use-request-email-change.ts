import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Mails a four-digit code to the new address (`account.requestEmailChange`); asked again, it is the resend. */
export function useRequestEmailChange() {
  return useMutation(useTRPC().account.requestEmailChange.mutationOptions());
}
