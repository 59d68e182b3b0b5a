import type { MeasurementField } from '@fitness/domain';
import type { UserCollection } from '../../platform/user-data/user-collection';

/**
 * One day's body measurements per user and 'YYYY-MM-DD' day: lengths in cm, body fat in %; a field
 * not measured that day is null (an entry is replaced whole, and the store has no `$unset`).
 * `importId` names the import that added it.
 */
export type MeasurementsRecord = { id: string; userId: string; date: string; importId?: string } & Record<MeasurementField, number | null>;

export const MEASUREMENTS = {
  name: 'measurements',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
} satisfies UserCollection;
