import { useEffect, useRef, useState } from 'react';
import { holdUnsavedWork, newClientId } from '@fitness/api-client';
import { draftInUnits, isValidDay, logToForm, sameLogForm, stampLogEdit, type ExerciseForm, type LogExerciseForm, type MeasurementType, type SetTombstone } from '@fitness/domain';
import { LOG_TEXT } from '../log-text';
import { clearDraft, readDraft, writeDraft } from './workout-drafts';

let keys = 0;
/** Screen-only identity of an exercise card (React key, problem lookup). */
export const newExerciseKey = () => `exercise-${(keys += 1)}`;

export interface LogForm {
  date: string;
  exercises: ExerciseForm[];
  /** What is saved for the day (or what the day started from): equal → nothing to save, no draft. */
  baseline: ExerciseForm[];
  /** Where the exercises came from: the saved log, this device's draft, or the chosen start. */
  source: 'saved' | 'draft' | 'start';
  /** The day has a saved log on the server. */
  daySaved: boolean;
  /** The day's version the form started from: the sync merges against it (docs/decisions/0045). */
  baseVersion: number;
  /** Saved sets deleted in this form (tombstones for the merge). */
  deleted: SetTombstone[];
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
}

/**
 * The Daily Workout Log's form: one day at a time, started from that day's draft, else its saved
 * log, else the chosen start. Every change is kept as the day's draft until the day is saved.
 */
export function useLogForm({ userId, type, today, date, onDateChange, start, saved, savedVersion = 0 }: UseLogFormOptions) {
  const [dateText, setDateText] = useState(date);
  const [dateError, setDateError] = useState<string>();
  const [form, setForm] = useState<LogForm | null>(null);
  const firstStart = useRef(start);

  // A day's form is built once its saved log is known.
  useEffect(() => {
    if (form?.date === date || !saved) return;
    const savedForm = logToForm(saved, type, newExerciseKey);
    let baseline = savedForm;
    let startFrom = savedForm;
    if (savedForm.length === 0) {
      if (!form) baseline = startFrom = logToForm(firstStart.current, type, newExerciseKey);
      else if (!form.daySaved && form.exercises.length > 0) {
        // An empty day takes what was typed for an unsaved one (the lifter picked the day afterwards).
        startFrom = form.exercises;
        baseline = [];
        clearDraft(userId, form.date);
      }
    }
    const draft = readDraft(userId, date);
    // A draft from before versions has no base: its sync then merges (nothing another device saved is lost).
    setForm(
      draft
        ? { date, exercises: draftInUnits(draft, type), baseline, source: 'draft', daySaved: savedForm.length > 0, baseVersion: draft.baseVersion ?? 0, deleted: draft.deleted ?? [] }
        : { date, exercises: startFrom, baseline, source: savedForm.length > 0 ? 'saved' : 'start', daySaved: savedForm.length > 0, baseVersion: savedVersion, deleted: [] },
    );
  }, [date, saved, savedVersion, form, type, userId]);

  const ready = form?.date === date ? form : null;
  const dirty = ready ? !sameLogForm(ready.exercises, ready.baseline) : false;

  // Every change is the day's draft; back to what is saved, there is no draft.
  useEffect(() => {
    if (!ready) return;
    if (dirty) writeDraft(userId, ready.date, type, ready.exercises, { baseVersion: ready.baseVersion, deleted: ready.deleted });
    else clearDraft(userId, ready.date);
  }, [ready, dirty, userId, type]);

  // Unsaved sets on screen: the app never reloads under them (the "new version" prompt waits).
  useEffect(() => (dirty ? holdUnsavedWork() : undefined), [dirty]);

  return {
    date,
    dateText,
    dateError,
    form: ready,
    dirty,
    changeDate(text: string) {
      setDateText(text);
      if (!isValidDay(text)) return setDateError(text === '' ? 'Choose a date' : undefined);
      if (text > today) return setDateError(LOG_TEXT.futureDate);
      setDateError(undefined);
      onDateChange(text);
    },
    /** Every edit stamps what changed and tombstones the saved sets removed (the two-device merge). */
    edit(exercises: ExerciseForm[]) {
      if (!ready) return;
      const savedSetIds = new Set(ready.baseline.flatMap((e) => e.sets.flatMap((s) => (s.id ? [s.id] : []))));
      const stamped = stampLogEdit(ready.exercises, exercises, savedSetIds, Date.now(), newClientId);
      const deleted = [...ready.deleted.filter((t) => !stamped.deleted.some((d) => d.setId === t.setId)), ...stamped.deleted];
      setForm({ ...ready, exercises: stamped.exercises, deleted });
    },
    /** Back to what is saved for the day: the draft goes. */
    discard() {
      if (ready) setForm({ ...ready, exercises: ready.baseline, source: ready.baseline.length ? 'saved' : 'start', deleted: [] });
    },
    /** The day was saved: its draft goes, nothing is unsaved any more. */
    saved() {
      clearDraft(userId, date);
      if (ready) setForm({ ...ready, baseline: ready.exercises, source: 'saved', daySaved: true, deleted: [] });
    },
  };
}
