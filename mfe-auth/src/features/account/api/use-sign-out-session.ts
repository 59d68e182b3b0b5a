import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSessionsQuery, useTRPC } from '@fitness/api-client';

/** Ends one other session (`account.signOutSession`). */
export function useSignOutSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.signOutSession.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery(trpc).queryKey }),
    }),
  );
}
