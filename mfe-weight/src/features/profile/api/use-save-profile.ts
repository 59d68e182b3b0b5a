import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery, useTRPC } from '@fitness/api-client';

/** Saves the whole profile; resolves once the cached profile has been refetched. */
export function useSaveProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.save.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery(trpc).queryKey }),
    }),
  );
}
