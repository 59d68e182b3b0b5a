import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Asks the server to send the welcome mail after registering (spec section 7: email_type 'welcome'). */
export function useSendWelcome() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.sendWelcome.mutationOptions());
}
