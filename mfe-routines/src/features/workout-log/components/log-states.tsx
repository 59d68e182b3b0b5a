import { LoadError, Skeleton } from '@fitness/ui';

const LOG_BLOCKS = [{ height: 96 }, { height: 140 }, { height: 140 }] as const;

/** Grey blocks while the day's log loads; announced once. */
export function LogSkeleton() {
  return <Skeleton label="Loading your workout log…" blocks={LOG_BLOCKS} />;
}

/** The day's log could not be loaded: say so and offer Retry (what was typed stays in the draft). */
export function LogLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError what="workout log" onRetry={onRetry} />;
}
