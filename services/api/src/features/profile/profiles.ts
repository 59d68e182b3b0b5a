import { BLANK_PROFILE, DEFAULT_ONE_REP_MAX_FORMULA, applyWeightGoal, isProfileBlank } from '@fitness/domain';
import type { EquipmentInput, Profile as ProfileFields, ProfileInput } from '@fitness/schemas';
import type { Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { PROFILES, type ProfileRecord } from './profile-records';

/** Zeros, blanks and imperial units (the profile of a user who never saved one). */
const BLANK: Omit<ProfileRecord, 'id' | 'userId'> = { ...BLANK_PROFILE, weightGoal: 0 };

/** A profile as answered: the "1RM formula" is always named (Epley on a profile stored before it existed). */
export type Profile = Omit<ProfileRecord, 'userId' | 'oneRepMaxFormula'> & Required<Pick<ProfileRecord, 'oneRepMaxFormula'>>;

const toProfile = ({ userId: _userId, ...profile }: ProfileRecord): Profile => ({
  ...profile,
  oneRepMaxFormula: profile.oneRepMaxFormula ?? DEFAULT_ONE_REP_MAX_FORMULA,
});

/** Goal 0 forces target 0 (spec section 4): every write of a profile's fields goes through it. */
const normalized = <P extends ProfileInput>(input: P): P => applyWeightGoal(input, input.weightGoal);

/** A profile's id is its user's id from its first write on, so the blank one a read answers has the id it will be saved under. */
const firstWrite = (userId: string) => ({ upsert: true, upsertId: userId });

/** Called after the user saved a profile (the sessions carry its units: docs/decisions/0030). */
export type ProfileSaved = (userId: string) => Promise<void>;

export class ProfileService {
  private readonly profiles;

  constructor(
    storage: Storage,
    private readonly saved: ProfileSaved,
  ) {
    this.profiles = storage.collection<ProfileRecord>(PROFILES.name);
  }

  /** The user's profile, or null (REST answers 404, as the spec's client expects). */
  async find(userId: string): Promise<Profile | null> {
    const record = await this.profiles.findOne({ userId });
    return record ? toProfile(record) : null;
  }

  /** The user's profile, or the blank one (zeros, blanks, imperial) while none is saved: a read never writes. */
  async get(userId: string): Promise<Profile> {
    return (await this.find(userId)) ?? toProfile({ id: userId, userId, ...BLANK });
  }

  /** Creates or replaces the profile (one write). */
  async save(userId: string, input: ProfileInput): Promise<Profile> {
    await this.profiles.updateOne({ userId }, { $set: normalized(input) }, firstWrite(userId));
    await this.saved(userId);
    return toProfile((await this.profiles.findOne({ userId }))!);
  }

  /** Updates an existing profile; 404 when the user has none yet. */
  async update(userId: string, input: ProfileInput): Promise<Profile> {
    const { matched } = await this.profiles.updateOne({ userId }, { $set: normalized(input) });
    if (!matched) throw new AppError(404, 'No profile yet: insert one first');
    await this.saved(userId);
    return toProfile((await this.profiles.findOne({ userId }))!);
  }

  /** Saves the bar and plates (creates a blank profile if needed): only `equipment` is written. */
  async saveEquipment(userId: string, equipment: EquipmentInput): Promise<Profile> {
    await this.profiles.updateOne({ userId }, { $set: { equipment }, $setOnInsert: { ...BLANK } }, firstWrite(userId));
    return toProfile((await this.profiles.findOne({ userId }))!);
  }

  /** Sets the profile weight (creates a blank profile if needed): one document write. */
  async setWeight(userId: string, weight: number): Promise<void> {
    await this.profiles.updateOne({ userId }, { $set: { weight }, $setOnInsert: { ...BLANK } }, firstWrite(userId));
  }

  /** Whether the user has no profile of their own (none saved, or a blank one): only such a profile is filled from a backup. */
  async isBlank(userId: string): Promise<boolean> {
    const stored = await this.profiles.findOne({ userId });
    return !stored || isProfileBlank(stored);
  }

  /** Fills the profile from a backup (an import; one write): answers the fields as written, for the undo. */
  async fill(userId: string, profile: ProfileFields): Promise<ProfileFields> {
    const written = normalized(profile);
    await this.profiles.updateOne({ userId }, { $set: written }, firstWrite(userId));
    return written;
  }

  /**
   * Undoes a fill: blanks the profile while every field but the weight (the weigh-ins' to set) is
   * still as the fill wrote it; any other change is the user's, and stays. Answers whether it blanked it.
   */
  async unfill(userId: string, written: ProfileFields): Promise<boolean> {
    const profile = await this.profiles.findOne({ userId });
    const unchanged = profile && Object.entries(written).every(([key, value]) => key === 'weight' || profile[key as keyof ProfileRecord] === value);
    return unchanged ? (await this.profiles.updateOne({ userId }, { $set: BLANK })).matched > 0 : false;
  }

  /** The user's profile: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.profiles.deleteMany({ userId });
  }
}
