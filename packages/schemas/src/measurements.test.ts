import { describe, expect, it } from 'vitest';
import { NO_MEASUREMENT_MESSAGE } from '@fitness/domain';
import { addMeasurementsInput, deleteMeasurementsInput } from './measurements';
import { issuesOf } from './test-support/issues-of';

describe('addMeasurementsInput', () => {
  it('takes a day and any of the six measurements, cm and %, edges included', () => {
    const full = { date: '2026-03-01', waistCm: 30, hipsCm: 300, chestCm: 100.25, armsCm: 10, thighsCm: 200, bodyFatPct: 75 };
    expect(addMeasurementsInput.parse(full)).toEqual(full);
    expect(addMeasurementsInput.parse({ date: '2026-03-01', bodyFatPct: 2 })).toEqual({ date: '2026-03-01', bodyFatPct: 2 });
  });

  it('refuses values out of bounds with the wording the dialog uses, per field', () => {
    expect(issuesOf(addMeasurementsInput, { date: '2026-03-01', waistCm: 29.99, bodyFatPct: 75.01, armsCm: 'big' })).toEqual([
      'waistCm: Waist must be between 30 and 300 cm',
      'armsCm: Arms must be a number',
      'bodyFatPct: Body fat must be between 2 and 75 %',
    ]);
    expect(issuesOf(addMeasurementsInput, { date: '2026-03-01', hipsCm: Number.NaN })).toEqual(['hipsCm: Hips must be a number']);
  });

  it('asks for at least one measurement, a real day, and no unknown field', () => {
    expect(issuesOf(addMeasurementsInput, { date: '2026-03-01' })).toEqual([`: ${NO_MEASUREMENT_MESSAGE}`]);
    expect(issuesOf(addMeasurementsInput, { date: '2026-02-30', waistCm: 80 })).toEqual(['date: date must be a real calendar day']);
    expect(issuesOf(addMeasurementsInput, { date: '2026-03-01', waist: 80 })).toEqual([': unknown field: waist', `: ${NO_MEASUREMENT_MESSAGE}`]);
    expect(issuesOf(addMeasurementsInput, { date: '2026-03-01', waistCm: 80, hip: 90 })).toEqual([': unknown field: hip']);
  });
});

describe('deleteMeasurementsInput', () => {
  it('names an entry by its id', () => {
    expect(issuesOf(deleteMeasurementsInput, { id: 'abc_1' })).toEqual([]);
    expect(issuesOf(deleteMeasurementsInput, { date: '2026-03-01' })).toEqual(['id: id must be a string id']);
  });
});
