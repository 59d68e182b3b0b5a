import type { MeasurementType } from './units';

/**
 * A weekly goal choice (−8 … 4) as a weight per week in the user's unit: the calorie budget treats
 * ±2 as 1,750 kcal a week, half a pound, so a step of 2 is 0.5 lb or, as the original app said,
 * 0.25 kg. Negative = lose. Labels, the calorie sentence and the forecast all use this one rate.
 */
export function weeklyGoalRate(goal: number, type: MeasurementType): number {
  const rate = type === 'metric' ? goal / 8 : goal / 4;
  return rate === 0 ? 0 : rate; // never -0
}

/** '1 pound', '0.5 pounds', '0.25 kilograms', '1 kilogram'. */
function amountText(goal: number, type: MeasurementType): string {
  const amount = Math.abs(weeklyGoalRate(goal, type));
  const noun = type === 'metric' ? 'kilogram' : 'pound';
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

/** The original app's goal labels: 'Lose 0.5 pounds per week', 'Maintain weight', 'Gain 0.25 kilograms per week'. */
export function weeklyGoalLabel(goal: number, type: MeasurementType): string {
  if (goal === 0) return 'Maintain weight';
  return `${goal < 0 ? 'Lose' : 'Gain'} ${amountText(goal, type)} per week`;
}

/** The goal inside a sentence: 'lose 1 pound a week', 'gain 0.5 kilograms a week', 'maintain your weight'. */
export function weeklyGoalAim(goal: number, type: MeasurementType): string {
  if (goal === 0) return 'maintain your weight';
  return `${goal < 0 ? 'lose' : 'gain'} ${amountText(goal, type)} a week`;
}
