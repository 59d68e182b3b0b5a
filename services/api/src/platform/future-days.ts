import { isFutureDay, latestDayOnEarth } from '@fitness/domain';
import { AppError } from './errors/errors';
import type { Clock } from './clock';

export const FUTURE_DAY_MESSAGE = 'date cannot be in the future';

/** Refuses (400) a day after today everywhere on Earth (a weight's, a measurement's): the user's time zone is not known here. */
export function refuseFutureDay(day: string, clock: Clock): void {
  if (isFutureDay(day, latestDayOnEarth(clock.now()))) throw new AppError(400, FUTURE_DAY_MESSAGE);
}
