import { formatOneDecimal, roundTo } from './rounding';

export type Forecast = { amount: number; unit: 'months' | 'weeks' };

/**
 * Time to reach the target: (target − current) / weekly goal gives months when ≥ 1, otherwise
 * weeks (months × 4). Pass current and target in the same unit as the goal (the user's display unit).
 * Null when the goal or target is 0, the current weight is unknown, the target is reached,
 * or the goal points away from the target (losing while below target, gaining while above).
 */
export function forecastToGoal(input: { current: number; target: number; weeklyGoal: number }): Forecast | null {
  const { current, target, weeklyGoal } = input;
  if (!weeklyGoal || !target || !(current > 0)) return null;
  const months = (target - current) / weeklyGoal;
  if (!(months > 0) || !Number.isFinite(months)) return null;
  return months >= 1 ? { amount: months, unit: 'months' } : { amount: months * 4, unit: 'weeks' };
}

/**
 * The forecast text, amount to one decimal without a trailing ".0" and singular for exactly 1:
 * '3.5 months to goal', '1 month to goal', '2 weeks to goal'. Null when nothing is to be shown.
 */
export function forecastLabel(input: { current: number; target: number; weeklyGoal: number }): string | null {
  const f = forecastToGoal(input);
  if (!f) return null;
  const amount = roundTo(f.amount, 1);
  if (amount === 0) return null; // less than a tenth of a week: effectively there
  const unit = amount === 1 ? f.unit.slice(0, -1) : f.unit;
  return `${formatOneDecimal(amount)} ${unit} to goal`;
}
