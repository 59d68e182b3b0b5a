import { isDeepStrictEqual } from 'node:util';
import { equipmentInUnits, nextSessionTarget, todayIn, type MeasurementType, type NextSessionTarget, type RoutineRepRange, type StoredEquipment } from '@fitness/domain';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { quarterHourOf } from '../../platform/clock';
import type { Clock } from '../../platform/clock';
import { EXERCISES, ROUTINES, WORKOUT_LOGS, type ExerciseRecord, type LogExerciseRecord, type RoutineRecord, type WorkoutLogRecord, type WorkoutSetRecord } from '../../shared/records';
import type { WorkoutLogExercise as WorkoutLogExerciseInput } from '@fitness/schemas';
import { atRevision, CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import type { UserReadCache } from '../../platform/user-data/user-read-cache';

/** A day's log as the client sees it; `id` is null while nothing is saved for that day. */
export interface WorkoutLog {
  id: string | null;
  date: string;
  exercises: LogExerciseRecord[];
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
    const storedSetIds = new Set(storedSets.map((s) => s.id));
    const claimedSets = new Set<string>();
    const sets = exercise.sets.map((set, setIndex) => {
      let setId: string | undefined;
      if (set.id && storedSetIds.has(set.id) && !claimedSets.has(set.id)) setId = set.id;
      else if (!set.id) {
        const atPosition = storedSets[setIndex];
        if (atPosition && !claimedSets.has(atPosition.id) && !exercise.sets.some((s) => s.id === atPosition.id)) setId = atPosition.id;
      }
      setId ??= newId();
      claimedSets.add(setId);
      return { id: setId, reps: set.reps, weight: set.weight, notes: set.notes };
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
    private readonly cache: UserReadCache,
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

  get(userId: string, date: string): Promise<WorkoutLog> {
    return this.cache.read(userId, `log:${date}`, async () => {
      const record = await this.logs.findOne({ userId, date });
      return record ? { id: record.id, date, exercises: record.exercises } : { id: null, date, exercises: [] };
    });
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
  sync(userId: string, localLog: readonly WorkoutLogExerciseInput[], timeZone: string, date?: string): Promise<SyncResult> {
    const today = this.today(timeZone);
    if (date !== undefined && date > today) throw new AppError(400, `date ${date} is after today (${today} in ${timeZone}): a workout cannot be logged in the future`);
    return retryOnConflict(() => this.save(userId, localLog, date ?? today));
  }

  /**
   * Per exercise name, the latest of the user's logs before `before` holding that name with sets,
   * tracked or not: what the lifter did last time, with next session's target when a routine
   * holds the name. Names never logged before are left out.
   */
  previous(userId: string, names: readonly string[], before: string): Promise<PreviousSets[]> {
    const unique = [...new Set(names)];
    return this.cache.read(userId, `previous:${before}:${JSON.stringify(unique)}`, async () => {
      const found = await this.lastLogged(userId, unique, before);
      const targets = found.size > 0 ? await this.targetsFor(userId, [...found.values()]) : new Map<string, PreviousTarget>();
      return unique.flatMap((name) => {
        const last = found.get(name);
        if (!last) return [];
        const sets = last.sets.map(({ reps, weight, notes }) => ({ reps, weight, notes }));
        return [{ name, date: last.date, tracked: last.tracked, bw: last.bw, sets, target: targets.get(name) ?? null }];
      });
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
    const inOrder = exercises.sort((a, b) => (routineOrder.get(a.routineId) ?? Infinity) - (routineOrder.get(b.routineId) ?? Infinity) || a.sortOrder - b.sortOrder);
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
   * One try of a sync: ids are reconciled against the stored log, and the write applies only while the
   * log still has the revision read (CONFLICT otherwise: another sync of the day, on any instance, came first).
   */
  private async save(userId: string, localLog: readonly WorkoutLogExerciseInput[], date: string): Promise<SyncResult | typeof CONFLICT> {
    const stored = await this.logs.findOne({ userId, date });
    const exercises = reconcileIds(localLog, stored?.exercises ?? []);
    if (stored && isDeepStrictEqual(stored.exercises, exercises)) return { success: true, id: stored.id, date, localLog: exercises, changed: false };
    if (!stored && exercises.length === 0) return { success: true, id: null, date, localLog: [], changed: false };
    if (!stored) {
      const record: WorkoutLogRecord = { id: newId(), userId, date, exercises, updatedAt: this.clock.now(), revision: 1 };
      try {
        await this.logs.insertOne(record);
      } catch (error) {
        if (error instanceof DuplicateKeyError) return CONFLICT;
        throw error;
      }
      return { success: true, id: record.id, date, localLog: exercises, changed: true };
    }
    const read = { id: stored.id, userId, revision: atRevision(stored.revision) };
    if (exercises.length === 0) {
      if (!(await this.logs.deleteOne(read))) return CONFLICT;
      return { success: true, id: null, date, localLog: exercises, changed: true };
    }
    const { matched } = await this.logs.updateOne(read, { $set: { exercises, updatedAt: this.clock.now() }, $inc: { revision: 1 } });
    return matched ? { success: true, id: stored.id, date, localLog: exercises, changed: true } : CONFLICT;
  }
}
