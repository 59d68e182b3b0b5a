import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { DATA_COLLECTIONS, type WeightRecord } from './records';
import type { ProfileService } from './profiles';
import type { UserLocks } from './user-locks';
import type { UserReadCache } from './user-read-cache';

export type WeightEntry = Omit<WeightRecord, 'userId'>;

const toEntry = ({ userId: _userId, ...entry }: WeightRecord): WeightEntry => entry;

/**
 * Body weight log: one entry per user and day. After every add, update or delete the profile
 * weight is set to the latest entry's weight (entries without a weight are skipped, as in the list).
 */
export class WeightService {
  private readonly weights;

  constructor(
    storage: Storage,
    private readonly profiles: ProfileService,
    private readonly locks: UserLocks,
    private readonly cache: UserReadCache,
  ) {
    this.weights = storage.collection<WeightRecord>(DATA_COLLECTIONS.weights);
  }

  /** Every entry, oldest first (no row cap). */
  list(userId: string): Promise<WeightEntry[]> {
    return this.cache.read(userId, 'weights', async () => (await this.weights.find({ userId }, { sort: { date: 1 } })).map(toEntry));
  }

  /** Inserts the day's entry, or updates it when that day already has one. */
  save(userId: string, input: { date: string; weight: number }): Promise<{ entry: WeightEntry; inserted: boolean }> {
    return this.write(userId, async () => {
      const { upserted } = await this.weights.updateOne({ userId, date: input.date }, { $set: { weight: input.weight } }, { upsert: true, upsertId: newId() });
      await this.syncProfileWeight(userId);
      const record = (await this.weights.findOne({ userId, date: input.date }))!;
      return { entry: toEntry(record), inserted: upserted };
    });
  }

  delete(userId: string, id: string): Promise<void> {
    return this.write(userId, async () => {
      const deleted = await this.weights.deleteOne({ id, userId });
      if (!deleted) throw new AppError(404, 'No such weight entry');
      await this.syncProfileWeight(userId);
    });
  }

  private write<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.locks.run(userId, () => this.cache.writing(userId, work));
  }

  private async syncProfileWeight(userId: string) {
    const [latest] = await this.weights.find({ userId, weight: { $gt: 0 } }, { sort: { date: -1 }, limit: 1 });
    if (latest) await this.profiles.setWeight(userId, latest.weight);
  }
}
