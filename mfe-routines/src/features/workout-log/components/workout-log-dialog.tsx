import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueries, forgetMerge, useSubmitChange, useTRPC, wasMerged } from '@fitness/api-client';
import { formToLog, MERGED_MESSAGE, shortDay, type LogExerciseForm, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button, ConfirmDialog } from '@fitness/ui';
import { usePreviousSets } from '../api/previous-sets-query';
import { useDayLog } from '../api/workout-log-queries';
import { browserTimeZone } from '../api/browser-time-zone';
import { newExerciseKey, useLogForm } from '../hooks/use-log-form';
import { useDebounced } from '../hooks/use-debounced';
import { otherDrafts } from '../hooks/workout-drafts';
import { LOG_TEXT } from '../log-text';
import { WorkoutLogDialogView, type WorkoutLogBodyState } from './workout-log-dialog-view';

export interface WorkoutLogDialogProps {
  userId: string;
  type: MeasurementType;
  today: string;
  initialDate: string;
  /** A day with no saved log starts from this: a routine's exercises (no sets), or nothing. */
  start: readonly LogExerciseForm[];
  onClose: () => void;
}

/** The Daily Workout Log, wired to the API: loads a day, keeps a draft, shows last time's numbers, saves. */
export function WorkoutLogDialog({ userId, type, today, initialDate, start, onClose }: WorkoutLogDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(initialDate);
  const dayLog = useDayLog(date, () => {
    // Today's log is usually in the cache already (the dashboard loaded it): no loading flash.
    const todays = queryClient.getQueryData(dashboardQueries(trpc).todaysWorkoutLog.queryKey);
    return todays?.date === date ? todays : undefined;
  });
  const saved = dayLog.data?.date === date ? dayLog.data.exercises : undefined;
  const log = useLogForm({ userId, type, today, date, onDateChange: setDate, start, saved, savedVersion: dayLog.data?.version });

  // Through the device's outbox: offline the log is kept on the phone and sent later (docs/decisions/0044).
  const submit = useSubmitChange();
  const [saving, setSaving] = useState(false);
  const [mergedShown, setMergedShown] = useState(true);
  const [problems, setProblems] = useState<LogFormProblem[]>([]);
  const [saveError, setSaveError] = useState<string>();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [addedKey, setAddedKey] = useState<string>();

  const names = useDebounced(log.form?.exercises.map((e) => e.name.trim()).filter(Boolean) ?? [], 400);
  const previous = usePreviousSets(names, log.date);

  const state: WorkoutLogBodyState = log.form
    ? { status: 'ready', exercises: log.form.exercises }
    : dayLog.isError
      ? { status: 'error', onRetry: () => void dayLog.refetch() }
      : { status: 'loading' };

  const save = async () => {
    if (!log.form) return;
    const { exercises, problems: found } = formToLog(log.form.exercises, type);
    setProblems(found);
    if (found.length > 0) return;
    setSaveError(undefined);
    setSaving(true);
    try {
      await submit({ kind: 'workoutLog.sync', input: { localLog: { exercises, deleted: log.form.deleted }, timezone: browserTimeZone(), date: log.date, baseVersion: log.form.baseVersion } });
      forgetMerge(userId, log.date);
      log.saved();
      onClose();
    } catch (error) {
      console.error('Error saving workout log:', error);
      setSaveError(LOG_TEXT.saveFailed);
      setSaving(false);
    }
  };

  const requestClose = () => (log.dirty ? setConfirmingClose(true) : onClose());
  const earlier = log.form ? otherDrafts(userId, log.date)[0] : undefined;

  const merged = mergedShown && log.form && wasMerged(userId, log.date);
  const notice = merged ? (
    <div className="log-notice" role="status">
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
      <div className="log-notice" role="status">
        <p>Restored what you typed on this device and had not saved yet.</p>
        <Button variant="secondary" onClick={log.discard}>
          Discard changes
        </Button>
      </div>
    ) : earlier ? (
      <div className="log-notice" role="status">
        <p>You have an unsaved log for {shortDay(earlier.date, today)}.</p>
        <Button variant="secondary" onClick={() => log.changeDate(earlier.date)}>
          Open {shortDay(earlier.date, today)}
        </Button>
      </div>
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
        saving={saving}
        saveError={saveError}
        dateError={log.dateError}
        onDateChange={log.changeDate}
        onChange={log.edit}
        addedKey={addedKey}
        onAddExercise={() => {
          if (!log.form) return;
          const key = newExerciseKey();
          setAddedKey(key);
          log.edit([...log.form.exercises, { key, name: '', tracked: false, bw: false, sets: [] }]);
        }}
        onSave={() => void save()}
        onClose={requestClose}
      />
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
