import { todayIn } from '@fitness/domain';
import { browserTimeZone } from '../api/browser-time-zone';

/** Today in the browser's time zone: the log's default day and the latest it accepts. */
export function localToday(): string {
  try {
    return todayIn(browserTimeZone());
  } catch {
    return new Date().toLocaleDateString('en-CA');
  }
}
