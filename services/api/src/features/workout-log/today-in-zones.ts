import { todayIn } from '@fitness/domain';
import { quarterHourOf, type Clock } from '../../platform/clock';

/** Time zone → today there, for the current quarter hour: formatting a date in a zone is costly (an Intl formatter per call). */
export class TodayInZones {
  private readonly todays = new Map<string, { quarter: number; day: string }>();

  constructor(private readonly clock: Clock) {}

  today(timeZone: string): string {
    const now = this.clock.now();
    const quarter = quarterHourOf(now);
    const known = this.todays.get(timeZone);
    if (known?.quarter === quarter) return known.day;
    const day = todayIn(timeZone, now);
    if (this.todays.size >= 1000) this.todays.clear();
    this.todays.set(timeZone, { quarter, day });
    return day;
  }
}
