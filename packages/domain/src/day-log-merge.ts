import type { ExerciseKind, SetType } from './set-kinds';
import { gatherGroups, type GroupRef } from './exercise-groups';

/** Tombstones of deleted sets are kept this long, then pruned by the next merge (docs/decisions/0034). */
export const TOMBSTONE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the log says after a sync took in changes from elsewhere. */
export const MERGED_MESSAGE = 'Merged changes from another device';

/** A set of a day's log. `changedAt` is the device's clock (epoch ms) at its last change (created, edited, moved). */
export type DayLogSet = {
  id: string;
  reps: number;
  weight: number;
  notes: string;
  warmup: boolean;
  rpe: number | null;
  changedAt: number;
  type?: SetType;
  seconds?: number | null;
  meters?: number | null;
};

/**
 * An exercise of a day's log. `changedAt` (epoch ms) is set when the exercise is added or its own
 * fields change (a rename, tracked, bw); logs written before it existed lack it (read as 0).
 */
export type DayLogExercise = {
  id: string;
  name: string;
  kind?: ExerciseKind;
  tracked: boolean;
  bw: boolean;
  changedAt?: number;
  group?: GroupRef | null;
  sets: DayLogSet[];
};

/** A deleted set: its id and when it was deleted (epoch ms). */
export type SetTombstone = { setId: string; at: number };

export type DayLog = { exercises: DayLogExercise[]; deleted: SetTombstone[] };

/** The least a merge needs of a set and an exercise; other fields travel along untouched. */
export type MergeableSet = { id: string; changedAt: number };
export type MergeableExercise = { id: string; changedAt?: number; group?: GroupRef | null; sets: readonly MergeableSet[] };
export type MergeableDayLog<E extends MergeableExercise> = { exercises: readonly E[]; deleted: readonly SetTombstone[] };

export type DayLogMerge<E extends MergeableExercise> = {
  log: { exercises: E[]; deleted: SetTombstone[] };
  /**
   * The result shows something `mine` did not: a set, an edit, a set of mine deleted, an exercise
   * renamed — say MERGED_MESSAGE to mine's device. Order and tombstones of sets mine never had do not count.
   */
  theirsMerged: boolean;
  /** Likewise for `theirs`. */
  mineMerged: boolean;
};

/**
 * Merges two versions of one day's workout log (docs/decisions/0034). Pure and symmetric:
 * `mergeDayLogs(a, b)` and `mergeDayLogs(b, a)` give the same log (the flags swap), and a log
 * merged with itself is itself, normalised.
 * - Sets by id: a set on either side stays; on both, the later `changedAt` wins (equal stamps:
 *   a fixed order on the content, so both devices agree), whole: its type, seconds and metres with
 *   it (0071). Its exercise is the winner's.
 * - Deletions: the tombstones of both sides, the latest per set. A set stays deleted unless a
 *   version of it changed after its deletion (a change at the same instant loses).
 * - Exercises by id: fields (name, kind, tracked, bw, group, …) from the later `changedAt`; an exercise is in
 *   the log while it has a set (deleting an exercise is deleting its sets), as saved logs are.
 * - Groups (0072) ride with their exercises: a member ungrouped by the later change is ungrouped; the
 *   members left are gathered where their group's first member stands, and normalised (gatherGroups).
 * - Order: the side changed last (latest stamp of any set, exercise or tombstone) gives the
 *   order; what only the other side has goes after its predecessor there.
 * - Tombstones older than 30 days before `now` (epoch ms) are pruned once applied.
 */
export function mergeDayLogs<E extends MergeableExercise>(mine: MergeableDayLog<E>, theirs: MergeableDayLog<E>, now: number): DayLogMerge<E> {
  const log = mergeLogs(mine, theirs, now);
  const merged = visible(log);
  return {
    log,
    theirsMerged: merged !== visible(mergeLogs(mine, mine, now)),
    mineMerged: merged !== visible(mergeLogs(theirs, theirs, now)),
  };
}

/** A log as a merge leaves it: deleted sets gone, empty exercises dropped, old tombstones pruned, tombstones by set id. */
export function normalizeDayLog<E extends MergeableExercise>(log: MergeableDayLog<E>, now: number): { exercises: E[]; deleted: SetTombstone[] } {
  return mergeLogs(log, log, now);
}

/** Deletes a set, leaving a tombstone so no merge brings it back; its exercise goes with its last set. */
export function deleteSet<E extends MergeableExercise>(log: MergeableDayLog<E>, setId: string, at: number): { exercises: E[]; deleted: SetTombstone[] } {
  return {
    exercises: log.exercises.map((e) => ({ ...e, sets: e.sets.filter((s) => s.id !== setId) })).filter((e) => e.sets.length > 0),
    deleted: [...log.deleted.filter((t) => t.setId !== setId), { setId, at: Math.max(at, ...log.deleted.filter((t) => t.setId === setId).map((t) => t.at)) }],
  };
}

