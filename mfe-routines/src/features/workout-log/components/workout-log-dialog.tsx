import { useCallback, useMemo, useRef, useState } from 'react';
import { browserTimeZone, forgetMerge, useDayLog, usePreviousSets, useProfile, useSubmitChange, wasMerged } from '@fitness/api-client';
import {
  formToLog,
  profileEquipment,
  shortDay,
  weightInputValue,
  type LogExerciseForm,
  type LogFormProblem,
  type LogStart,
  type MeasurementType,
  type WorkoutSession,
} from '@fitness/domain';
import { Button, CheckboxField, ConfirmDialog } from '@fitness/ui';
import { EMPTY_LOG_STORE } from '../hooks/log-store';
import { useLogSlice } from '../hooks/log-slices';
import { setDone } from '../hooks/set-done';
import { useHasUnsavedSets, useLogForm, type LogForm } from '../hooks/use-log-form';
import { useDebounced } from '../hooks/use-debounced';
import { useKeepScreenOn, useWakeLock, wakeLockSupported } from '../hooks/use-wake-lock';
import { otherDrafts, useDraftOffered } from '../hooks/workout-drafts';
import { LOG_TEXT } from '../log-text';
import { LogNotice } from './log-notice';
import { RemovedExerciseNotice } from './removed-exercise-notice';
import { PlateSheet } from './plate-sheet';
import { RestTimerFooter } from './rest-timer-footer';
import { sessionProblem } from './session-header';
import { WorkoutSummaryDialog } from './workout-summary';
import { WorkoutLogDialogView, type WorkoutLogBodyState } from './workout-log-dialog-view';

export interface WorkoutLogDialogProps {
  userId: string;
  type: MeasurementType;
  today: string;
  initialDate: string;
  /** A day with no saved log starts from this: a routine's exercises (no sets) and name, or nothing. */
  start: LogStart;
  /** The day History's "Repeat today" filled today's draft from: the notice says so. */
  repeatedFrom?: string;
  /** After a save reached the server, before closing: the day saved (its new records are shown outside the dialog). */
  onSaved?: (date: string) => void;
  /** After "Finish workout" saved the log (sent, or kept to send), before closing: its summary is shown outside the dialog. */
  onFinished?: (workout: FinishedWorkout) => void;
  onClose: () => void;
}

/** A workout just finished and saved: what its summary shows. */
export interface FinishedWorkout {
  date: string;
  type: MeasurementType;
  session: WorkoutSession;
  exercises: LogExerciseForm[];
  /** The save reached the server: the day's new records can be read. */
  sent: boolean;
}

/**
 * The Daily Workout Log, wired to the API: loads a day, keeps a draft, shows last time's numbers,
 * saves; and the gym tools: done ticks start the rest timer, the plate sheet, the screen kept awake.
 */
