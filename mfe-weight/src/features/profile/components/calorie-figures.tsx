import { useId } from 'react';
import type { Profile } from '@fitness/domain';
import { calorieFigures, formatKcal, missingFiguresHint } from '../calories';

/** Daily calorie expenditure and calorie budget, or what the profile still needs for them. */
export function CalorieFigures({ profile }: { profile: Profile }) {
  const headingId = useId();
  const figures = calorieFigures(profile);
  return (
    <section className="calorie-figures" aria-labelledby={headingId}>
      <h2 id={headingId}>Daily calories</h2>
      {figures.kind === 'ready' ? (
        <dl>
          <div>
            <dt>Daily calorie expenditure</dt>
            <dd>{formatKcal(figures.expenditure)}</dd>
          </div>
          <div>
            <dt>Calorie budget</dt>
            <dd>{formatKcal(figures.budget)}</dd>
          </div>
        </dl>
      ) : (
        <p>{missingFiguresHint(figures.missing)}</p>
      )}
    </section>
  );
}
