import { Button } from '@fitness/ui';

/** Grey blocks while the day's log loads; announced once. */
export function LogSkeleton() {
  return (
    <div className="log-skeleton" role="status" aria-busy="true">
      <span className="log-visually-hidden">Loading your workout log…</span>
      {[96, 140, 140].map((height, i) => (
        <div key={i} className="log-skeleton__block" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The day's log could not be loaded: say so and offer Retry (what was typed stays in the draft). */
export function LogLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="log-load-error" role="alert">
      <p>Your workout log could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
