import { useEffect } from 'react';
import {
  draftInUnits,
  isStaleDraft,
  logRoutineName,
  normalizeGroups,
  parseWorkoutDraft,
  WORKOUT_DRAFT_PREFIX,
  workoutDraftKey,
  type ExerciseForm,
  type MeasurementType,
  type SetTombstone,
  type WorkoutDraft,
  type WorkoutSession,
} from '@fitness/domain';
import { LOG_CAPS } from '../log-text';

/**
 * Unsaved logs kept in this browser, one per user and day (docs/decisions/0010): written on every
 * edit, so a closed dialog, a reload or a locked phone loses nothing; removed once the day is saved.
 */
export function readDraft(userId: string, date: string): WorkoutDraft | null {
  try {
    return parseWorkoutDraft(localStorage.getItem(workoutDraftKey(userId, date)));
  } catch {
    return null;
  }
}

export function writeDraft(
  userId: string,
  date: string,
  type: MeasurementType,
  exercises: ExerciseForm[],
  sync: { baseVersion: number; deleted: SetTombstone[]; session?: WorkoutSession | null; routineName?: string | null },
): void {
  const draft: WorkoutDraft = {
    version: 1,
    date,
    type,
    savedAt: new Date().toISOString(),
    exercises,
    baseVersion: sync.baseVersion,
    deleted: sync.deleted,
    ...(sync.session ? { session: sync.session } : {}),
    ...(sync.routineName ? { routineName: sync.routineName } : {}),
  };
  try {
    localStorage.setItem(workoutDraftKey(userId, date), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the dialog still works, only the draft is not kept.
  }
}

/** The day as saved on the server, in the log form's shape: what an added draft starts from when the device has none. */
export interface SavedDayForm {
  exercises: ExerciseForm[];
  version: number;
  session: WorkoutSession | null;
  routineName: string | null;
}

/**
 * Exercises added to a day's unsaved log (History's "Repeat today"): after the day's draft on this device,
 * else after its saved log, kept as the day's draft, so they stay unsaved until the lifter saves the day.
 * The repeated workout's routine name names a day that has none yet (a day keeps its first, issue #50).
 */
export function addToDraft(
  userId: string,
  date: string,
  type: MeasurementType,
  added: readonly ExerciseForm[],
  saved: SavedDayForm,
  routineName?: string | null,
): void {
  const draft = readDraft(userId, date);
  const base = draft
    ? {
        exercises: draftInUnits(draft, type),
        baseVersion: draft.baseVersion ?? 0,
        deleted: draft.deleted ?? [],
        session: draft.session ?? null,
        routineName: draft.routineName ?? saved.routineName,
      }
    : { exercises: saved.exercises, baseVersion: saved.version, deleted: [], session: saved.session, routineName: saved.routineName };
  // What the server keeps of a day (LOG_CAPS): the repeat gives way, never the day's own exercises.
  const exercises = normalizeGroups([...base.exercises, ...added].slice(0, Math.max(base.exercises.length, LOG_CAPS.exercises)));
  writeDraft(userId, date, type, exercises, {
    baseVersion: base.baseVersion,
    deleted: base.deleted,
    session: base.session,
    routineName: base.routineName ?? logRoutineName(routineName),
  });
}

export function clearDraft(userId: string, date: string): void {
  try {
    localStorage.removeItem(workoutDraftKey(userId, date));
  } catch {
    // Nothing to clear.
  }
}

/** The user's drafts for days other than `except`, newest day first (offered, never applied silently). */
export function otherDrafts(userId: string, except: string): WorkoutDraft[] {
  return draftsOf(userId)
    .filter((draft) => draft.date !== except)
    .sort((a, b) => (a.date < b.date ? 1 : -1));
}

/** The offer to resume this draft was shown: from now on it may be cleaned away once old. */
function markDraftOffered(userId: string, date: string): void {
  const draft = readDraft(userId, date);
  if (!draft || draft.offeredAt) return;
  try {
    localStorage.setItem(workoutDraftKey(userId, date), JSON.stringify({ ...draft, offeredAt: new Date().toISOString() }));
  } catch {
    // Not kept: the draft is offered again next time, and stays.
  }
}

/** Marks the draft of `date` offered while an offer of it is on screen. */
export function useDraftOffered(userId: string, date: string | undefined): void {
  useEffect(() => {
    if (date) markDraftOffered(userId, date);
  }, [userId, date]);
}

/** Removes the user's drafts offered once and untouched for DRAFT_KEEP_DAYS (run as the app starts). */
export function removeStaleDrafts(userId: string, now = new Date()): void {
  for (const draft of draftsOf(userId)) if (isStaleDraft(draft, now)) clearDraft(userId, draft.date);
}

function draftsOf(userId: string): WorkoutDraft[] {
  const prefix = `${WORKOUT_DRAFT_PREFIX}${userId}:`;
  const drafts: WorkoutDraft[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const draft = parseWorkoutDraft(localStorage.getItem(key));
      if (draft) drafts.push(draft);
    }
  } catch {
    return [];
  }
  return drafts;
}
