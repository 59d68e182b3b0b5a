import { useCallback, useRef, useSyncExternalStore } from 'react';
import { applyTracked, nextSetForm, type ExerciseForm, type MeasurementType, type SetForm, type SetTombstone } from '@fitness/domain';
import { LOG_CAPS } from '../log-text';

let keys = 0;
/** Screen-only identity of an exercise card (React key, problem lookup). */
export const newExerciseKey = () => `exercise-${(keys += 1)}`;

/**
 * The exercises of the open log, outside React: each change replaces only the exercise (and set) it
 * touches, and components subscribe to the slice they show, so a tap or a keystroke re-renders its
 * own row, not the log (docs/decisions/0041). Every change of the log goes through these actions,
 * which also stamp what they change for the two-device merge (docs/decisions/0045): a new exercise
 * or set gets an id of this device, an edited one `changedAt`, a removed saved set a tombstone.
 */
/** The exercise removed last, while its removal can be undone. */
interface RemovedExercise {
  exercise: ExerciseForm;
  index: number;
  /** As the card named it. */
  name: string;
}

export interface LogStore {
  exercises(): ExerciseForm[];
  /** The exercise removed last, until undone, forgotten or the log replaced. */
  removed(): RemovedExercise | null;
  /** Puts the exercise removed last back where it was, with its sets (their tombstones lifted); answers its key. */
  undoRemove(): string | undefined;
  forgetRemoved(): void;
  /** Saved sets removed in this log (tombstones for the merge). */
  deleted(): SetTombstone[];
  /** The log was saved: its tombstones are the server's now. */
  forgetDeleted(): void;
  subscribe(listener: () => void): () => void;
  /** Replaces the whole log (a day loaded, changes discarded). */
  replace(exercises: ExerciseForm[]): void;
  addExercise(): string;
  removeExercise(key: string): void;
  changeExercise(key: string, patch: Partial<Pick<ExerciseForm, 'name' | 'bw' | 'restSeconds'>>): void;
  setTracked(key: string, tracked: boolean): void;
  addSet(key: string): void;
  changeSet(key: string, index: number, patch: Partial<SetForm>): void;
  removeSet(key: string, index: number): void;
  /**
   * Replaces an exercise's sets in one change (Use target, and its Undo). A set that brings its own
   * id (an Undo) keeps it, lifting its tombstone if it was removed here; another takes the id of the
   * set at its position, else a new one; each is stamped when its numbers change. Sets left over are removed.
   */
  replaceSets(key: string, sets: readonly SetForm[]): void;
  /** Ticks a set done or open again; answers the new state. */
  toggleDone(key: string, index: number): boolean;
}

export interface LogStamps {
  /** Ids of the sets the server has for the day: removing one leaves a tombstone. */
  savedSetIds: ReadonlySet<string>;
  /** Tombstones already made (a restored draft's). */
  deleted?: SetTombstone[];
  newId: () => string;
  now?: () => number;
}

const NO_STAMPS: LogStamps = { savedSetIds: new Set(), newId: () => '' };
const SET_FIELDS = ['reps', 'weight', 'notes', 'warmup'] as const;

export function createLogStore(initial: ExerciseForm[], type: MeasurementType, stamps: LogStamps = NO_STAMPS): LogStore {
  let exercises = initial;
  let deleted = stamps.deleted ?? [];
  let removed: RemovedExercise | null = null;
  const now = stamps.now ?? Date.now;
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

  return {
    exercises: () => exercises,
    removed: () => removed,
    undoRemove() {
      if (!removed) return undefined;
      const { exercise, index } = removed;
      const ids = new Set(exercise.sets.map((set) => set.id));
      deleted = deleted.filter((t) => !ids.has(t.setId));
      removed = null;
      commit([...exercises.slice(0, index), exercise, ...exercises.slice(index)]);
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
    replace(next) {
      deleted = [];
      removed = null;
      commit(next);
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
      removed = { exercise, index, name: exercise.name.trim() || `Exercise ${index + 1}` };
      commit(exercises.filter((e) => e.key !== key));
    },
    // The rest is this device's own (kept in the draft, never sent): it is no change for the merge.
    changeExercise: (key, patch) => update(key, (e) => ({ ...e, ...patch, ...('name' in patch || 'bw' in patch ? { changedAt: now() } : {}) })),
    setTracked: (key, tracked) => update(key, (e) => ({ ...applyTracked(e, tracked), changedAt: now() })),
    addSet: (key) => update(key, (e) => (e.sets.length >= LOG_CAPS.sets ? e : { ...e, sets: [...e.sets, stampedSet(nextSetForm(e.sets.at(-1), type))] })),
    // A tick is this device's own too; reps, weight, notes and the warm-up flag are the set's data.
    changeSet: (key, index, patch) =>
      updateSet(key, index, (s) => ({ ...s, ...patch, ...(SET_FIELDS.some((f) => f in patch && patch[f] !== s[f]) ? { changedAt: now() } : {}) })),
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
          const changedAt = !prior || SET_FIELDS.some((f) => set[f] !== prior[f]) ? now() : prior.changedAt;
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

/**
 * A slice of the log that re-renders its component only when it changes: `select` must answer the
 * same value (or an `equal` one) for an unchanged log. Exercises and sets keep their identity until changed.
 */
export function useLogSlice<T>(store: LogStore, select: (exercises: ExerciseForm[]) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ from: ExerciseForm[]; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const from = store.exercises();
    if (last.current?.from === from) return last.current.value;
    const value = select(from);
    if (last.current && equal(last.current.value, value)) {
      last.current = { from, value: last.current.value };
      return last.current.value;
    }
    last.current = { from, value };
    return value;
    // `select` and `equal` are inline functions of fixed meaning for a component (a card keeps its key).
  }, [store]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** The exercises' keys in order: what the list of cards re-renders for. */
export const useExerciseKeys = (store: LogStore) => useLogSlice(store, (exercises) => exercises.map((e) => e.key), sameKeys);

/** One exercise (undefined once removed). */
export const useExercise = (store: LogStore, key: string) => useLogSlice(store, (exercises) => exercises.find((e) => e.key === key));
