import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { useRefreshAfterWeightChange } from './refresh-after-weight-change';

export function useDeleteWeight() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterWeightChange();
  return useMutation(trpc.weight.delete.mutationOptions({ onSuccess: refresh }));
}
