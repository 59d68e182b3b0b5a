import type { ImportAnswer } from '../api/data-transfer-requests';

/** "1 set", "12 sets". */
export const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Days of body measurements: "1 day of measurements", "3 days of measurements". */
export const measurementDays = (n: number) => count(n, 'day of measurements', 'days of measurements');

/** "Imported 1,500 workouts, 36,000 sets" (and weigh-ins, measurements and routines when there are any). */
export function importedText(summary: Pick<ImportAnswer, 'counts'>): string {
  const { workouts, sets, weighIns, measurements, routines } = summary.counts;
  const parts = [count(workouts, 'workout'), count(sets, 'set')];
  if (weighIns) parts.push(count(weighIns, 'weigh-in'));
  if (measurements) parts.push(measurementDays(measurements));
  if (routines) parts.push(count(routines, 'routine'));
  return `Imported ${parts.join(', ')}`;
}

/** The rows a preview says it skips, in words: "12 cardio rows skipped". */
export function skippedTexts(preview: Pick<ImportAnswer, 'skipped' | 'alreadyThere' | 'shortened'>): string[] {
  const { cardio, restTimers, empty } = preview.skipped;
  const texts: string[] = [];
  if (cardio) texts.push(`${count(cardio, 'cardio row')} skipped (no reps)`);
  if (empty) texts.push(`${count(empty, 'empty set')} skipped`);
  if (restTimers) texts.push(`${count(restTimers, 'rest timer row')} skipped`);
  if (preview.alreadyThere.sets) texts.push(`${count(preview.alreadyThere.sets, 'set')} already in your log, left as they are`);
  if (preview.alreadyThere.weighIns) texts.push(`${count(preview.alreadyThere.weighIns, 'weigh-in')} on days you already weighed in, left out`);
  if (preview.alreadyThere.measurements) texts.push(`${measurementDays(preview.alreadyThere.measurements)} on days you already measured, left out`);
  if (preview.shortened.names) texts.push(`${count(preview.shortened.names, 'exercise name')} cut to 45 characters`);
  if (preview.shortened.notes) texts.push(`${count(preview.shortened.notes, 'note')} cut to 300 characters`);
  return texts;
}

/** The mapping rules, said once on the page. */
export const MAPPING_RULES =
  'Files carry no time zone, so a workout lands on the date it was written. Each workout goes into that day’s log, after what you logged that day; two workouts on one day go in time order. ' +
  'Sets keep their reps, weight (stored in pounds), notes and RPE; warm-ups stay marked as warm-ups and a bodyweight set has weight 0. Rows without reps (cardio) are skipped. ' +
  'A day holds at most 50 exercises of 50 sets each. Importing the same file again adds nothing.';
