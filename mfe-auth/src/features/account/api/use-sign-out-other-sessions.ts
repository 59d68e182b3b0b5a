import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSessionsQuery, useTRPC } from '@fitness/api-client';

/** Ends every session but this one (`account.signOutOtherSessions`). */
export function useSignOutOtherSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.signOutOtherSessions.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery(trpc).queryKey }),
    }),
  );
}
