import { newClientId } from '@fitness/api-client';
import {
  draftInUnits,
  logToForm,
  rebaseDayLogForm,
  type ExerciseForm,
  type LogExerciseForm,
  type LogStart,
  type MeasurementType,
  type SetTombstone,
  type WorkoutSession,
} from '@fitness/domain';
import { createLogStore, newExerciseKey, type LogStore } from './log-store';
import { clearDraft, readDraft } from './workout-drafts';

// The log form of one day as it opens (use-log-form.ts keeps it while the day is edited).

export interface LogForm {
  date: string;
  /** The day's exercises as they are being edited (see log-store). */
  store: LogStore;
  /** What is saved for the day (or what the day started from): equal → nothing to save, no draft. */
  baseline: ExerciseForm[];
  /** The day's saved session (start, finish, notes), compared like `baseline`. */
  baselineSession: WorkoutSession | null;
  /**
   * The routine the day's log was started from (issue #50), sent with each save; null when none. It
   * travels with the exercises (never a change on its own): a discard goes back to `baselineRoutineName`.
   */
  routineName: string | null;
  baselineRoutineName: string | null;
  /** Where the exercises came from: the saved log, this device's draft, or the chosen start. */
  source: 'saved' | 'draft' | 'start';
  /** The day has a saved log on the server. */
  daySaved: boolean;
  /** The day's version the form started from: the sync merges against it (docs/decisions/0045). */
  baseVersion: number;
  /** Unsaved edits of this device met a newer saved log and were merged with it (docs/decisions/0068). */
  merged: boolean;
}

export interface SavedDay {
  userId: string;
  type: MeasurementType;
  date: string;
  saved: readonly LogExerciseForm[];
  savedVersion: number;
  savedDeleted: readonly SetTombstone[];
  savedSession: WorkoutSession | null;
  savedRoutineName: string | null;
}

export interface BuildFormOptions extends SavedDay {
  /** What an empty day starts from when the log opens (a routine's exercises and name, or nothing). */
  start: LogStart;
  /** The form of the day shown before (null as the log opens). */
  previous: LogForm | null;
}

/**
 * The form of `date`: its draft on this device (merged with the saved log when that is newer than
 * the draft's base), else its saved log, else what was typed for an unsaved day or the start. The
 * routine name goes with them; a day's saved name comes first (the server keeps a day's first name).
 */
export function buildForm(options: BuildFormOptions): LogForm {
  const { userId, type, date, saved, savedVersion, savedSession, savedRoutineName, start, previous } = options;
  const savedForm = logToForm(saved, type, newExerciseKey);
  let baseline = savedForm;
  let startFrom = savedForm;
  let startSessionFrom = savedSession;
  let baselineRoutineName = savedRoutineName;
  let startRoutineName = savedRoutineName;
  if (savedForm.length === 0) {
    const typed = previous?.store.exercises() ?? [];
    if (!previous) {
      baseline = startFrom = logToForm(start.exercises, type, newExerciseKey);
      baselineRoutineName = startRoutineName = savedRoutineName ?? start.routineName ?? null;
    } else if (!previous.daySaved && typed.length > 0) {
      // An empty day takes what was typed for an unsaved one (the lifter picked the day afterwards).
      startFrom = typed;
      startSessionFrom = previous.store.session() ?? savedSession;
      startRoutineName = savedRoutineName ?? previous.routineName;
      baseline = [];
      clearDraft(userId, previous.date);
    }
  }
  const draft = readDraft(userId, date);
  const daySaved = savedForm.length > 0;
  const savedSetIds = setIdsOf(savedForm);
  // A draft from before versions has no base (0): any saved version is newer, so it is merged.
  if (draft && (draft.baseVersion ?? 0) < savedVersion) {
    return rebasedForm(draftInUnits(draft, type), draft.deleted ?? [], draft.session ?? null, draft.routineName ?? null, options);
  }
  return draft
    ? {
        date,
        store: createLogStore(draftInUnits(draft, type), type, { savedSetIds, deleted: draft.deleted, newId: newClientId, session: draft.session ?? null }),
        baseline,
        baselineSession: savedSession,
        // A draft written before routine names were kept has none: the day's saved one.
        routineName: draft.routineName ?? savedRoutineName,
        baselineRoutineName,
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
        routineName: startRoutineName,
        baselineRoutineName,
        source: daySaved ? 'saved' : 'start',
        daySaved,
        baseVersion: savedVersion,
        merged: false,
      };
}

/** What this device typed, merged with a newer saved log of the day: the form now starts from that version. */
export function rebasedForm(
  typed: readonly ExerciseForm[],
  deleted: readonly SetTombstone[],
  session: WorkoutSession | null,
  routineName: string | null,
  { type, saved, savedVersion, savedDeleted, savedSession, savedRoutineName, date }: SavedDay,
): LogForm {
  const savedForm = logToForm(saved, type, newExerciseKey);
  const rebased = rebaseDayLogForm(
    { exercises: typed, deleted, session, routineName },
    { exercises: savedForm, deleted: savedDeleted, session: savedSession, routineName: savedRoutineName },
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
    routineName: rebased.routineName,
    baselineRoutineName: savedRoutineName,
    source: 'draft',
    daySaved: savedForm.length > 0,
    baseVersion: savedVersion,
    merged: rebased.merged,
  };
}

const setIdsOf = (form: readonly ExerciseForm[]) => new Set(form.flatMap((e) => e.sets.flatMap((s) => (s.id ? [s.id] : []))));
