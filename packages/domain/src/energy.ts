import { activityMultiplier } from './profile-state';
import type { Profile } from './profile-state';

type EnergyProfile = Pick<Profile, 'weight' | 'height' | 'age' | 'activityLevel' | 'gender'>;

/** Weekly calorie adjustment per weekly goal (spec section 9); goal 0 adjusts nothing. */
export const WEEKLY_CALORIE_ADJUSTMENTS: Readonly<Record<number, number>> = {
  [-8]: -7000,
  [-6]: -5250,
  [-4]: -3500,
  [-2]: -1750,
  0: 0,
  2: 1750,
  4: 3500,
};

/**
 * Unrounded daily expenditure in kcal:
 * (4.536 × lb + 15.88 × in − 5 × age, +5 Male / −161 Female) × activity multiplier.
 * Null when weight, height, age, activity level or gender is missing (0 or '') or unknown.
 */
export function exactDailyExpenditure(p: EnergyProfile): number | null {
  const multiplier = activityMultiplier(p.activityLevel);
  if (!(p.weight > 0) || !(p.height > 0) || !(p.age > 0) || multiplier === null) return null;
  if (p.gender !== 'Male' && p.gender !== 'Female') return null;
  const base = 4.536 * p.weight + 15.88 * p.height - 5 * p.age + (p.gender === 'Male' ? 5 : -161);
  const daily = base * multiplier;
  return daily > 0 ? daily : null;
}

/** Daily expenditure as shown: whole kcal, Math.round of the exact value. */
export function dailyExpenditure(p: EnergyProfile): number | null {
  const exact = exactDailyExpenditure(p);
  return exact === null ? null : Math.round(exact);
}

/**
 * Calorie budget = floor((weekly expenditure ± weekly adjustment) / 7), from the exact
 * (unrounded) expenditure. Null for an incomplete profile or a goal outside the choices.
 */
export function calorieBudget(p: EnergyProfile & Pick<Profile, 'weightGoal'>): number | null {
  const exact = exactDailyExpenditure(p);
  const adjustment = WEEKLY_CALORIE_ADJUSTMENTS[p.weightGoal];
  if (exact === null || adjustment === undefined) return null;
  return Math.floor((exact * 7 + adjustment) / 7);
}
