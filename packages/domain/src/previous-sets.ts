import { poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' → 'Nov 18', with the year only when it is not the year of `today` ('Dec 30, 2025'). */
export function shortDay(day: string, today: string): string {
  const label = `${MONTHS[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7)} ${Number(day.slice(8, 10))}`;
  return day.slice(0, 4) === today.slice(0, 4) ? label : `${label}, ${day.slice(0, 4)}`;
}

/**
 * What the lifter did last time with an exercise, in their unit:
 * "Last time, Nov 18: 5 × 225, 5 × 225, 3 × 205 lbs"; sets all without added weight read "Last time, Nov 18: 8, 8, 6 reps".
 */
export function previousSetsLabel(previous: { date: string; sets: readonly { reps: number; weight: number }[] }, type: MeasurementType, today: string): string {
  const start = `Last time, ${shortDay(previous.date, today)}: `;
  if (previous.sets.every((s) => s.weight === 0)) return `${start}${previous.sets.map((s) => s.reps).join(', ')} reps`;
  return `${start}${previous.sets.map((s) => `${s.reps} × ${poundsToDisplay(s.weight, type)}`).join(', ')} ${weightUnitLabel(type)}`;
}
