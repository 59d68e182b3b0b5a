import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lastSyncedAt, useOnline } from '@fitness/api-client';
import { syncedAtLabel } from './synced-at-label';

/**
 * "Offline — showing what was last synced at 14:02": said while the API is out of reach, so what
 * the screen shows is read as the last data the device had, not as today's truth.
 */
export function OfflineNotice() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const syncedAt = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => lastSyncedAt(queryClient),
    () => undefined,
  );
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {syncedAt ? `Offline — showing what was last synced ${syncedAtLabel(syncedAt, Date.now())}` : 'Offline — nothing is kept on this device yet'}
    </p>
  );
}
