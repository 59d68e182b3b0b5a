import { formatOneDecimal, roundTo } from './rounding';
import type { MeasurementType } from './units';
import { weeklyGoalRate } from './weight-goal';

export type Forecast = { amount: number; unit: 'months' | 'weeks' };

export type ForecastInput = { current: number; target: number; weeklyGoal: number; type: MeasurementType };

/**
 * Time to reach the target at the goal's rate (weeklyGoalRate: ±2 is 0.5 lb or 0.25 kg a week),
 * with 4-week months: months when ≥ 1, otherwise weeks (months × 4). In pounds this is the spec's
 * (target − current) / weekly goal. Pass current and target in the user's display unit (`type`).
 * Null when the goal or target is 0, the current weight is unknown, the target is reached,
 * or the goal points away from the target (losing while below target, gaining while above).
 */
export function forecastToGoal(input: ForecastInput): Forecast | null {
  const { current, target, weeklyGoal, type } = input;
  if (!weeklyGoal || !target || !(current > 0)) return null;
  const months = (target - current) / (weeklyGoalRate(weeklyGoal, type) * 4);
  if (!(months > 0) || !Number.isFinite(months)) return null;
  return months >= 1 ? { amount: months, unit: 'months' } : { amount: months * 4, unit: 'weeks' };
}

/**
 * The forecast text, amount to one decimal without a trailing ".0" and singular for exactly 1:
 * '3.5 months to goal', '1 month to goal', '2 weeks to goal'. Null when nothing is to be shown.
 */
export function forecastLabel(input: ForecastInput): string | null {
  const f = forecastToGoal(input);
  if (!f) return null;
  const amount = roundTo(f.amount, 1);
  if (amount === 0) return null; // less than a tenth of a week: effectively there
  const unit = amount === 1 ? f.unit.slice(0, -1) : f.unit;
  return `${formatOneDecimal(amount)} ${unit} to goal`;
}
