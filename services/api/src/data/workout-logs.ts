import { isDeepStrictEqual } from 'node:util';
import { todayIn } from '@fitness/domain';
import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { quarterHourOf } from '../calendar';
import type { Clock } from '../services';
import { DATA_COLLECTIONS, type LogExerciseRecord, type WorkoutLogRecord } from './records';
import type { WorkoutLogExercise as WorkoutLogExerciseInput } from '@fitness/schemas';
import type { UserLocks } from './user-locks';
import type { UserReadCache } from './user-read-cache';

/** A day's log as the client sees it; `id` is null while nothing is saved for that day. */
export interface WorkoutLog {
  id: string | null;
  date: string;
  exercises: LogExerciseRecord[];
}

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
  /** Time zone → today there, for the current quarter hour. */
  private readonly todays = new Map<string, { quarter: number; day: string }>();

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    private readonly locks: UserLocks,
    /** Dropped after every write to a log (the day's log and progress, which is derived from logs). */
    private readonly cache: UserReadCache,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(DATA_COLLECTIONS.workoutLogs);
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
   * Saves the day's log (the day in `timeZone`): only exercises with at least one set are kept.
   * One document write (upsert on user + day replacing the exercises), so a crash never leaves half a log.
   */
  sync(userId: string, localLog: readonly WorkoutLogExerciseInput[], timeZone: string): Promise<SyncResult> {
    const date = this.today(timeZone);
    return this.locks.run(userId, () => this.cache.writing(userId, () => this.save(userId, localLog, date)));
  }

  private async save(userId: string, localLog: readonly WorkoutLogExerciseInput[], date: string): Promise<SyncResult> {
    const stored = await this.logs.findOne({ userId, date });
    const exercises = reconcileIds(localLog, stored?.exercises ?? []);
    if (stored && isDeepStrictEqual(stored.exercises, exercises)) return { success: true, id: stored.id, date, localLog: exercises, changed: false };
    if (!stored && exercises.length === 0) return { success: true, id: null, date, localLog: [], changed: false };
    let id: string | null;
    if (exercises.length === 0) {
      await this.logs.deleteOne({ userId, date });
      id = null;
    } else {
      await this.logs.updateOne({ userId, date }, { $set: { exercises, updatedAt: this.clock.now() } }, { upsert: true, upsertId: stored?.id ?? newId() });
      id = stored?.id ?? (await this.logs.findOne({ userId, date }))!.id;
    }
    return { success: true, id, date, localLog: exercises, changed: true };
  }
}
