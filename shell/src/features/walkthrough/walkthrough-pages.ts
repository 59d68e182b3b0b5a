/** The four pages of the walkthrough (spec section 1): what each part of the app does. */
export const WALKTHROUGH_PAGES = [
  {
    title: 'Track your body weight',
    text: 'Log your weight each day and follow it on a chart. Pick a time range, set a weekly goal and a target weight, and see how long it will take to reach it. Your daily calorie budget is worked out from your profile.',
  },
  {
    title: 'Build your workout routines',
    text: 'Create routines and add exercises with sets, reps, weight and notes. Drag to reorder them. Not sure where to start? “Need help?” adds three full-body starter routines.',
  },
  {
    title: 'Log today’s workout',
    text: 'Tap the workout log button, pick a routine or start from scratch, and record each set’s reps and weight. Today’s log opens again whenever you come back.',
  },
  {
    title: 'Follow your progress',
    text: 'Exercises you track show their working weight, volume and history. Open the statistics for a chart of every session, and rename or merge exercises as your training changes.',
  },
] as const;
