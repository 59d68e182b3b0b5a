import { useQueryClient } from '@tanstack/react-query';
import { useTRPCClient } from '../trpc';
import { submitChange, type NewChange } from './outbox';

/** Saves a change through the device's outbox (offline/outbox.ts): `sent`, `queued` (offline), or throws the server's refusal. */
export function useSubmitChange(): (change: NewChange) => Promise<'sent' | 'queued'> {
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  return (change) => submitChange(change, queryClient, trpcClient);
}
