import { useCallback, useRef, useState } from 'react';
import { browserTimeZone, forgetMerge, useDayLog, usePreviousSets, useProfile, useSubmitChange, wasMerged } from '@fitness/api-client';
import {
  formToLog,
  MERGED_MESSAGE,
  profileEquipment,
  shortDay,
  weightInputValue,
  type LogExerciseForm,
  type LogFormProblem,
  type MeasurementType,
} from '@fitness/domain';
import { Button, CheckboxField, ConfirmDialog } from '@fitness/ui';
import { EMPTY_LOG_STORE, useLogSlice } from '../hooks/log-store';
import { primeRestSound } from '../hooks/rest-alerts';
import { restTimer } from '../hooks/rest-timer-store';
import { useHasUnsavedSets, useLogForm, type LogForm } from '../hooks/use-log-form';
import { useDebounced } from '../hooks/use-debounced';
import { useKeepScreenOn, useWakeLock, wakeLockSupported } from '../hooks/use-wake-lock';
import { otherDrafts, useDraftOffered } from '../hooks/workout-drafts';
import { LOG_TEXT } from '../log-text';
import { RemovedExerciseNotice } from './removed-exercise-notice';
import { PlateSheet } from './plate-sheet';
import { RestTimerFooter } from './rest-timer-footer';
import { WorkoutLogDialogView, type WorkoutLogBodyState } from './workout-log-dialog-view';

export interface WorkoutLogDialogProps {
  userId: string;
  type: MeasurementType;
  today: string;
  initialDate: string;
  /** A day with no saved log starts from this: a routine's exercises (no sets), or nothing. */
  start: readonly LogExerciseForm[];
  /** After a save reached the server, before closing: the day saved (its new records are shown outside the dialog). */
  onSaved?: (date: string) => void;
  onClose: () => void;
}

/**
 * The Daily Workout Log, wired to the API: loads a day, keeps a draft, shows last time's numbers,
 * saves; and the gym tools: done ticks start the rest timer, the plate sheet, the screen kept awake.
 */
export function WorkoutLogDialog({ userId, type, today, initialDate, start, onSaved, onClose }: WorkoutLogDialogProps) {
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
  const profile = useProfile();

  // A loaded log asks for its names' last numbers at once (they are in the first paint when cached);
  // names being typed wait until the typing stops.
  const names = useDebounced(useExerciseNames(log.form), 400, log.form?.store);
  const previous = usePreviousSets(names ? names.split('\n') : [], log.date);

  const [keepScreenOn, setKeepScreenOn] = useKeepScreenOn();
  useWakeLock(useHasUnsavedSets(log.form) && keepScreenOn);

  const state: WorkoutLogBodyState = log.form
    ? { status: 'ready', store: log.form.store }
    : dayLog.isError
      ? { status: 'error', onRetry: () => void dayLog.refetch() }
      : { status: 'loading' };

  // Stable for every row: they read the log when called.
  const onSetDone = useCallback(
    (exerciseKey: string, index: number) => {
      const exercises = form.current?.store.exercises() ?? [];
      const at = exercises.findIndex((e) => e.key === exerciseKey);
      const exercise = exercises[at];
      if (!exercise) return;
      // In a task of its own, so the tick paints first (starting an AudioContext takes tens of ms on a
      // slow phone); a timer set by the tap still counts as the tap's for the browser's sound rules.
      setTimeout(primeRestSound);
      restTimer.start(userId, { key: exercise.key, name: exercise.name.trim() || `Exercise ${at + 1}`, restSeconds: exercise.restSeconds });
      // The last open set of an exercise: on to the next exercise's first set.
      if (exercise.sets.every((s) => s.done) && exercise.sets[index]?.done) focusFirstSetOf(exercises[at + 1]?.key);
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

  const save = async () => {
    if (!log.form) return;
    const { exercises, problems: found } = formToLog(log.form.store.exercises(), type);
    setProblems(found);
    if (found.length > 0) return;
    setSaveError(undefined);
    setSaving(true);
    try {
      const localLog = { exercises, deleted: log.form.store.deleted() };
      const outcome = await submit({
        kind: 'workoutLog.sync',
        input: { localLog, timezone: browserTimeZone(), date: log.date, baseVersion: log.form.baseVersion },
      });
      forgetMerge(userId, log.date);
      log.saved();
      // The server judges records: a log kept offline has none to show until it is sent.
      if (outcome === 'sent') onSaved?.(log.date);
      onClose();
    } catch (error) {
      console.error('Error saving workout log:', error);
      setSaveError(LOG_TEXT.saveFailed);
      setSaving(false);
    }
  };

  const requestClose = () => (log.isDirty() ? setConfirmingClose(true) : onClose());
  const earlier = log.form ? otherDrafts(userId, log.date)[0] : undefined;

  const merged = mergedShown && log.form && (log.form.merged || wasMerged(userId, log.date));
  useDraftOffered(userId, !merged && log.form?.source !== 'draft' ? earlier?.date : undefined);
  const notice = merged ? (
    <div className="ui-notice log-notice" role="status">
      <p>{MERGED_MESSAGE}.</p>
      <Button
        variant="secondary"
        onClick={() => {
          forgetMerge(userId, log.date);
          setMergedShown(false);
        }}
      >
        OK
      </Button>
    </div>
  ) : log.form?.source === 'draft' ? (
    <div className="ui-notice log-notice" role="status">
      <p>Restored what you typed on this device and had not saved yet.</p>
      <Button variant="secondary" onClick={log.discard}>
        Discard changes
      </Button>
    </div>
  ) : earlier ? (
    <div className="ui-notice log-notice" role="status">
      <p>You have an unsaved log for {shortDay(earlier.date, today)}.</p>
      <Button variant="secondary" onClick={() => log.changeDate(earlier.date)}>
        Open {shortDay(earlier.date, today)}
      </Button>
    </div>
  ) : null;

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
        onSave={() => void save()}
        onClose={requestClose}
      />
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

/** Focus the first set's done toggle of an exercise (its Add set when it has none), scrolled into view. */
function focusFirstSetOf(exerciseKey: string | undefined) {
  if (!exerciseKey) return;
  const card = document.querySelector(`[data-exercise-key="${CSS.escape(exerciseKey)}"]`);
  const target = card?.querySelector<HTMLElement>('.log-set__done') ?? card?.querySelector<HTMLElement>('.log-exercise__add-set');
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}
