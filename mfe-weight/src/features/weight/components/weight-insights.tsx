import type { WeightInsights } from '../hooks/weight-insights';

/**
 * Under the summary: the on-track verdict ("On track: −0.6 lbs/week, goal −0.5") and, beside the
 * spec's goal-rate forecast, when the target comes at the pace of the last 4 weeks.
 */
export function WeightInsightsView({ verdict, pace }: Pick<WeightInsights, 'verdict' | 'pace'>) {
  const colon = verdict.text.indexOf(':');
  return (
    <div role="group" aria-label="Your pace" className="weight-insights">
      <p className="weight-insights__verdict" data-kind={verdict.kind}>
        {colon < 0 ? (
          verdict.text
        ) : (
          <>
            <strong>{verdict.text.slice(0, colon + 1)}</strong>
            {verdict.text.slice(colon + 1)}
          </>
        )}
      </p>
      {pace !== null && (
        <p className="weight-insights__pace">
          <strong>At your current pace:</strong> {pace}
        </p>
      )}
    </div>
  );
}
