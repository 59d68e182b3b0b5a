import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the device is online, as the whole app sees it (docs/decisions/0043): TanStack Query's
 * online manager, started from `navigator.onLine` (it assumes online until an event says otherwise)
 * and kept by the browser's online/offline events. Offline, queries pause with the data they have
 * instead of failing, and the outbox waits.
 */
export function startConnectionWatch(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

export function subscribeToConnection(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}
