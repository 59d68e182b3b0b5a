import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStatusQuery, useTRPC } from '@fitness/api-client';

/** The code from the mail moves the account to the new address (`account.confirmEmailChange`); the session's user says so at once. */
export function useConfirmEmailChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.confirmEmailChange.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionStatusQuery(trpc).queryKey }),
    }),
  );
}
