import { isValidDay } from './dates';
import type { SetTombstone } from './day-log-merge';
import { weightInputValue } from './input-parsers';
import { isValidRestSeconds } from './rest-timer';
import { typedMeters, type ExerciseForm, type SetForm } from './log-form';
import { EXERCISE_KINDS, SET_TYPES, metersToDisplay } from './set-kinds';
import { displayToPounds, keepStoredPoundsIfUnchanged, MEASUREMENT_TYPES, poundsToDisplay, type MeasurementType } from './units';
import { LIMITS } from './limits';
import { SESSION_NOTES_MAX, type WorkoutSession } from './workout-session';

// The log's drafts as this device stores them (workout-draft.ts re-exports this file).

/** An unsaved log kept on this device, one per user and day. */
export interface WorkoutDraft {
  version: 1;
  date: string;
  /** The unit the weights and distances were typed in. */
  type: MeasurementType;
  /** When it was last written (ISO). */
  savedAt: string;
  exercises: ExerciseForm[];
  /** The day's version the edits started from (absent in older drafts: the sync then merges). */
  baseVersion?: number;
  /** Sets deleted in this draft (their ids and when). */
  deleted?: SetTombstone[];
  /** When the lifter was first offered to resume it from another day (ISO); only an offered draft is ever cleaned away. */
  offeredAt?: string;
  /** The workout's start, finish and notes as typed here (docs/decisions/0072); absent: none. */
  session?: WorkoutSession;
  /** The routine the log was started from (issue #50); absent: none (older drafts: the day's saved one). */
  routineName?: string;
}

/** A draft offered once and untouched this long is removed when the app starts (issue #38). */
export const DRAFT_KEEP_DAYS = 14;

/** Whether a draft is old enough to clean away at `now`: offered once, and last written more than DRAFT_KEEP_DAYS ago. */
export function isStaleDraft(draft: WorkoutDraft, now: Date): boolean {
  return draft.offeredAt !== undefined && now.getTime() - Date.parse(draft.savedAt) > DRAFT_KEEP_DAYS * 86_400_000;
}

export const WORKOUT_DRAFT_PREFIX = 'workoutLogDraft:';

export function workoutDraftKey(userId: string, date: string): string {
  return `${WORKOUT_DRAFT_PREFIX}${userId}:${date}`;
}

const isText = (v: unknown) => typeof v === 'string';

function isSetForm(v: unknown): v is SetForm {
  const s = v as Record<string, unknown>;
  return (
    typeof v === 'object' &&
    v !== null &&
    isText(s.reps) &&
    isText(s.weight) &&
    isText(s.notes) &&
    (s.storedLb === undefined || typeof s.storedLb === 'number') &&
    (s.done === undefined || typeof s.done === 'boolean') &&
    (s.type === undefined || (SET_TYPES as readonly unknown[]).includes(s.type)) &&
    (s.seconds === undefined || isText(s.seconds)) &&
    (s.distance === undefined || isText(s.distance)) &&
    (s.storedMeters === undefined || typeof s.storedMeters === 'number')
  );
}

function isExerciseForm(v: unknown): v is ExerciseForm {
  const e = v as Record<string, unknown>;
  return (
    typeof v === 'object' &&
    v !== null &&
    isText(e.key) &&
    isText(e.name) &&
    (e.kind === undefined || (EXERCISE_KINDS as readonly unknown[]).includes(e.kind)) &&
    typeof e.tracked === 'boolean' &&
    typeof e.bw === 'boolean' &&
    (e.restSeconds === undefined || isValidRestSeconds(e.restSeconds)) &&
    (e.group === undefined || e.group === null || isGroupRef(e.group)) &&
    Array.isArray(e.sets) &&
    e.sets.every(isSetForm)
  );
}

function isGroupRef(v: unknown): boolean {
  const g = v as Record<string, unknown>;
  return typeof v === 'object' && v !== null && isText(g.id) && g.id !== '' && (g.restSeconds === undefined || isValidRestSeconds(g.restSeconds));
}

const isTime = (v: unknown) => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0);

function isSession(v: unknown): v is WorkoutSession {
  const s = v as Record<string, unknown>;
  return (
    typeof v === 'object' &&
    v !== null &&
    isTime(s.startedAt) &&
    isTime(s.finishedAt) &&
    isText(s.notes) &&
    (s.notes as string).length <= SESSION_NOTES_MAX &&
    typeof s.changedAt === 'number'
  );
}

const isRoutineName = (v: unknown) => isText(v) && (v as string).trim() !== '' && (v as string).length <= LIMITS.nameMax;

/** A stored draft, or null when missing, unreadable or not a draft (e.g. written by an older version). */
export function parseWorkoutDraft(raw: string | null): WorkoutDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Record<string, unknown>;
    const valid =
      d.version === 1 &&
      isText(d.date) &&
      isValidDay(d.date as string) &&
      (MEASUREMENT_TYPES as readonly unknown[]).includes(d.type) &&
      isText(d.savedAt) &&
      (d.offeredAt === undefined || isText(d.offeredAt)) &&
      (d.session === undefined || isSession(d.session)) &&
      (d.routineName === undefined || isRoutineName(d.routineName)) &&
      Array.isArray(d.exercises) &&
      d.exercises.every(isExerciseForm) &&
      (d.baseVersion === undefined || (typeof d.baseVersion === 'number' && Number.isInteger(d.baseVersion) && d.baseVersion >= 0)) &&
      (d.deleted === undefined ||
        (Array.isArray(d.deleted) &&
          d.deleted.every((t: unknown) => isText((t as Record<string, unknown>)?.setId) && typeof (t as Record<string, unknown>)?.at === 'number')));
    return valid ? (d as unknown as WorkoutDraft) : null;
  } catch {
    return null;
  }
}

/** A draft's exercises in the user's current unit (the profile may have switched units since it was typed): weights and distances. */
export function draftInUnits(draft: WorkoutDraft, type: MeasurementType): ExerciseForm[] {
  if (draft.type === type) return draft.exercises;
  return draft.exercises.map((e) => ({
    ...e,
    sets: e.sets.map((s) => {
      const typed = weightInputValue(s.weight.trim());
      const lb =
        typed === null ? null : s.storedLb !== undefined ? keepStoredPoundsIfUnchanged(s.storedLb, typed, draft.type) : displayToPounds(typed, draft.type);
      const meters = s.distance === undefined ? null : typedMeters(s.distance, s.storedMeters, draft.type);
      return {
        ...s,
        ...(lb !== null ? { weight: String(poundsToDisplay(lb, type)), storedLb: lb } : {}),
        ...(meters !== null ? { distance: String(metersToDisplay(meters, type)), storedMeters: meters } : {}),
      };
    }),
  }));
}
