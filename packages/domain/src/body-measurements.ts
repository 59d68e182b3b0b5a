import type { Day } from './dates';
import { roundTo } from './rounding';
import { cmToInches, inchesToCm, type MeasurementType } from './units';

/** The measurements a user can log by date; lengths stored in cm, body fat in %. */
export type MeasurementField = 'waistCm' | 'hipsCm' | 'chestCm' | 'armsCm' | 'thighsCm' | 'bodyFatPct';
export const MEASUREMENT_FIELDS = ['waistCm', 'hipsCm', 'chestCm', 'armsCm', 'thighsCm', 'bodyFatPct'] as const satisfies readonly MeasurementField[];

export const MEASUREMENT_LABELS = {
  waistCm: 'Waist',
  hipsCm: 'Hips',
  chestCm: 'Chest',
  armsCm: 'Arms',
  thighsCm: 'Thighs',
  bodyFatPct: 'Body fat',
} as const satisfies Record<MeasurementField, string>;

/**
 * What a stored value may be, inclusive (cm, or % for body fat). Waist and body fat are the
 * issue's; the others are chosen wide enough for any adult and narrow enough to catch a typo or
 * a value typed in the wrong unit: hips and chest like the waist (40–300 cm, the largest
 * recorded circumferences are under 300), upper arm 10–100 cm, thigh 20–200 cm.
 */
export const MEASUREMENT_BOUNDS = {
  waistCm: { min: 30, max: 300 },
  hipsCm: { min: 40, max: 300 },
  chestCm: { min: 40, max: 300 },
  armsCm: { min: 10, max: 100 },
  thighsCm: { min: 20, max: 200 },
  bodyFatPct: { min: 2, max: 75 },
} as const satisfies Record<MeasurementField, { min: number; max: number }>;

/** One day's measurements as stored: any of the fields, each optional. */
export type BodyMeasurements = Partial<Record<MeasurementField, number>>;

/** A day's measurements, as the list and the charts take them (stored units). */
export type MeasurementEntry = BodyMeasurements & { date: Day };

/** 'cm' or 'in' for lengths by the user's unit; '%' for body fat. */
export function measurementUnit(field: MeasurementField, type: MeasurementType): 'cm' | 'in' | '%' {
  if (field === 'bodyFatPct') return '%';
  return type === 'imperial' ? 'in' : 'cm';
}

/** A stored value as the user sees it: inches for imperial lengths, one decimal. */
export function measurementToDisplay(field: MeasurementField, stored: number, type: MeasurementType): number {
  return roundTo(measurementUnit(field, type) === 'in' ? cmToInches(stored) : stored, 1);
}

/**
 * A typed value (user's unit) as stored: cm with two decimals for lengths, so a one-decimal inch
 * value reads back exactly as typed; % and cm unchanged but for the rounding to two decimals.
 */
export function measurementFromDisplay(field: MeasurementField, value: number, type: MeasurementType): number {
  return roundTo(measurementUnit(field, type) === 'in' ? inchesToCm(value) : value, 2);
}

/**
 * The bounds in the user's unit, one decimal, rounded inward so that every value inside them is
 * inside the stored bounds once converted (waist in inches: 11.9–118.1).
 */
export function measurementDisplayBounds(field: MeasurementField, type: MeasurementType): { min: number; max: number } {
  const { min, max } = MEASUREMENT_BOUNDS[field];
  if (measurementUnit(field, type) !== 'in') return { min, max };
  return { min: Math.ceil(roundTo(cmToInches(min) * 10, 6)) / 10, max: Math.floor(roundTo(cmToInches(max) * 10, 6)) / 10 };
}

/**
 * The error for a typed value (user's unit), or null when it is fine: "Waist must be a number",
 * "Waist must be between 30 and 300 cm", "Waist must be between 11.9 and 118.1 in",
 * "Body fat must be between 2 and 75 %".
 */
