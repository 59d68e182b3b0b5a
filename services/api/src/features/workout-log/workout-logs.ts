import { isDeepStrictEqual } from 'node:util';
import {
  equipmentInUnits,
  mergeDayLogs,
  nextSessionTarget,
  normalizeDayLog,
  TOMBSTONE_DAYS,
  todayIn,
  type MeasurementType,
  type NextSessionTarget,
  type RoutineRepRange,
  type SetTombstone,
  type StoredEquipment,
} from '@fitness/domain';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { quarterHourOf } from '../../platform/clock';
import type { Clock } from '../../platform/clock';
import {
  EXERCISES,
  ROUTINES,
  WORKOUT_LOGS,
  type ExerciseRecord,
  type LogExerciseRecord,
  type RoutineRecord,
  type WorkoutLogRecord,
  type WorkoutSetRecord,
} from '../../shared/records';
import type { WorkoutLogExercise, WorkoutSet } from '@fitness/schemas';
import { atRevision, CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';

/** A set to save; without `warmup` or `rpe` (the REST client knows neither) a kept set keeps its stored ones. */
export type WorkoutSetInput = Omit<WorkoutSet, 'warmup' | 'rpe'> & Partial<Pick<WorkoutSet, 'warmup' | 'rpe'>>;
export type WorkoutLogExerciseInput = Omit<WorkoutLogExercise, 'sets'> & { sets: WorkoutSetInput[] };

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
 * A day's log as the client sees it; `id` is null while nothing is saved for that day. `version`
 * is what a device syncs against (0 before the day's first save).
 */
export interface WorkoutLog {
  id: string | null;
  date: string;
  version: number;
  exercises: LogExerciseRecord[];
}

/** A device's sync against the version it last saw (docs/decisions/0045). */
export interface SyncBase {
  baseVersion: number;
  /** Sets the device deleted. */
  deleted: readonly SetTombstone[];
}

/** What the lifter did last time with one exercise name (sets in stored pounds). */
export interface PreviousSets {
  name: string;
  date: string;
  tracked: boolean;
  bw: boolean;
  sets: { reps: number; weight: number; notes: string }[];
  /** Next session's target by double progression, for a name a routine holds; null otherwise (docs/decisions/0040). */
  target: PreviousTarget | null;
}

/** A target (weights in stored pounds) and the routine exercise's range it was made for. */
export type PreviousTarget = NextSessionTarget & { range: RoutineRepRange };

/**
 * What targets need from the profile feature (injected by the composition root): the user's unit
 * and, once they have set them up, their bar and plates (stored pounds).
 */
export interface TargetSettings {
  targetSettings(userId: string): Promise<{ type: MeasurementType; equipment: StoredEquipment | null }>;
}

type LastLogged = { name: string; date: string; tracked: boolean; bw: boolean; sets: readonly WorkoutSetRecord[] };

export interface SyncResult {
  success: true;
  id: string | null;
  date: string;
  /** The saved exercises with their ids (the spec's `localLog` answer). */
  localLog: LogExerciseRecord[];
  /** False when the log already held exactly this content (a repeated sync). */
  changed: boolean;
  /** The day's version after the sync. */
  version: number;
  /** The saved log shows changes another device made since the base version ("Merged changes from another device"). */
  merged: boolean;
}

const versionOf = (record: WorkoutLogRecord | null) => record?.revision ?? 0;

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

export class WorkoutLogService {
  private readonly logs;
  private readonly exercises;
  private readonly routines;
  /** Time zone → today there, for the current quarter hour. */
  private readonly todays = new Map<string, { quarter: number; day: string }>();

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    private readonly settings: TargetSettings,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
  }

  /** Today's day in the user's time zone (never the server's). */
  today(timeZone: string): string {
    const now = this.clock.now();
    const quarter = quarterHourOf(now);
    const known = this.todays.get(timeZone);
    if (known?.quarter === quarter) return known.day;
    // Formatting a date in a zone is costly (an Intl formatter per call); the answer holds for the quarter hour.
    const day = todayIn(timeZone, now);
    if (this.todays.size >= 1000) this.todays.clear();
    this.todays.set(timeZone, { quarter, day });
    return day;
  }

  async get(userId: string, date: string): Promise<WorkoutLog> {
    const record = await this.logs.findOne({ userId, date });
    // A day whose sets were all deleted keeps its document for the tombstones, and reads as unsaved.
    return { id: record?.exercises.length ? record.id : null, date, version: versionOf(record), exercises: record?.exercises ?? [] };
  }

  /** The log's exercises; 404 unless the log is the user's. */
  async exercisesOf(userId: string, logId: string): Promise<LogExerciseRecord[]> {
    const record = await this.logs.findOne({ id: logId, userId });
    if (!record) throw new AppError(404, 'No such workout log');
    return record.exercises;
  }

  /** The sets of one log exercise; 404 unless it is in one of the user's logs. */
  async setsOf(userId: string, logExerciseId: string) {
    const record = await this.logs.findOne({ userId, 'exercises.id': logExerciseId });
    const exercise = record?.exercises.find((e) => e.id === logExerciseId);
    if (!exercise) throw new AppError(404, 'No such log exercise');
    return exercise.sets;
  }

  /**
   * Saves a day's log: `date` if given (400 when it is after today in `timeZone`), else today in
   * `timeZone`. Only exercises with at least one set are kept. One document write (upsert on
   * user + day replacing the exercises), so a crash never leaves half a log.
   */
  sync(userId: string, localLog: readonly WorkoutLogExerciseInput[], timeZone: string, date?: string, base?: SyncBase): Promise<SyncResult> {
    const today = this.today(timeZone);
    if (date !== undefined && date > today)
      throw new AppError(400, `date ${date} is after today (${today} in ${timeZone}): a workout cannot be logged in the future`);
    if (base) refuseRepeatedIds(localLog);
    return retryOnConflict(() => this.save(userId, localLog, date ?? today, base));
  }

  /**
   * Per exercise name, the latest of the user's logs before `before` holding that name with sets,
   * tracked or not: what the lifter did last time, with next session's target when a routine
   * holds the name. Names never logged before are left out.
   */
  async previous(userId: string, names: readonly string[], before: string): Promise<PreviousSets[]> {
    const unique = [...new Set(names)];
    const found = await this.lastLogged(userId, unique, before);
    const targets = found.size > 0 ? await this.targetsFor(userId, [...found.values()]) : new Map<string, PreviousTarget>();
    return unique.flatMap((name) => {
      const last = found.get(name);
      if (!last) return [];
      const sets = last.sets.map(({ reps, weight, notes }) => ({ reps, weight, notes }));
      return [{ name, date: last.date, tracked: last.tracked, bw: last.bw, sets, target: targets.get(name) ?? null }];
    });
  }

  /**
   * Double-progression targets of the names a routine holds (the first routine and exercise in the
   * user's order when several do), from last time's sets, stepped by the exercise's "Increase by",
   * else the user's plates, else 5 lb / 2.5 kg.
   */
  private async targetsFor(userId: string, lastTimes: readonly LastLogged[]): Promise<Map<string, PreviousTarget>> {
    const wanted = lastTimes.map((l) => l.name);
    const [exercises, routines, settings] = await Promise.all([
      this.exercises.find({ userId, name: { $in: wanted } }),
      this.routines.find({ userId }),
      this.settings.targetSettings(userId),
    ]);
    const routineOrder = new Map(routines.map((r) => [r.id, r.sortOrder]));
    const inOrder = exercises.sort(
      (a, b) => (routineOrder.get(a.routineId) ?? Infinity) - (routineOrder.get(b.routineId) ?? Infinity) || a.sortOrder - b.sortOrder,
    );
    const byName = new Map<string, ExerciseRecord>();
    for (const exercise of inOrder) if (!byName.has(exercise.name)) byName.set(exercise.name, exercise);
    const equipment = settings.equipment ? equipmentInUnits(settings.equipment, settings.type) : null;
    const targets = new Map<string, PreviousTarget>();
    for (const last of lastTimes) {
      const exercise = byName.get(last.name);
      if (!exercise) continue;
      const range = { setsLow: exercise.setsLow, repsLow: exercise.repsLow, repsHigh: exercise.repsHigh };
      const target = nextSessionTarget(range, last.sets, { type: settings.type, increaseByLb: exercise.increaseBy ?? null, equipment });
      if (target) targets.set(last.name, { ...target, range });
    }
    return targets;
  }

  /** Newest logs first, a few at a time, asking only for the names still missing; dates are unique per user, so the last date read is the cursor. */
  private async lastLogged(userId: string, names: readonly string[], before: string): Promise<Map<string, LastLogged>> {
    const found = new Map<string, LastLogged>();
    let missing = names;
    let until = before;
    for (let batch = 4; missing.length > 0; batch *= 4) {
      const logs = await this.logs.find({ userId, date: { $lt: until }, 'exercises.name': { $in: [...missing] } }, { sort: { date: -1 }, limit: batch });
      for (const log of logs) {
        for (const exercise of log.exercises) {
          if (found.has(exercise.name) || exercise.sets.length === 0 || !missing.includes(exercise.name)) continue;
          found.set(exercise.name, { name: exercise.name, date: log.date, tracked: exercise.tracked, bw: exercise.bw, sets: exercise.sets });
        }
      }
      if (logs.length < batch) break;
      missing = missing.filter((name) => !found.has(name));
      until = logs[logs.length - 1]!.date;
    }
    return found;
  }

  /**
   * One try of a sync. With a base version: the device's log merged with the stored one (or, when
   * the device saw the stored version, taken as it is, tombstones added); without: ids reconciled
   * against the stored log and the day overwritten, as before, with a tombstone for each stored set
   * that is gone and the server's clock on each set that changed. The write applies only while the
   * log still has the revision read (CONFLICT otherwise: another sync of the day came first).
   */
  private async save(userId: string, localLog: readonly WorkoutLogExerciseInput[], date: string, base?: SyncBase): Promise<SyncResult | typeof CONFLICT> {
    const stored = await this.logs.findOne({ userId, date });
    const now = this.clock.now().getTime();
    const storedLog = { exercises: (stored?.exercises ?? []).map(withStamps), deleted: stored?.deleted ?? [] };
    let next: { exercises: LogExerciseRecord[]; deleted: SetTombstone[] };
    let merged = false;
    if (base) {
      const sent = { exercises: fromDevice(localLog, stored?.exercises ?? []), deleted: [...base.deleted] };
      if (base.baseVersion === versionOf(stored)) {
        next = normalizeDayLog({ exercises: sent.exercises, deleted: [...storedLog.deleted, ...sent.deleted] }, now);
      } else {
        const merge = mergeDayLogs(sent, storedLog, now);
        next = merge.log;
        merged = merge.theirsMerged;
      }
    } else {
      next = overwritten(reconcileIds(localLog, stored?.exercises ?? []), storedLog, now);
    }
    const result = (id: string | null, version: number, changed: boolean): SyncResult => ({
      success: true,
      id,
      date,
      localLog: next.exercises,
      changed,
      version,
      merged,
    });
    if (stored && isDeepStrictEqual(stored.exercises, next.exercises) && isDeepStrictEqual(stored.deleted ?? [], next.deleted))
      return result(stored.exercises.length ? stored.id : null, versionOf(stored), false);
    if (!stored && next.exercises.length === 0 && next.deleted.length === 0) return result(null, 0, false);
    if (!stored) {
      const record: WorkoutLogRecord = {
        id: newId(),
        userId,
        date,
        exercises: next.exercises,
        deleted: next.deleted,
        updatedAt: this.clock.now(),
        revision: 1,
      };
      try {
        await this.logs.insertOne(record);
      } catch (error) {
        if (error instanceof DuplicateKeyError) return CONFLICT;
        throw error;
      }
      return result(next.exercises.length ? record.id : null, 1, true);
    }
    const read = { id: stored.id, userId, revision: atRevision(stored.revision) };
    if (next.exercises.length === 0 && next.deleted.length === 0) {
      if (!(await this.logs.deleteOne(read))) return CONFLICT;
      return result(null, 0, true);
    }
    const { matched } = await this.logs.updateOne(read, {
      $set: { exercises: next.exercises, deleted: next.deleted, updatedAt: this.clock.now() },
      $inc: { revision: 1 },
    });
    return matched ? result(next.exercises.length ? stored.id : null, versionOf(stored) + 1, true) : CONFLICT;
  }
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
function refuseRepeatedIds(localLog: readonly WorkoutLogExerciseInput[]): void {
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
