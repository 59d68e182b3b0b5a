import { z } from 'zod';
import {
  ACTIVITY_LEVEL_NAMES,
  BODY_WEIGHT_MAX_STORED_LB,
  GENDERS,
  HEIGHT_MAX_STORED_INCHES,
  EQUIPMENT_LIMITS,
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

/** Two decimals at most, as every stored weight. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The bar and plates of the user's gym, stored in pounds (issue #35: the plate calculator). */
export const equipment = z.object({
  barLb: numberField('barLb', 0, EQUIPMENT_LIMITS.barMaxLb).refine(hasTwoDecimals, 'barLb must have at most two decimals'),
  plates: z
    .array(
      z.object({
        weightLb: numberField('weightLb', 0.01, EQUIPMENT_LIMITS.plateMaxLb).refine(hasTwoDecimals, 'weightLb must have at most two decimals'),
        pairs: numberField('pairs', 1, EQUIPMENT_LIMITS.pairsPerSize, { int: true }),
      }),
      { error: 'plates must be a list' },
    )
    .max(EQUIPMENT_LIMITS.plateSizes, `at most ${EQUIPMENT_LIMITS.plateSizes} plate sizes`),
});
export type EquipmentInput = z.infer<typeof equipment>;

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

/** A profile as stored and answered (pounds, inches); equipment once the user saved some. */
export const profile = z.object({ ...profileShape, equipment: equipment.optional() });
export type Profile = z.infer<typeof profile>;

/** A profile to save; goal 0 forces target weight 0. */
export const profileInput = z.object(profileShape).overwrite((p) => (p.weightGoal === 0 ? { ...p, targetWeight: 0 } : p));
export type ProfileInput = z.infer<typeof profileInput>;