export function measurementError(field: MeasurementField, value: number, type: MeasurementType): string | null {
  const label = MEASUREMENT_LABELS[field];
  if (!Number.isFinite(value)) return `${label} must be a number`;
  const { min, max } = measurementDisplayBounds(field, type);
  const shown = roundTo(value, 1);
  if (shown < min || shown > max) return `${label} must be between ${min} and ${max} ${measurementUnit(field, type)}`;
  return null;
}

/**
 * The error for a value as stored (cm, or %), or null: the server's check, against the exact
 * bounds (the dialog's inch bounds are rounded inward, so whatever it accepts passes here).
 * "Waist must be between 30 and 300 cm", "Body fat must be between 2 and 75 %".
 */
export function storedMeasurementError(field: MeasurementField, value: number): string | null {
  const label = MEASUREMENT_LABELS[field];
  if (!Number.isFinite(value)) return `${label} must be a number`;
  const { min, max } = MEASUREMENT_BOUNDS[field];
  return value < min || value > max ? `${label} must be between ${min} and ${max} ${measurementUnit(field, 'metric')}` : null;
}

export const NO_MEASUREMENT_MESSAGE = 'Enter at least one measurement';

export type MeasurementsFormResult = { ok: true; value: BodyMeasurements } | { ok: false; errors: Partial<Record<MeasurementField, string>>; message?: string };

/**
 * The measurements dialog's fields (text as typed, user's unit; blank = not measured) as stored
 * values, or every field's error. A field whose text still shows its stored value (`stored`, the
 * day's saved measurements) keeps the stored number exactly, so switching units never drifts.
 * Nothing typed at all: `message` NO_MEASUREMENT_MESSAGE.
 */
export function measurementsFromForm(
  form: Partial<Record<MeasurementField, string>>,
  type: MeasurementType,
  stored: BodyMeasurements = {},
): MeasurementsFormResult {
  const value: BodyMeasurements = {};
  const errors: Partial<Record<MeasurementField, string>> = {};
  for (const field of MEASUREMENT_FIELDS) {
    const text = (form[field] ?? '').trim().replace(',', '.');
    if (text === '') continue;
    const typed = /^-?\d*\.?\d*$/.test(text) && /\d/.test(text) ? Number(text) : Number.NaN;
    const error = measurementError(field, typed, type);
    if (error) {
      errors[field] = error;
      continue;
    }
    const previous = stored[field];
    const unchanged = previous !== undefined && measurementToDisplay(field, previous, type) === roundTo(typed, 1);
    value[field] = unchanged ? previous : measurementFromDisplay(field, roundTo(typed, 1), type);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(value).length === 0) return { ok: false, errors, message: NO_MEASUREMENT_MESSAGE };
  return { ok: true, value };
}

/** One measurement in the list: its latest value and its change since the first entry that has it, user's unit. */
export interface MeasurementSummaryRow {
  field: MeasurementField;
  latest: number;
  latestDate: Day;
  firstDate: Day;
  /** latest − first, one decimal; null when measured once. */
  change: number | null;
}

/**
 * The list of measurements (entries oldest first, stored units): each field measured at least once,
 * in the fields' order, with its latest value and its change since the first entry that has it.
 */
export function measurementSummary(entries: readonly MeasurementEntry[], type: MeasurementType): MeasurementSummaryRow[] {
  const rows: MeasurementSummaryRow[] = [];
  for (const field of MEASUREMENT_FIELDS) {
    const series = measurementSeries(entries, field, type);
    const first = series[0];
    const last = series[series.length - 1];
    if (!first || !last) continue;
    rows.push({
      field,
      latest: last.value,
      latestDate: last.date,
      firstDate: first.date,
      change: series.length < 2 ? null : roundTo(last.value - first.value, 1),
    });
  }
  return rows;
}

/** One field's values by day (entries oldest first), in the user's unit, one decimal: what its chart draws. */
export function measurementSeries(entries: readonly MeasurementEntry[], field: MeasurementField, type: MeasurementType): { date: Day; value: number }[] {
  const series: { date: Day; value: number }[] = [];
  for (const entry of entries) {
    const stored = entry[field];
    if (typeof stored === 'number') series.push({ date: entry.date, value: measurementToDisplay(field, stored, type) });
  }
  return series;
}
