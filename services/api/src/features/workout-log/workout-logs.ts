import { isDeepStrictEqual } from 'node:util';
import type { SetTombstone, WorkoutSession } from '@fitness/domain';
import type { Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import type { Clock } from '../../platform/clock';
import { WORKOUT_LOGS, type LogExerciseRecord, type WorkoutLogRecord, type WorkoutSessionRecord } from '../../shared/records';
import { CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { writeDay } from './day-writes';
import { LastTimes, type PreviousSets, type TargetSettings } from './last-times';
import { TodayInZones } from './today-in-zones';
import { isWeightAndReps, legacySyncedDay, refuseRepeatedIds, syncedDay, type SyncBase, type WorkoutLogExerciseInput } from './log-sync';
import { toLoggedExercise, type LoggedExercise } from './log-view';
import { sameSession, syncedSession, toSession } from './log-session';
import { routineNameOf, syncedRoutineName } from './log-routine-name';

/**
 * A day's log as the client sees it; `id` is null while nothing is saved for that day. `version`
 * is what a device syncs against (0 before the day's first save).
 */
export interface WorkoutLog {
  id: string | null;
  date: string;
  version: number;
  exercises: LoggedExercise[];
  /** Sets deleted from the day (kept 30 days): a device merging a stale draft needs them (docs/decisions/0068). */
  deleted: SetTombstone[];
  /** When the workout started and finished, and its notes (docs/decisions/0072); null when none. */
  session: WorkoutSession | null;
  /** The routine the log was started from (issue #50); null when none. */
  routineName: string | null;
}

/** What a sync may set of the day beside its exercises; absent: the stored one stays. */
export interface DayExtras {
  session?: WorkoutSession | null;
  routineName?: string | null;
}

export interface SyncResult {
  success: true;
  id: string | null;
  date: string;
  /** The saved exercises with their ids (the spec's `localLog` answer). */
  localLog: LoggedExercise[];
  /** False when the log already held exactly this content (a repeated sync). */
  changed: boolean;
  /** The day's version after the sync. */
  version: number;
  /** The saved log shows changes another device made since the base version ("Merged changes from another device"). */
  merged: boolean;
  /** The day's session after the sync; null when none. */
  session: WorkoutSession | null;
  /** The day's routine name after the sync; null when none. */
  routineName: string | null;
}

type SyncedDay = {
  next: { exercises: LogExerciseRecord[]; deleted: SetTombstone[]; session?: WorkoutSessionRecord; routineName?: string | null };
  merged: boolean;
};

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
      exercises: (record?.exercises ?? []).map(toLoggedExercise),
      deleted: record?.deleted ?? [],
      session: toSession(record?.session),
      routineName: routineNameOf(record),
    };
  }

  /**
   * The log's exercises the legacy REST client may see: weight and reps only, as it knows no other
   * kind (docs/decisions/0071); 404 unless the log is the user's.
   */
  async legacyExercisesOf(userId: string, logId: string): Promise<LogExerciseRecord[]> {
    const record = await this.logs.findOne({ id: logId, userId });
    if (!record) throw new AppError(404, 'No such workout log');
    return record.exercises.filter(isWeightAndReps);
  }

  /** The sets of one weight-and-reps log exercise (legacy REST); 404 unless it is one in one of the user's logs. */
  async legacySetsOf(userId: string, logExerciseId: string) {
    const record = await this.logs.findOne({ userId, 'exercises.id': logExerciseId });
    const exercise = record?.exercises.find((e) => e.id === logExerciseId);
    if (!exercise || !isWeightAndReps(exercise)) throw new AppError(404, 'No such log exercise');
    return exercise.sets;
  }

  /**
   * Saves a day's log: `date` if given (400 when it is after today in `timeZone`), else today in
   * `timeZone`. Only exercises with at least one set are kept. One document write (upsert on
   * user + day replacing the exercises), so a crash never leaves half a log. `extras.session` (none: the
   * stored one stays) is taken as sent when the device saw the stored day, else merged (0072);
   * `extras.routineName` likewise, except that a device that did not see the stored day never
   * replaces a name the day has (syncedRoutineName).
   */
  sync(
    userId: string,
    localLog: readonly WorkoutLogExerciseInput[],
    timeZone: string,
    date?: string,
    base?: SyncBase,
    { session, routineName }: DayExtras = {},
  ): Promise<SyncResult> {
    const today = this.today(timeZone);
    if (date !== undefined && date > today)
      throw new AppError(400, `date ${date} is after today (${today} in ${timeZone}): a workout cannot be logged in the future`);
    if (base) refuseRepeatedIds(localLog);
    return retryOnConflict(() =>
      this.save(userId, date ?? today, (stored, now) => {
        const day = syncedDay(stored, localLog, now, base);
        const sawStored = base !== undefined && base.baseVersion === versionOf(stored);
        const synced = syncedSession(stored?.session, session, sawStored);
        const name = syncedRoutineName(stored?.routineName, routineName, sawStored);
        const next = { ...day.next, ...(synced.session ? { session: synced.session } : {}), ...(name !== undefined ? { routineName: name } : {}) };
        return { next, merged: day.merged || (base !== undefined && !sawStored && synced.merged) };
      }),
    );
  }

  /**
   * Today's log from the legacy REST client (weight-and-reps exercises only): overwrites those and
   * keeps the day's exercises of other kinds untouched (`legacySyncedDay`).
   */
  legacySync(userId: string, localLog: readonly WorkoutLogExerciseInput[], timeZone: string): Promise<SyncResult> {
    const date = this.today(timeZone);
    return retryOnConflict(() => this.save(userId, date, (stored, now) => ({ next: legacySyncedDay(stored, localLog, now), merged: false })));
  }

  /** What the lifter did last time with each name, and next session's target (LastTimes). */
  previous(userId: string, names: readonly string[], before: string): Promise<PreviousSets[]> {
    return this.lastTimes.previous(userId, names, before);
  }

  /**
   * One try of a sync (`makeDay` makes the day it leaves from the stored one), written only while
   * the log still has the revision read (CONFLICT otherwise: another sync of the day came first).
   */
  private async save(
    userId: string,
    date: string,
    makeDay: (stored: WorkoutLogRecord | null, now: number) => SyncedDay,
  ): Promise<SyncResult | typeof CONFLICT> {
    const stored = await this.logs.findOne({ userId, date });
    const { next, merged } = makeDay(stored, this.clock.now().getTime());
    const session = next.session ?? stored?.session;
    const routineName = next.routineName !== undefined ? next.routineName : routineNameOf(stored);
    const result = (id: string | null, version: number, changed: boolean, name = routineName): SyncResult => ({
      success: true,
      id,
      date,
      localLog: next.exercises.map(toLoggedExercise),
      changed,
      version,
      merged,
      session: toSession(session),
      routineName: name ?? null,
    });
    if (
      stored &&
      isDeepStrictEqual(stored.exercises, next.exercises) &&
      isDeepStrictEqual(stored.deleted ?? [], next.deleted) &&
      sameSession(stored.session, session) &&
      routineNameOf(stored) === (routineName ?? null)
    )
      return result(stored.exercises.length ? stored.id : null, versionOf(stored), false);
    // A routine's name alone makes no day.
    if (!stored && next.exercises.length === 0 && next.deleted.length === 0 && !session) return result(null, 0, false, null);
    const written = await writeDay(this.logs, stored, { userId, date }, next, this.clock.now());
    if (written === CONFLICT) return CONFLICT;
    // A day left with nothing to keep is deleted, its name with it.
    return result(next.exercises.length ? written.id : null, written.version, true, written.id === null ? null : routineName);
  }

  /** Every day's workout log of the user: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.logs.deleteMany({ userId });
  }
}
