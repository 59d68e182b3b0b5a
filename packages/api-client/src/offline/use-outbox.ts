import { useSyncExternalStore } from 'react';
import { outboxStatus, subscribeToOutbox, type OutboxStatus } from './outbox';

/** The signed-in user's outbox as the screens show it: how many changes wait, which were refused. */
export function useOutbox(): OutboxStatus {
  return useSyncExternalStore(subscribeToOutbox, outboxStatus, outboxStatus);
}
