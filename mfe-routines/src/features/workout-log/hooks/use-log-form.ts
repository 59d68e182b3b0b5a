import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { holdUnsavedWork, newClientId } from '@fitness/api-client';
import {
  draftInUnits,
  isValidDay,
  logToForm,
  rebaseDayLogForm,
  sameLogForm,
  sameSession,
  type ExerciseForm,
  type LogExerciseForm,
  type MeasurementType,
  type SetTombstone,
  type WorkoutSession,
} from '@fitness/domain';
import { LOG_TEXT } from '../log-text';
import { EMPTY_LOG_STORE, createLogStore, newExerciseKey, type LogStore } from './log-store';
import { useLogSlice, useSession } from './log-slices';
import { clearDraft, readDraft, writeDraft } from './workout-drafts';

export interface LogForm {
  date: string;
  /** The day's exercises as they are being edited (see log-store). */
  store: LogStore;
  /** What is saved for the day (or what the day started from): equal → nothing to save, no draft. */
  baseline: ExerciseForm[];
  /** The day's saved session (start, finish, notes), compared like `baseline`. */
  baselineSession: WorkoutSession | null;
  /** Where the exercises came from: the saved log, this device's draft, or the chosen start. */
  source: 'saved' | 'draft' | 'start';
  /** The day has a saved log on the server. */
  daySaved: boolean;
  /** The day's version the form started from: the sync merges against it (docs/decisions/0045). */
  baseVersion: number;
  /** Unsaved edits of this device met a newer saved log and were merged with it (docs/decisions/0068). */
  merged: boolean;
}

