import { formatOneDecimal, inchesToFeetAndInches, inchesToCm, weightUnitLabel, type MeasurementType } from '@fitness/domain';

/** A stored weight in the user's unit, '180.5 lbs' / '81.9 kgs'; 'Not set' for 0. */
export function profileWeightText(lb: number, type: MeasurementType, displayed: number): string {
  return lb > 0 ? `${formatOneDecimal(displayed)} ${weightUnitLabel(type)}` : 'Not set';
}

/** '5 ft 11 in' or '180 cm'; 'Not set' for 0. */
export function heightText(inches: number, type: MeasurementType): string {
  if (!(inches > 0)) return 'Not set';
  if (type === 'metric') return `${Math.round(inchesToCm(inches))} cm`;
  const { feet, inches: rest } = inchesToFeetAndInches(inches);
  return `${feet} ft ${rest} in`;
}

export function unitsText(type: MeasurementType): string {
  return type === 'metric' ? 'Metric (kgs, cm)' : 'Imperial (lbs, ft/in)';
}
