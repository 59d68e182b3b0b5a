import { todaysWorkoutLogInput } from '@fitness/api-client';

/** The browser's time zone, as today's log is asked for and saved. */
export const browserTimeZone = () => todaysWorkoutLogInput().timezone;
