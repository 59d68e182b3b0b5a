import { exerciseWeightMax, parseSetsRepsInput, weightInputValue } from './input-parsers';
import { LIMITS } from './limits';
import type { LoggedSet } from './progress-metrics';
import { roundTo } from './rounding';
import { formMeasures, type ExerciseForm, type SetForm } from './log-form';
import { DEFAULT_EXERCISE_KIND, KIND_FIELDS, formatDuration, kindOf, metersToDisplay, setTypeOf, type ExerciseKind } from './set-kinds';
import { displayToPounds, keepStoredPoundsIfUnchanged, poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';
import { exercisesToSave, nextSet, type LogExerciseForm } from './workout-log';
import { normalizeGroups } from './exercise-groups';
import type { WorkoutSession } from './workout-session';

export type { ExerciseForm, SetForm } from './log-form';

const stampOf = (changedAt: number | undefined) => (changedAt !== undefined ? { changedAt } : {});

export function setToForm(set: LoggedSet, type: MeasurementType): SetForm {
  return {
    ...(set.id ? { id: set.id } : {}),
    ...stampOf(set.changedAt),
    reps: String(set.reps),
    weight: String(poundsToDisplay(set.weight, type)),
    notes: set.notes ?? '',
    storedLb: set.weight,
    ...(setTypeOf(set) !== 'normal' ? { type: setTypeOf(set) } : {}),
    ...(set.rpe != null ? { rpe: set.rpe } : {}),
    ...(set.seconds != null ? { seconds: formatDuration(set.seconds) } : {}),
    ...(set.meters != null ? { distance: String(metersToDisplay(set.meters, type)), storedMeters: set.meters } : {}),
  };
}

/** An exercise's kind as the form keeps it: only when it is not Weight and reps (so such a form is what it always was). */
const kindField = (kind: ExerciseKind | undefined) => (kind !== undefined && kind !== DEFAULT_EXERCISE_KIND ? { kind } : {});

export function logToForm(exercises: readonly LogExerciseForm[], type: MeasurementType, newKey: () => string): ExerciseForm[] {
  return exercises.map((e) => ({
    key: newKey(),
    ...(e.id ? { id: e.id } : {}),
    ...stampOf(e.changedAt),
    name: e.name,
    ...kindField(e.kind),
    tracked: e.tracked,
    bw: e.tracked && e.bw,
    ...(e.restSeconds !== undefined ? { restSeconds: e.restSeconds } : {}),
    ...(e.group ? { group: e.group } : {}),
    sets: e.sets.map((s) => setToForm(s, type)),
  }));
}

/** The set added after `previous`: its reps, weight, time and distance as typed, a normal set (see nextSet); the spec's defaults for the first. */
export function nextSetForm(previous: SetForm | undefined, type: MeasurementType): SetForm {
  if (!previous) return setToForm(nextSet(), type);
  return {
    reps: previous.reps,
    weight: previous.weight,
    notes: '',
    ...(previous.storedLb !== undefined ? { storedLb: previous.storedLb } : {}),
    ...(previous.seconds !== undefined ? { seconds: previous.seconds } : {}),
    ...(previous.distance !== undefined ? { distance: previous.distance } : {}),
    ...(previous.storedMeters !== undefined ? { storedMeters: previous.storedMeters } : {}),
  };
}

export interface LogFormProblem {
  exerciseKey: string;
  field: 'name' | 'weight' | 'seconds' | 'distance';
  setIndex?: number;
  message: string;
}

/**
 * The log to sync: each exercise with its `kind`, each set with its `type` (and the `warmup` flag
 * older readers go by), an RPE only where set (the API reads its absence as none); stored pounds (an
 * unchanged weight keeps its stored pounds exactly), blank reps → 1, blank weight → 0, names trimmed,
 * only exercises with at least one set. Per kind: a Reps only set weighs 0; Time and Distance and
 * time sets carry `seconds` and `meters` (an unchanged distance keeps its stored metres) and reps 1
 * (never shown). Groups as the saved exercises form them (a member without sets is not saved, and a
 * group left with one is none: `group: null`). `problems` lists what blocks saving.
 */
export function formToLog(form: readonly ExerciseForm[], type: MeasurementType): { exercises: LogExerciseForm[]; problems: LogFormProblem[] } {
  const problems: LogFormProblem[] = [];
  const max = exerciseWeightMax(type);
  const exercises = normalizeGroups(exercisesToSave(form)).map((e) => {
    const name = e.name.trim();
    if (!name) problems.push({ exerciseKey: e.key, field: 'name', message: 'Enter the exercise name' });
    const kind = kindOf(e);
    const fields = KIND_FIELDS[kind];
    const sets = e.sets.map((s, setIndex) => {
      const typed = !fields.weight || s.weight.trim() === '' ? 0 : weightInputValue(s.weight.trim());
      if (typed === null || typed < 0 || typed > max) {
        problems.push({ exerciseKey: e.key, field: 'weight', setIndex, message: `Enter a weight from 0 to ${max} ${weightUnitLabel(type)}` });
      }
      const value = roundTo(typed ?? 0, 1);
      const weight = !fields.weight ? 0 : s.storedLb !== undefined ? keepStoredPoundsIfUnchanged(s.storedLb, value, type) : displayToPounds(value, type);
      const measures = formMeasures(s, kind, type);
      for (const problem of measures.problems) problems.push({ exerciseKey: e.key, setIndex, ...problem });
      const setType = setTypeOf(s);
      return {
        ...(s.id ? { id: s.id } : {}),
        ...stampOf(s.changedAt),
        reps: fields.reps ? (parseSetsRepsInput(s.reps) ?? LIMITS.setsRepsMin) : LIMITS.setsRepsMin,
        weight,
        notes: s.notes.slice(0, LIMITS.notesMax),
        type: setType,
        ...(setType === 'warmup' ? { warmup: true } : {}),
        ...(s.rpe != null ? { rpe: s.rpe } : {}),
        ...(measures.seconds !== undefined ? { seconds: measures.seconds } : {}),
        ...(measures.meters !== undefined ? { meters: measures.meters } : {}),
      };
    });
    return {
      ...(e.id ? { id: e.id } : {}),
      ...stampOf(e.changedAt),
      name: name.slice(0, LIMITS.nameMax),
      kind,
      tracked: e.tracked,
      bw: e.tracked && e.bw,
      ...(e.group !== undefined ? { group: e.group } : {}),
      sets,
    };
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
      form.map((e) => [
        e.name,
        kindOf(e),
        e.tracked,
        e.bw,
        e.restSeconds ?? null,
        e.group?.id ?? null,
        e.group?.restSeconds ?? null,
        e.sets.map((s) => [s.reps, s.weight, s.notes, s.done === true, setTypeOf(s), s.seconds ?? '', s.distance ?? '']),
      ]),
    );
  return plain(a) === plain(b);
}

/** True when two sessions hold the same start, finish and notes (their stamps aside): nothing to save. */
export function sameSession(a: WorkoutSession | null | undefined, b: WorkoutSession | null | undefined): boolean {
  const plain = (s: WorkoutSession | null | undefined) => JSON.stringify(s ? [s.startedAt, s.finishedAt, s.notes] : [null, null, '']);
  return plain(a) === plain(b);
}

export * from './workout-draft-storage';
