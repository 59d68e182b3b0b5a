import type { ExerciseForm, GroupRef, SetForm, SetTombstone, WorkoutSession } from '@fitness/domain';

// What the log store offers (createLogStore in log-store.ts makes one).

/** The exercise removed last, while its removal can be undone. */
export interface RemovedExercise {
  exercise: ExerciseForm;
  index: number;
  /** As the card named it. */
  name: string;
  /** Every exercise's group before the removal: an Undo puts back a group the removal dissolved. */
  groups: ReadonlyMap<string, GroupRef | null | undefined>;
}

/**
 * The exercises of the open log, outside React: each change replaces only the exercise (and set) it
 * touches, and components subscribe to the slice they show, so a tap or a keystroke re-renders its
 * own row, not the log (docs/decisions/0041). Every change of the log goes through these actions,
 * which also stamp what they change for the two-device merge (docs/decisions/0045): a new exercise
 * or set gets an id of this device, an edited one `changedAt`, a removed saved set a tombstone.
 */
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
  /** Replaces the whole log and its session (a day loaded, changes discarded). */
  replace(exercises: ExerciseForm[], session?: WorkoutSession | null): void;
  /** The workout's start, finish and notes (docs/decisions/0072); null until any is set. */
  session(): WorkoutSession | null;
  /** "Start workout" or the first set ticked done: the first start stays; a finished workout runs again. */
  startSession(): void;
  /** "Finish workout": the finish moves to now. */
  finishSession(): void;
  /** Edits the start, finish or notes (stamped for the merge). */
  changeSession(patch: Partial<Pick<WorkoutSession, 'startedAt' | 'finishedAt' | 'notes'>>): void;
  /** "Group with next": the exercise and the one after it in one group (superset, circuit). */
  groupWithNext(key: string): void;
  /** "Ungroup": the exercise leaves its group (a group left with one dissolves). */
  ungroup(key: string): void;
  addExercise(): string;
  removeExercise(key: string): void;
  changeExercise(key: string, patch: Partial<Pick<ExerciseForm, 'name' | 'kind' | 'bw' | 'restSeconds'>>): void;
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
  /** The day's session as the log starts (saved, or a draft's). */
  session?: WorkoutSession | null;
}
