import { useEffect } from 'react';
import {
  isStaleDraft,
  parseWorkoutDraft,
  WORKOUT_DRAFT_PREFIX,
  workoutDraftKey,
  type ExerciseForm,
  type MeasurementType,
  type SetTombstone,
  type WorkoutDraft,
  type WorkoutSession,
} from '@fitness/domain';

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
  sync: { baseVersion: number; deleted: SetTombstone[]; session?: WorkoutSession | null },
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
  };
  try {
    localStorage.setItem(workoutDraftKey(userId, date), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the dialog still works, only the draft is not kept.
  }
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
