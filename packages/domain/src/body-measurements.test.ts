import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_BOUNDS,
  MEASUREMENT_FIELDS,
  measurementSeries,
  measurementSummary,
  storedMeasurementError,
  measurementDisplayBounds,
  measurementError,
  measurementFromDisplay,
  measurementsFromForm,
  measurementToDisplay,
  measurementUnit,
  NO_MEASUREMENT_MESSAGE,
  type MeasurementField,
} from './body-measurements';

const lengths = MEASUREMENT_FIELDS.filter((f) => f !== 'bodyFatPct');

describe('units of body measurements', () => {
  it("shows lengths in inches or cm by the user's unit, one decimal; body fat in %", () => {
    expect(measurementToDisplay('waistCm', 81.28, 'imperial')).toBe(32);
    expect(measurementToDisplay('waistCm', 81.28, 'metric')).toBe(81.3);
    expect(measurementFromDisplay('waistCm', 32, 'imperial')).toBe(81.28);
    expect(measurementFromDisplay('armsCm', 14.5, 'imperial')).toBe(36.83);
    expect(measurementToDisplay('bodyFatPct', 18.25, 'imperial')).toBe(18.3);
    expect(measurementUnit('hipsCm', 'imperial')).toBe('in');
    expect(measurementUnit('hipsCm', 'metric')).toBe('cm');
    expect(measurementUnit('bodyFatPct', 'metric')).toBe('%');
  });

  it('property: any one-decimal value typed in either unit reads back exactly as typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MeasurementField>(...MEASUREMENT_FIELDS),
        fc.constantFrom('imperial' as const, 'metric' as const),
        fc.integer({ min: 0, max: 40_000 }),
        (field, type, tenths) => {
          const value = tenths / 10;
          expect(measurementToDisplay(field, measurementFromDisplay(field, value, type), type)).toBe(value);
        },
      ),
    );
  });
});

describe('bounds and errors', () => {
  it('keeps waist to 30–300 cm and body fat to 2–75 %, edges included', () => {
    expect(measurementError('waistCm', 30, 'metric')).toBeNull();
    expect(measurementError('waistCm', 300, 'metric')).toBeNull();
    expect(measurementError('waistCm', 29.9, 'metric')).toBe('Waist must be between 30 and 300 cm');
    expect(measurementError('waistCm', 300.1, 'metric')).toBe('Waist must be between 30 and 300 cm');
    expect(measurementError('bodyFatPct', 2, 'imperial')).toBeNull();
    expect(measurementError('bodyFatPct', 75, 'metric')).toBeNull();
    expect(measurementError('bodyFatPct', 75.1, 'metric')).toBe('Body fat must be between 2 and 75 %');
    expect(measurementError('bodyFatPct', 1.9, 'imperial')).toBe('Body fat must be between 2 and 75 %');
    expect(measurementError('armsCm', Number.NaN, 'metric')).toBe('Arms must be a number');
  });

  it('states inch bounds rounded inward, so every accepted inch value is inside the cm bounds', () => {
    expect(measurementDisplayBounds('waistCm', 'imperial')).toEqual({ min: 11.9, max: 118.1 });
    expect(measurementError('waistCm', 11.8, 'imperial')).toBe('Waist must be between 11.9 and 118.1 in');
    expect(measurementError('waistCm', 11.9, 'imperial')).toBeNull();
    expect(measurementError('thighsCm', 78.8, 'imperial')).toBe('Thighs must be between 7.9 and 78.7 in');
  });

  it('property: a value is accepted exactly when its stored value is within the stored bounds (up to the inward rounding)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MeasurementField>(...MEASUREMENT_FIELDS),
        fc.constantFrom('imperial' as const, 'metric' as const),
        fc.integer({ min: 0, max: 4000 }),
        (field, type, tenths) => {
          const value = tenths / 10;
          const stored = measurementFromDisplay(field, value, type);
          const { min, max } = MEASUREMENT_BOUNDS[field];
          if (measurementError(field, value, type) === null) expect(stored >= min && stored <= max).toBe(true);
          else expect(stored < min + 0.26 || stored > max - 0.26).toBe(true);
        },
      ),
    );
  });
});

