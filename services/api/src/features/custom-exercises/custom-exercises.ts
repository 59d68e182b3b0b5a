import { catalogueEntry, findCatalogueEntry, normaliseName } from '@fitness/catalogue';
import type { CreateCustomExerciseInput, CustomExerciseItem, ExerciseLinkItem, LinkExerciseInput, UpdateCustomExerciseInput } from '@fitness/schemas';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors/errors';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { CUSTOM_EXERCISES, EXERCISE_LINKS, type CustomExerciseRecord, type ExerciseLinkRecord } from './custom-exercise-records';

/** Custom exercises and hand-made links a user can hold, each: far beyond a real gym's, a guard on storage. */
export const CUSTOM_EXERCISES_MAX = 1000;
export const NO_SUCH_CUSTOM_EXERCISE = 'No such custom exercise';

export const toItem = (r: CustomExerciseRecord): CustomExerciseItem => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  primary: r.primary,
  secondary: r.secondary,
  equipment: r.equipment,
});

export const toLinkItem = (r: ExerciseLinkRecord): ExerciseLinkItem => ({ name: r.name, ...r.target });

/** Why a name cannot be a custom exercise's or a hand link's: it is a catalogue name or alias, linked already. */
function refuseCatalogueName(name: string, what: string) {
  const entry = findCatalogueEntry(name);
  if (entry) throw new AppError(400, `“${name}” is the catalogue's ${entry.name}: pick it instead of ${what}`);
}

const alreadyCustom = (name: string) => new AppError(400, `You have a custom exercise named “${name}” already`);

/**
 * A user's custom exercises and the names they linked by hand (issue #49, docs/decisions/0074). Names
 * equal to a catalogue name or alias, or to a custom exercise's name (under normaliseName), are linked
 * without a stored link, so neither may be made again here. Nothing here renames logged history.
 */
export class CustomExerciseService {
  readonly exercises;
  readonly links;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.exercises = storage.collection<CustomExerciseRecord>(CUSTOM_EXERCISES.name);
    this.links = storage.collection<ExerciseLinkRecord>(EXERCISE_LINKS.name);
  }

  /** The user's custom exercises, newest first. */
  async list(userId: string): Promise<CustomExerciseItem[]> {
    const records = await this.exercises.find({ userId });
    // Ids made in one second sort in creation order (the clock may not move between two creations).
    return records.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map(toItem);
  }

  /** Makes a custom exercise; 400 (nothing written) for a catalogue name, a name the user has already, or past the cap. */
  async create(userId: string, input: CreateCustomExerciseInput): Promise<CustomExerciseItem> {
    const key = normaliseName(input.name);
    refuseCatalogueName(input.name, 'making your own');
    const same = await this.exercises.findOne({ userId, key });
    if (same) throw alreadyCustom(same.name);
    if ((await this.exercises.count({ userId })) >= CUSTOM_EXERCISES_MAX)
      throw new AppError(400, `You have ${CUSTOM_EXERCISES_MAX} custom exercises, the most there can be: delete one first`);
    const record: CustomExerciseRecord = { id: newId(), userId, key, createdAt: this.clock.now(), ...input };
    await this.insert(record);
    // Its name links to it now: a hand link of that name would say otherwise.
    await this.links.deleteOne({ userId, key });
    return toItem(record);
  }

  private async insert(record: CustomExerciseRecord) {
    try {
      await this.exercises.insertOne(record);
    } catch (error) {
      // The same name made meanwhile (another tab, another instance).
      if (error instanceof DuplicateKeyError) throw alreadyCustom(record.name);
      throw error;
    }
  }

  /**
   * Edits the fields sent; 404 unless the exercise is the user's. A new name keeps the old one linked
   * to the exercise (a hand link), so what was logged under it still counts for its muscles.
   */
  async update(userId: string, { id, ...fields }: UpdateCustomExerciseInput): Promise<CustomExerciseItem> {
    const record = await this.exercises.findOne({ id, userId });
    if (!record) throw new AppError(404, NO_SUCH_CUSTOM_EXERCISE);
    const name = fields.name ?? record.name;
    const key = normaliseName(name);
    const renamed = key !== record.key;
    if (renamed) {
      refuseCatalogueName(name, 'renaming yours to it');
      const same = await this.exercises.findOne({ userId, key });
      if (same) throw alreadyCustom(same.name);
    }
    const primary = fields.primary ?? record.primary;
    const secondary = (fields.secondary ?? record.secondary).filter((m) => !primary.includes(m));
    const changed = { name, key, kind: fields.kind ?? record.kind, primary, secondary, equipment: fields.equipment ?? record.equipment };
    try {
      await this.exercises.updateOne({ id, userId }, { $set: changed });
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw alreadyCustom(name);
      throw error;
    }
    if (renamed) {
      await this.links.deleteOne({ userId, key });
      await this.links.updateOne({ userId, key: record.key }, { $set: { name: record.name, target: { customId: id } } }, { upsert: true, upsertId: newId() });
    }
    return toItem({ ...record, ...changed });
  }

  /** Deletes the user's custom exercise (404 otherwise) and the hand links to it; history stays under its names. */
  async delete(userId: string, id: string): Promise<void> {
    const record = await this.exercises.findOne({ id, userId });
    if (!record) throw new AppError(404, NO_SUCH_CUSTOM_EXERCISE);
    await this.links.deleteMany({ userId, 'target.customId': id });
    await this.exercises.deleteOne({ id, userId });
  }

  /** The names the user linked by hand, by name. */
  async listLinks(userId: string): Promise<ExerciseLinkItem[]> {
    const records = await this.links.find({ userId });
    return records.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(toLinkItem);
  }

  /**
   * Links a name by hand (replacing its link if it had one): 400 for a catalogue id this build does not
   * know or a name linked without it (a catalogue name or alias, a custom exercise's name); 404 for a
   * custom exercise that is not the user's.
   */
  async link(userId: string, { name, catalogueId, customId }: LinkExerciseInput): Promise<ExerciseLinkItem> {
    let target: ExerciseLinkRecord['target'];
    if (catalogueId !== undefined) {
      if (!catalogueEntry(catalogueId)) throw new AppError(400, `catalogueId “${catalogueId}” is not an exercise of the catalogue`);
      target = { catalogueId };
    } else {
      if (!(await this.exercises.findOne({ id: customId!, userId }))) throw new AppError(404, NO_SUCH_CUSTOM_EXERCISE);
      target = { customId: customId! };
    }
    refuseCatalogueName(name, 'linking it');
    const key = normaliseName(name);
    const custom = await this.exercises.findOne({ userId, key });
    if (custom) throw new AppError(400, `“${name}” is your custom exercise ${custom.name}: it is linked already`);
    if (!(await this.links.findOne({ userId, key })) && (await this.links.count({ userId })) >= CUSTOM_EXERCISES_MAX)
      throw new AppError(400, `You have ${CUSTOM_EXERCISES_MAX} linked names, the most there can be: unlink one first`);
    await this.links.updateOne({ userId, key }, { $set: { name, target } }, { upsert: true, upsertId: newId() });
    return { name, ...target };
  }

  /** Removes a hand link (404 when the name has none); the name's history stays as it is. */
  async unlink(userId: string, name: string): Promise<{ name: string }> {
    const removed = await this.links.deleteOne({ userId, key: normaliseName(name) });
    if (!removed) throw new AppError(404, `“${name}” is not linked by hand`);
    return { name };
  }

  /** Every custom exercise and hand link of the user: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.links.deleteMany({ userId });
    await this.exercises.deleteMany({ userId });
  }
}
