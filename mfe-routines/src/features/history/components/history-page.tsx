import { useId, useRef, useState } from 'react';
import { localToday, useHistoryList, useHistoryMonth, useHistoryWeek, useProfile, useSessionStatus } from '@fitness/api-client';
import type { HistoryWorkout } from '@fitness/schemas';
import { Button, ConfirmDialog, LoadError, Skeleton } from '@fitness/ui';
import { useWorkoutLogOpener } from '../../workout-log/components/workout-log-button';
import { useRestAlarm } from '../../workout-log/hooks/use-rest-alarm';
import { shiftMonth } from '../calendar-month';
import { dayName, HISTORY_TEXT } from '../history-text';
import { useRepeatToday } from '../hooks/use-repeat-today';
import { useScrollToDay } from '../hooks/use-scroll-to-day';
import { MonthCalendar } from './month-calendar';
import { WeekSummary, type WeekSummaryState } from './week-summary';
import { WorkoutDetail } from './workout-detail';
import { WorkoutList } from './workout-list';
import '../history.css';

/**
 * `/history` (issue #50): the week in numbers and the streak, a month calendar, every workout newest
 * first; a workout opens with "Edit" (the log on its day) and "Repeat today" (today's log filled in, unsaved).
 * In mfe-routines because both actions open the daily log (docs/decisions/0073).
 */
export default function HistoryPage() {
  const today = localToday();
  const profile = useProfile();
  const type = profile.data?.measurementType;
  const list = useHistoryList();
  const week = useHistoryWeek();
  const [shown, setShown] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const month = useHistoryMonth(shown.year, shown.month);
  const [opened, setOpened] = useState<HistoryWorkout | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const chooseDay = useScrollToDay(list, listRef);
  const workoutsHeading = useId();

  const session = useSessionStatus().data;
  useRestAlarm(session?.loggedIn ? session.user.id : undefined);
  // A save from here is read again by the outbox's refresh of what the logs feed (history among them).
  const log = useWorkoutLogOpener();
  const repeat = useRepeatToday(log.open);

  const workouts = list.data?.pages.flatMap((page) => page.items);
  const weekState: WeekSummaryState =
    week.data && type
      ? { status: 'ready', week: week.data, type }
      : week.isError
        ? { status: 'error', onRetry: () => void week.refetch() }
        : { status: 'loading' };
  // While the next month loads the previous one is kept (useHistoryMonth); its days are not this month's.
  const monthDays = month.data?.year === shown.year && month.data.month === shown.month ? month.data.days : undefined;
  const atThisMonth = shown.year === Number(today.slice(0, 4)) && shown.month === Number(today.slice(5, 7));

  return (
    <div className="history-page">
      <h1>{HISTORY_TEXT.title}</h1>
      {workouts?.length === 0 ? (
        <div className="ui-empty">
          <p>{HISTORY_TEXT.noWorkouts}</p>
          <Button {...log.openerProps} aria-busy={log.opening || undefined} onClick={() => void log.open()}>
            {HISTORY_TEXT.startToday}
          </Button>
        </div>
      ) : (
        <>
          <div className="history-page__overview">
            <WeekSummary state={weekState} />
            <MonthCalendar
              year={shown.year}
              month={shown.month}
              today={today}
              days={monthDays}
              failed={month.isError && !monthDays}
              onRetry={() => void month.refetch()}
              onPrevious={() => setShown(shiftMonth(shown.year, shown.month, -1))}
              onNext={atThisMonth ? undefined : () => setShown(shiftMonth(shown.year, shown.month, 1))}
              onChoose={chooseDay}
            />
          </div>
          <section className="ui-panel" aria-labelledby={workoutsHeading}>
            <h2 id={workoutsHeading}>{HISTORY_TEXT.workouts}</h2>
            {workouts && type ? (
              <WorkoutList
                ref={listRef}
                workouts={workouts}
                type={type}
                today={today}
                hasMore={list.hasNextPage}
                loadingMore={list.isFetchingNextPage}
                onShowMore={() => void list.fetchNextPage()}
                onOpen={setOpened}
              />
            ) : list.isError || profile.isError ? (
              <LoadError what="workouts" onRetry={() => void (list.isError ? list.refetch() : profile.refetch())} />
            ) : (
              <Skeleton label="Loading your workouts…" blocks={[{ height: 72 }, { height: 72 }, { height: 72 }]} />
            )}
          </section>
        </>
      )}
      {opened && type ? (
        <WorkoutDetail
          workout={opened}
          type={type}
          onClose={() => setOpened(null)}
          onEdit={() => {
            setOpened(null);
            void log.open({ date: opened.date });
          }}
          onRepeat={(exercises) => {
            setOpened(null);
            void repeat.start(opened.date, exercises, opened.routineName);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={repeat.asking !== null}
        title={HISTORY_TEXT.repeatAskTitle}
        confirmLabel={HISTORY_TEXT.repeatAskConfirm}
        tone="primary"
        onConfirm={repeat.confirm}
        onCancel={repeat.cancel}
      >
        {repeat.asking ? `Today already has a log. Add the exercises and sets of ${dayName(repeat.asking.from)} to it? Nothing is saved until you save.` : null}
      </ConfirmDialog>
      {log.dialogs}
    </div>
  );
}
