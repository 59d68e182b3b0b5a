import { useContext } from 'react';
import { Button } from '@fitness/ui';
import { RemoteSlotContext } from './remote-slot-context';

/** The fallback panel for a remote that failed to load or crashed. */
export function UnavailableRemote({ error }: { error?: unknown }) {
  const { title, retry, compact } = useContext(RemoteSlotContext);
  if (compact) {
    return (
      <p className="remote-fallback--compact" role="alert" aria-label={`${title} unavailable`}>
        {title} is unavailable right now.{' '}
        <Button variant="secondary" onClick={retry}>
          Retry
        </Button>
      </p>
    );
  }
  return (
    <section className="ui-panel remote-fallback" role="alert" aria-label={`${title} unavailable`}>
      <h2>{title} is unavailable</h2>
      <p>This part of the app could not be loaded right now. The rest of the app keeps working.</p>
      {error instanceof Error ? <p className="remote-fallback__detail">{error.message}</p> : null}
      <Button variant="secondary" onClick={retry}>
        Retry
      </Button>
    </section>
  );
}
