import { describe, expect, it } from 'vitest';
import { WEEKLY_CALORIE_ADJUSTMENTS, calorieBudget, dailyExpenditure, exactDailyExpenditure } from './energy';
import { ACTIVITY_LEVELS, ACTIVITY_LEVEL_NAMES, BLANK_PROFILE } from './profile-state';
import type { Profile } from './profile-state';

const man: Profile = { ...BLANK_PROFILE, weight: 180, height: 70, age: 30, activityLevel: 'Active', gender: 'Male' };
const woman: Profile = { ...BLANK_PROFILE, weight: 150, height: 65, age: 40, activityLevel: 'Sedentary', gender: 'Female' };

describe('daily expenditure', () => {
  it('is (4.536 lb + 15.88 in − 5 age + 5 Male) × multiplier', () => {
    // (816.48 + 1111.6 − 150 + 5) × 1.55 = 2763.774
    expect(exactDailyExpenditure(man)).toBeCloseTo(2763.774, 9);
    expect(dailyExpenditure(man)).toBe(2764);
  });

  it('subtracts 161 for Female', () => {
    // (680.4 + 1032.2 − 200 − 161) × 1.2 = 1621.92
    expect(exactDailyExpenditure(woman)).toBeCloseTo(1621.92, 9);
    expect(dailyExpenditure(woman)).toBe(1622);
  });

  it('uses each activity multiplier', () => {
    expect(ACTIVITY_LEVELS).toEqual([
      { name: 'Sedentary', multiplier: 1.2 },
      { name: 'Lightly Active', multiplier: 1.37 },
      { name: 'Active', multiplier: 1.55 },
      { name: 'Very Active', multiplier: 1.725 },
      { name: 'Extremely Active', multiplier: 1.9 },
    ]);
    expect(ACTIVITY_LEVEL_NAMES).toEqual(ACTIVITY_LEVELS.map((a) => a.name));
    for (const { name, multiplier } of ACTIVITY_LEVELS) {
      expect(exactDailyExpenditure({ ...man, activityLevel: name })).toBeCloseTo(1783.08 * multiplier, 9);
    }
  });

  it('gives no number for an incomplete profile', () => {
    expect(dailyExpenditure(BLANK_PROFILE)).toBeNull();
    for (const missing of [{ weight: 0 }, { height: 0 }, { age: 0 }, { activityLevel: '' as const }, { gender: '' as const }]) {
      expect(dailyExpenditure({ ...man, ...missing })).toBeNull();
      expect(calorieBudget({ ...man, ...missing })).toBeNull();
    }
    expect(dailyExpenditure({ ...man, activityLevel: 'Lazy' as Profile['activityLevel'] })).toBeNull();
  });
});

describe('calorie budget', () => {
  it('pins the weekly adjustments', () => {
    expect(WEEKLY_CALORIE_ADJUSTMENTS).toEqual({ [-8]: -7000, [-6]: -5250, [-4]: -3500, [-2]: -1750, 0: 0, 2: 1750, 4: 3500 });
  });

  it('is floor((weekly expenditure ± adjustment) / 7) for every goal', () => {
    const budget = (weightGoal: number) => calorieBudget({ ...man, weightGoal });
    expect(budget(0)).toBe(2763);
    expect(budget(-2)).toBe(2513);
    expect(budget(-4)).toBe(2263);
    expect(budget(-6)).toBe(2013);
    expect(budget(-8)).toBe(1763);
    expect(budget(2)).toBe(3013);
    expect(budget(4)).toBe(3263);
    expect(calorieBudget({ ...woman, weightGoal: -2 })).toBe(1371); // floor(1621.92 − 250)
  });

  it('gives no number for a goal outside the choices', () => {
    expect(calorieBudget({ ...man, weightGoal: 3 })).toBeNull();
  });
});
