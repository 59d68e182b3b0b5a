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

type SetsByKind = ImportAnswer['counts']['setsByKind'];

// In the order of the exercise dialog's Type control; the words are the ("38 time, 24 distance").
const KIND_WORDS: [keyof SetsByKind, string][] = [
  ['weightReps', 'weight and reps'],
  ['repsOnly', 'reps only'],
  ['time', 'time'],
  ['distanceTime', 'distance'],
];

/** The sets by kind, kinds with none left out: "702 sets: 640 weight and reps, 38 time, 24 distance"; "0 sets" when there are none. */
export function setsByKindText(counts: Pick<ImportAnswer['counts'], 'sets' | 'setsByKind'>): string {
  const kinds = KIND_WORDS.filter(([kind]) => counts.setsByKind[kind] > 0).map(
    ([kind, words]) => `${counts.setsByKind[kind].toLocaleString('en-US')} ${words}`,
  );
  const total = count(counts.sets, 'set');
  return kinds.length ? `${total}: ${kinds.join(', ')}` : total;
}

/** The rows a preview says it leaves out, in words: "310 rest timer rows skipped". */
export function skippedTexts(preview: Pick<ImportAnswer, 'skipped' | 'alreadyThere' | 'shortened'>): string[] {
  // `skipped.cardio` is always 0 now: timed and distance rows are imported as sets.
  const { restTimers, empty } = preview.skipped;
  const texts: string[] = [];
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
  'Sets keep their reps, weight (stored in pounds), notes and RPE; warm-ups stay marked as warm-ups and a bodyweight set has weight 0. A row with a time and no reps becomes a Time set, one with a distance a Distance and time set (Strong’s distances are in the unit its header names, or else km in a kg file and miles in a lb file); drop sets and sets to failure keep their type. ' +
  'A day holds at most 50 exercises of 50 sets each. Importing the same file again adds nothing.';
