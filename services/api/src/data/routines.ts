import { STARTER_ROUTINES } from '@fitness/domain';
import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { DATA_COLLECTIONS, type ExerciseRecord, type RoutineRecord } from './records';
import { toExercise, type Exercise } from './exercises';
import type { UserReadCache } from './user-read-cache';

export type Routine = Omit<RoutineRecord, 'userId'>;

const toRoutine = ({ userId: _userId, ...routine }: RoutineRecord): Routine => routine;

const nextSortOrder = (items: { sortOrder: number }[]) => items.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1;

export class RoutineService {
  private readonly routines;
  private readonly exercises;

  constructor(
    storage: Storage,
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

  create(userId: string, name: string): Promise<Routine> {
    return this.cache.writing(userId, async () => {
      const record: RoutineRecord = { id: newId(), userId, name, sortOrder: nextSortOrder(await this.routines.find({ userId })) };
      await this.routines.insertOne(record);
      return toRoutine(record);
    });
  }

  rename(userId: string, id: string, name: string): Promise<Routine> {
    return this.cache.writing(userId, async () => {
      const { matched } = await this.routines.updateOne({ id, userId }, { $set: { name } });
      if (!matched) throw new AppError(404, 'No such routine');
      return this.get(userId, id);
    });
  }

  /** Deletes the routine and its exercises (exercises first: a crash leaves an empty routine, never orphans). */
  delete(userId: string, id: string): Promise<{ id: string; deletedExercises: number }> {
    return this.cache.writing(userId, async () => {
      await this.get(userId, id);
      const deletedExercises = await this.exercises.deleteMany({ userId, routineId: id });
      await this.routines.deleteOne({ id, userId });
      return { id, deletedExercises };
    });
  }

  /** Full Body 1-3 with their twelve exercises (packages/domain), in one call. */
  createStarters(userId: string): Promise<{ routines: Routine[]; exercises: Exercise[] }> {
    return this.cache.writing(userId, () => this.insertStarters(userId));
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
