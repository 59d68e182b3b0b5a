import { isDeepStrictEqual } from 'node:util';
import {
  kindOf,
  mergeDayLogs,
  normalizeDayLog,
  normalizeGroups,
  setTypeOf,
  TOMBSTONE_DAYS,
  type ExerciseKind,
  type GroupRef,
  type SetTombstone,
  type SetType,
} from '@fitness/domain';
import type { WorkoutLogExercise, WorkoutSet } from '@fitness/schemas';
import { newId } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import type { LogExerciseRecord, WorkoutSetRecord } from '../../shared/records';

// Sync and merge: what a device's save of a day makes of the stored day (docs/decisions/0045).

/** A set to save; without `warmup`, `type` or `rpe` (the REST client knows none) a kept set keeps its stored ones. */
export type WorkoutSetInput = Omit<WorkoutSet, 'warmup' | 'rpe' | 'type'> & Partial<Pick<WorkoutSet, 'warmup' | 'rpe' | 'type'>>;
export type WorkoutLogExerciseInput = Omit<WorkoutLogExercise, 'sets'> & { sets: WorkoutSetInput[] };

/** A device's sync against the version it last saw (docs/decisions/0045). */
export interface SyncBase {
  baseVersion: number;
  /** Sets the device deleted. */
  deleted: readonly SetTombstone[];
}

/**
 * A set's type as sent (`type` wins over `warmup`); neither sent: the kept set's. Only `warmup: false`
 * (a client that knows no other type) takes a warm-up out and leaves a drop set or set to failure as it is.
 */
function typeOf(set: WorkoutSetInput, kept: WorkoutSetRecord | undefined): SetType {
  if (set.type !== undefined || set.warmup) return setTypeOf(set);
  const keptType = kept ? setTypeOf(kept) : 'normal';
  return set.warmup === false && keptType === 'warmup' ? 'normal' : keptType;
}

/**
 * The stored set: a warm-up as `warmup: true` and only drop sets and sets to failure with a `type`
 * (docs/decisions/0071), RPE, seconds and metres only when given, the import's tag kept while the set lives.
 */
function storedSet(id: string, set: WorkoutSetInput, kept: WorkoutSetRecord | undefined): WorkoutSetRecord {
  const type = typeOf(set, kept);
  const rpe = set.rpe === undefined ? (kept?.rpe ?? null) : set.rpe;
  return {
    id,
    reps: set.reps,
    weight: set.weight,
    notes: set.notes,
    ...(type === 'warmup' ? { warmup: true as const } : {}),
    ...(rpe === null ? {} : { rpe }),
    ...(type === 'drop' || type === 'failure' ? { type } : {}),
    ...(set.seconds == null ? {} : { seconds: set.seconds }),
    ...(set.meters == null ? {} : { meters: set.meters }),
    ...(kept?.importId ? { importId: kept.importId } : {}),
  };
}

/** An exercise's kind as stored: only a kind other than weight and reps is written, so older documents read the same. */
export function storedKind(exercise: { kind?: ExerciseKind }): Pick<LogExerciseRecord, 'kind'> {
  const kind = kindOf(exercise);
  return kind === 'weightReps' ? {} : { kind };
}

/** An exercise's group as stored: written only when it is in one (docs/decisions/0072). */
export function storedGroup(group: GroupRef | null | undefined): Pick<LogExerciseRecord, 'group'> {
  if (!group) return {};
  return { group: group.restSeconds === undefined ? { id: group.id } : { id: group.id, restSeconds: group.restSeconds } };
}

/** The day's exercises with their groups normalised (normalizeGroups): a day never stores a broken group. */
export function withNormalGroups<E extends { group?: GroupRef | null }>(exercises: readonly E[]): E[] {
  return normalizeGroups(exercises).map(({ group, ...exercise }) => ({ ...exercise, ...storedGroup(group) }) as E);
}

/**
 * Gives every kept exercise and set an id: an id the stored log already holds is kept; one without
 * an id takes the id of the stored item at the same position with the same name (so sending the
 * same log twice changes nothing); anything else gets a new id. Ids never repeat within a log.
 */
