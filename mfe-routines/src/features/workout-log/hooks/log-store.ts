import {
  applyTracked,
  DEFAULT_EXERCISE_KIND,
  finishSession,
  groupWithNext,
  nextSetForm,
  normalizeGroups,
  setTypeOf,
  startSession,
  ungroup,
  type ExerciseForm,
  type MeasurementType,
  type SetForm,
  type WorkoutSession,
} from '@fitness/domain';
import { LOG_CAPS } from '../log-text';
import type { LogStamps, LogStore, RemovedExercise } from './log-store-api';

let keys = 0;
/** Screen-only identity of an exercise card (React key, problem lookup). */
export const newExerciseKey = () => `exercise-${(keys += 1)}`;
/** A group's id when the log has no ids of its own to give (a story's store). */
const localGroupId = () => `group-${(keys += 1)}`;

export type { LogStamps, LogStore } from './log-store-api';

const NO_STAMPS: LogStamps = { savedSetIds: new Set(), newId: () => '' };
const SET_FIELDS = ['reps', 'weight', 'notes', 'seconds', 'distance'] as const;
/** Whether a set's data changed (its type read either way it is spelt): what stamps it for the merge. */
const setChanged = (before: SetForm, after: SetForm) => SET_FIELDS.some((f) => before[f] !== after[f]) || setTypeOf(before) !== setTypeOf(after);
/** Weight and reps is the kind an exercise has without one: the form keeps no `kind` for it. */
const withKind = (e: ExerciseForm, patch: Partial<ExerciseForm>): ExerciseForm => {
  const next = { ...e, ...patch };
  if (next.kind === DEFAULT_EXERCISE_KIND) delete next.kind;
  return next;
};

