import type { UserCollection } from '../../platform/user-data/user-collection';

/** One body weight entry (pounds) per user and 'YYYY-MM-DD' day. */
export interface WeightRecord {
  id: string;
  userId: string;
  date: string;
  weight: number;
}

export const WEIGHTS = {
  name: 'weights',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
} satisfies UserCollection;
