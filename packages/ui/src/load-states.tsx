import { Button } from './button';

export interface SkeletonProps {
  /** Announced once to screen readers, e.g. "Loading your weights…". */
  label: string;
  /** Grey blocks standing in for the content (height in px, width as CSS). */
  blocks: readonly { height: number; width?: string }[];
}

/** Grey placeholder blocks while data loads; announced once as `label`. */
export function Skeleton({ label, blocks }: SkeletonProps) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true">
      <span className="ui-visually-hidden">{label}</span>
      {blocks.map((block, i) => (
        <div key={i} className="ui-skeleton__block" style={{ height: block.height, width: block.width ?? '100%' }} aria-hidden="true" />
      ))}
    </div>
  );
}

export interface LoadErrorProps {
  /** What is missing, in the user's words: "weights" → "Your weights could not be loaded." */
  what: string;
  onRetry: () => void;
}

/** A section that could not load: what is missing, and a way to try again. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <div className="ui-load-error" role="alert">
      <p>Your {what} could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
