import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { holdUnsavedWork } from '@fitness/api-client';
import {
  isValidDay,
  sameLogForm,
  sameSession,
  type LogExerciseForm,
  type LogStart,
  type MeasurementType,
  type SetTombstone,
  type WorkoutSession,
} from '@fitness/domain';
import { LOG_TEXT } from '../log-text';
import { buildForm, rebasedForm, type LogForm } from './day-form';
import { EMPTY_LOG_STORE } from './log-store';
import { useLogSlice, useSession } from './log-slices';
import { clearDraft, writeDraft } from './workout-drafts';

export type { LogForm } from './day-form';

export interface UseLogFormOptions {
  userId: string;
  type: MeasurementType;
  today: string;
  /** The day on screen (the caller loads its saved log) and how to move to another. */
  date: string;
  onDateChange: (date: string) => void;
  /** A day with no saved log starts from this (a routine's exercises and name, or nothing). */
  start: LogStart;
  /** The saved log of `date` once loaded (undefined while loading or failed). */
  saved: readonly LogExerciseForm[] | undefined;
  /** The saved log's version (0 before the day's first save). */
  savedVersion?: number;
  /** The saved log's tombstones: sets deleted from the day, which a merge must not bring back. */
  savedDeleted?: readonly SetTombstone[];
  /** The saved log's session (null or absent: none). */
  savedSession?: WorkoutSession | null;
  /** The saved log's routine name (null or absent: none). */
  savedRoutineName?: string | null;
}

/**
 * The Daily Workout Log's form: one day at a time, started from that day's draft, else its saved
 * log, else the chosen start. Every change is kept as the day's draft until the day is saved.
 */
export function useLogForm({
  userId,
  type,
  today,
  date,
  onDateChange,
  start,
  saved,
  savedVersion = 0,
  savedDeleted = NONE,
  savedSession = null,
  savedRoutineName = null,
}: UseLogFormOptions) {
  const [dateText, setDateText] = useState(date);
  const [dateError, setDateError] = useState<string>();
  const firstStart = useRef(start);
  // A day's form is built once its saved log is known: at once when it is already cached (today's
  // log usually is), so the dialog's first commit is the log itself, with no skeleton before it.
  const [form, setForm] = useState<LogForm | null>(() =>
    saved ? buildForm({ userId, type, date, saved, savedVersion, savedDeleted, savedSession, savedRoutineName, start, previous: null }) : null,
  );

  // Another day, or a day's saved log arriving: before the paint, so the skeleton never flashes. A
  // newer saved log of the day on screen (another device saved it) is merged into what is typed here.
  useLayoutEffect(() => {
    if (!saved) return;
    if (form?.date === date && savedVersion <= form.baseVersion) return;
    const current = form?.date === date ? form : null;
    const day = { userId, type, date, saved, savedVersion, savedDeleted, savedSession, savedRoutineName };
    setForm(
      current && isChanged(current)
        ? rebasedForm(current.store.exercises(), current.store.deleted(), current.store.session(), current.routineName, day)
        : buildForm({ ...day, start: firstStart.current, previous: current ? null : form }),
    );
  }, [date, saved, savedVersion, savedDeleted, savedSession, savedRoutineName, form, type, userId]);

  const ready = form?.date === date ? form : null;

  // Every change is the day's draft; back to what is saved, there is no draft. A change is written
  // after the frame that shows it (JSON of the whole day is no part of a tap); leaving the page, the
  // day or the log writes what is waiting.
  const cancelDraftWrite = useRef(() => {});
  useEffect(() => {
    if (!ready) return;
    const keep = () => {
      if (!isChanged(ready)) return clearDraft(userId, ready.date);
      const session = ready.store.session();
      const { baseVersion, routineName } = ready;
      writeDraft(userId, ready.date, type, ready.store.exercises(), { baseVersion, deleted: ready.store.deleted(), session, routineName });
    };
    keep();
    let waiting: (() => void) | undefined;
    const cancel = () => {
      waiting?.();
      waiting = undefined;
    };
    const flush = () => {
      if (waiting === undefined) return;
      cancel();
      keep();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    cancelDraftWrite.current = cancel;
    const unsubscribe = ready.store.subscribe(() => {
      waiting ??= whenIdle(flush);
    });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [ready, userId, type]);

  return {
    date,
    dateText,
    dateError,
    form: ready,
    /** True while the log differs from what is saved (read when needed: no re-render per keystroke). */
    isDirty: () => (ready ? isChanged(ready) : false),
    changeDate(text: string) {
      setDateText(text);
      if (!isValidDay(text)) return setDateError(text === '' ? 'Choose a date' : undefined);
      if (text > today) return setDateError(LOG_TEXT.futureDate);
      setDateError(undefined);
      onDateChange(text);
    },
    /** Back to what is saved for the day: the draft goes. */
    discard() {
      if (!ready) return;
      ready.store.replace(ready.baseline, ready.baselineSession);
      setForm({ ...ready, routineName: ready.baselineRoutineName, source: ready.baseline.length ? 'saved' : 'start' });
    },
    /** The day was saved: its draft goes, nothing is unsaved any more. */
    saved() {
      // What waits to be written is saved now: written after this, it would bring the draft back.
      cancelDraftWrite.current();
      clearDraft(userId, date);
      if (!ready) return;
      ready.store.forgetDeleted();
      setForm({
        ...ready,
        baseline: ready.store.exercises(),
        baselineSession: ready.store.session(),
        baselineRoutineName: ready.routineName,
        source: 'saved',
        daySaved: true,
      });
    },
  };
}

/**
 * True while the open log has sets that are not saved: the screen is kept awake then. Any unsaved
 * change (a name typed too) holds off a reload: the "new version" prompt waits (docs/decisions/0043).
 */
export function useHasUnsavedSets(form: LogForm | null): boolean {
  const store = form?.store ?? EMPTY_LOG_STORE;
  const dirty = useLogSlice(store, (exercises) => !sameLogForm(exercises, form?.baseline ?? []));
  const sessionDirty = !sameSession(useSession(store), form?.baselineSession);
  const withSets = useLogSlice(store, (exercises) => exercises.some((e) => e.sets.length > 0));
  // Acted on in a render of their own after the change's (the shell's prompt, the lock request): not in the tap's.
  const unsaved = useDeferredValue(dirty || sessionDirty);
  useEffect(() => (unsaved ? holdUnsavedWork() : undefined), [unsaved]);
  return useDeferredValue(dirty && withSets);
}

const NONE: readonly SetTombstone[] = [];
/**
 * Runs `task` once the browser is idle after drawing (within a second), else (no idle callbacks: Safari)
 * after a burst of keystrokes; answers how to call it off.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 150);
  return () => clearTimeout(id);
}

/** The log or its session differs from what is saved. */
const isChanged = (form: LogForm) => !sameLogForm(form.store.exercises(), form.baseline) || !sameSession(form.store.session(), form.baselineSession);
