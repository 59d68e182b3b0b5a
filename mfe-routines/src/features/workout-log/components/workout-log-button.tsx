import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { browserTimeZone, dashboardQueries, isOnline, localToday, useSessionStatus, useTRPC } from '@fitness/api-client';
import { SCRATCH_START, shortDay, startFromRoutine, todayIn, type LogStart, type MeasurementType } from '@fitness/domain';
import { DumbbellIcon, lazyChunk, lazyDialog, useChunk } from '@fitness/ui';
import { useRoutinesWithExercises } from '../api/routines-query';
import { useRestAlarm } from '../hooks/use-rest-alarm';
import { otherDrafts, readDraft, removeStaleDrafts, useDraftOffered } from '../hooks/workout-drafts';
import { LOG_TEXT } from '../log-text';
import { RestChip } from './rest-chip';
import type { FinishedWorkout } from './workout-log-dialog';

// Fetched (one chunk for both) when the button is about to be used: the first paint shows only the button (docs/decisions/0022).
const workoutLogDialogs = lazyChunk(() => import(/* webpackChunkName: "workout-log-dialogs" */ './workout-log-dialogs'));
const RoutineSelectionDialog = lazyDialog(workoutLogDialogs, (m) => m.RoutineSelectionDialog, { what: 'routine selection', isOpen: () => true });
const WorkoutLogDialog = lazyDialog(workoutLogDialogs, (m) => m.WorkoutLogDialog, { what: 'workout log', isOpen: () => true });
import '../workout-log-button.css';

type Opened =
  | { kind: 'closed' }
  | { kind: 'choosing'; userId: string; type: MeasurementType; today: string }
  | {
      kind: 'logging';
      userId: string;
      type: MeasurementType;
      today: string;
      date: string;
      start: LogStart;
      repeatedFrom?: string;
    };

/** A day to open the log on as it is (History's "Edit"), or today's holding a repeated workout in its draft ("Repeat today", `repeatedFrom`). */
export interface LogRequest {
  date: string;
  repeatedFrom?: string;
}

/**
 * The floating workout-log button (spec section 2): today's log when one is saved (or an unsaved
 * draft of today exists), otherwise the routine selection first. While the dialog is closed it
 * shows the rest timer's chip, and it rings the end of a rest wherever the user is.
 */
export default function WorkoutLog() {
  const log = useWorkoutLogOpener();
  // The session the shell already read: the rest timer is the signed-in user's.
  const session = useSessionStatus().data;
  const userId = session?.loggedIn ? session.user.id : undefined;
  useRestAlarm(userId);
  // As the app starts for a user: drafts offered once and untouched for two weeks go (issue #38).
  useEffect(() => {
    if (userId) removeStaleDrafts(userId);
  }, [userId]);

  return (
    <>
      <div className="workout-log-spacer" aria-hidden="true" />
      {/* A bar across the foot of a narrow screen: the button never floats over a row's controls. */}
      <div className="workout-log-bar">
        <button
          type="button"
          className="workout-log-fab"
          aria-label={LOG_TEXT.floatingButton}
          title={LOG_TEXT.floatingButton}
          aria-busy={log.opening || undefined}
          {...workoutLogDialogs.openerProps}
          onClick={() => void log.open()}
        >
          <DumbbellIcon aria-hidden="true" />
        </button>
      </div>
      {log.logging ? null : <RestChip userId={userId} />}
      {log.dialogs}
    </>
  );
}

/**
 * Opening the daily log and the dialogs that follow (the routine selection, the log, the saved day's new
 * records, a finished workout's summary): the floating button's, and History's (issue #50). Without a
 * request, today's log as the button opens it; with one, that day's log at once.
 */
