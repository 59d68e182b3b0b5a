import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BODY_WEIGHT_MAX_STORED_LB,
  CM_PER_INCH,
  EXERCISE_WEIGHT_MAX_STORED_LB,
  HEIGHT_MAX_STORED_INCHES,
  INCHES_PER_CM,
  KG_PER_LB,
  LB_PER_KG,
  cmToInches,
  displayToPounds,
  feetAndInchesToInches,
  heightFromForm,
  heightToForm,
  inchesToCm,
  inchesToFeetAndInches,
  keepStoredInchesIfUnchanged,
  keepStoredPoundsIfUnchanged,
  poundsToDisplay,
  weightUnitLabel,
} from './units';

const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const hundredths = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);

describe('conversion constants', () => {
  it('uses 1 kg = 2.20462262185 lb and 1 in = 2.54 cm (0.3937008 in/cm)', () => {
    expect(LB_PER_KG).toBe(2.20462262185);
    expect(KG_PER_LB).toBeCloseTo(0.45359237, 8);
    expect(CM_PER_INCH).toBe(2.54);
    expect(INCHES_PER_CM).toBe(0.3937008);
    expect(inchesToCm(10)).toBeCloseTo(25.4, 10);
    expect(cmToInches(100)).toBeCloseTo(39.37008, 10);
  });

  it('labels the weight unit', () => {
    expect(weightUnitLabel('imperial')).toBe('lbs');
    expect(weightUnitLabel('metric')).toBe('kgs');
  });
});

describe('weights', () => {
  it('shows stored pounds to one decimal in lb or kg', () => {
    expect(poundsToDisplay(180, 'imperial')).toBe(180);
    expect(poundsToDisplay(176.37, 'imperial')).toBe(176.4);
    expect(poundsToDisplay(180, 'metric')).toBe(81.6);
    expect(poundsToDisplay(1000, 'metric')).toBe(453.6);
    expect(poundsToDisplay(0, 'metric')).toBe(0);
  });

  it('converts typed values to stored pounds with two decimals', () => {
    expect(displayToPounds(180.5, 'imperial')).toBe(180.5);
    expect(displayToPounds(80, 'metric')).toBe(176.37);
    expect(displayToPounds(500, 'metric')).toBe(1102.31);
  });

  it('stores the largest value either unit allows', () => {
    expect(BODY_WEIGHT_MAX_STORED_LB).toBe(1102.31);
    expect(EXERCISE_WEIGHT_MAX_STORED_LB).toBe(1653.47);
  });

  it('keeps the stored pounds when an unchanged metric form is saved', () => {
    // 176.5 lb shows as 80.1 kg; converting 80.1 kg back would give 176.59 lb.
    expect(displayToPounds(80.1, 'metric')).toBe(176.59);
    expect(keepStoredPoundsIfUnchanged(176.5, 80.1, 'metric')).toBe(176.5);
    expect(keepStoredPoundsIfUnchanged(176.5, 80.2, 'metric')).toBe(176.81);
    expect(keepStoredPoundsIfUnchanged(176.37, 176.4, 'imperial')).toBe(176.37);
    expect(keepStoredPoundsIfUnchanged(176.37, 177, 'imperial')).toBe(177);
  });

  it('property: any one-decimal kg value survives kg → stored lb → kg', () => {
    fc.assert(fc.property(tenths(0, 750), (kg) => poundsToDisplay(displayToPounds(kg, 'metric'), 'metric') === kg));
  });

  it('property: any one-decimal lb value survives lb → stored → lb', () => {
    fc.assert(fc.property(tenths(0, 1500), (lb) => poundsToDisplay(displayToPounds(lb, 'imperial'), 'imperial') === lb));
  });

  it('property: saving an unchanged form never changes stored pounds, in either unit', () => {
    fc.assert(
      fc.property(hundredths(0, 1653), fc.constantFrom('imperial' as const, 'metric' as const), (stored, type) => {
        return keepStoredPoundsIfUnchanged(stored, poundsToDisplay(stored, type), type) === stored;
      }),
    );
  });

  it('property: repeated save cycles after one edit are stable', () => {
    fc.assert(
      fc.property(tenths(0, 500), (kg) => {
        const once = keepStoredPoundsIfUnchanged(0, kg, 'metric');
        const twice = keepStoredPoundsIfUnchanged(once, poundsToDisplay(once, 'metric'), 'metric');
        return twice === once;
      }),
    );
  });
});

describe('heights', () => {
  it('splits inches with feet = floor(inches / 12)', () => {
    expect(inchesToFeetAndInches(70)).toEqual({ feet: 5, inches: 10 });
    expect(inchesToFeetAndInches(72)).toEqual({ feet: 6, inches: 0 });
    expect(inchesToFeetAndInches(71.9)).toEqual({ feet: 5, inches: 12 });
    expect(inchesToFeetAndInches(0)).toEqual({ feet: 0, inches: 0 });
    expect(feetAndInchesToInches(10, 12)).toBe(132);
  });

  it('fills both unit systems of the height form', () => {
    expect(heightToForm(70)).toEqual({ feet: 5, inches: 10, cm: 178 });
    expect(heightFromForm({ feet: 5, inches: 10, cm: 0 }, 'imperial')).toBe(70);
    expect(heightFromForm({ feet: 0, inches: 0, cm: 180 }, 'metric')).toBe(70.87);
    expect(HEIGHT_MAX_STORED_INCHES).toBe(196.85);
  });

  it('keeps stored inches when the height fields are unchanged', () => {
    // 70 in shows 178 cm; 178 cm alone would store 70.08 in.
    expect(heightFromForm({ feet: 0, inches: 0, cm: 178 }, 'metric')).toBe(70.08);
    expect(keepStoredInchesIfUnchanged(70, heightToForm(70), 'metric')).toBe(70);
    expect(keepStoredInchesIfUnchanged(70.87, heightToForm(70.87), 'imperial')).toBe(70.87);
    expect(keepStoredInchesIfUnchanged(70, { ...heightToForm(70), cm: 180 }, 'metric')).toBe(70.87);
    expect(keepStoredInchesIfUnchanged(70, { ...heightToForm(70), feet: 6 }, 'imperial')).toBe(82);
  });

  it('property: whole cm survive cm → stored inches → cm', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 500 }), (cm) => heightToForm(heightFromForm({ feet: 0, inches: 0, cm }, 'metric')).cm === cm));
  });

  it('property: feet and inches survive a round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        const form = heightToForm(heightFromForm({ feet, inches, cm: 0 }, 'imperial'));
        return form.feet === feet && form.inches === inches;
      }),
    );
  });

  it('property: unchanged height forms never change stored inches', () => {
    fc.assert(
      fc.property(hundredths(0, 196), fc.constantFrom('imperial' as const, 'metric' as const), (stored, type) => {
        return keepStoredInchesIfUnchanged(stored, heightToForm(stored), type) === stored;
      }),
    );
  });
});
