import { BLANK_PROFILE, applyWeightGoal } from '@fitness/domain';
import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { DATA_COLLECTIONS, type ProfileRecord } from './records';
import type { UserReadCache } from './user-read-cache';

/** Zeros, blanks and imperial units (the profile a first read creates). */
const BLANK: Omit<ProfileRecord, 'id' | 'userId'> = { ...BLANK_PROFILE, weightGoal: 0 };
import type { ProfileInput } from '@fitness/schemas';

export type Profile = Omit<ProfileRecord, 'userId'>;

const toProfile = ({ userId: _userId, ...profile }: ProfileRecord): Profile => profile;

/** Goal 0 forces target 0 (spec section 4). */
const normalized = (input: ProfileInput): ProfileInput => applyWeightGoal(input, input.weightGoal);

export class ProfileService {
  private readonly profiles;

  constructor(
    storage: Storage,
    private readonly cache: UserReadCache,
  ) {
    this.profiles = storage.collection<ProfileRecord>(DATA_COLLECTIONS.profiles);
  }

  /** The user's profile, or null (REST answers 404, as the spec's client expects). */
  find(userId: string): Promise<Profile | null> {
    return this.cache.read(userId, 'profile', async () => {
      const record = await this.profiles.findOne({ userId });
      return record ? toProfile(record) : null;
    });
  }

  /** The user's profile, created blank (zeros, blanks, imperial) on first read. */
  async getOrCreate(userId: string): Promise<Profile> {
    const existing = await this.find(userId);
    if (existing) return existing;
    return this.cache.writing(userId, async () => {
      await this.profiles.updateOne({ userId }, { $setOnInsert: { ...BLANK } }, { upsert: true, upsertId: newId() });
      return toProfile((await this.profiles.findOne({ userId }))!);
    });
  }

  /** Creates or replaces the profile (one write). */
  save(userId: string, input: ProfileInput): Promise<Profile> {
    return this.cache.writing(userId, async () => {
      await this.profiles.updateOne({ userId }, { $set: normalized(input) }, { upsert: true, upsertId: newId() });
      return toProfile((await this.profiles.findOne({ userId }))!);
    });
  }

  /** Updates an existing profile; 404 when the user has none yet. */
  update(userId: string, input: ProfileInput): Promise<Profile> {
    return this.cache.writing(userId, async () => {
      const { matched } = await this.profiles.updateOne({ userId }, { $set: normalized(input) });
      if (!matched) throw new AppError(404, 'No profile yet: insert one first');
      return toProfile((await this.profiles.findOne({ userId }))!);
    });
  }

  /** Keeps the profile weight equal to the latest weight entry (creates a blank profile if needed). */
  setWeight(userId: string, weight: number): Promise<void> {
    return this.cache.writing(userId, async () => {
      await this.profiles.updateOne({ userId }, { $set: { weight }, $setOnInsert: { ...BLANK } }, { upsert: true, upsertId: newId() });
    });
  }
}
