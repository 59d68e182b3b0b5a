import type { UserCollection } from '../../platform/user-data/user-collection';

export interface TrackedOrderItem {
  id: string;
  exerciseName: string;
  sortOrder: number;
}

/** The progress panel's order: one document per user, reordered in one write. */
export interface TrackedOrderRecord {
  id: string;
  userId: string;
  items: TrackedOrderItem[];
  /** Raised by every write: a write applies only if it is still the one read (absent on records written before it existed). */
  revision: number;
}

export const TRACKED_ORDER = { name: 'trackedOrder', indexes: [{ fields: ['userId'], unique: true }] } satisfies UserCollection;
