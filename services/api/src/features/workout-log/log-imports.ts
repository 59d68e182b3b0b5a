import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import type { Clock } from '../../platform/clock';
import { inBatches } from '../../platform/user-data/bulk-writes';
import { CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { WORKOUT_LOGS, type LogExerciseRecord, type WorkoutLogRecord } from '../../shared/records';
import { writeDay } from './day-writes';

/** A day an import adds sets to, with its exercises as they will be stored (imported sets tagged with the import's id). */
export interface ImportedDayLog {
  day: string;
  exercises: LogExerciseRecord[];
}

/** Merges a day's imported sets into its log as stored now: the exercises to store and the sets it adds. */
export type Remerge = (day: string, stored: readonly LogExerciseRecord[]) => { exercises: LogExerciseRecord[]; added: readonly unknown[] };

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

  /** The days logged between `from` and `to`, with their exercises (what an import plans against). */
  async between(userId: string, from: string, to: string): Promise<Map<string, LogExerciseRecord[]>> {
    return new Map((await this.logs.find({ userId, date: { $gte: from, $lte: to } })).map((l) => [l.date, l.exercises]));
  }

  /**
   * Days without a log: new documents, a batch per write. Days with one: one conditional write each,
   * merged again (`remerge`) if it changed meanwhile. `written` hears each batch's and day's days.
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
          (d): WorkoutLogRecord => ({ id: newId(), userId, date: d.day, exercises: d.exercises, updatedAt: now, revision: 1, importId }),
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
      const { exercises, added } = remerge(date, stored?.exercises ?? []);
      if (added.length === 0) return undefined;
      return (await writeDay(this.logs, stored, { userId, date, importId }, { exercises }, this.clock.now())) === CONFLICT ? CONFLICT : undefined;
    });
  }

  /**
   * Removes an import's sets (a day's log goes with its last set; an exercise with its last), one
   * conditional write per log, so a set logged meanwhile is never lost. Answers how many it removed.
   */
  async removeImported(userId: string, importId: string): Promise<number> {
    let sets = 0;
    for (const log of await this.logs.find({ userId, 'exercises.sets.importId': importId })) {
      sets += await retryOnConflict(async () => {
        const stored = await this.logs.findOne({ id: log.id, userId });
        if (!stored) return 0;
        const exercises = stored.exercises.map((e) => ({ ...e, sets: e.sets.filter((s) => s.importId !== importId) })).filter((e) => e.sets.length > 0);
        const removed = stored.exercises.reduce((n, e) => n + e.sets.length, 0) - exercises.reduce((n, e) => n + e.sets.length, 0);
        return (await writeDay(this.logs, stored, { userId, date: stored.date }, { exercises }, this.clock.now())) === CONFLICT ? CONFLICT : removed;
      });
    }
    return sets;
  }
}
