import { STARTER_ROUTINES } from '@fitness/domain';
import { newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { EXERCISES, ROUTINES, toExercise, type Exercise, type ExerciseRecord, type RoutineRecord } from '../../shared/records';
import { routineList, type SortOrders } from '../../platform/user-data/sort-orders';
import type { UserReadCache } from '../../platform/user-data/user-read-cache';

export type Routine = Omit<RoutineRecord, 'userId' | 'importId'>;

const toRoutine = ({ userId: _userId, importId: _importId, ...routine }: RoutineRecord): Routine => routine;

export class RoutineService {
  private readonly routines;
  private readonly exercises;

  constructor(
    storage: Storage,
    /** New and reordered sort orders stay unique across instances. */
    private readonly sortOrders: SortOrders,
    private readonly cache: UserReadCache,
  ) {
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
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

  /** Adds a routine after the last one (a sort order from the user's counter: two creates never share one). */
  async create(userId: string, name: string): Promise<Routine> {
    const sortOrder = await this.sortOrders.take(userId, routineList(userId), await this.routines.find({ userId }));
    const record: RoutineRecord = { id: newId(), userId, name, sortOrder };
    await this.routines.insertOne(record);
    return toRoutine(record);
  }

  async rename(userId: string, id: string, name: string): Promise<Routine> {
    const { matched } = await this.routines.updateOne({ id, userId }, { $set: { name } });
    if (!matched) throw new AppError(404, 'No such routine');
    return this.get(userId, id);
  }

  /**
   * Deletes the routine and its exercises: exercises first (a crash leaves an empty routine, never
   * orphans), and once more after the routine, for an exercise created into it meanwhile elsewhere.
   */
  async delete(userId: string, id: string): Promise<{ id: string; deletedExercises: number }> {
    await this.get(userId, id);
    let deletedExercises = await this.exercises.deleteMany({ userId, routineId: id });
    await this.routines.deleteOne({ id, userId });
    deletedExercises += await this.exercises.deleteMany({ userId, routineId: id });
    return { id, deletedExercises };
  }

  /** Full Body 1-3 with their twelve exercises (packages/domain), in one call. */
  async createStarters(userId: string): Promise<{ routines: Routine[]; exercises: Exercise[] }> {
    let sortOrder = await this.sortOrders.take(userId, routineList(userId), await this.routines.find({ userId }), STARTER_ROUTINES.length);
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

  /**
   * Saves a new order of routines (ids in display order) in one call: they take the sort order
   * values they held, handed out in the new order (SortOrders.reorder). Every id must be the user's, or nothing changes.
   */
  async reorder(userId: string, ids: string[]): Promise<Routine[]> {
    const records = await this.routines.find({ userId, id: { $in: ids } });
    if (records.length !== ids.length) throw new AppError(404, 'No such routine');
    const write = async (id: string, sortOrder: number, held?: number) =>
      (await this.routines.updateOne(held === undefined ? { id, userId } : { id, userId, sortOrder: held }, { $set: { sortOrder } })).matched > 0;
    return (await this.sortOrders.reorder(write, userId, routineList(userId), records, ids)).map(toRoutine);
  }
}
