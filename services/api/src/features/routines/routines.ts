import { normalizeGroups, STARTER_ROUTINES } from '@fitness/domain';
import { newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { EXERCISES, ROUTINES, routineGroupFixes, toExercise, type Exercise, type ExerciseRecord, type RoutineRecord } from '../../shared/records';
import { bySortOrder, exerciseList, routineList, type SortOrders } from '../../platform/user-data/sort-orders';

export type Routine = Omit<RoutineRecord, 'userId' | 'importId'>;

/** A routine exercise as a starter or a backup holds it (no ids, no order: its place in the list is its order). */
type NewExercise = Omit<ExerciseRecord, 'id' | 'userId' | 'routineId' | 'sortOrder' | 'importId'>;
type NewRoutine = { name: string; exercises: readonly NewExercise[] };

/** What importing a backup's routines does: routines to create, exercises to add to routines of the same name the user has. */
export interface RoutineImportPlan {
  create: NewRoutine[];
  extend: { routineId: string; existing: ExerciseRecord[]; exercises: NewExercise[] }[];
  alreadyThere: number;
}

const toRoutine = ({ userId: _userId, importId: _importId, ...routine }: RoutineRecord): Routine => routine;

export class RoutineService {
  private readonly routines;
  private readonly exercises;

  constructor(
    storage: Storage,
    /** New and reordered sort orders stay unique across instances. */
    private readonly sortOrders: SortOrders,
  ) {
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
  }

  async list(userId: string): Promise<Routine[]> {
    const records = await this.routines.find({ userId });
    return records.sort(bySortOrder).map(toRoutine);
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
    const { routines, exercises } = await this.insertRoutines(userId, STARTER_ROUTINES);
    return { routines: routines.map(toRoutine), exercises: exercises.map(toExercise) };
  }

  /** New routines with their exercises after the user's last routine (tagged with the import that adds them, if one does). */
  private async insertRoutines(userId: string, list: readonly NewRoutine[], importId?: string) {
    let sortOrder = await this.sortOrders.take(userId, routineList(userId), await this.routines.find({ userId }), list.length);
    const tag = importId ? { importId } : {};
    const routines: RoutineRecord[] = [];
    const exercises: ExerciseRecord[] = [];
    for (const { name, exercises: listed } of list) {
      const routine: RoutineRecord = { id: newId(), userId, name, sortOrder: sortOrder++, ...tag };
      routines.push(routine);
      // A backup's groups are kept, normalised (docs/decisions/0072): a routine never stores a broken group.
      normalizeGroups(listed).forEach((exercise, index) =>
        exercises.push({ ...exercise, id: newId(), userId, routineId: routine.id, sortOrder: index + 1, ...tag }),
      );
    }
    // Routines first: a crash in between leaves empty routines (an import's rollback removes them), never exercises without a routine.
    await this.routines.insertMany(routines);
    if (exercises.length) await this.exercises.insertMany(exercises);
    return { routines, exercises };
  }

  /** A backup's routines, imported (docs/decisions/0061): one of a name the user has gets the exercises it lacks (by name); others are created. */
  async planImport(userId: string, routines: readonly NewRoutine[]): Promise<RoutineImportPlan> {
    const byName = new Map((await this.routines.find({ userId })).map((r) => [r.name, r]));
    const plan: RoutineImportPlan = { create: [], extend: [], alreadyThere: 0 };
    for (const routine of routines) {
      const mine = byName.get(routine.name);
      if (!mine) {
        plan.create.push(routine);
        continue;
      }
      const existing = await this.exercises.find({ userId, routineId: mine.id });
      const names = new Set(existing.map((e) => e.name));
      const missing = routine.exercises.filter((e) => !names.has(e.name));
      if (missing.length) plan.extend.push({ routineId: mine.id, existing, exercises: missing });
      else plan.alreadyThere += 1;
    }
    return plan;
  }

  /** Writes an import's plan, everything tagged with the import's id; exercises added to a routine take sort orders from its counter. */
  async writeImport(userId: string, importId: string, plan: RoutineImportPlan): Promise<void> {
    if (plan.create.length) await this.insertRoutines(userId, plan.create, importId);
    for (const { routineId, existing, exercises } of plan.extend) {
      const first = await this.sortOrders.take(userId, exerciseList(routineId), existing, exercises.length);
      await this.exercises.insertMany(exercises.map((e, i) => ({ ...e, id: newId(), userId, routineId, sortOrder: first + i, importId })));
      // Added after the routine's own: a group that lost a member the routine already had dissolves (0072).
      const { fixes } = routineGroupFixes((await this.exercises.find({ userId, routineId })).sort(bySortOrder));
      for (const { id, group } of fixes) await this.exercises.updateOne({ id, userId }, { $set: { group } });
    }
  }

  /** Removes what an import added: its routine exercises, then its routines. */
  async removeImported(userId: string, importId: string): Promise<{ routines: number; routineExercises: number }> {
    const routineExercises = await this.exercises.deleteMany({ userId, importId });
    return { routines: await this.routines.deleteMany({ userId, importId }), routineExercises };
  }

  /**
   * Saves a new order of routines (ids in display order) in one call: they take the sort order
   * values they held, handed out in the new order (SortOrders.reorder). Every id must be the user's, or nothing changes.
   */
  async reorder(userId: string, ids: string[]): Promise<Routine[]> {
    const records = await this.routines.find({ userId, id: { $in: ids } });
    if (records.length !== ids.length) throw new AppError(404, 'No such routine');
    return (await this.sortOrders.reorder(this.routines, userId, routineList(userId), records, ids)).map(toRoutine);
  }

  /** Every routine of the user (their exercises: ExerciseService): the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.routines.deleteMany({ userId });
  }
}