export function reconcileIds(incoming: readonly WorkoutLogExerciseInput[], stored: readonly LogExerciseRecord[]): LogExerciseRecord[] {
  const storedById = new Map(stored.map((e) => [e.id, e]));
  const claimed = new Set<string>();
  const kept = incoming.filter((e) => e.sets.length > 0);
  return kept.map((exercise, index) => {
    let match: LogExerciseRecord | undefined;
    if (exercise.id && storedById.has(exercise.id) && !claimed.has(exercise.id)) match = storedById.get(exercise.id);
    else if (!exercise.id) {
      const atPosition = stored[index];
      if (atPosition && atPosition.name === exercise.name && !claimed.has(atPosition.id) && !kept.some((e) => e.id === atPosition.id)) match = atPosition;
    }
    const id = match?.id ?? newId();
    claimed.add(id);
    const storedSets = match?.sets ?? [];
    const storedSetsById = new Map(storedSets.map((s) => [s.id, s]));
    const claimedSets = new Set<string>();
    const sets = exercise.sets.map((set, setIndex) => {
      let setId: string | undefined;
      if (set.id && storedSetsById.has(set.id) && !claimedSets.has(set.id)) setId = set.id;
      else if (!set.id) {
        const atPosition = storedSets[setIndex];
        if (atPosition && !claimedSets.has(atPosition.id) && !exercise.sets.some((s) => s.id === atPosition.id)) setId = atPosition.id;
      }
      const kept = setId === undefined ? undefined : storedSetsById.get(setId);
      setId ??= newId();
      claimedSets.add(setId);
      return storedSet(setId, set, kept);
    });
    return {
      id,
      name: exercise.name,
      ...storedKind(exercise),
      tracked: exercise.tracked,
      bw: exercise.tracked && exercise.bw,
      ...storedGroup(exercise.group),
      sets,
    };
  });
}

/**
 * The day a sync leaves. With a base version: the device's log merged with the stored one (or, when
 * the device saw the stored version, taken as it is, tombstones added); without: ids reconciled
 * against the stored log and the day overwritten, as before, with a tombstone for each stored set
 * that is gone and the server's clock on each set that changed.
 */
export function syncedDay(
  stored: { exercises: LogExerciseRecord[]; deleted?: SetTombstone[]; revision?: number } | null,
  localLog: readonly WorkoutLogExerciseInput[],
  now: number,
  base?: SyncBase,
): { next: { exercises: LogExerciseRecord[]; deleted: SetTombstone[] }; merged: boolean } {
  const storedLog = { exercises: (stored?.exercises ?? []).map(withStamps), deleted: stored?.deleted ?? [] };
  if (!base) return { next: overwritten(withNormalGroups(reconcileIds(localLog, stored?.exercises ?? [])), storedLog, now), merged: false };
  const sent = { exercises: fromDevice(localLog, stored?.exercises ?? []), deleted: [...base.deleted] };
  if (base.baseVersion === (stored?.revision ?? 0)) {
    const next = normalizeDayLog({ exercises: sent.exercises, deleted: [...storedLog.deleted, ...sent.deleted] }, now);
    return { next: { ...next, exercises: withNormalGroups(next.exercises) }, merged: false };
  }
  const merge = mergeDayLogs(sent, storedLog, now);
  return { next: { ...merge.log, exercises: withNormalGroups(merge.log.exercises) }, merged: merge.theirsMerged };
}

/**
 * A sync of the legacy REST client, which knows weight-and-reps exercises only (docs/decisions/0071):
 * its log replaces those (ids reconciled among them, each in the place one held), and the day's
 * exercises of other kinds stay exactly as stored. It knows no groups either: an exercise it keeps
 * keeps its stored group (by id, 0072), normalised if a member is gone. The day is overwritten as
 * `syncedDay` does without a base.
 */
export function legacySyncedDay(
  stored: { exercises: LogExerciseRecord[]; deleted?: SetTombstone[] } | null,
  localLog: readonly WorkoutLogExerciseInput[],
  now: number,
): { exercises: LogExerciseRecord[]; deleted: SetTombstone[] } {
  const all = stored?.exercises ?? [];
  const groups = new Map(all.map((e) => [e.id, e.group]));
  const saved = reconcileIds(localLog, all.filter(isWeightAndReps)).map((e) => ({ ...e, ...storedGroup(groups.get(e.id)) }));
  const exercises: LogExerciseRecord[] = [];
  let next = 0;
  for (const exercise of all) {
    if (!isWeightAndReps(exercise)) exercises.push(exercise);
    else if (next < saved.length) exercises.push(saved[next++]!);
  }
  exercises.push(...saved.slice(next));
  return overwritten(withNormalGroups(exercises), { exercises: all.map(withStamps), deleted: stored?.deleted ?? [] }, now);
}

