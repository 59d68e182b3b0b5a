import { isFutureDay, latestDayOnEarth } from '@fitness/domain';
import { AppError } from '../../platform/errors/errors';
import type { Clock } from '../../platform/clock';

export const FUTURE_DAY_MESSAGE = 'date cannot be in the future';

/** Refuses (400) a weight's day after today everywhere on Earth: the user's time zone is not known here. */
export function refuseFutureDay(day: string, clock: Clock): void {
  if (isFutureDay(day, latestDayOnEarth(clock.now()))) throw new AppError(400, FUTURE_DAY_MESSAGE);
}
