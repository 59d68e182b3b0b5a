import { normalizeHigh } from '@fitness/domain';
import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { DATA_COLLECTIONS, type ExerciseRecord, type RoutineRecord } from './records';
import type { ExerciseInput, UpdateExerciseInput } from '@fitness/schemas';
import type { UserLocks } from './user-locks';
import type { UserReadCache } from './user-read-cache';

/** Changes to an exercise: any of its fields, a new sort order, or another of the user's routines. */
export type ExerciseChanges = Partial<Omit<UpdateExerciseInput, 'id'>>;

export type Exercise = Omit<ExerciseRecord, 'userId'>;

export const toExercise = ({ userId: _userId, ...exercise }: ExerciseRecord): Exercise => exercise;

/** High values are null unless greater than low; bodyweight comparison only on tracked exercises (spec 4, 5). */
function normalizedFields<E extends Omit<ExerciseRecord, 'id' | 'userId' | 'routineId' | 'sortOrder'>>(fields: E): E {
  return {
    ...fields,
    setsHigh: normalizeHigh(fields.setsLow, fields.setsHigh),
    repsHigh: normalizeHigh(fields.repsLow, fields.repsHigh),
    bw: fields.tracked && fields.bw,
  };
}

const bySortOrder = (a: ExerciseRecord, b: ExerciseRecord) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1);

/** One past the largest sort order (1 for an empty list). */
export const nextSortOrder = (items: readonly { sortOrder: number }[]) => items.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1;

/**
 * A new order for `records` (ids in display order): the records take the sort order values they
 * held, handed out in the new order. Equal values (legacy data) would not order anything, so
 * positions are used then. Answers every record with its new value, and which ones changed.
 */
export function handOutSortOrders<R extends { id: string; sortOrder: number }>(records: readonly R[], ids: readonly string[]): { reordered: R[]; changed: R[] } {
  const byId = new Map(records.map((r) => [r.id, r]));
  const values = records.map((r) => r.sortOrder).sort((a, b) => a - b);
  const orders = new Set(values).size === values.length ? values : ids.map((_, index) => index + 1);
  const reordered = ids.map((id, index) => ({ ...byId.get(id)!, sortOrder: orders[index]! }));
  return { reordered, changed: reordered.filter((r) => r.sortOrder !== byId.get(r.id)!.sortOrder) };
}

export class ExerciseService {
  private readonly exercises;
  private readonly routines;

  constructor(
    storage: Storage,
    /** Creates and reorders of one user run one at a time, so sort orders stay unique per routine. */
    private readonly locks: UserLocks,
    private readonly cache: UserReadCache,
  ) {
    this.exercises = storage.collection<ExerciseRecord>(DATA_COLLECTIONS.exercises);
    this.routines = storage.collection<RoutineRecord>(DATA_COLLECTIONS.routines);
  }

  /** The user's exercises by sort order (one routine's when given). */
  list(userId: string, routineId?: string): Promise<Exercise[]> {
    return this.cache.read(userId, `exercises:${routineId ?? '*'}`, async () => {
      const records = await this.exercises.find(routineId ? { userId, routineId } : { userId });
      return records.sort(bySortOrder).map(toExercise);
    });
  }

  async get(userId: string, id: string): Promise<Exercise> {
    const record = await this.exercises.findOne({ id, userId });
    if (!record) throw new AppError(404, 'No such exercise');
    return toExercise(record);
  }

  private async requireRoutine(userId: string, routineId: string) {
    if (!(await this.routines.count({ id: routineId, userId }))) throw new AppError(404, 'No such routine');
  }

  /** Adds an exercise after the routine's last one (under the user's lock: two creates never share a sort order). */
  create(userId: string, input: ExerciseInput): Promise<Exercise> {
    return this.locks.run(userId, () => this.cache.writing(userId, () => this.insert(userId, input)));
  }

  private async insert(userId: string, input: ExerciseInput): Promise<Exercise> {
    await this.requireRoutine(userId, input.routineId);
    const siblings = await this.exercises.find({ userId, routineId: input.routineId });
    const { routineId, sortOrder = nextSortOrder(siblings), ...fields } = input;
    const record: ExerciseRecord = { id: newId(), userId, routineId, sortOrder, ...normalizedFields(fields) };
    await this.exercises.insertOne(record);
    return toExercise(record);
  }

  /** Changes any fields, including sortOrder and (to another of the user's routines) routineId. */
  update(userId: string, id: string, changes: ExerciseChanges): Promise<Exercise> {
    return this.locks.run(userId, () => this.cache.writing(userId, () => this.change(userId, id, changes)));
  }

  private async change(userId: string, id: string, changes: ExerciseChanges): Promise<Exercise> {
    const current = await this.exercises.findOne({ id, userId });
    if (!current) throw new AppError(404, 'No such exercise');
    if (changes.routineId && changes.routineId !== current.routineId) await this.requireRoutine(userId, changes.routineId);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ExerciseChanges;
    const { id: _id, userId: _userId, ...next } = { ...current, ...defined };
    const $set = { ...next, ...normalizedFields(next) };
    const { matched } = await this.exercises.updateOne({ id, userId }, { $set });
    if (!matched) throw new AppError(404, 'No such exercise');
    return toExercise({ ...current, ...$set });
  }

  delete(userId: string, id: string): Promise<void> {
    return this.locks.run(userId, () =>
      this.cache.writing(userId, async () => {
        if (!(await this.exercises.deleteOne({ id, userId }))) throw new AppError(404, 'No such exercise');
      }),
    );
  }

  /**
   * Saves a whole new order of one routine's exercises in one call: the listed exercises take the
   * sort order values they held, handed out in the new order. Every id must be the user's, or nothing changes.
   */
  reorder(userId: string, ids: string[]): Promise<Exercise[]> {
    return this.locks.run(userId, () => this.cache.writing(userId, () => this.saveOrder(userId, ids)));
  }

  private async saveOrder(userId: string, ids: string[]): Promise<Exercise[]> {
    const records = await this.exercises.find({ userId, id: { $in: ids } });
    if (records.length !== ids.length) throw new AppError(404, 'No such exercise');
    if (new Set(records.map((r) => r.routineId)).size > 1) throw new AppError(400, 'ids must be exercises of one routine');
    const { reordered, changed } = handOutSortOrders(records, ids);
    // One request for the whole list; each changed exercise is one document write.
    for (const r of changed) await this.exercises.updateOne({ id: r.id, userId }, { $set: { sortOrder: r.sortOrder } });
    return reordered.map(toExercise);
  }
}
