import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Refetches the custom exercises and the links: either one changes what every name links to. */
function useRefreshLinks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.customExercises.pathKey() });
}

/** Links a name to a catalogue entry or a custom exercise by hand; the name and its history stay as they are. */
export function useLinkName() {
  const refresh = useRefreshLinks();
  return useMutation(useTRPC().customExercises.link.mutationOptions({ onSuccess: refresh }));
}

/** Keeps a name as a custom exercise of that name (which links it). */
export function useKeepAsCustom() {
  const refresh = useRefreshLinks();
  return useMutation(useTRPC().customExercises.create.mutationOptions({ onSuccess: refresh }));
}
