import { weeklyGoalAim, type Profile } from '@fitness/domain';
import { Tooltip } from '@fitness/ui';
import { calorieFigures, formatKcal, missingFiguresHint } from '../../profile/calories';

/** What the calorie budget means for this user. */
function calorieBudgetText(profile: Profile): string {
  const figures = calorieFigures(profile);
  if (figures.kind === 'missing') return `${missingFiguresHint(figures.missing)} Edit them on your profile.`;
  return `Eat about ${formatKcal(figures.budget)} a day to ${weeklyGoalAim(profile.weightGoal, profile.measurementType)}. Your daily calorie expenditure is ${formatKcal(figures.expenditure)}; the budget adds or removes the weekly calories of your goal, spread over 7 days.`;
}

/** The calorie budget line of the panel, explained by a tooltip on hover and on keyboard focus. */
export function CalorieBudget({ profile }: { profile: Profile }) {
  const figures = calorieFigures(profile);
  return (
    <p className="weight-panel__budget">
      <span>
        Calorie budget: <strong>{figures.kind === 'ready' ? `${formatKcal(figures.budget)} a day` : 'complete your profile'}</strong>
      </span>
      <Tooltip label="About your calorie budget" content={calorieBudgetText(profile)} />
    </p>
  );
}
