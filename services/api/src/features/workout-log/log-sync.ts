import { mergeDayLogs, normalizeDayLog, TOMBSTONE_DAYS, type SetTombstone } from '@fitness/domain';
import type { WorkoutLogExercise, WorkoutSet } from '@fitness/schemas';
import { newId } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import type { LogExerciseRecord, WorkoutSetRecord } from '../../shared/records';

// Sync and merge: what a device's save of a day makes of the stored day (docs/decisions/0045).

/** A set to save; without `warmup` or `rpe` (the REST client knows neither) a kept set keeps its stored ones. */
export type WorkoutSetInput = Omit<WorkoutSet, 'warmup' | 'rpe'> & Partial<Pick<WorkoutSet, 'warmup' | 'rpe'>>;
export type WorkoutLogExerciseInput = Omit<WorkoutLogExercise, 'sets'> & { sets: WorkoutSetInput[] };

/** A device's sync against the version it last saw (docs/decisions/0045). */
export interface SyncBase {
  baseVersion: number;
  /** Sets the device deleted. */
  deleted: readonly SetTombstone[];
}

/** The stored set: warm-up flag and RPE only when given, the import's tag kept while the set lives. */
function storedSet(id: string, set: WorkoutSetInput, kept: WorkoutSetRecord | undefined): WorkoutSetRecord {
  const warmup = set.warmup ?? kept?.warmup ?? false;
  const rpe = set.rpe === undefined ? (kept?.rpe ?? null) : set.rpe;
  return {
    id,
    reps: set.reps,
    weight: set.weight,
    notes: set.notes,
    ...(warmup ? { warmup: true as const } : {}),
    ...(rpe === null ? {} : { rpe }),
    ...(kept?.importId ? { importId: kept.importId } : {}),
  };
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
    return { id, name: exercise.name, tracked: exercise.tracked, bw: exercise.tracked && exercise.bw, sets };
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
  if (!base) return { next: overwritten(reconcileIds(localLog, stored?.exercises ?? []), storedLog, now), merged: false };
  const sent = { exercises: fromDevice(localLog, stored?.exercises ?? []), deleted: [...base.deleted] };
  if (base.baseVersion === (stored?.revision ?? 0))
    return { next: normalizeDayLog({ exercises: sent.exercises, deleted: [...storedLog.deleted, ...sent.deleted] }, now), merged: false };
  const merge = mergeDayLogs(sent, storedLog, now);
  return { next: merge.log, merged: merge.theirsMerged };
}

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
    tracked: exercise.tracked,
    bw: exercise.tracked && exercise.bw,
    ...(exercise.changedAt !== undefined ? { changedAt: exercise.changedAt } : {}),
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
    const sameFields = before && before.name === exercise.name && before.tracked === exercise.tracked && before.bw === exercise.bw;
    const changedAt = sameFields ? before.changedAt : now;
    return {
      ...exercise,
      ...(changedAt !== undefined && changedAt !== 0 ? { changedAt } : {}),
      sets: exercise.sets.map((set) => {
        kept.add(set.id);
        const old = storedSets.get(set.id);
        const same = old && old.reps === set.reps && old.weight === set.weight && old.notes === set.notes && old.warmup === set.warmup && old.rpe === set.rpe;
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
