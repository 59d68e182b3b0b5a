import { isDeepStrictEqual } from 'node:util';
import type { SetTombstone } from '@fitness/domain';
import type { Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import type { Clock } from '../../platform/clock';
import { WORKOUT_LOGS, type LogExerciseRecord, type WorkoutLogRecord } from '../../shared/records';
import { CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { writeDay } from './day-writes';
import { LastTimes, type PreviousSets, type TargetSettings } from './last-times';
import { TodayInZones } from './today-in-zones';
import { refuseRepeatedIds, syncedDay, type SyncBase, type WorkoutLogExerciseInput } from './log-sync';

/**
 * A day's log as the client sees it; `id` is null while nothing is saved for that day. `version`
 * is what a device syncs against (0 before the day's first save).
 */
export interface WorkoutLog {
  id: string | null;
  date: string;
  version: number;
  exercises: LogExerciseRecord[];
  /** Sets deleted from the day (kept 30 days): a device merging a stale draft needs them (docs/decisions/0068). */
  deleted: SetTombstone[];
}

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

/** The daily workout log: a day's log read and synced (merged by set id), and what the lifter did last time. */
export class WorkoutLogService {
  private readonly logs;
  private readonly todays;
  private readonly lastTimes;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    settings: TargetSettings,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.todays = new TodayInZones(clock);
    this.lastTimes = new LastTimes(storage, settings);
  }

  /** Today's day in the user's time zone (never the server's). */
  today(timeZone: string): string {
    return this.todays.today(timeZone);
  }

  async get(userId: string, date: string): Promise<WorkoutLog> {
    const record = await this.logs.findOne({ userId, date });
    // A day whose sets were all deleted keeps its document for the tombstones, and reads as unsaved.
    return {
      id: record?.exercises.length ? record.id : null,
      date,
      version: versionOf(record),
      exercises: record?.exercises ?? [],
      deleted: record?.deleted ?? [],
    };
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

  /** What the lifter did last time with each name, and next session's target (LastTimes). */
  previous(userId: string, names: readonly string[], before: string): Promise<PreviousSets[]> {
    return this.lastTimes.previous(userId, names, before);
  }

  /**
   * One try of a sync (`syncedDay` makes the day it leaves), written only while the log still has
   * the revision read (CONFLICT otherwise: another sync of the day came first).
   */
  private async save(userId: string, localLog: readonly WorkoutLogExerciseInput[], date: string, base?: SyncBase): Promise<SyncResult | typeof CONFLICT> {
    const stored = await this.logs.findOne({ userId, date });
    const { next, merged } = syncedDay(stored, localLog, this.clock.now().getTime(), base);
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
    const written = await writeDay(this.logs, stored, { userId, date }, next, this.clock.now());
    if (written === CONFLICT) return CONFLICT;
    return result(next.exercises.length ? written.id : null, written.version, true);
  }

  /** Every day's workout log of the user: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.logs.deleteMany({ userId });
  }
}
