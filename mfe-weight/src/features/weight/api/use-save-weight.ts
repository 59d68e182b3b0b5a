import { useSubmitChange } from '@fitness/api-client';

/**
 * Saves a day's weight in pounds (inserts, or updates that day's entry) through the device's outbox:
 * offline it is kept on the phone and sent when the link returns (`queued`); a refusal throws.
 */
export function useSaveWeight() {
  const submit = useSubmitChange();
  return (input: { date: string; weight: number }) => submit({ kind: 'weight.save', input });
}
