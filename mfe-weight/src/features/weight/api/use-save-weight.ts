import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { useRefreshAfterWeightChange } from './refresh-after-weight-change';

/** Saves a day's weight in pounds: inserts, or updates that day's entry. */
export function useSaveWeight() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterWeightChange();
  return useMutation(trpc.weight.save.mutationOptions({ onSuccess: refresh }));
}
