import { describe, expect, it } from 'vitest';
import { profileFromForm, profileToForm } from './profile-form';
import { BLANK_PROFILE, applyWeightGoal, isProfileBlank, isTargetWeightEnabled, isWeightGoal } from './profile-state';
import type { Profile } from './profile-state';

describe('profile state', () => {
  it('is blank only while weight, height, age are 0 and activity level and gender empty', () => {
    expect(isProfileBlank(BLANK_PROFILE)).toBe(true);
    const metricBlank: Profile = { ...BLANK_PROFILE, measurementType: 'metric', weightGoal: -2 };
    expect(isProfileBlank(metricBlank)).toBe(true);
    expect(isProfileBlank({ ...BLANK_PROFILE, weight: 180 })).toBe(false);
    expect(isProfileBlank({ ...BLANK_PROFILE, height: 70 })).toBe(false);
    expect(isProfileBlank({ ...BLANK_PROFILE, age: 30 })).toBe(false);
    expect(isProfileBlank({ ...BLANK_PROFILE, activityLevel: 'Active' })).toBe(false);
    expect(isProfileBlank({ ...BLANK_PROFILE, gender: 'Female' })).toBe(false);
  });

  it('takes only the weekly goals offered', () => {
    expect(isWeightGoal(-6)).toBe(true);
    expect(isWeightGoal(6)).toBe(false);
    expect(isWeightGoal('2')).toBe(false);
  });

  it('forces target weight 0 and disables it when the goal is 0', () => {
    const p = { ...BLANK_PROFILE, weightGoal: -4, targetWeight: 170 };
    expect(applyWeightGoal(p, 0)).toMatchObject({ weightGoal: 0, targetWeight: 0 });
    expect(applyWeightGoal(p, 2)).toMatchObject({ weightGoal: 2, targetWeight: 170 });
    expect(isTargetWeightEnabled(0)).toBe(false);
    expect(isTargetWeightEnabled(-2)).toBe(true);
  });
});

describe('profile form', () => {
  const stored: Profile = {
    weight: 176.5,
    height: 70,
    age: 35,
    activityLevel: 'Very Active',
    gender: 'Male',
    measurementType: 'metric',
    weightGoal: -2,
    targetWeight: 165.3,
  };

  it('shows stored values in the profile unit', () => {
    expect(profileToForm(stored)).toEqual({
      weight: 80.1,
      feet: 5,
      inches: 10,
      cm: 178,
      age: 35,
      activityLevel: 'Very Active',
      gender: 'Male',
      measurementType: 'metric',
      weightGoal: -2,
      targetWeight: 75,
    });
  });

  it('saving an unchanged metric form leaves the stored profile exactly unchanged', () => {
    expect(profileFromForm(stored, profileToForm(stored))).toEqual(stored);
    expect(profileFromForm(stored, profileToForm(stored, 'imperial'))).toEqual({ ...stored, measurementType: 'imperial' });
  });

  it('converts only the changed fields and applies goal 0', () => {
    const form = { ...profileToForm(stored), weight: 80, weightGoal: 0 };
    expect(profileFromForm(stored, form)).toEqual({ ...stored, weight: 176.37, weightGoal: 0, targetWeight: 0 });
  });
});
