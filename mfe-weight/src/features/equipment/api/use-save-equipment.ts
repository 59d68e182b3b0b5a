import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery, useTRPC } from '@fitness/api-client';

/** Saves the bar and plates on the profile; resolves once the cached profile has been refetched (the log's plate sheet reads it). */
export function useSaveEquipment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.saveEquipment.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery(trpc).queryKey }),
    }),
  );
}
