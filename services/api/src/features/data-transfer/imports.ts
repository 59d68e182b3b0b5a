import { latestDayOnEarth } from '@fitness/domain';
import { newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import type { Clock } from '../../platform/clock';
import { FORMAT_NAMES, UnreadableFileError, type ImportFile, type WeightUnit } from './import-file';
import {
  importAnswer,
  routineCounts,
  type ImportAnswer,
  type ImportListItem,
  type ImportOptions,
  type ImportProgress,
  type ReadImport,
  type UndoAnswer,
} from './import-answers';
import { linkedByBackup, namesOf, withNames } from './import-names';
import type { ImportOwners } from './import-owners';
import { mergeDay, noSetsByKind, planImport, type DayPlan, type StoredDay } from './import-plan';
import { IMPORT_STALE_MS, IMPORTS, noImportCounts, type ImportRecord, type StoredImportCounts } from './import-records';
import { readImportFile } from './read-import-file';

export type { ImportAnswer, ImportListItem, ImportOptions, ImportProgress, ReadImport, UndoAnswer } from './import-answers';
export type { ImportOwners } from './import-owners';

/**
 * Imports of other apps' files and of this app's backup (docs/decisions/0038): read as the file streams in, planned
 * against the user's data, written in bulk by the owners (0061), each piece tagged with the import's id for its undo.
 */
export class ImportService {
  private readonly imports;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    private readonly owners: ImportOwners,
  ) {
    this.imports = storage.collection<ImportRecord>(IMPORTS.name);
  }

  /**
   * Reads the body as a file of one of the formats (UnreadableFileError otherwise); weights in the given
   * unit, else the user's. Another app's names linked by alias take the entry's name unless `keepNames`
   * (docs/decisions/0074); a backup's names are this app's own and stay.
   */
  async read(userId: string, body: AsyncIterable<Buffer | string>, options: ImportOptions): Promise<ReadImport> {
    const unit = options.unit ?? (await this.unitOf(userId));
    let file: ImportFile;
    try {
      file = await readImportFile(body, {
        unit,
        track: options.track,
        lastDay: latestDayOnEarth(this.clock.now()),
        timeZone: options.timeZone ?? 'UTC',
      });
    } catch (error) {
      if (error instanceof UnreadableFileError) throw new AppError(400, error.message);
      throw error;
    }
    const names = await this.exerciseNamesOf(userId, file, options.keepNames === true);
    return { file: withNames(file, names), track: options.track, fileName: options.fileName.slice(0, 200), names };
  }

  /** The names the file's exercises get (docs/decisions/0074); none asked for a file without exercises. */
  private async exerciseNamesOf(userId: string, file: ImportFile, keep: boolean) {
    const names = namesOf(file);
    if (!names.length) return [];
    if (file.backup) return this.owners.exerciseNames.importNames(userId, names, { keep: true, alsoLinked: linkedByBackup(file) });
    // The names the user's history is under, so a linked name lands on it.
    const userNames = keep ? [] : (await this.owners.progress.list(userId)).map((t) => t.exerciseName);
    return this.owners.exerciseNames.importNames(userId, names, { keep, userNames });
  }

  private async unitOf(userId: string): Promise<WeightUnit> {
    return (await this.owners.profiles.find(userId))?.measurementType === 'metric' ? 'kg' : 'lbs';
  }

  /** What importing would do, against the user's data now. Writes nothing. */
  async preview(userId: string, read: ReadImport): Promise<ImportAnswer> {
    const { plan, routines, profile } = await this.plan(userId, read.file, 'preview', () => 'preview');
    return importAnswer(read, plan, routines, profile, null);
  }

  /**
   * Writes the import: day logs, weigh-ins, then a backup's measurements, routines, profile, tracked
   * order, custom exercises and links, each tagged with the import's id, reporting progress as it
   * goes. A failure removes what was written.
   */
  async run(userId: string, read: ReadImport, onProgress: (progress: ImportProgress) => void = () => {}): Promise<ImportAnswer> {
    await this.refuseWhileWriting(userId);
    const now = this.clock.now();
    const record: ImportRecord = {
      id: newId(),
      userId,
      format: read.file.format,
      fileName: read.fileName,
      createdAt: now,
      updatedAt: now,
      state: 'writing',
      counts: noImportCounts(),
    };
    await this.imports.insertOne(record);
    const { id } = record;
    try {
      const { plan, routines, profile } = await this.plan(userId, read.file, id, newId);
      const total = plan.counts.sets + plan.counts.weighIns + plan.counts.measurements;
      let done = 0;
      const advanced = async (by: number) => {
        done += by;
        onProgress({ done, total });
        await this.imports.updateOne({ id, userId }, { $set: { updatedAt: this.clock.now() } });
      };
      onProgress({ done, total });
      const fileDays = new Map(read.file.days.map((d) => [d.day, d]));
      const addedOn = (days: readonly DayPlan[]) =>
        days.reduce((n, d) => n + d.exercises.reduce((m, e) => m + e.sets.filter((s) => s.importId === id).length, 0), 0);
      await this.owners.logs.importDays(
        userId,
        id,
        plan.days,
        (day, stored) => mergeDay(stored, fileDays.get(day)!, id, newId, this.clock.now().getTime()),
        (days) => advanced(addedOn(days)),
      );
      await this.owners.weights.importMany(userId, id, plan.weighIns, advanced);
      await this.owners.measurements.importMany(userId, id, plan.measurements, advanced);
      await this.owners.routines.writeImport(userId, id, routines);
      const backup = read.file.backup;
      const profileWritten = profile === 'filled' && backup?.profile ? await this.owners.profiles.fill(userId, backup.profile) : undefined;
      if (backup) await this.owners.progress.appendToOrder(userId, backup.trackedOrder);
      if (backup) await this.owners.exerciseNames.importBackup(userId, id, backup);
      const counts: StoredImportCounts = { ...plan.counts, ...routineCounts(routines) };
      await this.imports.updateOne(
        { id, userId },
        { $set: { state: 'done', counts, updatedAt: this.clock.now(), ...(profileWritten ? { profileWritten } : {}) } },
      );
      return importAnswer(read, plan, routines, profile, id);
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
      counts: {
        ...r.counts,
        measurements: r.counts.measurements ?? 0,
        groups: r.counts.groups ?? 0,
        sessions: r.counts.sessions ?? 0,
        setsByKind: r.counts.setsByKind ?? { ...noSetsByKind(), weightReps: r.counts.sets },
      },
    }));
  }

  private stale(record: ImportRecord): boolean {
    return this.clock.now().getTime() - record.updatedAt.getTime() > IMPORT_STALE_MS;
  }

  /** One import at a time per user (409 while one writes); one that died with its process is rolled back first. */
  private async refuseWhileWriting(userId: string): Promise<void> {
    for (const record of await this.imports.find({ userId, state: 'writing' })) {
      if (!this.stale(record)) throw new AppError(409, 'Another import is being written. Try again once it has finished.');
      await this.removeImport(userId, record);
    }
  }

  private async plan(userId: string, file: ImportFile, importId: string, makeId: () => string) {
    const range = (days: readonly string[]) => [userId, days[0]!, days[days.length - 1]!] as const;
    const days = file.days.map((d) => d.day);
    const weighDays = file.weighIns.map((w) => w.day);
    const measureDays = file.backup?.measurements.map((m) => m.day) ?? [];
    const [logs, weighedDays, measuredDays] = await Promise.all([
      days.length ? this.owners.logs.between(...range(days)) : new Map<string, StoredDay>(),
      weighDays.length ? this.owners.weights.daysBetween(...range(weighDays)) : new Set<string>(),
      measureDays.length ? this.owners.measurements.daysBetween(...range(measureDays)) : new Set<string>(),
    ]);
    const plan = planImport(file, { logs, weighedDays, measuredDays }, importId, makeId, this.clock.now().getTime());
    const routines = file.backup ? await this.owners.routines.planImport(userId, file.backup.routines) : { create: [], extend: [], alreadyThere: 0 };
    let profile: ImportAnswer['profile'] = null;
    if (file.backup?.profile) profile = (await this.owners.profiles.isBlank(userId)) ? 'filled' : 'kept';
    return { plan, routines, profile };
  }

  /**
   * Removes what one import wrote, each owner its own: sets (a log goes with its last set), routine
   * exercises and routines, the profile it filled while unchanged, weigh-ins, measurements, custom
   * exercises and links; then the import itself.
   */
  private async removeImport(userId: string, record: ImportRecord): Promise<UndoAnswer['removed']> {
    const importId = record.id;
    const sets = await this.owners.logs.removeImported(userId, importId);
    const { routines, routineExercises } = await this.owners.routines.removeImported(userId, importId);
    const profileBlanked = record.profileWritten ? await this.owners.profiles.unfill(userId, record.profileWritten) : false;
    const weighIns = await this.owners.weights.removeImported(userId, importId);
    // A blanked profile takes its weight from the weigh-ins again (removing some did that already).
    if (profileBlanked && !weighIns) await this.owners.weights.syncProfileWeight(userId);
    const measurements = await this.owners.measurements.removeImported(userId, importId);
    await this.owners.exerciseNames.removeImported(userId, importId);
    await this.imports.deleteOne({ id: importId, userId });
    return { sets, weighIns, measurements, routines, routineExercises };
  }

  /** Every import record of the user (what they wrote goes with its owners' data): the account's deletion (docs/decisions/0069). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.imports.deleteMany({ userId });
  }
}