describe('measurementsFromForm', () => {
  it('stores the filled fields in cm and %, leaving blanks out', () => {
    expect(measurementsFromForm({ waistCm: '32', bodyFatPct: '18.5', hipsCm: ' ' }, 'imperial')).toEqual({
      ok: true,
      value: { waistCm: 81.28, bodyFatPct: 18.5 },
    });
    expect(measurementsFromForm({ chestCm: '101,5' }, 'metric')).toEqual({ ok: true, value: { chestCm: 101.5 } });
  });

  it('gives every field its error and stores nothing when one is wrong', () => {
    expect(measurementsFromForm({ waistCm: '20', armsCm: 'abc', thighsCm: '-5', chestCm: '100' }, 'metric')).toEqual({
      ok: false,
      errors: {
        waistCm: 'Waist must be between 30 and 300 cm',
        armsCm: 'Arms must be a number',
        thighsCm: 'Thighs must be between 20 and 200 cm',
      },
    });
  });

  it('asks for at least one measurement', () => {
    expect(measurementsFromForm({}, 'metric')).toEqual({ ok: false, errors: {}, message: NO_MEASUREMENT_MESSAGE });
  });

  it('keeps a stored value exactly when its field was left as shown', () => {
    // 80 cm shows as 31.5 in; 31.5 in alone would store 80.01 cm.
    expect(measurementsFromForm({ waistCm: '31.5', hipsCm: '40' }, 'imperial', { waistCm: 80 })).toEqual({ ok: true, value: { waistCm: 80, hipsCm: 101.6 } });
  });
});

describe('measurementSummary', () => {
  const entries = [
    { date: '2026-01-01', waistCm: 90, bodyFatPct: 25 },
    { date: '2026-01-08', waistCm: 88 },
    { date: '2026-01-15', waistCm: 86.36, hipsCm: 100 },
  ];

  it("lists each field measured, in the fields' order, with its latest value and latest − first in the user's unit", () => {
    expect(measurementSummary(entries, 'metric')).toEqual([
      { field: 'waistCm', latest: 86.4, latestDate: '2026-01-15', firstDate: '2026-01-01', change: -3.6 },
      { field: 'hipsCm', latest: 100, latestDate: '2026-01-15', firstDate: '2026-01-15', change: null },
      { field: 'bodyFatPct', latest: 25, latestDate: '2026-01-01', firstDate: '2026-01-01', change: null },
    ]);
    // 90 cm = 35.4 in, 86.36 cm = 34 in: the change is of the values as shown.
    expect(measurementSummary(entries, 'imperial')[0]).toEqual({
      field: 'waistCm',
      latest: 34,
      latestDate: '2026-01-15',
      firstDate: '2026-01-01',
      change: -1.4,
    });
    expect(measurementSummary([], 'imperial')).toEqual([]);
  });

  it('covers every length field the same way', () => {
    for (const field of lengths) {
      expect(
        measurementSummary(
          [
            { date: '2026-01-01', [field]: 50 },
            { date: '2026-02-01', [field]: 52.54 },
          ],
          'imperial',
        )[0],
      ).toMatchObject({ field, latest: 20.7, change: 1 });
    }
  });

  it("gives a field's chart series in the user's unit, skipping days without it", () => {
    expect(measurementSeries(entries, 'waistCm', 'imperial')).toEqual([
      { date: '2026-01-01', value: 35.4 },
      { date: '2026-01-08', value: 34.6 },
      { date: '2026-01-15', value: 34 },
    ]);
    expect(measurementSeries(entries, 'hipsCm', 'metric')).toEqual([{ date: '2026-01-15', value: 100 }]);
    expect(measurementSeries(entries, 'armsCm', 'metric')).toEqual([]);
  });
});

describe('storedMeasurementError', () => {
  it("checks a stored value against the exact bounds, with the dialog's wording in cm and %", () => {
    expect(storedMeasurementError('waistCm', 30)).toBeNull();
    expect(storedMeasurementError('waistCm', 300)).toBeNull();
    expect(storedMeasurementError('waistCm', 29.99)).toBe('Waist must be between 30 and 300 cm');
    expect(storedMeasurementError('waistCm', 300.01)).toBe('Waist must be between 30 and 300 cm');
    expect(storedMeasurementError('bodyFatPct', 1.99)).toBe('Body fat must be between 2 and 75 %');
    expect(storedMeasurementError('bodyFatPct', 75)).toBeNull();
    expect(storedMeasurementError('armsCm', Number.POSITIVE_INFINITY)).toBe('Arms must be a number');
  });

  it('property: whatever the dialog accepts, in either unit, the server accepts as stored', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MeasurementField>(...MEASUREMENT_FIELDS),
        fc.constantFrom('imperial' as const, 'metric' as const),
        fc.integer({ min: 0, max: 4000 }),
        (field, type, tenths) => {
          const result = measurementsFromForm({ [field]: String(tenths / 10) }, type);
          if (result.ok) expect(storedMeasurementError(field, result.value[field]!)).toBeNull();
        },
      ),
    );
  });
});
