import { STARTER_ROUTINES } from '@fitness/domain';
import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { DATA_COLLECTIONS, type ExerciseRecord, type RoutineRecord } from './records';
import { handOutSortOrders, nextSortOrder, toExercise, type Exercise } from './exercises';
import type { UserLocks } from './user-locks';
import type { UserReadCache } from './user-read-cache';

export type Routine = Omit<RoutineRecord, 'userId'>;

const toRoutine = ({ userId: _userId, ...routine }: RoutineRecord): Routine => routine;

export class RoutineService {
  private readonly routines;
  private readonly exercises;

  constructor(
    storage: Storage,
    /** Shared with the exercise service: a routine's delete never races an exercise create into it. */
    private readonly locks: UserLocks,
    private readonly cache: UserReadCache,
  ) {
    this.routines = storage.collection<RoutineRecord>(DATA_COLLECTIONS.routines);
    this.exercises = storage.collection<ExerciseRecord>(DATA_COLLECTIONS.exercises);
  }

  list(userId: string): Promise<Routine[]> {
    return this.cache.read(userId, 'routines', async () => {
      const records = await this.routines.find({ userId });
      return records.sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1)).map(toRoutine);
    });
  }

  /** 404 unless the routine is the user's. */
  async get(userId: string, id: string): Promise<Routine> {
    const record = await this.routines.findOne({ id, userId });
    if (!record) throw new AppError(404, 'No such routine');
    return toRoutine(record);
  }

  /** Adds a routine after the last one (under the user's lock: two creates never share a sort order). */
  create(userId: string, name: string): Promise<Routine> {
    return this.locked(userId, async () => {
      const record: RoutineRecord = { id: newId(), userId, name, sortOrder: nextSortOrder(await this.routines.find({ userId })) };
      await this.routines.insertOne(record);
      return toRoutine(record);
    });
  }

  /** Runs one write of the user's routines after their other routine and exercise writes, then drops their cached reads. */
  private locked<T>(userId: string, write: () => Promise<T>): Promise<T> {
    return this.locks.run(userId, () => this.cache.writing(userId, write));
  }

  rename(userId: string, id: string, name: string): Promise<Routine> {
    return this.locked(userId, async () => {
      const { matched } = await this.routines.updateOne({ id, userId }, { $set: { name } });
      if (!matched) throw new AppError(404, 'No such routine');
      return this.get(userId, id);
    });
  }

  /** Deletes the routine and its exercises (exercises first: a crash leaves an empty routine, never orphans). */
  delete(userId: string, id: string): Promise<{ id: string; deletedExercises: number }> {
    return this.locked(userId, async () => {
      await this.get(userId, id);
      const deletedExercises = await this.exercises.deleteMany({ userId, routineId: id });
      await this.routines.deleteOne({ id, userId });
      return { id, deletedExercises };
    });
  }

  /** Full Body 1-3 with their twelve exercises (packages/domain), in one call. */
  createStarters(userId: string): Promise<{ routines: Routine[]; exercises: Exercise[] }> {
    return this.locked(userId, () => this.insertStarters(userId));
  }

  /**
   * Saves a new order of routines (ids in display order) in one call: they take the sort order
   * values they held, handed out in the new order. Every id must be the user's, or nothing changes.
   */
  reorder(userId: string, ids: string[]): Promise<Routine[]> {
    return this.locked(userId, async () => {
      const records = await this.routines.find({ userId, id: { $in: ids } });
      if (records.length !== ids.length) throw new AppError(404, 'No such routine');
      const { reordered, changed } = handOutSortOrders(records, ids);
      for (const r of changed) await this.routines.updateOne({ id: r.id, userId }, { $set: { sortOrder: r.sortOrder } });
      return reordered.map(toRoutine);
    });
  }

  private async insertStarters(userId: string): Promise<{ routines: Routine[]; exercises: Exercise[] }> {
    let sortOrder = nextSortOrder(await this.routines.find({ userId }));
    const routines: RoutineRecord[] = [];
    const exercises: ExerciseRecord[] = [];
    for (const starter of STARTER_ROUTINES) {
      const routine: RoutineRecord = { id: newId(), userId, name: starter.name, sortOrder: sortOrder++ };
      routines.push(routine);
      starter.exercises.forEach((exercise, index) => exercises.push({ ...exercise, id: newId(), userId, routineId: routine.id, sortOrder: index + 1 }));
    }
    // Routines first: a crash in between leaves empty routines, never exercises without a routine.
    await this.routines.insertMany(routines);
    await this.exercises.insertMany(exercises);
    return { routines: routines.map(toRoutine), exercises: exercises.map(toExercise) };
  }
}