/** Deletes an exercise: a tombstone for each of its sets. */
export function deleteExercise<E extends MergeableExercise>(
  log: MergeableDayLog<E>,
  exerciseId: string,
  at: number,
): { exercises: E[]; deleted: SetTombstone[] } {
  const ids = log.exercises.filter((e) => e.id === exerciseId).flatMap((e) => e.sets.map((s) => s.id));
  return ids.reduce<{ exercises: E[]; deleted: SetTombstone[] }>((l, id) => deleteSet(l, id, at), {
    exercises: log.exercises.filter((e) => e.id !== exerciseId),
    deleted: [...log.deleted],
  });
}

type SetOf<E extends MergeableExercise> = E['sets'][number];
type Version<E extends MergeableExercise> = { set: SetOf<E>; exerciseId: string };

function mergeLogs<E extends MergeableExercise>(a: MergeableDayLog<E>, b: MergeableDayLog<E>, now: number): { exercises: E[]; deleted: SetTombstone[] } {
  const deletedAt = new Map<string, number>();
  for (const t of [...a.deleted, ...b.deleted]) deletedAt.set(t.setId, Math.max(deletedAt.get(t.setId) ?? Number.NEGATIVE_INFINITY, t.at));

  const versions = new Map<string, Version<E>>();
  const fields = new Map<string, E>();
  for (const log of [a, b]) {
    for (const exercise of log.exercises) {
      const known = fields.get(exercise.id);
      if (!known || later(exercise.changedAt ?? 0, withoutSets(exercise), known.changedAt ?? 0, withoutSets(known))) fields.set(exercise.id, exercise);
      for (const set of exercise.sets) {
        const version = { set, exerciseId: exercise.id };
        const current = versions.get(set.id);
        if (!current || later(set.changedAt, version, current.set.changedAt, current)) versions.set(set.id, version);
      }
    }
  }
  const alive = (id: string) => {
    const version = versions.get(id);
    const deleted = deletedAt.get(id);
    return version !== undefined && (deleted === undefined || version.set.changedAt > deleted);
  };

  const [first, second] = changedLast(a, b) ? [a, b] : [b, a];
  const exerciseOrder = mergeOrder(
    first.exercises.map((e) => e.id),
    second.exercises.map((e) => e.id),
  );
  const setIdsOf = (log: MergeableDayLog<E>, exerciseId: string) => log.exercises.filter((e) => e.id === exerciseId).flatMap((e) => e.sets.map((s) => s.id));
  const exercises: E[] = [];
  for (const id of exerciseOrder) {
    const setIds = mergeOrder(setIdsOf(first, id), setIdsOf(second, id)).filter((setId) => alive(setId) && versions.get(setId)!.exerciseId === id);
    if (setIds.length === 0) continue;
    exercises.push({ ...fields.get(id)!, sets: setIds.map((setId) => versions.get(setId)!.set) } as E);
  }
  const grouped = gatherGroups(exercises);

  const cutoff = now - TOMBSTONE_DAYS * DAY_MS;
  const deleted = [...deletedAt]
    .filter(([, at]) => at >= cutoff)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([setId, at]) => ({ setId, at }));
  return { exercises: grouped, deleted };
}

/** Whether the first stamped value wins over the second: a later stamp, or at the same stamp the greater content (any fixed order would do). */
function later(stamp: number, value: unknown, otherStamp: number, other: unknown): boolean {
  if (stamp !== otherStamp) return stamp > otherStamp;
  return canonical(value) > canonical(other);
}

function withoutSets<E extends MergeableExercise>(exercise: E): Omit<E, 'sets'> {
  const { sets: _sets, ...rest } = exercise;
  return rest;
}

/** Whether `a` was changed last (its latest stamp; equal stamps: the greater content), so its order leads. */
function changedLast<E extends MergeableExercise>(a: MergeableDayLog<E>, b: MergeableDayLog<E>): boolean {
  return later(lastStamp(a), a, lastStamp(b), b) || canonical(a) === canonical(b);
}

function lastStamp(log: MergeableDayLog<MergeableExercise>): number {
  let last = Number.NEGATIVE_INFINITY;
  for (const e of log.exercises) {
    last = Math.max(last, e.changedAt ?? 0);
    for (const s of e.sets) last = Math.max(last, s.changedAt);
  }
  for (const t of log.deleted) last = Math.max(last, t.at);
  return last;
}

/** The leading order, with each id only the other order has placed right after its predecessor there (first when it has none). */
function mergeOrder(leading: readonly string[], other: readonly string[]): string[] {
  const result = [...new Set(leading)];
  const placed = new Set(result);
  let after = -1;
  for (const id of other) {
    if (placed.has(id)) {
      after = result.indexOf(id);
      continue;
    }
    result.splice(after + 1, 0, id);
    placed.add(id);
    after += 1;
  }
  return result;
}

/** What a user sees of a log, order aside: its exercises and their sets, by id. */
function visible(log: { exercises: readonly MergeableExercise[] }): string {
  const byId = <T extends { id: string }>(list: readonly T[]) => [...list].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return canonical(byId(log.exercises).map((e) => ({ ...e, sets: byId(e.sets) })));
}

/** JSON with object keys sorted: equal values give equal text whatever order their fields were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
