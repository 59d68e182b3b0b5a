import type { Profile, WeightGoal } from '@fitness/domain';
import type { UserCollection } from '../../platform/user-data/user-collection';

/** The stored profile (pounds, inches): one per user. */
export type ProfileRecord = Omit<Profile, 'weightGoal'> & { id: string; userId: string; weightGoal: WeightGoal };

export const PROFILES = { name: 'profiles', indexes: [{ fields: ['userId'], unique: true }] } satisfies UserCollection;
