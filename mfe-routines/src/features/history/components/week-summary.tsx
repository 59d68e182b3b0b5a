import { useId } from 'react';
import type { MeasurementType } from '@fitness/domain';
import type { HistoryWeek } from '@fitness/schemas';
import { LoadError, Skeleton } from '@fitness/ui';
import { HISTORY_TEXT, streakLine, weekLines } from '../history-text';

export type WeekSummaryState = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; week: HistoryWeek; type: MeasurementType };

/** "This week": workouts, working sets, volume and training time against last week, and the streak of weeks. */
export function WeekSummary({ state }: { state: WeekSummaryState }) {
  const headingId = useId();
  return (
    <section className="ui-panel history-week" aria-labelledby={headingId}>
      <h2 id={headingId}>{HISTORY_TEXT.thisWeek}</h2>
      {state.status === 'loading' ? <Skeleton label="Loading this week…" blocks={[{ height: 20 }, { height: 20 }, { height: 20 }]} /> : null}
      {state.status === 'error' ? <LoadError what="week" onRetry={state.onRetry} /> : null}
      {state.status === 'ready' ? (
        <>
          <ul>
            {weekLines(state.week.thisWeek, state.week.lastWeek, state.type).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="history-week__streak">{streakLine(state.week.streakWeeks)}</p>
        </>
      ) : null}
    </section>
  );
}
