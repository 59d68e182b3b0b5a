import { describe, expect, it } from 'vitest';
import { forecastLabel, forecastToGoal } from './forecast';

describe('forecastToGoal', () => {
  it('gives months when (target − current) / goal ≥ 1', () => {
    expect(forecastToGoal({ current: 200, target: 186, weeklyGoal: -4, type: 'imperial' })).toEqual({ amount: 3.5, unit: 'months' });
    expect(forecastToGoal({ current: 150, target: 160, weeklyGoal: 2, type: 'imperial' })).toEqual({ amount: 5, unit: 'months' });
  });

  it('switches to weeks (× 4) below one month, with exactly 1 still in months', () => {
    expect(forecastToGoal({ current: 200, target: 196, weeklyGoal: -4, type: 'imperial' })).toEqual({ amount: 1, unit: 'months' });
    expect(forecastToGoal({ current: 200, target: 198, weeklyGoal: -4, type: 'imperial' })).toEqual({ amount: 2, unit: 'weeks' });
    expect(forecastToGoal({ current: 150, target: 151, weeklyGoal: 4, type: 'imperial' })).toEqual({ amount: 1, unit: 'weeks' });
  });

  it('is hidden when the goal direction does not match the gap', () => {
    expect(forecastToGoal({ current: 200, target: 180, weeklyGoal: 2, type: 'imperial' })).toBeNull();
    expect(forecastToGoal({ current: 150, target: 170, weeklyGoal: -4, type: 'imperial' })).toBeNull();
  });

  it('is hidden for goal 0, target 0, no current weight, or a reached target', () => {
    expect(forecastToGoal({ current: 200, target: 180, weeklyGoal: 0, type: 'imperial' })).toBeNull();
    expect(forecastToGoal({ current: 200, target: 0, weeklyGoal: -4, type: 'imperial' })).toBeNull();
    expect(forecastToGoal({ current: 0, target: 180, weeklyGoal: -4, type: 'imperial' })).toBeNull();
    expect(forecastToGoal({ current: 180, target: 180, weeklyGoal: -4, type: 'imperial' })).toBeNull();
  });
});

describe('forecast in kilograms', () => {
  it('uses the kilogram rate of the label: goal −2 is 0.25 kg a week, so 1 kg a month', () => {
    expect(forecastToGoal({ current: 80, target: 75, weeklyGoal: -2, type: 'metric' })).toEqual({ amount: 5, unit: 'months' });
    expect(forecastToGoal({ current: 80, target: 75, weeklyGoal: -8, type: 'metric' })).toEqual({ amount: 1.25, unit: 'months' });
    expect(forecastToGoal({ current: 60, target: 61, weeklyGoal: 4, type: 'metric' })).toEqual({ amount: 2, unit: 'weeks' });
    expect(forecastLabel({ current: 81.2, target: 75, weeklyGoal: -2, type: 'metric' })).toBe('6.2 months to goal');
  });
});

describe('forecastLabel', () => {
  it('prints one decimal without a trailing .0, singular for exactly 1', () => {
    expect(forecastLabel({ current: 200, target: 186, weeklyGoal: -4, type: 'imperial' })).toBe('3.5 months to goal');
    expect(forecastLabel({ current: 200, target: 198, weeklyGoal: -4, type: 'imperial' })).toBe('2 weeks to goal');
    expect(forecastLabel({ current: 200, target: 196, weeklyGoal: -4, type: 'imperial' })).toBe('1 month to goal');
    expect(forecastLabel({ current: 150, target: 151, weeklyGoal: 4, type: 'imperial' })).toBe('1 week to goal');
    expect(forecastLabel({ current: 200, target: 180, weeklyGoal: -6, type: 'imperial' })).toBe('3.3 months to goal');
    expect(forecastLabel({ current: 200, target: 199.5, weeklyGoal: -8, type: 'imperial' })).toBe('0.3 weeks to goal');
  });

  it('returns null when nothing is shown', () => {
    expect(forecastLabel({ current: 200, target: 220, weeklyGoal: -2, type: 'imperial' })).toBeNull();
    expect(forecastLabel({ current: 200, target: 199.99, weeklyGoal: -8, type: 'imperial' })).toBeNull();
  });
});
