import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeasurementType, Profile } from '@fitness/domain';
import { ProfileDetails } from '../../profile/components/profile-details';
import { WeightPanelView } from './weight-panel-view';

/*
 * Issue #19: the goal label, the calorie budget sentence and the forecast must say the same thing
 * for every goal in both unit systems. Goal ±2 is 1,750 kcal a week: half a pound, or (as the
 * original app said) a quarter of a kilogram. 180 lb, 70 in, 35, Active, Male: 2,725 kcal a day.
 */
const base: Profile = {
  weight: 180,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
};

type Row = [goal: Profile['weightGoal'], label: string, sentence: string, forecast: string | null];

// Forecast from 180 lb to 170 lb (losing) or 190 lb (gaining): 10 lb at 0.5 lb a week is 20 weeks, 5 months.
const imperial: Row[] = [
  [-8, 'Lose 2 pounds per week', 'Eat about 1,725 kcal a day to lose 2 pounds a week.', '1.3 months to goal'],
  [-6, 'Lose 1.5 pounds per week', 'Eat about 1,975 kcal a day to lose 1.5 pounds a week.', '1.7 months to goal'],
  [-4, 'Lose 1 pound per week', 'Eat about 2,225 kcal a day to lose 1 pound a week.', '2.5 months to goal'],
  [-2, 'Lose 0.5 pounds per week', 'Eat about 2,475 kcal a day to lose 0.5 pounds a week.', '5 months to goal'],
  [0, 'Maintain weight', 'Eat about 2,725 kcal a day to maintain your weight.', null],
  [2, 'Gain 0.5 pounds per week', 'Eat about 2,975 kcal a day to gain 0.5 pounds a week.', '5 months to goal'],
  [4, 'Gain 1 pound per week', 'Eat about 3,225 kcal a day to gain 1 pound a week.', '2.5 months to goal'],
];

// 81.6 kg to 77.1 kg (4.5 kg at 0.25 kg a week is 18 weeks, 4.5 months) or to 86.2 kg (4.6 kg).
const metric: Row[] = [
  [-8, 'Lose 1 kilogram per week', 'Eat about 1,725 kcal a day to lose 1 kilogram a week.', '1.1 months to goal'],
  [-6, 'Lose 0.75 kilograms per week', 'Eat about 1,975 kcal a day to lose 0.75 kilograms a week.', '1.5 months to goal'],
  [-4, 'Lose 0.5 kilograms per week', 'Eat about 2,225 kcal a day to lose 0.5 kilograms a week.', '2.3 months to goal'],
  [-2, 'Lose 0.25 kilograms per week', 'Eat about 2,475 kcal a day to lose 0.25 kilograms a week.', '4.5 months to goal'],
  [0, 'Maintain weight', 'Eat about 2,725 kcal a day to maintain your weight.', null],
  [2, 'Gain 0.25 kilograms per week', 'Eat about 2,975 kcal a day to gain 0.25 kilograms a week.', '4.6 months to goal'],
  [4, 'Gain 0.5 kilograms per week', 'Eat about 3,225 kcal a day to gain 0.5 kilograms a week.', '2.3 months to goal'],
];

function profileFor(type: MeasurementType, weightGoal: Profile['weightGoal']): Profile {
  const targetWeight = weightGoal < 0 ? 170 : weightGoal > 0 ? 190 : 0;
  return { ...base, measurementType: type, weightGoal, targetWeight };
}

const resolve = async () => true;

describe.each([
  ['imperial', imperial],
  ['metric', metric],
] as const)('the weekly goal in %s units', (type, rows) => {
  it.each(rows)('goal %i: "%s" on the profile, the calorie sentence and the forecast agree', (goal, label, sentence, forecast) => {
    const profile = profileFor(type, goal);
    const details = render(<ProfileDetails profile={profile} />);
    const goalTerm = screen.getAllByRole('term').find((term) => term.textContent === 'Weekly goal')!;
    expect(goalTerm.nextElementSibling).toHaveTextContent(label);
    details.unmount();

    render(
      <WeightPanelView
        state={{ status: 'ready', entries: [{ date: '2026-11-01', weight: 180 }], profile }}
        today="2026-11-02"
        onSave={resolve}
        onDelete={resolve}
      />,
    );
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip.textContent!.startsWith(`${sentence} Your daily calorie expenditure is 2,725 kcal;`)).toBe(true);
    const panel = screen.getByRole('region', { name: 'Body Weight' });
    if (forecast) expect(within(panel).getByText(forecast)).toBeInTheDocument();
    else expect(within(panel).queryByText(/to goal$/)).not.toBeInTheDocument();
  });
});
