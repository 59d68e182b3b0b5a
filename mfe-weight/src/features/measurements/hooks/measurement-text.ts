import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_LABELS,
  measurementToDisplay,
  measurementUnit,
  roundTo,
  type BodyMeasurements,
  type MeasurementField,
  type MeasurementType,
} from '@fitness/domain';

export type MeasurementTexts = Record<MeasurementField, string>;

export const BLANK_TEXTS: MeasurementTexts = { waistCm: '', hipsCm: '', chestCm: '', armsCm: '', thighsCm: '', bodyFatPct: '' };

/** A day's stored values as the form's text in the user's unit ('' where not measured). */
export function textsOf(values: BodyMeasurements | undefined, type: MeasurementType): MeasurementTexts {
  const texts = { ...BLANK_TEXTS };
  for (const field of MEASUREMENT_FIELDS) {
    const stored = values?.[field];
    if (typeof stored === 'number') texts[field] = String(measurementToDisplay(field, stored, type));
  }
  return texts;
}

/** '32.5 in', '82.6 cm', '18 %'. */
export function formatMeasurement(value: number, field: MeasurementField, type: MeasurementType): string {
  return `${value} ${measurementUnit(field, type)}`;
}

/** '−1.5 in', '+0.4 %', '0 cm': a change with a true minus sign. */
export function formatMeasurementChange(change: number, field: MeasurementField, type: MeasurementType): string {
  const rounded = roundTo(change, 1);
  const sign = rounded < 0 ? '\u2212' : rounded > 0 ? '+' : '';
  return `${sign}${Math.abs(rounded)} ${measurementUnit(field, type)}`;
}

/** 'Waist 32.5 in, Body fat 18 %': what a day measured, in the user's unit. */
export function describeDay(values: BodyMeasurements, type: MeasurementType): string {
  return MEASUREMENT_FIELDS.filter((field) => typeof values[field] === 'number')
    .map((field) => `${MEASUREMENT_LABELS[field]} ${formatMeasurement(measurementToDisplay(field, values[field]!, type), field, type)}`)
    .join(', ');
}
