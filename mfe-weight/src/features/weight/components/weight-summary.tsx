import { formatWeight } from '@fitness/charts';
import { formatChange } from '../hooks/weight-overview';

/** Start, now and change of the shown range, in the user's unit. */
export function WeightSummary({ start, now, change, unit }: { start: number; now: number; change: number; unit: string }) {
  return (
    <div role="group" aria-label="Weight summary">
      <dl className="weight-summary">
        <div>
          <dt>Start</dt>
          <dd>{formatWeight(start, unit)}</dd>
        </div>
        <div>
          <dt>Now</dt>
          <dd>{formatWeight(now, unit)}</dd>
        </div>
        <div>
          <dt>Change</dt>
          <dd>{formatChange(change, unit)}</dd>
        </div>
      </dl>
    </div>
  );
}
