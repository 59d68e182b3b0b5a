import { formatWeight } from '@fitness/charts';
import { formatChange, formatWeeklyRate, type WeightSummaryFigures } from '../hooks/weight-overview';

/** '211.8 lbs' with the unit in its own span, so the figure and unit stay on one line and the unit can be smaller. */
function Figure({ text }: { text: string }) {
  const space = text.lastIndexOf(' ');
  return (
    <dd>
      {text.slice(0, space)} <span className="weight-summary__unit">{text.slice(space + 1)}</span>
    </dd>
  );
}

/** Start, now and change of the shown range, then the trend weight and its weekly rate, in the user's unit. */
export function WeightSummary({ start, now, change, trend, weeklyRate, unit }: WeightSummaryFigures & { unit: string }) {
  return (
    <div role="group" aria-label="Weight summary" className="weight-summary-group">
      <dl className="weight-summary">
        <div>
          <dt>Start</dt>
          <Figure text={formatWeight(start, unit)} />
        </div>
        <div>
          <dt>Now</dt>
          <Figure text={formatWeight(now, unit)} />
        </div>
        <div>
          <dt>Change</dt>
          <Figure text={formatChange(change, unit)} />
        </div>
        <div className="weight-summary__trend">
          <dt>Trend</dt>
          <Figure text={formatWeight(trend, unit)} />
        </div>
        {weeklyRate !== null && (
          <div className="weight-summary__trend">
            <dt>Weekly rate</dt>
            <Figure text={formatWeeklyRate(weeklyRate, unit)} />
          </div>
        )}
      </dl>
    </div>
  );
}