/** Whether the legacy REST client may see (and so rewrite) an exercise. */
export const isWeightAndReps = (exercise: { kind?: ExerciseKind }) => kindOf(exercise) === 'weightReps';

/** Sets saved before merges have no stamp: they count as changed at 0, so any stamped change beats them. */
function withStamps(exercise: LogExerciseRecord): LogExerciseRecord & { sets: (WorkoutSetRecord & { changedAt: number })[] } {
  return { ...exercise, sets: exercise.sets.map((set) => ({ ...set, changedAt: set.changedAt ?? 0 })) };
}

/**
 * A device's log as records: its own ids (a missing one is made here) and stamps (a set without one
 * was saved before stamps: 0); a set the day already holds keeps what the device does not send (its
 * warm-up flag and RPE when absent, the import's tag).
 */
function fromDevice(localLog: readonly WorkoutLogExerciseInput[], stored: readonly LogExerciseRecord[]) {
  const storedSets = new Map(stored.flatMap((e) => e.sets.map((set) => [set.id, set] as const)));
  return localLog.map((exercise) => ({
    id: exercise.id ?? newId(),
    name: exercise.name,
    ...storedKind(exercise),
    tracked: exercise.tracked,
    bw: exercise.tracked && exercise.bw,
    ...(exercise.changedAt !== undefined ? { changedAt: exercise.changedAt } : {}),
    ...storedGroup(exercise.group),
    sets: exercise.sets.map((set) => {
      const id = set.id ?? newId();
      return { ...storedSet(id, set, storedSets.get(id)), changedAt: set.changedAt ?? 0 };
    }),
  }));
}

/** Ids name sets across devices: one set id (or exercise id) twice in a log would merge two sets into one. */
export function refuseRepeatedIds(localLog: readonly WorkoutLogExerciseInput[]): void {
  const exerciseIds = localLog.flatMap((e) => (e.id ? [e.id] : []));
  const setIds = localLog.flatMap((e) => e.sets.flatMap((s) => (s.id ? [s.id] : [])));
  if (new Set(exerciseIds).size !== exerciseIds.length) throw new AppError(400, 'exercise ids must not repeat within a log');
  if (new Set(setIds).size !== setIds.length) throw new AppError(400, 'set ids must not repeat within a log');
}

/** What a user changes of a set: a change of any of them stamps the set anew. */
const SET_FIELDS = ['reps', 'weight', 'notes', 'warmup', 'rpe', 'type', 'seconds', 'meters'] as const satisfies readonly (keyof WorkoutSetRecord)[];

/**
 * A sync without a base version overwrites the day (as before), keeping what a later merge needs:
 * a stored set that is gone leaves a tombstone, a set new or changed is stamped with the server's
 * clock, an unchanged one keeps its stamp.
 */
function overwritten(exercises: LogExerciseRecord[], stored: { exercises: LogExerciseRecord[]; deleted: SetTombstone[] }, now: number) {
  const storedSets = new Map(stored.exercises.flatMap((e) => e.sets.map((set) => [set.id, set] as const)));
  const storedExercises = new Map(stored.exercises.map((e) => [e.id, e]));
  const kept = new Set<string>();
  const stamped = exercises.map((exercise) => {
    const before = storedExercises.get(exercise.id);
    const sameFields =
      before &&
      before.name === exercise.name &&
      before.kind === exercise.kind &&
      before.tracked === exercise.tracked &&
      before.bw === exercise.bw &&
      isDeepStrictEqual(before.group ?? null, exercise.group ?? null);
    const changedAt = sameFields ? before.changedAt : now;
    return {
      ...exercise,
      ...(changedAt !== undefined && changedAt !== 0 ? { changedAt } : {}),
      sets: exercise.sets.map((set) => {
        kept.add(set.id);
        const old = storedSets.get(set.id);
        const same = old && SET_FIELDS.every((field) => old[field] === set[field]);
        const stamp = same ? old.changedAt : now;
        return { ...set, ...(stamp ? { changedAt: stamp } : {}) };
      }),
    };
  });
  const gone = [...storedSets.keys()].filter((id) => !kept.has(id)).map((setId) => ({ setId, at: now }));
  const cutoff = now - TOMBSTONE_DAYS * 86_400_000;
  const deleted = [...stored.deleted.filter((t) => !gone.some((g) => g.setId === t.setId)), ...gone]
    .filter((t) => t.at >= cutoff && !kept.has(t.setId))
    .sort((a, b) => (a.setId < b.setId ? -1 : a.setId > b.setId ? 1 : 0));
  return { exercises: stamped, deleted };
}
