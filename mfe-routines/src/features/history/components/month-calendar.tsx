import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, type Day } from '@fitness/domain';
import type { HistoryWorkout } from '@fitness/schemas';
import { ChevronLeftIcon, ChevronRightIcon, IconButton, LoadError } from '@fitness/ui';
import { monthWeeks, shadeOf } from '../calendar-month';
import { calendarDayName, HISTORY_TEXT, monthCaption } from '../history-text';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** Days each key moves (from a day, Monday 0 … Sunday 6): a day, a week, the week's ends (the grid pattern of a date picker). */
const KEY_STEPS: Record<string, (weekday: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: () => -7,
  ArrowDown: () => 7,
  Home: (weekday) => -weekday,
  End: (weekday) => 6 - weekday,
};

export interface MonthCalendarProps {
  year: number;
  /** 1 = January. */
  month: number;
  today: Day;
  /** The month's workouts; undefined while they load. */
  days: readonly HistoryWorkout[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  onPrevious: () => void;
  /** Absent in today's month: nothing is logged in the future. */
  onNext?: () => void;
  /** A day with a workout was chosen. */
  onChoose: (day: Day) => void;
}

/**
 * A month as a grid, Monday first: each day with a workout marked and shaded by its volume, named
 * "Tuesday 1 December: 18 sets"; today marked. One day takes the Tab stop; the arrows move between days.
 */
export function MonthCalendar({ year, month, today, days, failed, onRetry, onPrevious, onNext, onChoose }: MonthCalendarProps) {
  const captionId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(year, month);
  const inMonth = weeks.flat().filter((day): day is Day => day !== null);
  const byDay = new Map((days ?? []).map((workout) => [workout.date, workout]));
  const heaviest = Math.max(0, ...(days ?? []).map((workout) => workout.volumeLb));
  const [chosen, setChosen] = useState<Day | null>(null);
  // The Tab stop: the day last moved to, else today, else the month's last workout, else its first day.
  const tabStop = [chosen, today, days?.at(-1)?.date, inMonth[0]].find((day) => day && inMonth.includes(day))!;

  const moveTo = (day: Day) => {
    if (!inMonth.includes(day)) return;
    setChosen(day);
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    const from = (event.target as HTMLElement).dataset.day;
    if (!step || !from) return;
    event.preventDefault();
    moveTo(addDays(from, step((inMonth.indexOf(from) + weekLead(weeks)) % 7)));
  };

  return (
    <section className="ui-panel history-month" aria-labelledby={captionId}>
      <div className="history-month__head">
        <IconButton label={HISTORY_TEXT.previousMonth} icon={<ChevronLeftIcon />} onClick={onPrevious} />
        <IconButton label={HISTORY_TEXT.nextMonth} icon={<ChevronRightIcon />} onClick={onNext} disabled={!onNext} />
      </div>
      {failed && onRetry ? <LoadError what="calendar" onRetry={onRetry} /> : null}
      <table role="grid" ref={grid} aria-busy={days === undefined || undefined} onKeyDown={onKeyDown}>
        <caption id={captionId}>{monthCaption(year, month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={`blank-${i}`} role="gridcell" />
                ) : (
                  <td key={day} role="gridcell">
                    <CalendarDay day={day} today={today} workout={byDay.get(day)} heaviest={heaviest} tabStop={day === tabStop} onChoose={onChoose} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Blank days before the month's first (Monday first). */
const weekLead = (weeks: (Day | null)[][]) => weeks[0]!.findIndex((day) => day !== null);

function CalendarDay(props: { day: Day; today: Day; workout: HistoryWorkout | undefined; heaviest: number; tabStop: boolean; onChoose: (day: Day) => void }) {
  const { day, today, workout, heaviest, tabStop, onChoose } = props;
  const className = workout ? `history-day history-day--workout history-day--shade-${shadeOf(workout.volumeLb, heaviest)}` : 'history-day';
  return (
    <button
      type="button"
      className={className}
      data-day={day}
      tabIndex={tabStop ? 0 : -1}
      aria-label={calendarDayName(day, workout)}
      aria-current={day === today ? 'date' : undefined}
      // A day without a workout can be reached (the grid's arrows), not chosen.
      aria-disabled={workout ? undefined : true}
      onClick={workout ? () => onChoose(day) : undefined}
    >
      {Number(day.slice(8, 10))}
    </button>
  );
}