export function useWorkoutLogOpener() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened>({ kind: 'closed' });
  const [opening, setOpening] = useState(false);
  /** The day last saved: its new records show until dismissed (or the next save). */
  const [savedDay, setSavedDay] = useState<{ date: string; type: MeasurementType } | null>(null);
  /** The workout just finished: its summary shows until closed. */
  const [finished, setFinished] = useState<FinishedWorkout | null>(null);

  const open = async (request?: LogRequest) => {
    if (opening) return;
    setOpening(true);
    workoutLogDialogs.preload(); // the dialogs' code comes in while the data is read
    try {
      // Read once: each read of the time zone builds an Intl.DateTimeFormat, several ms on a slow phone.
      const timezone = browserTimeZone();
      const queries = dashboardQueries(trpc, timezone);
      const [status, profile, todays] = await Promise.all([
        queryClient.ensureQueryData(queries.session),
        queryClient.ensureQueryData(queries.profile),
        // Fresh unless fetched within the minute and not invalidated since; offline the kept answer
        // (a fetch would wait for the link, and kept data is invalid from the start, docs/decisions/0068).
        (isOnline() ? queryClient.fetchQuery(queries.todaysWorkoutLog) : queryClient.ensureQueryData(queries.todaysWorkoutLog)).catch(() => null),
      ]);
      if (!status.loggedIn || !status.user) return;
      const today = todayOrLocal(timezone);
      const base = { userId: status.user.id, type: profile.measurementType, today };
      const loggedToday = todays?.date === today && todays.id !== null;
      if (request) setOpened({ kind: 'logging', ...base, ...request, start: SCRATCH_START });
      else if (loggedToday || readDraft(base.userId, today)) setOpened({ kind: 'logging', ...base, date: today, start: SCRATCH_START });
      else setOpened({ kind: 'choosing', ...base });
    } catch (error) {
      // Without the session or the profile there is nothing to log into; the button stays for another try.
      console.error('Error opening the workout log:', error);
    } finally {
      setOpening(false);
    }
  };

  const close = () => setOpened({ kind: 'closed' });

  const dialogs = (
    <>
      {opened.kind === 'choosing' ? (
        <RoutineChoice
          userId={opened.userId}
          today={opened.today}
          onClose={close}
          onStart={(start, date = opened.today) => setOpened({ ...opened, kind: 'logging', date, start })}
        />
      ) : null}
      {opened.kind === 'logging' ? (
        <WorkoutLogDialog
          userId={opened.userId}
          type={opened.type}
          today={opened.today}
          initialDate={opened.date}
          start={opened.start}
          repeatedFrom={opened.repeatedFrom}
          onSaved={(date) => {
            setFinished(null);
            setSavedDay({ date, type: opened.type });
          }}
          onFinished={(workout) => {
            setSavedDay(null);
            setFinished(workout);
          }}
          onClose={close}
        />
      ) : null}
      {savedDay ? <SavedLogRecords key={savedDay.date} date={savedDay.date} type={savedDay.type} onDismiss={() => setSavedDay(null)} /> : null}
      {finished ? <FinishedSummary workout={finished} onClose={() => setFinished(null)} /> : null}
    </>
  );
  // `openerProps`: spread on a button that opens the log, so the dialogs' code starts coming as it is neared.
  return { open, opening, logging: opened.kind === 'logging', dialogs, openerProps: workoutLogDialogs.openerProps };
}

/** Today in `timezone`, as `localToday` reads it (its fallback when the zone is unknown). */
function todayOrLocal(timezone: string): string {
  try {
    return todayIn(timezone);
  } catch {
    return localToday();
  }
}

/** The routine selection, wired: the user's routines in order, and an earlier unsaved log offered first. */
function RoutineChoice({
  userId,
  today,
  onStart,
  onClose,
}: {
  userId: string;
  today: string;
  onStart: (start: LogStart, date?: string) => void;
  onClose: () => void;
}) {
  const routines = useRoutinesWithExercises();
  const [earlier] = useState(() => otherDrafts(userId, today)[0]);
  useDraftOffered(userId, earlier?.date);
  return (
    <RoutineSelectionDialog
      state={
        routines.isError ? { status: 'error', onRetry: routines.retry } : routines.data ? { status: 'ready', routines: routines.data } : { status: 'loading' }
      }
      draftOffer={
        earlier ? { label: `Resume unsaved log of ${shortDay(earlier.date, today)}`, onResume: () => onStart(SCRATCH_START, earlier.date) } : undefined
      }
      onPick={(routineId) => {
        // The log keeps the routine's name: History shows which routine the day came from (issue #50).
        const routine = routines.data?.find((r) => r.id === routineId);
        onStart(routine ? startFromRoutine(routine) : SCRATCH_START);
      }}
      onScratch={() => onStart(SCRATCH_START)}
      onClose={onClose}
    />
  );
}

/** The saved day's new records: shown after a save only, so their code (the dialogs' chunk) is already here. */
function SavedLogRecords(props: { date: string; type: MeasurementType; onDismiss: () => void }) {
  const chunk = useChunk(workoutLogDialogs);
  return chunk.status === 'loaded' ? <chunk.module.SavedLogRecords {...props} /> : null;
}

/** A finished workout's summary (with the day's new records once sent): after a save only, like the records. */
function FinishedSummary({ workout, onClose }: { workout: FinishedWorkout; onClose: () => void }) {
  const chunk = useChunk(workoutLogDialogs);
  const { sent, ...summary } = workout;
  return chunk.status === 'loaded' ? <chunk.module.WorkoutSummaryDialog {...summary} withRecords={sent} onClose={onClose} /> : null;
}
