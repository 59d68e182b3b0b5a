import { BLANK_PROFILE, isProfileBlank, latestDayOnEarth, MEASUREMENT_FIELDS, type MeasurementField } from '@fitness/domain';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import type { Clock } from '../../platform/clock';
import { atRevision, CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { exerciseList, routineList, type SortOrders } from '../../platform/user-data/sort-orders';
import {
  EXERCISES,
  MEASUREMENTS,
  PROFILES,
  ROUTINES,
  TRACKED_ORDER,
  WEIGHTS,
  WORKOUT_LOGS,
  type ExerciseRecord,
  type LogExerciseRecord,
  type MeasurementsRecord,
  type ProfileRecord,
  type RoutineRecord,
  type TrackedOrderRecord,
  type WeightRecord,
  type WorkoutLogRecord,
} from '../../shared/records';
import { FORMAT_NAMES, UnreadableFileError, type ImportedDay, type ImportFile, type ImportFormat, type RowProblem, type WeightUnit } from './import-file';
import { mergeDay, planImport, type ImportPlan, type OverCap } from './import-plan';
import { IMPORT_STALE_MS, IMPORTS, type ImportRecord, type StoredImportCounts } from './import-records';
import { readImportFile } from './read-import-file';

/** What the data-transfer feature needs of the weight log (injected): the profile's weight follows the latest weigh-in. */
export interface ProfileWeightFollower {
  syncProfileWeight(userId: string): Promise<void>;
}

export interface ImportOptions {
  /** The unit of a file that does not say; the user's units when absent. */
  unit?: WeightUnit | undefined;
  /** Whether exercises read from a CSV are tracked. */
  track: boolean;
  fileName: string;
}

/** The preview of an import (dry run), and the summary of a finished one (`id` set). */
export interface ImportAnswer {
  dryRun: boolean;
  /** The import's id once written (undo takes it); null for a dry run. */
  id: string | null;
  format: ImportFormat;
  formatName: string;
  /** The unit weights are read in; 'per-row' when each row says (older Strong); 'lbs' for a backup (stored pounds). */
  unit: WeightUnit | 'per-row';
  /** The file does not say its unit: the page asks (the user's units by default). */
  unitAsked: boolean;
  track: boolean;
  dateRange: { from: string; to: string } | null;
  /** What the import adds (a dry run: would add). */
  counts: StoredImportCounts;
  /** What the user's data holds already, left as it is. */
  alreadyThere: { sets: number; weighIns: number; measurements: number; routines: number };
  skipped: { cardio: number; restTimers: number; empty: number };
  /** The first 50 rows it cannot read, and how many there are. */
  problems: RowProblem[];
  problemCount: number;
  /** What the day caps leave out (first 50), and how many sets that is in all. */
  overCap: OverCap[];
  overCapSets: number;
  shortened: { notes: number; names: number };
  /** A backup's profile: 'filled' when it fills the account's blank profile, 'kept' when the account has its own; null for other files. */
  profile: 'filled' | 'kept' | null;
}

export interface ImportListItem {
  id: string;
  format: ImportFormat;
  formatName: string;
  fileName: string;
  createdAt: string;
  /** 'interrupted': its process stopped while writing; undo removes what it wrote. */
  state: 'writing' | 'done' | 'interrupted';
  counts: StoredImportCounts;
}

export interface UndoAnswer {
  id: string;
  removed: { sets: number; weighIns: number; measurements: number; routines: number; routineExercises: number };
}

export type ImportProgress = { done: number; total: number };

/** A file read for one user, ready for a preview or an import. */
export interface ReadImport {
  file: ImportFile;
  track: boolean;
  fileName: string;
}

/** Documents per bulk write: a ten-year file's 1,500 days are six writes. */
const BATCH = 250;
const OVER_CAP_LISTED = 50;

interface RoutinePlan {
  /** New routines with their exercises. */
  create: { name: string; exercises: Omit<ExerciseRecord, 'id' | 'userId' | 'routineId' | 'sortOrder' | 'importId'>[] }[];
  /** Exercises to add to routines of the same name the user has. */
  extend: { routineId: string; existing: ExerciseRecord[]; exercises: Omit<ExerciseRecord, 'id' | 'userId' | 'routineId' | 'sortOrder' | 'importId'>[] }[];
  alreadyThere: number;
}

type ProfileFields = Omit<ProfileRecord, 'id' | 'userId'>;

const chunked = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Imports of other apps' files and of this app's backup (issue #33, docs/decisions/0038): read the
 * file as it streams in, plan against the user's data (a preview writes nothing), write in bulk
 * (one write per new batch of day logs, one per day that had a log), and undo one import by its id.
 * Everything written carries the import's id; an import that fails removes what it wrote.
 */
export class ImportService {
  private readonly logs;
  private readonly weights;
  private readonly measurements;
  private readonly profiles;
  private readonly routines;
  private readonly exercises;
  private readonly order;
  private readonly imports;

  constructor(
    storage: Storage,
    private readonly deps: { clock: Clock; sortOrders: SortOrders; profileWeight: ProfileWeightFollower },
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.weights = storage.collection<WeightRecord>(WEIGHTS.name);
    this.measurements = storage.collection<MeasurementsRecord>(MEASUREMENTS.name);
    this.profiles = storage.collection<ProfileRecord>(PROFILES.name);
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
    this.order = storage.collection<TrackedOrderRecord>(TRACKED_ORDER.name);
    this.imports = storage.collection<ImportRecord>(IMPORTS.name);
  }

  /** Reads the body as a file of one of the formats (UnreadableFileError otherwise); weights in the given unit, else the user's. */
  async read(userId: string, body: AsyncIterable<Buffer | string>, options: ImportOptions): Promise<ReadImport> {
    const unit = options.unit ?? (await this.unitOf(userId));
    try {
      const file = await readImportFile(body, { unit, track: options.track, lastDay: latestDayOnEarth(this.deps.clock.now()) });
      return { file, track: options.track, fileName: options.fileName.slice(0, 200) };
    } catch (error) {
      if (error instanceof UnreadableFileError) throw new AppError(400, error.message);
      throw error;
    }
  }

  private async unitOf(userId: string): Promise<WeightUnit> {
    const profile = await this.profiles.findOne({ userId });
    return profile?.measurementType === 'metric' ? 'kg' : 'lbs';
  }

  /** What importing would do, against the user's data now. Writes nothing. */
  async preview(userId: string, read: ReadImport): Promise<ImportAnswer> {
    const { plan, routines, profile } = await this.plan(userId, read.file, 'preview', () => 'preview');
    return this.answer(read, plan, routines, profile, null);
  }

  /**
   * Writes the import: day logs, weigh-ins, then a backup's measurements, routines, profile and tracked
   * order, each tagged with the import's id, reporting progress as it goes. A failure removes what was written.
   */
  async run(userId: string, read: ReadImport, onProgress: (progress: ImportProgress) => void = () => {}): Promise<ImportAnswer> {
    await this.refuseWhileWriting(userId);
    const now = this.deps.clock.now();
    const record: ImportRecord = {
      id: newId(),
      userId,
      format: read.file.format,
      fileName: read.fileName,
      createdAt: now,
      updatedAt: now,
      state: 'writing',
      counts: { workouts: 0, exercises: 0, sets: 0, warmupSets: 0, weighIns: 0, measurements: 0, routines: 0, routineExercises: 0 },
    };
    await this.imports.insertOne(record);
    try {
      const { plan, routines, profile } = await this.plan(userId, read.file, record.id, newId);
      const total = plan.counts.sets + plan.counts.weighIns + plan.counts.measurements;
      let done = 0;
      const advanced = async (by: number) => {
        done += by;
        onProgress({ done, total });
        await this.imports.updateOne({ id: record.id, userId }, { $set: { updatedAt: this.deps.clock.now() } });
      };
      onProgress({ done, total });
      await this.writeDays(userId, record.id, plan, read.file.days, advanced);
      await this.writeWeighIns(userId, record.id, plan, advanced);
      await this.writeMeasurements(userId, record.id, plan, advanced);
      await this.writeRoutines(userId, record.id, routines);
      const profileWritten = profile === 'filled' && read.file.backup?.profile ? await this.fillProfile(userId, read.file.backup.profile) : undefined;
      if (read.file.backup) await this.appendTrackedOrder(userId, read.file.backup.trackedOrder);
      const counts: StoredImportCounts = { ...plan.counts, routines: routines.create.length, routineExercises: routineExerciseCount(routines) };
      await this.imports.updateOne(
        { id: record.id, userId },
        { $set: { state: 'done', counts, updatedAt: this.deps.clock.now(), ...(profileWritten ? { profileWritten } : {}) } },
      );
      return this.answer(read, plan, routines, profile, record.id);
    } catch (error) {
      await this.removeImport(userId, record);
      throw error;
    }
  }

  /** Removes exactly what one import added (404 unless it is the user's). */
  async undo(userId: string, id: string): Promise<UndoAnswer> {
    const record = await this.imports.findOne({ id, userId });
    if (!record) throw new AppError(404, 'No such import');
    if (record.state === 'writing' && !this.stale(record)) throw new AppError(409, 'This import is still being written. Undo it once it has finished.');
    return { id, removed: await this.removeImport(userId, record) };
  }

  /** The user's imports, newest first. */
  async list(userId: string): Promise<ImportListItem[]> {
    const records = await this.imports.find({ userId }, { sort: { createdAt: -1 } });
    return records.map((r) => ({
      id: r.id,
      format: r.format,
      formatName: FORMAT_NAMES[r.format],
      fileName: r.fileName,
      createdAt: r.createdAt.toISOString(),
      state: r.state === 'writing' && this.stale(r) ? 'interrupted' : r.state,
      counts: { ...r.counts, measurements: r.counts.measurements ?? 0 },
    }));
  }

  private stale(record: ImportRecord): boolean {
    return this.deps.clock.now().getTime() - record.updatedAt.getTime() > IMPORT_STALE_MS;
  }

  /** One import at a time per user (409 while one writes); one that died with its process is rolled back first. */
  private async refuseWhileWriting(userId: string): Promise<void> {
    for (const record of await this.imports.find({ userId, state: 'writing' })) {
      if (!this.stale(record)) throw new AppError(409, 'Another import is being written. Try again once it has finished.');
      await this.removeImport(userId, record);
    }
  }

  private answer(read: ReadImport, plan: ImportPlan, routines: RoutinePlan, profile: ImportAnswer['profile'], id: string | null): ImportAnswer {
    const { file } = read;
    return {
      dryRun: id === null,
      id,
      format: file.format,
      formatName: FORMAT_NAMES[file.format],
      unit: file.unit,
      unitAsked: file.unitAsked,
      track: read.track,
      dateRange: plan.dateRange,
      counts: { ...plan.counts, routines: routines.create.length, routineExercises: routineExerciseCount(routines) },
      alreadyThere: { ...plan.alreadyThere, routines: routines.alreadyThere },
      skipped: file.skipped,
      problems: file.problems,
      problemCount: file.problemCount,
      overCap: plan.overCap.slice(0, OVER_CAP_LISTED),
      overCapSets: plan.overCap.reduce((n, o) => n + o.sets, 0),
      shortened: file.shortened,
      profile,
    };
  }

  private async plan(userId: string, file: ImportFile, importId: string, makeId: () => string) {
    const days = file.days.map((d) => d.day);
    const weighDays = file.weighIns.map((w) => w.day);
    const measureDays = file.backup?.measurements.map((m) => m.day) ?? [];
    const [logs, weighed, measured] = await Promise.all([
      days.length ? this.logs.find({ userId, date: { $gte: days[0]!, $lte: days[days.length - 1]! } }) : [],
      weighDays.length ? this.weights.find({ userId, date: { $gte: weighDays[0]!, $lte: weighDays[weighDays.length - 1]! } }) : [],
      measureDays.length ? this.measurements.find({ userId, date: { $gte: measureDays[0]!, $lte: measureDays[measureDays.length - 1]! } }) : [],
    ]);
    const existing = {
      logs: new Map(logs.map((l) => [l.date, l.exercises])),
      weighedDays: new Set(weighed.map((w) => w.date)),
      measuredDays: new Set(measured.map((m) => m.date)),
    };
    const plan = planImport(file, existing, importId, makeId);
    const routines = file.backup ? await this.planRoutines(userId, file.backup.routines) : { create: [], extend: [], alreadyThere: 0 };
    let profile: ImportAnswer['profile'] = null;
    if (file.backup?.profile) {
      const stored = await this.profiles.findOne({ userId });
      profile = !stored || isProfileBlank(stored) ? 'filled' : 'kept';
    }
    return { plan, routines, profile };
  }

  /** A backup's routines: one of a name the user has gets the exercises it lacks (by name); others are created. */
  private async planRoutines(userId: string, routines: NonNullable<ImportFile['backup']>['routines']): Promise<RoutinePlan> {
    const stored = await this.routines.find({ userId });
    const byName = new Map(stored.map((r) => [r.name, r]));
    const plan: RoutinePlan = { create: [], extend: [], alreadyThere: 0 };
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

  /** Days without a log: new documents, a batch per write. Days with one: one conditional write each, merged again if it changed meanwhile. */
  private async writeDays(userId: string, importId: string, plan: ImportPlan, fileDays: readonly ImportedDay[], advanced: (by: number) => Promise<void>) {
    const stored = new Set((plan.days.length ? await this.logs.find({ userId, date: { $in: plan.days.map((d) => d.day) } }) : []).map((l) => l.date));
    const byDay = new Map(fileDays.map((d) => [d.day, d]));
    const addedOn = (exercises: readonly LogExerciseRecord[]) => exercises.reduce((n, e) => n + e.sets.filter((s) => s.importId === importId).length, 0);
    const now = this.deps.clock.now();
    for (const batch of chunked(
      plan.days.filter((d) => !stored.has(d.day)),
      BATCH,
    )) {
      const records = batch.map((d): WorkoutLogRecord => ({ id: newId(), userId, date: d.day, exercises: d.exercises, updatedAt: now, revision: 1, importId }));
      try {
        await this.logs.insertMany(records);
      } catch (error) {
        // A day logged meanwhile (or, in MongoDB, part of the batch written before the refusal): day by day, merged.
        if (!(error instanceof DuplicateKeyError)) throw error;
        for (const d of batch) await this.writeDay(userId, importId, byDay.get(d.day)!);
      }
      await advanced(batch.reduce((n, d) => n + addedOn(d.exercises), 0));
    }
    for (const d of plan.days.filter((day) => stored.has(day.day))) {
      await this.writeDay(userId, importId, byDay.get(d.day)!);
      await advanced(addedOn(d.exercises));
    }
  }

  private writeDay(userId: string, importId: string, day: ImportedDay): Promise<void> {
    return retryOnConflict(async () => {
      const stored = await this.logs.findOne({ userId, date: day.day });
      const { exercises, added } = mergeDay(day.day, stored?.exercises ?? [], day.exercises, importId, newId);
      if (added.length === 0) return undefined;
      const now = this.deps.clock.now();
      if (!stored) {
        try {
          await this.logs.insertOne({ id: newId(), userId, date: day.day, exercises, updatedAt: now, revision: 1, importId });
          return undefined;
        } catch (error) {
          if (error instanceof DuplicateKeyError) return CONFLICT;
          throw error;
        }
      }
      const { matched } = await this.logs.updateOne(
        { id: stored.id, userId, revision: atRevision(stored.revision) },
        { $set: { exercises, updatedAt: now }, $inc: { revision: 1 } },
      );
      return matched ? undefined : CONFLICT;
    });
  }

  private async writeWeighIns(userId: string, importId: string, plan: ImportPlan, advanced: (by: number) => Promise<void>) {
    for (const batch of chunked(plan.weighIns, BATCH * 4)) {
      const records = batch.map((w): WeightRecord => ({ id: newId(), userId, date: w.day, weight: w.weight, importId }));
      try {
        await this.weights.insertMany(records);
      } catch (error) {
        // A day weighed meanwhile keeps its weigh-in.
        if (!(error instanceof DuplicateKeyError)) throw error;
        for (const record of records)
          await this.weights.insertOne(record).catch((e: unknown) => (e instanceof DuplicateKeyError ? undefined : Promise.reject(e)));
      }
      await advanced(batch.length);
    }
    if (plan.weighIns.length) await this.deps.profileWeight.syncProfileWeight(userId);
  }

  /** A backup's days of measurements in bulk, stored as `measurements.add` stores them; a day measured meanwhile keeps its entry. */
  private async writeMeasurements(userId: string, importId: string, plan: ImportPlan, advanced: (by: number) => Promise<void>) {
    for (const batch of chunked(plan.measurements, BATCH * 4)) {
      const records = batch.map((m): MeasurementsRecord => {
        const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, m.values[field] ?? null])) as Record<MeasurementField, number | null>;
        return { id: newId(), userId, date: m.day, ...values, importId };
      });
      try {
        await this.measurements.insertMany(records);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        for (const record of records)
          await this.measurements.insertOne(record).catch((e: unknown) => (e instanceof DuplicateKeyError ? undefined : Promise.reject(e)));
      }
      await advanced(batch.length);
    }
  }

  private async writeRoutines(userId: string, importId: string, plan: RoutinePlan) {
    if (plan.create.length) {
      let sortOrder = await this.deps.sortOrders.take(userId, routineList(userId), await this.routines.find({ userId }), plan.create.length);
      const routines: RoutineRecord[] = [];
      const exercises: ExerciseRecord[] = [];
      for (const routine of plan.create) {
        const record: RoutineRecord = { id: newId(), userId, name: routine.name, sortOrder: sortOrder++, importId };
        routines.push(record);
        routine.exercises.forEach((e, i) => exercises.push({ ...e, id: newId(), userId, routineId: record.id, sortOrder: i + 1, importId }));
      }
      // Routines first: a failure in between leaves empty routines (removed by the rollback), never exercises without one.
      await this.routines.insertMany(routines);
      if (exercises.length) await this.exercises.insertMany(exercises);
    }
    for (const { routineId, existing, exercises } of plan.extend) {
      const first = await this.deps.sortOrders.take(userId, exerciseList(routineId), existing, exercises.length);
      await this.exercises.insertMany(exercises.map((e, i) => ({ ...e, id: newId(), userId, routineId, sortOrder: first + i, importId })));
    }
  }

  /** The backup's profile into the account's blank one (goal 0 forces target 0, as every profile save does). */
  private async fillProfile(userId: string, profile: ProfileFields): Promise<ProfileFields> {
    const written = { ...profile, targetWeight: profile.weightGoal === 0 ? 0 : profile.targetWeight };
    await this.profiles.updateOne({ userId }, { $set: written }, { upsert: true, upsertId: userId });
    return written;
  }

  /** The backup's progress order: names the user's order lacks go after its items, in the backup's order. */
  private async appendTrackedOrder(userId: string, names: readonly string[]) {
    if (names.length === 0) return;
    await retryOnConflict(async () => {
      const record = await this.order.findOne({ userId });
      const have = new Set(record?.items.map((i) => i.exerciseName));
      let next = (record?.items ?? []).reduce((max, i) => Math.max(max, i.sortOrder), 0) + 1;
      const added = [...new Set(names)].filter((n) => !have.has(n)).map((exerciseName) => ({ id: newId(), exerciseName, sortOrder: next++ }));
      if (added.length === 0) return undefined;
      if (!record) {
        try {
          await this.order.insertOne({ id: newId(), userId, items: added, revision: 1 });
          return undefined;
        } catch (error) {
          if (error instanceof DuplicateKeyError) return CONFLICT;
          throw error;
        }
      }
      const { matched } = await this.order.updateOne(
        { id: record.id, userId, revision: atRevision(record.revision) },
        { $set: { items: [...record.items, ...added] }, $inc: { revision: 1 } },
      );
      return matched ? undefined : CONFLICT;
    });
  }

  /**
   * Removes what one import wrote: its sets (a day's log goes with its last set; an exercise with its
   * last), weigh-ins, measurements, routines and routine exercises, the profile it filled while
   * unchanged; then the import itself. Each log is one conditional write, so a set logged meanwhile
   * is never lost.
   */
  private async removeImport(userId: string, record: ImportRecord): Promise<UndoAnswer['removed']> {
    const importId = record.id;
    let sets = 0;
    for (const log of await this.logs.find({ userId, 'exercises.sets.importId': importId })) {
      sets += await retryOnConflict(async () => {
        const stored = await this.logs.findOne({ id: log.id, userId });
        if (!stored) return 0;
        const exercises = stored.exercises.map((e) => ({ ...e, sets: e.sets.filter((s) => s.importId !== importId) })).filter((e) => e.sets.length > 0);
        const removed = stored.exercises.reduce((n, e) => n + e.sets.length, 0) - exercises.reduce((n, e) => n + e.sets.length, 0);
        const read = { id: stored.id, userId, revision: atRevision(stored.revision) };
        const written = exercises.length
          ? (await this.logs.updateOne(read, { $set: { exercises, updatedAt: this.deps.clock.now() }, $inc: { revision: 1 } })).matched
          : await this.logs.deleteOne(read);
        return written ? removed : CONFLICT;
      });
    }
    const routineExercises = await this.exercises.deleteMany({ userId, importId });
    const routines = await this.routines.deleteMany({ userId, importId });
    let profileBlanked = false;
    if (record.profileWritten) {
      const profile = await this.profiles.findOne({ userId });
      // The weight is the weigh-ins' to set; any other change is the user's, and stays.
      const unchanged =
        profile && Object.entries(record.profileWritten).every(([key, value]) => key === 'weight' || profile[key as keyof ProfileRecord] === value);
      if (unchanged) profileBlanked = (await this.profiles.updateOne({ userId }, { $set: { ...BLANK_PROFILE, weightGoal: 0 } })).matched > 0;
    }
    const weighIns = await this.weights.deleteMany({ userId, importId });
    if (weighIns || profileBlanked) await this.deps.profileWeight.syncProfileWeight(userId);
    const measurements = await this.measurements.deleteMany({ userId, importId });
    await this.imports.deleteOne({ id: importId, userId });
    return { sets, weighIns, measurements, routines, routineExercises };
  }
}

function routineExerciseCount(plan: RoutinePlan): number {
  return plan.create.reduce((n, r) => n + r.exercises.length, 0) + plan.extend.reduce((n, r) => n + r.exercises.length, 0);
}