export function createLogStore(initial: ExerciseForm[], type: MeasurementType, stamps: LogStamps = NO_STAMPS): LogStore {
  let exercises = initial;
  let deleted = stamps.deleted ?? [];
  let removed: RemovedExercise | null = null;
  let session = stamps.session ?? null;
  // Read at each call (not kept): a clock swapped in later (a test's) is the one used.
  const now = stamps.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const commit = (next: ExerciseForm[]) => {
    exercises = next;
    notify();
  };
  const bury = (sets: readonly SetForm[]) => {
    const gone = sets.flatMap((s) => (s.id && stamps.savedSetIds.has(s.id) ? [{ setId: s.id, at: now() }] : []));
    if (gone.length > 0) deleted = [...deleted.filter((t) => !gone.some((g) => g.setId === t.setId)), ...gone];
  };
  /** An exercise first touched here gets its id (and counts as changed now). */
  const identified = (e: ExerciseForm): ExerciseForm => (e.id ? e : { ...e, id: stamps.newId(), changedAt: now() });
  const update = (key: string, change: (exercise: ExerciseForm) => ExerciseForm) => {
    const index = exercises.findIndex((e) => e.key === key);
    if (index < 0) return;
    const next = exercises.slice();
    next[index] = change(identified(exercises[index]!));
    commit(next);
  };
  const updateSet = (key: string, index: number, change: (set: SetForm) => SetForm) =>
    update(key, (e) => (index in e.sets ? { ...e, sets: e.sets.map((s, i) => (i === index ? change(s) : s)) } : e));
  const stampedSet = (set: SetForm): SetForm => ({ ...set, id: stamps.newId(), changedAt: now() });
  /** A change of groups: the exercises whose group it changed are stamped (a group is the exercise's own field for the merge). */
  const regroup = (next: readonly ExerciseForm[]) => {
    const before = new Set(exercises);
    commit(next.map((e) => (before.has(e) ? e : { ...identified(e), changedAt: now() })));
  };
  const indexOf = (key: string) => exercises.findIndex((e) => e.key === key);
  const changeSession = (next: WorkoutSession) => {
    session = next;
    notify();
  };

  return {
    exercises: () => exercises,
    removed: () => removed,
    undoRemove() {
      if (!removed) return undefined;
      const { exercise, index, groups } = removed;
      const ids = new Set(exercise.sets.map((set) => set.id));
      deleted = deleted.filter((t) => !ids.has(t.setId));
      removed = null;
      const back = [...exercises.slice(0, index), exercise, ...exercises.slice(index)];
      // A group the removal left with one member is whole again.
      regroup(normalizeGroups(back.map((e) => (e.group || !groups.get(e.key) ? e : { ...e, group: groups.get(e.key) }))));
      return exercise.key;
    },
    forgetRemoved() {
      if (!removed) return;
      removed = null;
      notify();
    },
    deleted: () => deleted,
    forgetDeleted() {
      deleted = [];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(next, nextSession = null) {
      deleted = [];
      removed = null;
      session = nextSession;
      commit(next);
    },
    session: () => session,
    startSession: () => changeSession(startSession(session, now())),
    finishSession: () => changeSession(finishSession(session, now())),
    changeSession: (patch) => changeSession({ ...(session ?? { startedAt: null, finishedAt: null, notes: '' }), ...patch, changedAt: now() }),
    groupWithNext(key) {
      const index = indexOf(key);
      if (index >= 0) regroup(groupWithNext(exercises, index, () => stamps.newId() || localGroupId()));
    },
    ungroup(key) {
      const index = indexOf(key);
      if (index >= 0) regroup(ungroup(exercises, index));
    },
    addExercise() {
      const key = newExerciseKey();
      if (exercises.length < LOG_CAPS.exercises)
        commit([...exercises, { key, id: stamps.newId(), changedAt: now(), name: '', tracked: false, bw: false, sets: [] }]);
      return key;
    },
    removeExercise(key) {
      const index = exercises.findIndex((e) => e.key === key);
      const exercise = exercises[index];
      if (!exercise) return;
      bury(exercise.sets);
      const groups = new Map(exercises.map((e) => [e.key, e.group]));
      removed = { exercise, index, name: exercise.name.trim() || `Exercise ${index + 1}`, groups };
      // Its group's other members stay one group; a group left with one dissolves.
      regroup(normalizeGroups(exercises.filter((e) => e.key !== key)));
    },
    // The rest is this device's own (kept in the draft, never sent): it is no change for the merge.
    changeExercise: (key, patch) =>
      update(key, (e) => withKind(e, { ...patch, ...('name' in patch || 'bw' in patch || 'kind' in patch ? { changedAt: now() } : {}) })),
    setTracked: (key, tracked) => update(key, (e) => ({ ...applyTracked(e, tracked), changedAt: now() })),
    addSet: (key) => update(key, (e) => (e.sets.length >= LOG_CAPS.sets ? e : { ...e, sets: [...e.sets, stampedSet(nextSetForm(e.sets.at(-1), type))] })),
    // A tick is this device's own too; reps, weight, notes, type, time and distance are the set's data.
    changeSet: (key, index, patch) =>
      updateSet(key, index, (s) => {
        const next = { ...s, ...patch };
        return setChanged(s, next) ? { ...next, changedAt: now() } : next;
      }),
    removeSet: (key, index) =>
      update(key, (e) => {
        bury(e.sets.filter((_, i) => i === index));
        return { ...e, sets: e.sets.filter((_, i) => i !== index) };
      }),
    replaceSets: (key, next) =>
      update(key, (e) => {
        const current = new Map(e.sets.flatMap((s) => (s.id ? [[s.id, s] as const] : [])));
        // Ids the new sets bring themselves (an Undo's sets): theirs, not another position's.
        const brought = new Set(next.flatMap((s) => (s.id && (current.has(s.id) || deleted.some((t) => t.setId === s.id)) ? [s.id] : [])));
        const used = new Set<string>();
        const kept = (set: SetForm, id: string | undefined, prior: SetForm | undefined): SetForm => {
          const { id: _id, changedAt: _changedAt, ...numbers } = set;
          if (id) used.add(id);
          const changedAt = !prior || setChanged(prior, set) ? now() : prior.changedAt;
          return { ...numbers, ...(id ? { id } : {}), ...(changedAt !== undefined ? { changedAt } : {}) };
        };
        const sets = next.map((set, i): SetForm => {
          if (set.id && brought.has(set.id)) {
            const prior = current.get(set.id);
            if (!prior) deleted = deleted.filter((t) => t.setId !== set.id);
            return kept(set, set.id, prior);
          }
          const atPosition = e.sets[i];
          if (atPosition && !(atPosition.id && (brought.has(atPosition.id) || used.has(atPosition.id)))) return kept(set, atPosition.id, atPosition);
          const { id: _id, changedAt: _changedAt, ...numbers } = set;
          return stampedSet(numbers);
        });
        bury(e.sets.filter((s) => s.id && !used.has(s.id)));
        return { ...e, sets };
      }),
    toggleDone(key, index) {
      const done = !exercises.find((e) => e.key === key)?.sets[index]?.done;
      updateSet(key, index, ({ done: _was, ...s }) => (done ? { ...s, done: true } : s));
      return done;
    },
  };
}

/** The store of a log not loaded yet: empty, never changes. */
export const EMPTY_LOG_STORE = createLogStore([], 'imperial');
