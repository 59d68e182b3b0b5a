import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSessionsQuery, useTRPC } from '@fitness/api-client';

/** Changes the password (`account.changePassword`); the server ends every other session, so the list is read again. */
export function useChangePassword() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery(trpc).queryKey }),
    }),
  );
}
