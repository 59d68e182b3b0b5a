import { MEASUREMENT_FIELDS, roundTo } from '@fitness/domain';
import type { AddMeasurementsInput, MeasurementsOfDay } from '@fitness/schemas';
import { newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { refuseFutureDay } from '../../platform/future-days';
import type { Clock } from '../../platform/clock';
import { MEASUREMENTS, type MeasurementsRecord } from '../../shared/records';

/** A record as answered: its id, day and the fields measured that day. */
function toEntry(record: MeasurementsRecord): MeasurementsOfDay {
  const entry: MeasurementsOfDay = { id: record.id, date: record.date };
  for (const field of MEASUREMENT_FIELDS) {
    const value = record[field];
    if (typeof value === 'number') entry[field] = value;
  }
  return entry;
}

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
    const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, input[field] === undefined ? null : roundTo(input[field], 2)])) as Record<
      (typeof MEASUREMENT_FIELDS)[number],
      number | null
    >;
    const { upserted } = await this.measurements.updateOne({ userId, date: input.date }, { $set: values }, { upsert: true, upsertId: newId() });
    const record = (await this.measurements.findOne({ userId, date: input.date }))!;
    return { entry: toEntry(record), inserted: upserted };
  }

  /** Deletes an entry of the user by its id; 404 for an id that is not theirs (or not at all). */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.measurements.deleteOne({ id, userId });
    if (!deleted) throw new AppError(404, 'No such measurements entry');
  }
}
