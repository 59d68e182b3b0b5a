import { describe, expect, it } from 'vitest';
import { WEEKLY_CALORIE_ADJUSTMENTS } from './energy';
import { WEIGHT_GOAL_CHOICES } from './profile-state';
import { LB_PER_KG } from './units';
import { weeklyGoalAim, weeklyGoalLabel, weeklyGoalRate } from './weight-goal';

describe('weekly goal wording', () => {
  it('labels every goal as the original app did, in pounds', () => {
    expect(WEIGHT_GOAL_CHOICES.map((goal) => weeklyGoalLabel(goal, 'imperial'))).toEqual([
      'Lose 2 pounds per week',
      'Lose 1.5 pounds per week',
      'Lose 1 pound per week',
      'Lose 0.5 pounds per week',
      'Maintain weight',
      'Gain 0.5 pounds per week',
      'Gain 1 pound per week',
    ]);
  });

  it('labels every goal in kilograms', () => {
    expect(WEIGHT_GOAL_CHOICES.map((goal) => weeklyGoalLabel(goal, 'metric'))).toEqual([
      'Lose 1 kilogram per week',
      'Lose 0.75 kilograms per week',
      'Lose 0.5 kilograms per week',
      'Lose 0.25 kilograms per week',
      'Maintain weight',
      'Gain 0.25 kilograms per week',
      'Gain 0.5 kilograms per week',
    ]);
  });

  it('puts the goal in a sentence', () => {
    expect(weeklyGoalAim(-4, 'imperial')).toBe('lose 1 pound a week');
    expect(weeklyGoalAim(2, 'imperial')).toBe('gain 0.5 pounds a week');
    expect(weeklyGoalAim(-6, 'metric')).toBe('lose 0.75 kilograms a week');
    expect(weeklyGoalAim(0, 'metric')).toBe('maintain your weight');
  });

  it('gives the signed rate per week, never -0', () => {
    expect(weeklyGoalRate(-2, 'imperial')).toBe(-0.5);
    expect(weeklyGoalRate(4, 'metric')).toBe(0.5);
    expect(Object.is(weeklyGoalRate(0, 'imperial'), 0)).toBe(true);
  });

  it('agrees with the calorie budget: 3,500 kcal a pound; kilograms are that, to the nearest quarter', () => {
    for (const goal of WEIGHT_GOAL_CHOICES) {
      expect(weeklyGoalRate(goal, 'imperial') * 3500).toBe(WEEKLY_CALORIE_ADJUSTMENTS[goal]);
      if (goal === 0) continue;
      const kgFromCalories = WEEKLY_CALORIE_ADJUSTMENTS[goal]! / 3500 / LB_PER_KG;
      expect(weeklyGoalRate(goal, 'metric')).toBe(Math.round(kgFromCalories * 4) / 4);
    }
  });
});
