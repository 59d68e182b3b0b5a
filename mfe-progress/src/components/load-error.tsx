import { Button } from '@fitness/ui';

/** A section that could not load: what is missing, and a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="progress-load-error" role="alert">
      <p>Your {what} could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
