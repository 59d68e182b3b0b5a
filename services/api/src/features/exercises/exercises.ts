import { newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { isDeepStrictEqual } from 'node:util';
import type { GroupRef } from '@fitness/domain';
import { EXERCISES, ROUTINES, routineGroupFixes, toExercise, type Exercise, type ExerciseRecord, type RoutineRecord } from '../../shared/records';
import { applyExerciseRules, type ExerciseInput, type UpdateExerciseInput } from '@fitness/schemas';
import { bySortOrder, exerciseList, type SortOrders } from '../../platform/user-data/sort-orders';

/** Changes to an exercise: any of its fields, a new sort order, or another of the user's routines. */
export type ExerciseChanges = Partial<Omit<UpdateExerciseInput, 'id'>>;

/** An exercise as it stands in its routine's list just read (itself when gone meanwhile). */
const standing = (list: readonly ExerciseRecord[], record: ExerciseRecord) => list.find((e) => e.id === record.id) ?? record;

export class ExerciseService {
  private readonly exercises;
  private readonly routines;

  constructor(
    storage: Storage,
    /** New and reordered sort orders stay unique per routine across instances. */
    private readonly sortOrders: SortOrders,
  ) {
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
  }

  /** The user's exercises by sort order (one routine's when given). */
  async list(userId: string, routineId?: string): Promise<Exercise[]> {
    const records = await this.exercises.find(routineId ? { userId, routineId } : { userId });
    return records.sort(bySortOrder).map(toExercise);
  }

  async get(userId: string, id: string): Promise<Exercise> {
    const record = await this.exercises.findOne({ id, userId });
    if (!record) throw new AppError(404, 'No such exercise');
    return toExercise(record);
  }

  private async requireRoutine(userId: string, routineId: string) {
    if (!(await this.routines.count({ id: routineId, userId }))) throw new AppError(404, 'No such routine');
  }

  /** Adds an exercise after the routine's last one (a sort order from the routine's counter: two creates never share one). */
  async create(userId: string, input: ExerciseInput): Promise<Exercise> {
    // The id first, before any await: ids follow the order creates arrive in, not the order they finish
    // in (the legacy client sends its starters in parallel and orders them by id, docs/decisions/0012).
    const id = newId();
    await this.requireRoutine(userId, input.routineId);
    const { routineId, sortOrder: chosen, ...fields } = input;
    const sortOrder = chosen ?? (await this.sortOrders.take(userId, exerciseList(routineId), await this.exercises.find({ userId, routineId })));
    const record: ExerciseRecord = { id, userId, routineId, sortOrder, ...applyExerciseRules(fields) };
    await this.exercises.insertOne(record);
    // A delete of the routine may have run meanwhile (on any instance): never leave an exercise without its routine.
    if (!(await this.routines.count({ id: routineId, userId }))) {
      await this.exercises.deleteOne({ id: record.id, userId });
      throw new AppError(404, 'No such routine');
    }
    // Appended without a group, it cannot break one: no read.
    if (!record.group && chosen === undefined) return toExercise(record);
    return toExercise(standing(await this.wholeGroups(userId, routineId), record));
  }

  /** Changes any fields, including sortOrder and (to another of the user's routines) routineId. */
  async update(userId: string, id: string, changes: ExerciseChanges): Promise<Exercise> {
    const current = await this.exercises.findOne({ id, userId });
    if (!current) throw new AppError(404, 'No such exercise');
    if (changes.routineId && changes.routineId !== current.routineId) await this.requireRoutine(userId, changes.routineId);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ExerciseChanges;
    const { id: _id, userId: _userId, ...next } = { ...current, ...defined };
    const normalized: Partial<ExerciseRecord> = applyExerciseRules(next);
    // Only the fields this change moves are written: a change of another field made meanwhile elsewhere stays.
    const $set = Object.fromEntries(
      Object.entries(normalized).filter(([key, value]) => !isDeepStrictEqual(value, current[key as keyof ExerciseRecord])),
    ) as Partial<ExerciseRecord>;
    const { matched } = await this.exercises.updateOne({ id, userId }, { $set });
    if (!matched) throw new AppError(404, 'No such exercise');
    const updated = { ...current, ...$set };
    // Moved to another routine: the group it left may be left with one.
    // Only a change of group, place or routine can break a group.
    if (!('group' in $set || 'sortOrder' in $set || 'routineId' in $set)) return toExercise(updated);
    if (updated.routineId !== current.routineId) await this.wholeGroups(userId, current.routineId);
    return toExercise(standing(await this.wholeGroups(userId, updated.routineId), updated));
  }

  async delete(userId: string, id: string): Promise<void> {
    const current = await this.exercises.findOne({ id, userId });
    if (!current || !(await this.exercises.deleteOne({ id, userId }))) throw new AppError(404, 'No such exercise');
    if (current.group) await this.wholeGroups(userId, current.routineId);
  }

  /**
   * Normalises the routine's groups after a write (docs/decisions/0072): a group left with one, split
   * by a move or naming an exercise alone is written away, so a routine never stores a broken group.
   * Answers the routine's exercises as they then stand.
   */
  private async wholeGroups(userId: string, routineId: string): Promise<ExerciseRecord[]> {
    const { normal, fixes } = routineGroupFixes((await this.exercises.find({ userId, routineId })).sort(bySortOrder));
    for (const { id, group } of fixes) await this.exercises.updateOne({ id, userId }, { $set: { group } });
    return normal;
  }

  /**
   * Saves a whole new order of one routine's exercises in one call: the listed exercises take the
   * sort order values they held, handed out in the new order (SortOrders.reorder). Every id must be the user's, or nothing changes.
   * With `groups` (one per id, null for none), their groups too, in the same call: grouping, ungrouping
   * and dragging a group (docs/decisions/0072) change several exercises at once. Then the groups are normalised.
   */
  async reorder(userId: string, ids: string[], groups?: readonly (GroupRef | null)[]): Promise<Exercise[]> {
    const records = await this.exercises.find({ userId, id: { $in: ids } });
    if (records.length !== ids.length) throw new AppError(404, 'No such exercise');
    if (new Set(records.map((r) => r.routineId)).size > 1) throw new AppError(400, 'ids must be exercises of one routine');
    const routineId = records[0]!.routineId;
    const reordered = await this.sortOrders.reorder(this.exercises, userId, exerciseList(routineId), records, ids);
    if (groups) {
      const byId = new Map(records.map((r) => [r.id, r]));
      for (const [index, id] of ids.entries()) {
        const group = groups[index] ?? null;
        if (!isDeepStrictEqual(byId.get(id)!.group ?? null, group)) await this.exercises.updateOne({ id, userId }, { $set: { group } });
      }
    }
    const normal = await this.wholeGroups(userId, routineId);
    return reordered.map((r) => toExercise(standing(normal, r)));
  }

  /** Every exercise of the user's routines: the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.exercises.deleteMany({ userId });
  }
}
