import { DEFAULT_WEIGHT_INCREMENT, LIMITS, weightUnitLabel, type MeasurementType } from '@fitness/domain';

/** What the exercise dialog's tooltips say (spec section 2: sets, reps, weight, track progress, bodyweight comparison). */
export const EXERCISE_TIPS = {
  sets: `How many sets to do: a single number, or a range from low to high (e.g. 2-4). Whole numbers from ${LIMITS.setsRepsMin} to ${LIMITS.setsRepsMax}; leave high blank for a single number.`,
  reps: `Repetitions in each set: a single number, or a range from low to high (e.g. 5-8). Whole numbers from ${LIMITS.setsRepsMin} to ${LIMITS.setsRepsMax}; leave high blank for a single number.`,
  weight: (type: MeasurementType) => `The weight to lift, in ${weightUnitLabel(type)}. Leave it blank for no added weight (e.g. bodyweight exercises).`,
  addedWeight: (type: MeasurementType) =>
    `Optional weight added to each set, in ${weightUnitLabel(type)} (e.g. a weighted plank or a farmer's carry). Leave it blank for none.`,
  type: 'What each set records: weight and reps; reps only (pull-ups, push-ups); a time (plank, dead hang, wall sit); or a distance and time (run, row, bike, carry).',
  increaseBy: (type: MeasurementType) =>
    `How much weight to add once every set reached the top of the rep range: the daily log's next-session target. Blank uses the next weight your plates can load, or ${DEFAULT_WEIGHT_INCREMENT[type]} ${weightUnitLabel(type)}.`,
  trackProgress:
    'Adds this exercise to your Exercise Progress lists when you log it, with its working weight and volume. It is the default for new log entries made from this routine.',
  bodyweightComparison:
    'Shows each working weight as a multiple of your body weight (BWx). Needs Track progress on. It is the default for new log entries made from this routine.',
} as const;
