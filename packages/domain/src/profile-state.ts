import type { OneRepMaxFormula } from './one-rep-max';
import type { StoredEquipment } from './plates';
import type { MeasurementType } from './units';

export const ACTIVITY_LEVELS = [
  { name: 'Sedentary', multiplier: 1.2 },
  { name: 'Lightly Active', multiplier: 1.37 },
  { name: 'Active', multiplier: 1.55 },
  { name: 'Very Active', multiplier: 1.725 },
  { name: 'Extremely Active', multiplier: 1.9 },
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['name'];
export const ACTIVITY_LEVEL_NAMES = ['Sedentary', 'Lightly Active', 'Active', 'Very Active', 'Extremely Active'] as const satisfies readonly ActivityLevel[];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Weekly goal choices (in the user's unit per week); negative = lose. */
export const WEIGHT_GOAL_CHOICES = [-8, -6, -4, -2, 0, 2, 4] as const;
export type WeightGoal = (typeof WEIGHT_GOAL_CHOICES)[number];

/** A user's profile as stored: weight and target in pounds, height in inches. */
export type Profile = {
  weight: number;
  height: number;
  age: number;
  activityLevel: ActivityLevel | '';
  gender: Gender | '';
  measurementType: MeasurementType;
  weightGoal: number;
  targetWeight: number;
  /** The "1RM formula" setting; absent on profiles saved before it existed (read as Epley). */
  oneRepMaxFormula?: OneRepMaxFormula;
  /** The bar and plates of the user's gym (pounds); absent → the defaults of their units. */
  equipment?: StoredEquipment;
};

/** The profile auto-created on a 404: zeros, blanks and imperial units. */
export const BLANK_PROFILE: Readonly<Profile> = Object.freeze({
  weight: 0,
  height: 0,
  age: 0,
  activityLevel: '',
  gender: '',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
});

/** True while weight, height and age are 0 and activity level and gender are empty (dashboard sends to /profile). */
export function isProfileBlank(p: Pick<Profile, 'weight' | 'height' | 'age' | 'activityLevel' | 'gender'>): boolean {
  return !p.weight && !p.height && !p.age && !p.activityLevel && !p.gender;
}

export function isWeightGoal(goal: unknown): goal is WeightGoal {
  return (WEIGHT_GOAL_CHOICES as readonly unknown[]).includes(goal);
}

/** The target weight field is disabled when the goal is 0. */
export function isTargetWeightEnabled(goal: number): boolean {
  return goal !== 0;
}

/** Sets the weekly goal; goal 0 forces the target weight to 0. */
export function applyWeightGoal<P extends Pick<Profile, 'weightGoal' | 'targetWeight'>>(profile: P, goal: number): P {
  return { ...profile, weightGoal: goal, targetWeight: isTargetWeightEnabled(goal) ? profile.targetWeight : 0 };
}

export function activityMultiplier(level: string): number | null {
  return ACTIVITY_LEVELS.find((a) => a.name === level)?.multiplier ?? null;
}
