import { useSubmitChange } from '@fitness/api-client';

/** Deletes a day's weigh-in through the device's outbox (offline: sent when the link returns). */
export function useDeleteWeight() {
  const submit = useSubmitChange();
  return (input: { date: string }) => submit({ kind: 'weight.delete', input });
}
