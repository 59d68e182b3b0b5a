import {
  dayToUtcMs,
  durationLabel,
  formatDistance,
  formatDuration,
  formatOneDecimal,
  poundsToDisplay,
  volumeLabel,
  weightUnitLabel,
  type Day,
  type ExerciseKind,
  type LoggedSet,
  type MeasurementType,
  type WeekFigures,
  type WorkoutFigures,
} from '@fitness/domain';

// The History page's words (issue #50): days, the week against last week, a workout's figures, a set by its kind.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const HISTORY_TEXT = {
  title: 'History',
  thisWeek: 'This week',
  noWorkouts: 'No workouts yet',
  startToday: "Start today's log",
  showMore: 'Show more',
  edit: 'Edit',
  repeatToday: 'Repeat today',
  repeatAskTitle: "Add to today's log?",
  repeatAskConfirm: "Add to today's log",
  workouts: 'Workouts',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
} as const;

/** "Tuesday 1 December". */
export function dayName(day: Day): string {
  const date = new Date(dayToUtcMs(day));
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Tuesday 1 December 2026". */
export const fullDayName = (day: Day) => `${dayName(day)} ${day.slice(0, 4)}`;

/** "December 2026" (month 1 = January). */
export const monthCaption = (year: number, month: number) => `${MONTHS[month - 1]} ${year}`;

/** "1 workout", "3 workouts". */
export const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "2 more than last week", "6 fewer than last week", "same as last week": `show` spells a difference. */
function againstLastWeek(now: number, last: number, show: (difference: number) => string, fewer = 'fewer'): string {
  if (now === last) return 'same as last week';
  return `${show(Math.abs(now - last))} ${now > last ? 'more' : fewer} than last week`;
}

/** A volume in whole display units: what is shown is what is compared ("12,345 lbs"). */
const shownVolume = (volumeLb: number, type: MeasurementType) => Math.round(poundsToDisplay(volumeLb, type));
const wholeMinutes = (ms: number) => Math.round(ms / 60_000);

/**
 * "This week" against last week: workouts, working sets, volume in the user's unit and, when a workout of
 * the week has a start and a finish, training time ("3 workouts · 2 more than last week").
 */
export function weekLines(thisWeek: WeekFigures, lastWeek: WeekFigures, type: MeasurementType): string[] {
  const unit = weightUnitLabel(type);
  const [volume, lastVolume] = [shownVolume(thisWeek.volumeLb, type), shownVolume(lastWeek.volumeLb, type)];
  const lines = [
    `${count(thisWeek.workouts, 'workout')} · ${againstLastWeek(thisWeek.workouts, lastWeek.workouts, String)}`,
    `${count(thisWeek.workingSets, 'working set')} · ${againstLastWeek(thisWeek.workingSets, lastWeek.workingSets, String)}`,
    `${volume.toLocaleString('en-US')} ${unit} lifted · ${againstLastWeek(volume, lastVolume, (d) => `${d.toLocaleString('en-US')} ${unit}`, 'less')}`,
  ];
  if (thisWeek.trainingTimeMs !== null) {
    const [minutes, lastMinutes] = [wholeMinutes(thisWeek.trainingTimeMs), wholeMinutes(lastWeek.trainingTimeMs ?? 0)];
    lines.push(`${durationLabel(thisWeek.trainingTimeMs)} of training · ${againstLastWeek(minutes, lastMinutes, (d) => durationLabel(d * 60_000), 'less')}`);
  }
  return lines;
}

/** "Streak: 6 weeks" (Monday-based weeks with a workout, in a row). */
export function streakLine(weeks: number): string {
  return weeks === 0 ? 'No streak yet: a workout this week starts one' : `Streak: ${count(weeks, 'week')}`;
}

/** A workout in the list: "4 exercises · 18 sets · 12,345 lbs · 52 min" (volume when some, duration when known). */
export function workoutLine(workout: WorkoutFigures, type: MeasurementType): string {
  const parts = [count(workout.exercises, 'exercise'), count(workout.sets, 'set')];
  if (workout.volumeLb > 0) parts.push(volumeLabel(workout.volumeLb, type));
  if (workout.durationMs !== null) parts.push(durationLabel(workout.durationMs));
  return parts.join(' · ');
}

/** A calendar day's name: "Tuesday 1 December: 18 sets", with the routine when known ("…: Push, 18 sets"). */
export function calendarDayName(day: Day, workout?: { routineName: string | null; sets: number }): string {
  if (!workout) return dayName(day);
  return `${dayName(day)}: ${workout.routineName ? `${workout.routineName}, ` : ''}${count(workout.sets, 'set')}`;
}

/** "2 new records" beside a trophy. */
export const recordsLabel = (records: number) => count(records, 'new record');

/**
 * A set as the log reads it, by its exercise's kind: "5 × 225 lbs" (no added weight: "8 reps"), reps only "8 reps",
 * time "1:05", distance and time "5 km in 25:00"; a time or distance set's added weight after it (" at 20 lbs").
 */
export function setText(set: LoggedSet, kind: ExerciseKind, type: MeasurementType): string {
  const weight = set.weight > 0 ? `${formatOneDecimal(poundsToDisplay(set.weight, type))} ${weightUnitLabel(type)}` : '';
  switch (kind) {
    case 'weightReps':
      return weight ? `${set.reps} × ${weight}` : count(set.reps, 'rep');
    case 'repsOnly':
      return count(set.reps, 'rep');
    case 'time':
      return `${set.seconds ? formatDuration(set.seconds) : 'No time'}${weight && ` at ${weight}`}`;
    case 'distanceTime': {
      const distance = set.meters ? formatDistance(set.meters, type) : 'No distance';
      return `${distance}${set.seconds ? ` in ${formatDuration(set.seconds)}` : ''}${weight && ` at ${weight}`}`;
    }
  }
}
