import { newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { insertKeepingStored } from '../../platform/user-data/bulk-writes';
import { CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { WEIGHTS, type WeightRecord } from './weight-records';
import { refuseFutureDay } from '../../platform/future-days';
import type { Clock } from '../../platform/clock';
import type { ProfileWeight } from './profile-weight';

export type WeightEntry = Omit<WeightRecord, 'userId' | 'importId'>;

const toEntry = ({ userId: _userId, importId: _importId, ...entry }: WeightRecord): WeightEntry => entry;

/**
 * Body weight log: one entry per user and day. After every add, update or delete the profile
 * weight is set to the latest entry's weight (entries without a weight are skipped, as in the list).
 */
export class WeightService {
  private readonly weights;

  constructor(
    storage: Storage,
    private readonly profiles: ProfileWeight,
    private readonly clock: Clock,
  ) {
    this.weights = storage.collection<WeightRecord>(WEIGHTS.name);
  }

  /** Every entry, oldest first (no row cap). */
  async list(userId: string): Promise<WeightEntry[]> {
    return (await this.weights.find({ userId }, { sort: { date: 1 } })).map(toEntry);
  }

  /** Inserts the day's entry, or updates it when that day already has one; never a future day. */
  async save(userId: string, input: { date: string; weight: number }): Promise<{ entry: WeightEntry; inserted: boolean }> {
    refuseFutureDay(input.date, this.clock);
    const { upserted } = await this.weights.updateOne({ userId, date: input.date }, { $set: { weight: input.weight } }, { upsert: true, upsertId: newId() });
    await this.syncProfileWeight(userId);
    const record = (await this.weights.findOne({ userId, date: input.date }))!;
    return { entry: toEntry(record), inserted: upserted };
  }

  /** Deletes an entry by its id (the REST path). */
  delete(userId: string, id: string): Promise<void> {
    return this.deleteWhere(userId, { id });
  }

  /** Deletes the entry of a day (tRPC: one entry per user and day, so the day names it). */
  deleteDay(userId: string, date: string): Promise<void> {
    return this.deleteWhere(userId, { date });
  }

  private async deleteWhere(userId: string, which: { id: string } | { date: string }): Promise<void> {
    const deleted = await this.weights.deleteOne({ ...which, userId });
    if (!deleted) throw new AppError(404, 'No such weight entry');
    await this.syncProfileWeight(userId);
  }

  private async latest(userId: string): Promise<WeightRecord | undefined> {
    return (await this.weights.find({ userId, weight: { $gt: 0 } }, { sort: { date: -1 }, limit: 1 }))[0];
  }

  /**
   * Sets the profile weight to the latest entry's, then checks the latest entry is still the one set:
   * if another write (on any instance) changed it meanwhile, again. Whoever sets last has checked after.
   * Public for a profile an import's undo blanked.
   */
  async syncProfileWeight(userId: string): Promise<void> {
    await retryOnConflict(async () => {
      const latest = await this.latest(userId);
      if (!latest) return true;
      await this.profiles.setWeight(userId, latest.weight);
      const after = await this.latest(userId);
      return after?.id === latest.id && after.weight === latest.weight ? true : CONFLICT;
    });
  }

  /** The days weighed between `from` and `to` (what an import plans against). */
  async daysBetween(userId: string, from: string, to: string): Promise<Set<string>> {
    return new Set((await this.weights.find({ userId, date: { $gte: from, $lte: to } })).map((w) => w.date));
  }

  /** An import's weigh-ins, a thousand per write (a day weighed meanwhile keeps its entry); then the profile weight follows. */
  async importMany(userId: string, importId: string, weighIns: readonly { day: string; weight: number }[], written: (count: number) => Promise<void>) {
    const records = weighIns.map((w): WeightRecord => ({ id: newId(), userId, date: w.day, weight: w.weight, importId }));
    await insertKeepingStored(this.weights, records, 1000, written);
    if (records.length) await this.syncProfileWeight(userId);
  }

  /** Removes an import's weigh-ins; the profile weight follows when it removed any. Answers how many. */
  async removeImported(userId: string, importId: string): Promise<number> {
    const removed = await this.weights.deleteMany({ userId, importId });
    if (removed) await this.syncProfileWeight(userId);
    return removed;
  }

  /** Every weigh-in of the user: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.weights.deleteMany({ userId });
  }
}
