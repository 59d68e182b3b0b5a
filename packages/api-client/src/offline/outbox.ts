import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '../trpc';
import { isOnline, subscribeToConnection } from './connection';
import { afterPageDrawn } from './after-page-drawn';
import { deviceMayKeepData, deviceStore } from './device-store';
import { createOutbox, type NewChange as NewChangeOf, type OutboxStatus as OutboxStatusOf, type RefusedChange as RefusedChangeOf } from './outbox-engine';
import type { ApiLink } from './handlers/api-link';
import { weightChanges, type WeightChange } from './handlers/weight-changes';
import { workoutLogChanges, type WorkoutLogChange } from './handlers/workout-log-changes';
import { sessionUserId } from './persisted-queries';

/**
 * The app's one outbox (docs/decisions/0044, 0064): writes that work offline (saving a day's log,
 * adding or deleting a weigh-in) are sent through it, each feature's handler saying how.
 */
export type OutboxChange = WeightChange | WorkoutLogChange;
export type NewChange = NewChangeOf<OutboxChange>;
export type RefusedChange = RefusedChangeOf<OutboxChange>;
export type OutboxStatus = OutboxStatusOf<OutboxChange>;
export { newClientId } from './outbox-engine';

const outbox = createOutbox<OutboxChange, ApiLink>({
  handlers: [weightChanges, workoutLogChanges],
  store: () => (typeof indexedDB === 'undefined' ? undefined : deviceStore()),
  connection: { isOnline, subscribe: subscribeToConnection },
  channel: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('fitness-outbox'),
  lock: async (send) => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('fitness-outbox', send) : send()),
  // A server answer for a day or the weights replaces the cache: the changes not yet sent are shown on top again.
  watchShownData: ({ queryClient }, showAgain) =>
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) showAgain();
    }),
});

export const { status: outboxStatus, subscribe: subscribeToOutbox, stop: stopOutbox, dismissRefused, remove: deleteOutbox } = outbox;

/**
 * Starts the signed-in user's outbox: from the shell, on every page, offline too. On a device that
 * never kept anything (a first visit) there is nothing to send, so reading it waits until the page
 * has drawn (docs/decisions/0077); a change made before then starts it at once.
 */
export async function startOutbox(userId: string, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): Promise<void> {
  if (!deviceMayKeepData()) await afterPageDrawn();
  return outbox.start(userId, { queryClient, trpcClient });
}

/** Saves a change through the outbox under the session's user: `sent`, `queued` (offline), or throws the server's refusal. */
export function submitChange(change: NewChange, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): Promise<'sent' | 'queued'> {
  return outbox.submit(change, { queryClient, trpcClient }, sessionUserId(queryClient));
}
