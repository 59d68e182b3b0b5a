import { isValidDay } from './dates';
import { exerciseWeightMax, parseSetsRepsInput, weightInputValue } from './input-parsers';
import { LIMITS } from './limits';
import type { LoggedSet } from './progress-metrics';
import { isValidRestSeconds } from './rest-timer';
import { roundTo } from './rounding';
import { displayToPounds, keepStoredPoundsIfUnchanged, MEASUREMENT_TYPES, poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';
import type { SetTombstone } from './day-log-merge';
import { exercisesToSave, nextSet, type LogExerciseForm } from './workout-log';

/**
 * One set as the log dialog holds it: text as typed (in the user's unit), the stored pounds it came
 * from, its id and when it last changed (the two-device merge, docs/decisions/0045), whether the
 * lifter ticked it done (kept in the draft only; never required to save), `warmup` when marked as a
 * warm-up, `rpe` as saved (the dialog keeps it, an import sets it).
 */
export type SetForm = {
  id?: string;
  changedAt?: number;
  reps: string;
  weight: string;
  notes: string;
  storedLb?: number;
  done?: boolean;
  warmup?: boolean;
  rpe?: number | null;
};
/**
 * One exercise of the log dialog; `key` is a stable identity for the screen only. `restSeconds` is
 * the rest after each of its sets (from the routine exercise; the default 90 s when absent).
 */
export type ExerciseForm = { key: string; id?: string; changedAt?: number; name: string; tracked: boolean; bw: boolean; restSeconds?: number; sets: SetForm[] };

const stampOf = (changedAt: number | undefined) => (changedAt !== undefined ? { changedAt } : {});

export function setToForm(set: LoggedSet, type: MeasurementType): SetForm {
  return {
    ...(set.id ? { id: set.id } : {}),
    ...stampOf(set.changedAt),
    reps: String(set.reps),
    weight: String(poundsToDisplay(set.weight, type)),
    notes: set.notes ?? '',
    storedLb: set.weight,
    ...(set.warmup ? { warmup: true } : {}),
    ...(set.rpe != null ? { rpe: set.rpe } : {}),
  };
}

export function logToForm(exercises: readonly LogExerciseForm[], type: MeasurementType, newKey: () => string): ExerciseForm[] {
  return exercises.map((e) => ({
    key: newKey(),
    ...(e.id ? { id: e.id } : {}),
    ...stampOf(e.changedAt),
    name: e.name,
    tracked: e.tracked,
    bw: e.tracked && e.bw,
    ...(e.restSeconds !== undefined ? { restSeconds: e.restSeconds } : {}),
    sets: e.sets.map((s) => setToForm(s, type)),
  }));
}

/** The set added after `previous`: its reps and weight as typed (see nextSet); the spec's defaults for the first. */
export function nextSetForm(previous: SetForm | undefined, type: MeasurementType): SetForm {
  if (!previous) return setToForm(nextSet(), type);
  return { reps: previous.reps, weight: previous.weight, notes: '', ...(previous.storedLb !== undefined ? { storedLb: previous.storedLb } : {}) };
}

export interface LogFormProblem {
  exerciseKey: string;
  field: 'name' | 'weight';
  setIndex?: number;
  message: string;
}

/**
 * The log to sync (a warm-up flag and an RPE only where set; the API reads their absence as a working set without RPE): stored pounds (an unchanged weight keeps its stored pounds exactly), blank reps → 1,
 * blank weight → 0, names trimmed, only exercises with at least one set. `problems` lists what blocks saving.
 */
export function formToLog(form: readonly ExerciseForm[], type: MeasurementType): { exercises: LogExerciseForm[]; problems: LogFormProblem[] } {
  const problems: LogFormProblem[] = [];
  const max = exerciseWeightMax(type);
  const exercises = exercisesToSave(form).map((e) => {
    const name = e.name.trim();
    if (!name) problems.push({ exerciseKey: e.key, field: 'name', message: 'Enter the exercise name' });
    const sets = e.sets.map((s, setIndex) => {
      const typed = s.weight.trim() === '' ? 0 : weightInputValue(s.weight.trim());
      if (typed === null || typed < 0 || typed > max) {
        problems.push({ exerciseKey: e.key, field: 'weight', setIndex, message: `Enter a weight from 0 to ${max} ${weightUnitLabel(type)}` });
      }
      const value = roundTo(typed ?? 0, 1);
      const weight = s.storedLb !== undefined ? keepStoredPoundsIfUnchanged(s.storedLb, value, type) : displayToPounds(value, type);
      return {
        ...(s.id ? { id: s.id } : {}),
        ...stampOf(s.changedAt),
        reps: parseSetsRepsInput(s.reps) ?? LIMITS.setsRepsMin,
        weight,
        notes: s.notes.slice(0, LIMITS.notesMax),
        ...(s.warmup ? { warmup: true } : {}),
        ...(s.rpe != null ? { rpe: s.rpe } : {}),
      };
    });
    return { ...(e.id ? { id: e.id } : {}), ...stampOf(e.changedAt), name: name.slice(0, LIMITS.nameMax), tracked: e.tracked, bw: e.tracked && e.bw, sets };
  });
  return { exercises, problems };
}

/**
 * True when two forms hold the same log (screen keys aside): nothing to save, no draft to keep.
 * Done ticks and rest lengths count: they live in the draft until the day is saved.
 */
export function sameLogForm(a: readonly ExerciseForm[], b: readonly ExerciseForm[]): boolean {
  const plain = (form: readonly ExerciseForm[]) =>
    JSON.stringify(
      form.map((e) => [e.name, e.tracked, e.bw, e.restSeconds ?? null, e.sets.map((s) => [s.reps, s.weight, s.notes, s.done === true, s.warmup === true])]),
    );
  return plain(a) === plain(b);
}

/** An unsaved log kept on this device, one per user and day. */
export interface WorkoutDraft {
  version: 1;
  date: string;
  /** The unit the weights were typed in. */
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
    (s.done === undefined || typeof s.done === 'boolean')
  );
}

function isExerciseForm(v: unknown): v is ExerciseForm {
  const e = v as Record<string, unknown>;
  return (
    typeof v === 'object' &&
    v !== null &&
    isText(e.key) &&
    isText(e.name) &&
    typeof e.tracked === 'boolean' &&
    typeof e.bw === 'boolean' &&
    (e.restSeconds === undefined || isValidRestSeconds(e.restSeconds)) &&
    Array.isArray(e.sets) &&
    e.sets.every(isSetForm)
  );
}

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

/** A draft's exercises in the user's current unit (the profile may have switched units since it was typed). */
export function draftInUnits(draft: WorkoutDraft, type: MeasurementType): ExerciseForm[] {
  if (draft.type === type) return draft.exercises;
  return draft.exercises.map((e) => ({
    ...e,
    sets: e.sets.map((s) => {
      const typed = weightInputValue(s.weight.trim());
      if (typed === null) return s;
      const lb = s.storedLb !== undefined ? keepStoredPoundsIfUnchanged(s.storedLb, typed, draft.type) : displayToPounds(typed, draft.type);
      return { ...s, weight: String(poundsToDisplay(lb, type)), storedLb: lb };
    }),
  }));
}