export interface UseLogFormOptions {
  userId: string;
  type: MeasurementType;
  today: string;
  /** The day on screen (the caller loads its saved log) and how to move to another. */
  date: string;
  onDateChange: (date: string) => void;
  /** A day with no saved log starts from this (a routine's exercises, or nothing). */
  start: readonly LogExerciseForm[];
  /** The saved log of `date` once loaded (undefined while loading or failed). */
  saved: readonly LogExerciseForm[] | undefined;
  /** The saved log's version (0 before the day's first save). */
  savedVersion?: number;
  /** The saved log's tombstones: sets deleted from the day, which a merge must not bring back. */
  savedDeleted?: readonly SetTombstone[];
  /** The saved log's session (null or absent: none). */
  savedSession?: WorkoutSession | null;
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
}: UseLogFormOptions) {
  const [dateText, setDateText] = useState(date);
  const [dateError, setDateError] = useState<string>();
  const firstStart = useRef(start);
  // A day's form is built once its saved log is known: at once when it is already cached (today's
  // log usually is), so the dialog's first commit is the log itself, with no skeleton before it.
  const [form, setForm] = useState<LogForm | null>(() =>
    saved ? buildForm({ userId, type, date, saved, savedVersion, savedDeleted, savedSession, start, previous: null }) : null,
  );

  // Another day, or a day's saved log arriving: before the paint, so the skeleton never flashes. A
  // newer saved log of the day on screen (another device saved it) is merged into what is typed here.
  useLayoutEffect(() => {
    if (!saved) return;
    if (form?.date === date && savedVersion <= form.baseVersion) return;
    const current = form?.date === date ? form : null;
    const day = { userId, type, date, saved, savedVersion, savedDeleted, savedSession };
    setForm(
      current && isChanged(current)
        ? rebasedForm(current.store.exercises(), current.store.deleted(), current.store.session(), day)
        : buildForm({ ...day, start: firstStart.current, previous: current ? null : form }),
    );
  }, [date, saved, savedVersion, savedDeleted, savedSession, form, type, userId]);

  const ready = form?.date === date ? form : null;

  // Every change is the day's draft; back to what is saved, there is no draft.
  useEffect(() => {
    if (!ready) return;
    const keep = () => {
      if (!isChanged(ready)) return clearDraft(userId, ready.date);
      const session = ready.store.session();
      writeDraft(userId, ready.date, type, ready.store.exercises(), { baseVersion: ready.baseVersion, deleted: ready.store.deleted(), session });
    };
    keep();
    return ready.store.subscribe(keep);
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
      setForm({ ...ready, source: ready.baseline.length ? 'saved' : 'start' });
    },
    /** The day was saved: its draft goes, nothing is unsaved any more. */
    saved() {
      clearDraft(userId, date);
      if (!ready) return;
      ready.store.forgetDeleted();
      setForm({ ...ready, baseline: ready.store.exercises(), baselineSession: ready.store.session(), source: 'saved', daySaved: true });
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
  useEffect(() => (dirty || sessionDirty ? holdUnsavedWork() : undefined), [dirty, sessionDirty]);
  return dirty && withSets;
}

const NONE: readonly SetTombstone[] = [];

/** The log or its session differs from what is saved. */
const isChanged = (form: LogForm) => !sameLogForm(form.store.exercises(), form.baseline) || !sameSession(form.store.session(), form.baselineSession);

interface SavedDay {
  userId: string;
  type: MeasurementType;
  date: string;
  saved: readonly LogExerciseForm[];
  savedVersion: number;
  savedDeleted: readonly SetTombstone[];
  savedSession: WorkoutSession | null;
}

interface BuildFormOptions extends SavedDay {
  /** What an empty day starts from when the log opens (a routine's exercises, or nothing). */
  start: readonly LogExerciseForm[];
  /** The form of the day shown before (null as the log opens). */
  previous: LogForm | null;
}

/**
 * The form of `date`: its draft on this device (merged with the saved log when that is newer than
 * the draft's base), else its saved log, else what was typed for an unsaved day or the start.
 */
function buildForm({ userId, type, date, saved, savedVersion, savedDeleted, savedSession, start, previous }: BuildFormOptions): LogForm {
  const savedForm = logToForm(saved, type, newExerciseKey);
  let baseline = savedForm;
  let startFrom = savedForm;
  let startSessionFrom = savedSession;
  if (savedForm.length === 0) {
    const typed = previous?.store.exercises() ?? [];
    if (!previous) baseline = startFrom = logToForm(start, type, newExerciseKey);
    else if (!previous.daySaved && typed.length > 0) {
      // An empty day takes what was typed for an unsaved one (the lifter picked the day afterwards).
      startFrom = typed;
      startSessionFrom = previous.store.session() ?? savedSession;
      baseline = [];
      clearDraft(userId, previous.date);
    }
  }
  const draft = readDraft(userId, date);
  const daySaved = savedForm.length > 0;
  const savedSetIds = setIdsOf(savedForm);
  // A draft from before versions has no base (0): any saved version is newer, so it is merged.
  if (draft && (draft.baseVersion ?? 0) < savedVersion) {
    return rebasedForm(draftInUnits(draft, type), draft.deleted ?? [], draft.session ?? null, {
      userId,
      type,
      date,
      saved,
      savedVersion,
      savedDeleted,
      savedSession,
    });
  }
  return draft
    ? {
        date,
        store: createLogStore(draftInUnits(draft, type), type, { savedSetIds, deleted: draft.deleted, newId: newClientId, session: draft.session ?? null }),
        baseline,
        baselineSession: savedSession,
        source: 'draft',
        daySaved,
        baseVersion: draft.baseVersion ?? 0,
        merged: false,
      }
    : {
        date,
        store: createLogStore(startFrom, type, { savedSetIds, newId: newClientId, session: startSessionFrom }),
        baseline,
        baselineSession: savedSession,
        source: daySaved ? 'saved' : 'start',
        daySaved,
        baseVersion: savedVersion,
        merged: false,
      };
}

/** What this device typed, merged with a newer saved log of the day: the form now starts from that version. */
function rebasedForm(
  typed: readonly ExerciseForm[],
  deleted: readonly SetTombstone[],
  session: WorkoutSession | null,
  { type, saved, savedVersion, savedDeleted, savedSession, date }: SavedDay,
): LogForm {
  const savedForm = logToForm(saved, type, newExerciseKey);
  const rebased = rebaseDayLogForm(
    { exercises: typed, deleted, session },
    { exercises: savedForm, deleted: savedDeleted, session: savedSession },
    Date.now(),
    newClientId,
  );
  return {
    date,
    store: createLogStore([...rebased.exercises], type, {
      savedSetIds: setIdsOf(savedForm),
      deleted: [...rebased.deleted],
      newId: newClientId,
      session: rebased.session,
    }),
    baseline: savedForm,
    baselineSession: savedSession,
    source: 'draft',
    daySaved: savedForm.length > 0,
    baseVersion: savedVersion,
    merged: rebased.merged,
  };
}

const setIdsOf = (form: readonly ExerciseForm[]) => new Set(form.flatMap((e) => e.sets.flatMap((s) => (s.id ? [s.id] : []))));
