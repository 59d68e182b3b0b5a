/** Business constants and limits of spec sections 5 and 9. */
export const LIMITS = {
  nameMax: 45,
  notesMax: 300,
  emailMax: 100,
  passwordMax: 100,
  firstNameMax: 50,
  setsRepsMin: 1,
  setsRepsMax: 99,
  bodyWeightMaxLb: 1000,
  bodyWeightMaxKg: 500,
  exerciseWeightMaxLb: 1500,
  exerciseWeightMaxKg: 750,
  heightMaxFeet: 10,
  heightMaxInches: 12,
  heightMaxCm: 500,
  ageMax: 100,
  weightStep: 0.1,
  otpMin: 1000,
  otpMax: 9999,
  otpDigits: 4,
  otpResendSeconds: 60,
  /** Rate of perceived exertion of a set: 6 to 10 in steps of 0.5 (issue #33). */
  rpeMin: 6,
  rpeMax: 10,
  rpeStep: 0.5,
} as const;

/** An RPE a set may hold: 6 to 10 in steps of 0.5. */
export function isRpe(value: unknown): value is number {
  return typeof value === 'number' && value >= LIMITS.rpeMin && value <= LIMITS.rpeMax && Number.isInteger(value / LIMITS.rpeStep);
}

/** Largest stored height in inches: 10 ft 12 in. */
export const HEIGHT_MAX_INCHES = LIMITS.heightMaxFeet * 12 + LIMITS.heightMaxInches;

/** Drag: long-press delay on touch and movement threshold for the mouse. */
export const DRAG = { touchDelayMs: 120, mouseDistancePx: 5 } as const;
