/** The log dialog's words, kept in one place so tests and stories pin the same texts. */
export const LOG_TEXT = {
  dialogTitle: 'Daily Workout Log',
  startFromScratch: 'Start from Scratch',
  floatingButton: 'Workout log',
  trackProgress: 'Track progress',
  trackProgressTip: "Adds this exercise's sets to Exercise Progress, where you follow its working weight and volume over time.",
  bodyweight: 'Bodyweight comparison',
  bodyweightTip: 'Also shows the working weight as a multiple of your body weight (BWx). Available while Track progress is on.',
  weightTip: 'Leave the weight at 0 (or blank) for no added weight.',
  emptyLog: 'No exercises yet. Add one to start logging.',
  // Offline a save waits in the outbox; this is a refusal (or a device that keeps nothing and is offline).
  saveFailed: 'Your log was not saved. What you typed is kept on this device as a draft; try again.',
  futureDate: 'A workout cannot be logged in the future.',
  closeTitle: 'Close without saving?',
  closeBody: 'Your changes stay on this device as a draft until you save or discard them.',
  keepScreenOn: 'Keep screen on',
  // The workout as a session (issue #48).
  sessionRegion: 'Workout',
  startWorkout: 'Start workout',
  finishWorkout: 'Finish workout',
  elapsed: 'Workout time',
  finishBeforeStart: 'The finish must not be before the start',
  summaryTitle: 'Workout summary',
  // Supersets and circuits in the log (issue #48).
  groupWithNext: 'Group with next',
  ungroup: 'Ungroup',
} as const;

/** What the server keeps per day (LOG_LIMITS in @fitness/schemas, not imported: it would bundle zod). */
export const LOG_CAPS = { exercises: 50, sets: 50 } as const;
