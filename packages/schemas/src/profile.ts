import { z } from 'zod';
import {
  ACTIVITY_LEVEL_NAMES,
  BODY_WEIGHT_MAX_STORED_LB,
  GENDERS,
  HEIGHT_MAX_STORED_INCHES,
  LIMITS,
  MEASUREMENT_TYPES,
  ONE_REP_MAX_FORMULAS,
  WEIGHT_GOAL_CHOICES,
} from '@fitness/domain';
import { numberField } from './fields';

export const activityLevel = z.enum(['', ...ACTIVITY_LEVEL_NAMES], {
  error: `activityLevel must be one of ${ACTIVITY_LEVEL_NAMES.join(', ')} or empty`,
});
export const gender = z.enum(['', ...GENDERS], { error: 'gender must be Male, Female or empty' });
export const measurementType = z.enum(MEASUREMENT_TYPES, { error: 'measurementType must be imperial or metric' });
export const oneRepMaxFormula = z.enum(ONE_REP_MAX_FORMULAS, { error: 'oneRepMaxFormula must be epley or brzycki' });
export const weightGoal = z.literal(WEIGHT_GOAL_CHOICES, { error: `weightGoal must be one of ${WEIGHT_GOAL_CHOICES.join(', ')}` });

/** Stored body weight in pounds: up to 1000 lb, or 500 kg (≈ 1102.31 lb) for metric users. */
export function bodyWeightLb(field: string) {
  return numberField(field, 0, BODY_WEIGHT_MAX_STORED_LB);
}

const profileShape = {
  weight: bodyWeightLb('weight'),
  /** Inches: 10 ft 12 in, or 500 cm (≈ 196.85 in) for metric users. */
  height: numberField('height', 0, HEIGHT_MAX_STORED_INCHES),
  age: numberField('age', 0, LIMITS.ageMax, { int: true }),
  activityLevel,
  gender,
  measurementType,
  weightGoal,
  targetWeight: bodyWeightLb('targetWeight'),
  /** Optional: a client that does not send it keeps the stored choice (Epley until one is made). */
  oneRepMaxFormula: oneRepMaxFormula.optional(),
};

/** A profile as stored and answered (pounds, inches). */
export const profile = z.object(profileShape);
export type Profile = z.infer<typeof profile>;

/** A profile to save; goal 0 forces target weight 0. */
export const profileInput = z.object(profileShape).overwrite((p) => (p.weightGoal === 0 ? { ...p, targetWeight: 0 } : p));
export type ProfileInput = z.infer<typeof profileInput>;
