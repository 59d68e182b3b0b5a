import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueries, useTRPC } from '@fitness/api-client';
import { formToLog, shortDay, type LogExerciseForm, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button, ConfirmDialog } from '@fitness/ui';
import { usePreviousSets } from '../api/previous-sets-query';
import { useDayLog } from '../api/workout-log-queries';
import { browserTimeZone, useSyncWorkoutLog } from '../api/use-sync-workout-log';
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
  /** After a save, before closing: the day saved (its new records are shown outside the dialog). */
  onSaved?: (date: string) => void;
  onClose: () => void;
}

/** The Daily Workout Log, wired to the API: loads a day, keeps a draft, shows last time's numbers, saves. */
export function WorkoutLogDialog({ userId, type, today, initialDate, start, onSaved, onClose }: WorkoutLogDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(initialDate);
  const dayLog = useDayLog(date, () => {
    // Today's log is usually in the cache already (the dashboard loaded it): no loading flash.
    const todays = queryClient.getQueryData(dashboardQueries(trpc).todaysWorkoutLog.queryKey);
    return todays?.date === date ? todays : undefined;
  });
  const saved = dayLog.data?.date === date ? dayLog.data.exercises : undefined;
  const log = useLogForm({ userId, type, today, date, onDateChange: setDate, start, saved });

  const sync = useSyncWorkoutLog();
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
    try {
      await sync.mutateAsync({ localLog: { exercises }, timezone: browserTimeZone(), date: log.date });
      log.saved();
      onSaved?.(log.date);
      onClose();
    } catch (error) {
      console.error('Error saving workout log:', error);
      setSaveError(LOG_TEXT.saveFailed);
    }
  };

  const requestClose = () => (log.dirty ? setConfirmingClose(true) : onClose());
  const earlier = log.form ? otherDrafts(userId, log.date)[0] : undefined;

  const notice =
    log.form?.source === 'draft' ? (
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
        saving={sync.isPending}
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