export function WorkoutLogDialog({ userId, type, today, initialDate, start, repeatedFrom, onSaved, onFinished, onClose }: WorkoutLogDialogProps) {
  const [date, setDate] = useState(initialDate);
  const dayLog = useDayLog(date);
  const saved = dayLog.data?.date === date ? dayLog.data.exercises : undefined;
  const log = useLogForm({
    userId,
    type,
    today,
    date,
    onDateChange: setDate,
    start,
    saved,
    savedVersion: dayLog.data?.version,
    savedDeleted: dayLog.data?.deleted,
    savedSession: dayLog.data?.date === date ? dayLog.data.session : undefined,
    savedRoutineName: dayLog.data?.date === date ? dayLog.data.routineName : undefined,
  });
  const form = useRef<LogForm | null>(null);
  form.current = log.form;

  // Through the device's outbox: offline the log is kept on the phone and sent later (docs/decisions/0044).
  const submit = useSubmitChange();
  const [saving, setSaving] = useState(false);
  const [mergedShown, setMergedShown] = useState(true);
  const [problems, setProblems] = useState<LogFormProblem[]>([]);
  const [saveError, setSaveError] = useState<string>();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [addedKey, setAddedKey] = useState<string>();
  const [plateFor, setPlateFor] = useState<{ weight: number | null } | null>(null);
  const [summaryShown, setSummaryShown] = useState(false);
  const profile = useProfile();

  // A loaded log asks for its names' last numbers at once (they are in the first paint when cached);
  // names being typed wait until the typing stops.
  const names = useDebounced(useExerciseNames(log.form), 400, log.form?.store);
  const previous = usePreviousSets(names ? names.split('\n') : [], log.date);

  const [keepScreenOn, setKeepScreenOn] = useKeepScreenOn();

  const state: WorkoutLogBodyState = log.form
    ? { status: 'ready', store: log.form.store }
    : dayLog.isError
      ? { status: 'error', onRetry: () => void dayLog.refetch() }
      : { status: 'loading' };

  // Stable for every row: they read the log when called.
  const onSetDone = useCallback(
    (exerciseKey: string, index: number) => {
      if (form.current) setDone(form.current.store, userId, exerciseKey, index);
    },
    [userId],
  );
  const onPlates = useCallback((exerciseKey: string, index: number) => {
    const set = form.current?.store.exercises().find((e) => e.key === exerciseKey)?.sets[index];
    setPlateFor({ weight: set ? weightInputValue(set.weight.trim()) : null });
  }, []);
  const onAddExercise = useCallback(() => {
    const key = form.current?.store.addExercise();
    if (key) setAddedKey(key);
  }, []);

  /** Saves the day; after "Finish workout" (`finished`) its summary follows. */
  const save = async (finished = false) => {
    if (!log.form) return;
    const { exercises, problems: found } = formToLog(log.form.store.exercises(), type);
    setProblems(found);
    const session = log.form.store.session();
    if (found.length > 0 || sessionProblem(session)) return;
    setSaveError(undefined);
    setSaving(true);
    try {
      // The routine's name only when the log has one: the lifter never clears it, and an absent one keeps the day's.
      const { routineName } = log.form;
      const localLog = { exercises, deleted: log.form.store.deleted(), ...(session ? { session } : {}), ...(routineName ? { routineName } : {}) };
      const outcome = await submit({
        kind: 'workoutLog.sync',
        input: { localLog, timezone: browserTimeZone(), date: log.date, baseVersion: log.form.baseVersion },
      });
      forgetMerge(userId, log.date);
      log.saved();
      // The server judges records: a log kept offline has none to show until it is sent.
      if (finished && session && onFinished) onFinished({ date: log.date, type, session, exercises, sent: outcome === 'sent' });
      else if (outcome === 'sent') onSaved?.(log.date);
      onClose();
    } catch (error) {
      console.error('Error saving workout log:', error);
      setSaveError(LOG_TEXT.saveFailed);
      setSaving(false);
    }
  };

  const requestClose = () => (log.isDirty() ? setConfirmingClose(true) : onClose());
  // Other days' drafts change only with the day on screen (a day's typing moves with it): read once a
  // day, not on each render (the scan parses every kept draft, today's 10 × 5 sets too).
  const hasForm = log.form !== null;
  const earlier = useMemo(() => (hasForm ? otherDrafts(userId, log.date)[0] : undefined), [hasForm, userId, log.date]);

  const merged = mergedShown && log.form && (log.form.merged || wasMerged(userId, log.date));
  useDraftOffered(userId, !merged && log.form?.source !== 'draft' ? earlier?.date : undefined);
  const repeated = repeatedFrom && !merged && log.form?.source === 'draft' && log.date === today;
  const notice = repeated ? (
    <div className="ui-notice log-notice" role="status">
      <p>Filled in from your workout of {shortDay(repeatedFrom, today)}. Nothing is saved until you save.</p>
      <Button variant="secondary" onClick={log.discard}>
        Discard changes
      </Button>
    </div>
  ) : (
    <LogNotice
      today={today}
      merged={!!merged}
      restored={log.form?.source === 'draft'}
      earlierDate={earlier?.date}
      onMergedSeen={() => {
        forgetMerge(userId, log.date);
        setMergedShown(false);
      }}
      onDiscard={log.discard}
      onOpenDay={log.changeDate}
    />
  );

  const tools = wakeLockSupported() ? (
    <CheckboxField
      className="workout-log__keep-on"
      label={LOG_TEXT.keepScreenOn}
      checked={keepScreenOn}
      onChange={(event) => setKeepScreenOn(event.target.checked)}
    />
  ) : null;

  return (
    <>
      <UnsavedWork form={log.form} keepScreenOn={keepScreenOn} />
      <WorkoutLogDialogView
        date={log.dateText}
        today={today}
        type={type}
        state={state}
        previous={previous.data}
        problems={problems}
        notice={notice}
        tools={tools}
        footer={
          <>
            {log.form ? <RemovedExerciseNotice store={log.form.store} onUndone={focusNameOf} /> : null}
            <RestTimerFooter userId={userId} />
          </>
        }
        saving={saving}
        saveError={saveError}
        dateError={log.dateError}
        onDateChange={log.changeDate}
        addedKey={addedKey}
        onAddExercise={onAddExercise}
        onSetDone={onSetDone}
        onPlates={onPlates}
        onFinish={() => {
          log.form?.store.finishSession();
          void save(true);
        }}
        onShowSummary={() => setSummaryShown(true)}
        onSave={() => void save()}
        onClose={requestClose}
      />
      {summaryShown && log.form?.store.session() ? (
        <WorkoutSummaryDialog
          date={log.date}
          type={type}
          session={log.form.store.session()!}
          exercises={formToLog(log.form.store.exercises(), type).exercises}
          withRecords={log.form.daySaved}
          onClose={() => setSummaryShown(false)}
        />
      ) : null}
      {plateFor ? (
        <PlateSheet weight={plateFor.weight} type={type} equipment={profileEquipment(profile.data?.equipment, type)} onClose={() => setPlateFor(null)} />
      ) : null}
      <ConfirmDialog
        open={confirmingClose}
        title={LOG_TEXT.closeTitle}
        confirmLabel="Close"
        cancelLabel="Keep editing"
        tone="primary"
        onCancel={() => setConfirmingClose(false)}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
      >
        {LOG_TEXT.closeBody}
      </ConfirmDialog>
    </>
  );
}

/**
 * While the log has unsaved changes a reload waits, and with unsaved sets the screen stays on. A
 * component of its own: the log's first change re-renders it alone, not the dialog (issue #52).
 */
function UnsavedWork({ form, keepScreenOn }: { form: LogForm | null; keepScreenOn: boolean }) {
  useWakeLock(useHasUnsavedSets(form) && keepScreenOn);
  return null;
}

/** The log's exercise names, one a line (a string: the dialog re-renders only when a name changes). */
function useExerciseNames(form: LogForm | null): string {
  return useLogSlice(form?.store ?? EMPTY_LOG_STORE, (exercises) =>
    exercises
      .map((e) => e.name.trim())
      .filter(Boolean)
      .join('\n'),
  );
}

/** Focus an exercise's name (it came back by Undo). */
function focusNameOf(exerciseKey: string) {
  // After React has put the card back.
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-exercise-key="${CSS.escape(exerciseKey)}"] .log-exercise__name input`)?.focus());
}
