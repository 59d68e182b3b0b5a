import { useId, useState } from 'react';
import type { WeekOfSets } from '@fitness/catalogue';
import { formatDay } from '@fitness/charts';
import { LoadError, SelectField, Skeleton } from '@fitness/ui';
import type { LoadState } from '../api/types';
import { MuscleBars, muscleLabel, setsText } from './muscle-bars';
import './sets-per-muscle.css';

export const SETS_PER_MUSCLE_TITLE = 'Sets per muscle';
export const NO_MUSCLE_SETS_TEXT = 'No working sets in the last 8 weeks: log a workout to see how many sets each muscle got.';

/** "This week", "Last week", then "Week of Mar 3, 2025". */
function weekLabel(weeks: readonly WeekOfSets[], i: number): string {
  const back = weeks.length - 1 - i;
  return back === 0 ? 'This week' : back === 1 ? 'Last week' : `Week of ${formatDay(weeks[i]!.week)}`;
}

/**
 * "Sets per muscle" from its weeks (oldest first, this week last): a chooser of the week, a bar per
 * muscle of the chosen one, and the same numbers as a table for screen readers.
 */
export function SetsPerMuscleView({ state }: { state: LoadState<readonly WeekOfSets[]> }) {
  const headingId = useId();
  return (
    <section className="muscle-sets" aria-labelledby={headingId}>
      <h3 id={headingId} className="muscle-sets__title">
        {SETS_PER_MUSCLE_TITLE}
      </h3>
      {state.status === 'loading' && <Skeleton label="Loading sets per muscle…" blocks={[{ height: 44 }, { height: 24 }, { height: 24 }, { height: 24 }]} />}
      {state.status === 'error' && <LoadError what="sets per muscle" onRetry={state.onRetry} />}
      {state.status === 'ready' &&
        (state.data.every((week) => week.muscles.length === 0 && week.unlinked.length === 0) ? (
          <p className="progress-empty">{NO_MUSCLE_SETS_TEXT}</p>
        ) : (
          <Weeks weeks={state.data} />
        ))}
    </section>
  );
}

function Weeks({ weeks }: { weeks: readonly WeekOfSets[] }) {
  // The chosen week's Monday (null: this week), so a refetch keeps the week shown.
  const [chosen, setChosen] = useState<string | null>(null);
  const found = weeks.findIndex((w) => w.week === chosen);
  const i = found >= 0 ? found : weeks.length - 1;
  const week = weeks[i]!;
  const label = weekLabel(weeks, i);
  const numbersLabel = `${SETS_PER_MUSCLE_TITLE}, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  const options = weeks.map((w, j) => ({ value: w.week, label: weekLabel(weeks, j) })).reverse();

  return (
    <>
      <SelectField label="Week" className="muscle-sets__week" value={week.week} options={options} onChange={(event) => setChosen(event.target.value)} />
      {week.muscles.length === 0 ? (
        <p className="muscle-sets__none">No working sets for any muscle in this week.</p>
      ) : (
        <>
          {/* Keyed by week: a muscle opened in one week does not stay open in the next. */}
          <MuscleBars key={week.week} muscles={week.muscles} label={numbersLabel} />
          <table className="ui-visually-hidden">
            <caption>{numbersLabel}</caption>
            <thead>
              <tr>
                <th scope="col">Muscle</th>
                <th scope="col">Working sets</th>
              </tr>
            </thead>
            <tbody>
              {week.muscles.map(({ muscle, sets }) => (
                <tr key={muscle}>
                  <th scope="row">{muscleLabel(muscle)}</th>
                  <td>{sets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {week.unlinked.length > 0 && (
        <p className="muscle-sets__note">
          Not counted, not linked to an exercise yet: {week.unlinked.map((named) => `${named.name} (${setsText(named.sets)})`).join(', ')}.
        </p>
      )}
    </>
  );
}
