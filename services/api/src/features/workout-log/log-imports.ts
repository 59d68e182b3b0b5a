import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import type { Clock } from '../../platform/clock';
import { inBatches } from '../../platform/user-data/bulk-writes';
import { CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { WORKOUT_LOGS, type LogExerciseRecord, type WorkoutLogRecord, type WorkoutSessionRecord } from '../../shared/records';
import { writeDay } from './day-writes';
import { sameSession } from './log-session';
import { withNormalGroups } from './log-sync';

/**
 * A day an import adds sets to, with its exercises as they will be stored (imported sets tagged with
 * the import's id), its session, if the file has one (tagged likewise, docs/decisions/0072), and the
 * routine name it gives the day (issue #50).
 */
export interface ImportedDayLog {
  day: string;
  exercises: LogExerciseRecord[];
  session?: WorkoutSessionRecord;
  routineName?: string;
}

/** A day's log as stored: what an import plans and merges against. */
export interface StoredDayLog {
  exercises: readonly LogExerciseRecord[];
  session?: WorkoutSessionRecord | null;
  routineName?: string | null;
}

/**
 * Merges a day's imported sets into its log as stored now: the exercises to store, the sets it adds
 * and, when given, the session and routine name to store (the importer decides whether the stored ones give way).
 */
export type Remerge = (
  day: string,
  stored: StoredDayLog,
) => { exercises: LogExerciseRecord[]; added: readonly unknown[]; session?: WorkoutSessionRecord | null; routineName?: string };

/** Day logs a ten-year file's 1,500 days are written in: six writes. */
const DAYS_PER_WRITE = 250;

/** The workout log's bulk writes for an import and its undo (docs/decisions/0061): every day write goes through `writeDay`. */
export class LogImports {
  private readonly logs;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
  }

  /** The days logged between `from` and `to`, with their exercises, sessions and routine names (what an import plans against). */
  async between(userId: string, from: string, to: string): Promise<Map<string, StoredDayLog>> {
    const logs = await this.logs.find({ userId, date: { $gte: from, $lte: to } });
    return new Map(
      logs.map((l) => [
        l.date,
        { exercises: l.exercises, ...(l.session ? { session: l.session } : {}), ...(l.routineName ? { routineName: l.routineName } : {}) },
      ]),
    );
  }

  /**
   * Days without a log: new documents, a batch per write. Days with one: one conditional write each,
   * merged again (`remerge`) if it changed meanwhile. `written` hears each batch's and day's days.
   * Groups are stored normalised, as a sync stores them (0072).
   */
  async importDays(
    userId: string,
    importId: string,
    days: readonly ImportedDayLog[],
    remerge: Remerge,
    written: (days: readonly ImportedDayLog[]) => Promise<void>,
  ) {
    const stored = new Set((days.length ? await this.logs.find({ userId, date: { $in: days.map((d) => d.day) } }) : []).map((l) => l.date));
    const now = this.clock.now();
    await inBatches(
      days.filter((d) => !stored.has(d.day)),
      DAYS_PER_WRITE,
      async (batch) => {
        const records = batch.map(
          (d): WorkoutLogRecord => ({
            id: newId(),
            userId,
            date: d.day,
            exercises: withNormalGroups(d.exercises),
            ...(d.session ? { session: d.session } : {}),
            ...(d.routineName ? { routineName: d.routineName } : {}),
            updatedAt: now,
            revision: 1,
            importId,
          }),
        );
        try {
          await this.logs.insertMany(records);
        } catch (error) {
          // A day logged meanwhile (or, in MongoDB, part of the batch written before the refusal): day by day, merged.
          if (!(error instanceof DuplicateKeyError)) throw error;
          for (const d of batch) await this.mergeDay(userId, importId, d.day, remerge);
        }
        await written(batch);
      },
    );
    for (const d of days.filter((day) => stored.has(day.day))) {
      await this.mergeDay(userId, importId, d.day, remerge);
      await written([d]);
    }
  }

  private mergeDay(userId: string, importId: string, date: string, remerge: Remerge): Promise<void> {
    return retryOnConflict(async () => {
      const stored = await this.logs.findOne({ userId, date });
      const { exercises, added, session, routineName } = remerge(date, {
        exercises: stored?.exercises ?? [],
        session: stored?.session ?? null,
        routineName: stored?.routineName ?? null,
      });
      const sessionChanged = session !== undefined && !sameSession(session, stored?.session);
      if (added.length === 0 && !sessionChanged) return undefined;
      const next = { exercises: withNormalGroups(exercises), ...(sessionChanged ? { session } : {}), ...(routineName ? { routineName } : {}) };
      return (await writeDay(this.logs, stored, { userId, date, importId }, next, this.clock.now())) === CONFLICT ? CONFLICT : undefined;
    });
  }

  /**
   * Removes an import's sets (a day's log goes with its last set; an exercise with its last) and the
   * session it wrote (a session edited since is the user's and stays), one conditional write per
   * log, so a set logged meanwhile is never lost. Answers how many sets it removed.
   */
  async removeImported(userId: string, importId: string): Promise<number> {
    let sets = 0;
    const logs = [
      ...(await this.logs.find({ userId, 'exercises.sets.importId': importId })),
      ...(await this.logs.find({ userId, 'session.importId': importId })),
    ];
    for (const id of new Set(logs.map((l) => l.id))) {
      sets += await retryOnConflict(async () => {
        const stored = await this.logs.findOne({ id, userId });
        if (!stored) return 0;
        const exercises = withNormalGroups(
          stored.exercises.map((e) => ({ ...e, sets: e.sets.filter((s) => s.importId !== importId) })).filter((e) => e.sets.length > 0),
        );
        const removed = stored.exercises.reduce((n, e) => n + e.sets.length, 0) - exercises.reduce((n, e) => n + e.sets.length, 0);
        const next = { exercises, ...(stored.session?.importId === importId ? { session: null } : {}) };
        return (await writeDay(this.logs, stored, { userId, date: stored.date }, next, this.clock.now())) === CONFLICT ? CONFLICT : removed;
      });
    }
    return sets;
  }
}
