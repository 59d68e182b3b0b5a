import { useSyncExternalStore } from 'react';
import { useUnsavedWork } from '@fitness/api-client';
import { Button } from '@fitness/ui';
import { newVersionReady, reloadToNewVersion, subscribeToNewVersion } from '../../offline/service-worker';

/**
 * "A new version is ready — Reload" once a new deploy's worker waits. Never while a log with
 * unsaved sets is open: the page is only ever reloaded by the user's choice (docs/decisions/0043).
 */
export function NewVersionPrompt() {
  const ready = useSyncExternalStore(subscribeToNewVersion, newVersionReady, () => false);
  const unsaved = useUnsavedWork();
  if (!ready || unsaved) return null;
  return (
    <div className="sync-status" role="status">
      <p>A new version is ready</p>
      <Button variant="secondary" onClick={reloadToNewVersion}>
        Reload
      </Button>
    </div>
  );
}
