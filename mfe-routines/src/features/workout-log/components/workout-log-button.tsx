import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueries, isOnline, localToday, useSessionStatus, useTRPC } from '@fitness/api-client';
import { logFromRoutine, shortDay, type LogExerciseForm, type MeasurementType } from '@fitness/domain';
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
  | { kind: 'logging'; userId: string; type: MeasurementType; today: string; date: string; start: readonly LogExerciseForm[] };

/**
 * The floating workout-log button (spec section 2): today's log when one is saved (or an unsaved
 * draft of today exists), otherwise the routine selection first. While the dialog is closed it
 * shows the rest timer's chip, and it rings the end of a rest wherever the user is.
 */
export default function WorkoutLog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened>({ kind: 'closed' });
  const [opening, setOpening] = useState(false);
  /** The day last saved: its new records show until dismissed (or the next save). */
  const [savedDay, setSavedDay] = useState<{ date: string; type: MeasurementType } | null>(null);
  /** The workout just finished: its summary shows until closed. */
  const [finished, setFinished] = useState<FinishedWorkout | null>(null);
  // The session the shell already read: the rest timer is the signed-in user's.
  const session = useSessionStatus().data;
  const userId = session?.loggedIn ? session.user.id : undefined;
  useRestAlarm(userId);
  // As the app starts for a user: drafts offered once and untouched for two weeks go (issue #38).
  useEffect(() => {
    if (userId) removeStaleDrafts(userId);
  }, [userId]);

  const open = async () => {
    if (opening) return;
    setOpening(true);
    workoutLogDialogs.preload(); // the dialogs' code comes in while the data is read
    try {
      const queries = dashboardQueries(trpc);
      const [status, profile, todays] = await Promise.all([
        queryClient.ensureQueryData(queries.session),
        queryClient.ensureQueryData(queries.profile),
        // Fresh unless fetched within the minute and not invalidated since; offline the kept answer
        // (a fetch would wait for the link, and kept data is invalid from the start, docs/decisions/0068).
        (isOnline() ? queryClient.fetchQuery(queries.todaysWorkoutLog) : queryClient.ensureQueryData(queries.todaysWorkoutLog)).catch(() => null),
      ]);
      if (!status.loggedIn || !status.user) return;
      const today = localToday();
      const base = { userId: status.user.id, type: profile.measurementType, today };
      const loggedToday = todays?.date === today && todays.id !== null;
      if (loggedToday || readDraft(base.userId, today)) setOpened({ kind: 'logging', ...base, date: today, start: [] });
      else setOpened({ kind: 'choosing', ...base });
    } catch (error) {
      // Without the session or the profile there is nothing to log into; the button stays for another try.
      console.error('Error opening the workout log:', error);
    } finally {
      setOpening(false);
    }
  };

  const close = () => setOpened({ kind: 'closed' });

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
          aria-busy={opening || undefined}
          {...workoutLogDialogs.openerProps}
          onClick={() => void open()}
        >
          <DumbbellIcon aria-hidden="true" />
        </button>
      </div>
      {opened.kind !== 'logging' ? <RestChip userId={userId} /> : null}
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
  onStart: (start: readonly LogExerciseForm[], date?: string) => void;
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
      draftOffer={earlier ? { label: `Resume unsaved log of ${shortDay(earlier.date, today)}`, onResume: () => onStart([], earlier.date) } : undefined}
      onPick={(routineId) => onStart(logFromRoutine(routines.data?.find((r) => r.id === routineId)?.exercises ?? []))}
      onScratch={() => onStart([])}
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
