import { MEASUREMENT_FIELDS, roundTo, type MeasurementField } from '@fitness/domain';
import type { AddMeasurementsInput, MeasurementsOfDay } from '@fitness/schemas';
import { newId, type Storage } from '../../platform/storage';
import { insertKeepingStored } from '../../platform/user-data/bulk-writes';
import { AppError } from '../../platform/errors/errors';
import { refuseFutureDay } from '../../platform/future-days';
import type { Clock } from '../../platform/clock';
import { MEASUREMENTS, type MeasurementsRecord } from './measurement-records';

/** A record as answered: its id, day and the fields measured that day. */
function toEntry(record: MeasurementsRecord): MeasurementsOfDay {
  const entry: MeasurementsOfDay = { id: record.id, date: record.date };
  for (const field of MEASUREMENT_FIELDS) {
    const value = record[field];
    if (typeof value === 'number') entry[field] = value;
  }
  return entry;
}

/** A day's values as stored: each field measured to 2 decimals, null when not measured that day (an entry is replaced whole). */
const storedValues = (values: Partial<Record<MeasurementField, number>>) =>
  Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, values[field] === undefined ? null : roundTo(values[field], 2)])) as Record<
    MeasurementField,
    number | null
  >;

/**
 * Body measurements (waist, hips, chest, arms, thighs in cm; body fat in %): one entry per user and
 * day. Adding to a day that has an entry replaces that day's values, as a weight of the day does.
 */
export class MeasurementService {
  private readonly measurements;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.measurements = storage.collection<MeasurementsRecord>(MEASUREMENTS.name);
  }

  /** Every entry, oldest first. */
  async list(userId: string): Promise<MeasurementsOfDay[]> {
    return (await this.measurements.find({ userId }, { sort: { date: 1 } })).map(toEntry);
  }

  /** The day's measurements, exactly these (checked by `addMeasurementsInput`); never a future day. One atomic write. */
  async add(userId: string, input: AddMeasurementsInput): Promise<{ entry: MeasurementsOfDay; inserted: boolean }> {
    refuseFutureDay(input.date, this.clock);
    const { upserted } = await this.measurements.updateOne({ userId, date: input.date }, { $set: storedValues(input) }, { upsert: true, upsertId: newId() });
    const record = (await this.measurements.findOne({ userId, date: input.date }))!;
    return { entry: toEntry(record), inserted: upserted };
  }

  /** Deletes an entry of the user by its id; 404 for an id that is not theirs (or not at all). */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.measurements.deleteOne({ id, userId });
    if (!deleted) throw new AppError(404, 'No such measurements entry');
  }

  /** The days measured between `from` and `to` (what an import plans against). */
  async daysBetween(userId: string, from: string, to: string): Promise<Set<string>> {
    return new Set((await this.measurements.find({ userId, date: { $gte: from, $lte: to } })).map((m) => m.date));
  }

  /** An import's days of measurements, a thousand per write, stored as `add` stores them; a day measured meanwhile keeps its entry. */
  importMany(
    userId: string,
    importId: string,
    days: readonly { day: string; values: Partial<Record<MeasurementField, number>> }[],
    written: (count: number) => Promise<void>,
  ) {
    const records = days.map((m): MeasurementsRecord => ({ id: newId(), userId, date: m.day, ...storedValues(m.values), importId }));
    return insertKeepingStored(this.measurements, records, 1000, written);
  }

  /** Removes an import's days of measurements; answers how many. */
  removeImported(userId: string, importId: string): Promise<number> {
    return this.measurements.deleteMany({ userId, importId });
  }

  /** Every body measurement of the user: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.measurements.deleteMany({ userId });
  }
}
