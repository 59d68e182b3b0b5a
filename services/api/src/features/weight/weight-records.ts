import type { UserCollection } from '../../platform/user-data/user-collection';

/** One body weight entry (pounds) per user and 'YYYY-MM-DD' day; `importId` names the import that added it. */
export interface WeightRecord {
  id: string;
  userId: string;
  date: string;
  weight: number;
  importId?: string;
}

export const WEIGHTS = {
  name: 'weights',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
} satisfies UserCollection;
