import { formatOneDecimal, roundTo } from '@fitness/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'YYYY-MM-DD' → 'Nov 20, 2026'. Hand-rolled rather than Intl: a ten-year chart formats thousands
 * of labels per render and Intl.DateTimeFormat costs microseconds each.
 */
export function formatDay(day: string): string {
  const month = MONTHS[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7);
  return `${month} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
}

/** 'Nov 20' (short ranges) or "Nov '26" (long ranges) for axis ticks. */
export function formatTickDay(day: string, long: boolean): string {
  const month = MONTHS[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7);
  return long ? `${month} '${day.slice(2, 4)}` : `${month} ${Number(day.slice(8, 10))}`;
}

/** A weight with its unit, at most one decimal: '180.5 lbs', '80 kgs'. */
export function formatWeight(value: number, unit: string): string {
  // Display weights already carry one decimal (poundsToDisplay): print them as they are, which is
  // what formatOneDecimal gives too, without its cost on thousands of chart labels.
  const text = Math.round(value * 10) / 10 === value ? String(value) : formatOneDecimal(value);
  return `${text} ${unit}`;
}

/** An e1RM with its unit, as `oneRepMaxInUnits` stepped it (0.5 lb, 0.25 kg): '251.5 lbs', '116.75 kgs'. */
export function formatOneRepMax(value: number, unit: string): string {
  return `${roundTo(value, 2)} ${unit}`;
}
