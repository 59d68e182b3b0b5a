import { formatOneDecimal } from './rounding';
import { formatDistance, formatDuration, type ExerciseKind } from './set-kinds';
import { poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' → 'Nov 18', with the year only when it is not the year of `today` ('Dec 30, 2025'). */
export function shortDay(day: string, today: string): string {
  const label = `${MONTHS[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7)} ${Number(day.slice(8, 10))}`;
  return day.slice(0, 4) === today.slice(0, 4) ? label : `${label}, ${day.slice(0, 4)}`;
}

export type PreviousSet = { reps: number; weight: number; seconds?: number | null; meters?: number | null };

/** Time and distance sets one by one ("1:05", "5 km in 25:00"), the added weight after when above 0: " at 20 lbs", or per set when they differ. */
function measuredSets(sets: readonly PreviousSet[], kind: 'time' | 'distanceTime', type: MeasurementType): string {
  const one = (s: PreviousSet) => {
    const time = s.seconds ? formatDuration(s.seconds) : '';
    if (kind === 'time') return time;
    const distance = formatDistance(s.meters ?? 0, type);
    return time ? `${distance} in ${time}` : distance;
  };
  const shown = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
  const unit = weightUnitLabel(type);
  const weight = sets[0]?.weight ?? 0;
  if (sets.every((s) => s.weight === weight)) return `${sets.map(one).join(', ')}${weight > 0 ? ` at ${shown(weight)} ${unit}` : ''}`;
  return `${sets.map((s) => (s.weight > 0 ? `${one(s)} at ${shown(s.weight)}` : one(s))).join(', ')} ${unit}`;
}

/**
 * What the lifter did last time with an exercise, in their unit:
 * "Last time, Nov 18: 5 × 225, 5 × 225, 3 × 205 lbs"; sets all without added weight read "Last time, Nov 18: 8, 8, 6 reps".
 * By kind (absent: weight and reps): reps only "8, 8, 6 reps"; time "1:05, 1:05, 1:00"; distance and time "5 km in 25:00";
 * the added weight of a time or distance set after it when above 0 ("1:05, 1:05 at 20 lbs").
 */
export function previousSetsLabel(
  previous: { date: string; sets: readonly PreviousSet[] },
  type: MeasurementType,
  today: string,
  kind: ExerciseKind = 'weightReps',
): string {
  const start = `Last time, ${shortDay(previous.date, today)}: `;
  if (kind === 'time' || kind === 'distanceTime') return `${start}${measuredSets(previous.sets, kind, type)}`;
  if (kind === 'repsOnly' || previous.sets.every((s) => s.weight === 0)) return `${start}${previous.sets.map((s) => s.reps).join(', ')} reps`;
  return `${start}${previous.sets.map((s) => `${s.reps} × ${poundsToDisplay(s.weight, type)}`).join(', ')} ${weightUnitLabel(type)}`;
}
