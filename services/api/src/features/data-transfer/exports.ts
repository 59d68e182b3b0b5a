import { stringify } from 'csv-stringify/sync';
import { kindOf, SET_TYPE_CHIPS, setTypeOf } from '@fitness/domain';
import type { MeasurementsOfDay } from '@fitness/schemas';
import type { Storage } from '../../platform/storage';
import { bySortOrder } from '../../platform/user-data/sort-orders';
import { EXERCISES, ROUTINES, WORKOUT_LOGS, type ExerciseRecord, type RoutineRecord, type WorkoutLogRecord } from '../../shared/records';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup, type BackupCustomExercise, type BackupExerciseLink, type BackupProfile } from './backup-format';
import { backupGroupsOf, backupLogOf, distanceInUnit, inUnit, profileOf, strongSessionCells } from './export-items';
import type { WeightUnit } from './import-file';

/**
 * What the export reads of the features that own the data (injected by the composition root): the
 * profile, weigh-ins and measurements oldest first, and the tracked exercise names in the panel's order.
 */
export interface ExportSources {
  profiles: { find(userId: string): Promise<BackupProfile | null> };
  weights: { list(userId: string): Promise<readonly { date: string; weight: number }[]> };
  measurements: { list(userId: string): Promise<readonly MeasurementsOfDay[]> };
  progress: { list(userId: string): Promise<readonly { exerciseName: string }[]> };
  /** Custom exercises oldest first, hand links by name (docs/decisions/0074). */
  customExercises: { backupOf(userId: string): Promise<{ customExercises: BackupCustomExercise[]; exerciseLinks: BackupExerciseLink[] }> };
}

export const EXPORT_FORMATS = ['json', 'strong-csv', 'weights-csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Strong's current CSV header: apps that read Strong files read this one (docs/decisions/0038). */
export const STRONG_COLUMNS = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
];

/** Logs read per query while streaming: the first bytes leave before the last log is read. */
const LOGS_PER_READ = 200;

/**
 * The user's data as files (issue #33): the backup (JSON, stored pounds, everything, streamed log by
 * log), workouts in Strong's CSV layout and weigh-ins as CSV, both in the user's units. Reads only.
 */
export class ExportService {
  private readonly logs;
  private readonly routines;
  private readonly exercises;

  constructor(
    storage: Storage,
    private readonly sources: ExportSources,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
  }

  private async unitOf(userId: string): Promise<WeightUnit> {
    return (await this.sources.profiles.find(userId))?.measurementType === 'metric' ? 'kg' : 'lbs';
  }

  /** Every log of the user, oldest first, a batch per read (days are unique per user, so the last day read is the cursor). */
  private async *allLogs(userId: string): AsyncGenerator<WorkoutLogRecord> {
    let after = '';
    for (;;) {
      const logs = await this.logs.find({ userId, date: { $gt: after } }, { sort: { date: 1 }, limit: LOGS_PER_READ });
      yield* logs;
      if (logs.length < LOGS_PER_READ) return;
      after = logs[logs.length - 1]!.date;
    }
  }

  /**
   * The backup, as text pieces: its frame and the logs as they are read first (the first bytes leave
   * at once), then the profile, weigh-ins, body measurements, routines, the tracked order, custom
   * exercises and hand links.
   */
  async *backup(userId: string, exportedAt: Date): AsyncGenerator<string> {
    const profile = await this.sources.profiles.find(userId);
    const frame: Pick<Backup, 'format' | 'version' | 'exportedAt' | 'units'> = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: exportedAt.toISOString(),
      units: { stored: 'lbs', display: profile?.measurementType ?? 'imperial' },
    };
    yield `${JSON.stringify(frame).slice(0, -1)},"workoutLogs":[`;
    let first = true;
    for await (const log of this.allLogs(userId)) {
      yield `${first ? '' : ','}${JSON.stringify(backupLogOf(log))}`;
      first = false;
    }
    // The tracked order is derived from every log (progress): asked for after the logs have left, not before them.
    const [weights, measurements, routines, exercises, tracked, custom] = await Promise.all([
      this.sources.weights.list(userId),
      this.sources.measurements.list(userId),
      this.routines.find({ userId }),
      this.exercises.find({ userId }),
      this.sources.progress.list(userId),
      this.sources.customExercises.backupOf(userId),
    ]);
    const rest: Omit<Backup, keyof typeof frame | 'workoutLogs'> = {
      profile: profile ? profileOf(profile) : null,
      weights: weights.filter((w) => w.weight > 0).map((w) => ({ date: w.date, weight: w.weight })),
      measurements: measurements.map(({ id: _id, ...day }) => day).filter((m) => Object.keys(m).length > 1),
      routines: routines.sort(bySortOrder).map((r) => {
        const listed = exercises.filter((e) => e.routineId === r.id).sort(bySortOrder);
        const groups = backupGroupsOf(listed);
        return {
          name: r.name,
          exercises: listed.map((e, i) => ({
            name: e.name,
            kind: kindOf(e),
            ...(e.targetSeconds == null ? {} : { targetSeconds: e.targetSeconds }),
            ...(e.targetMeters == null ? {} : { targetMeters: e.targetMeters }),
            setsLow: e.setsLow,
            setsHigh: e.setsHigh,
            repsLow: e.repsLow,
            repsHigh: e.repsHigh,
            weight: e.weight,
            tracked: e.tracked,
            bw: e.tracked && e.bw,
            notes: e.notes,
            ...(e.restSeconds === undefined ? {} : { restSeconds: e.restSeconds }),
            ...(e.increaseBy == null ? {} : { increaseBy: e.increaseBy }),
            ...groups[i],
          })),
        };
      }),
      trackedOrder: tracked.map((t) => t.exerciseName),
      customExercises: custom.customExercises,
      exerciseLinks: custom.exerciseLinks,
    };
    yield `],${JSON.stringify(rest).slice(1)}`;
  }

  /**
   * Workouts in Strong's current layout, weights in the user's unit and distances in the unit Strong
   * ties to it (km with kg, miles with lbs): one workout per day, at its session's start (in
   * `timeZone`) or noon, its Workout Name the day's routine ("Workout" when none), with its Duration
   * and Workout Notes; warm-ups, drop sets and sets to failure as Set Order W, D and F, normal sets
   * numbered from 1; timed and distance sets with Reps 0 and their Seconds and Distance, as Strong writes them.
   */
  async *strongCsv(userId: string, timeZone = 'UTC'): AsyncGenerator<string> {
    const unit = await this.unitOf(userId);
    yield stringify([STRONG_COLUMNS]);
    for await (const log of this.allLogs(userId)) {
      const rows: (string | number)[][] = [];
      const session = strongSessionCells(log, timeZone);
      for (const exercise of log.exercises) {
        let number = 0;
        const kind = kindOf(exercise);
        const timed = kind === 'time' || kind === 'distanceTime';
        for (const set of exercise.sets) {
          const type = setTypeOf(set);
          const order = type === 'normal' ? String((number += 1)) : SET_TYPE_CHIPS[type];
          const distance = set.meters == null ? 0 : distanceInUnit(set.meters, unit);
          const reps = timed ? 0 : set.reps;
          rows.push([
            session.date,
            log.routineName || 'Workout',
            session.duration,
            exercise.name,
            order,
            inUnit(set.weight, unit),
            reps,
            distance,
            set.seconds ?? 0,
            set.notes,
            session.notes,
            set.rpe ?? '',
          ]);
        }
      }
      if (rows.length) yield stringify(rows);
    }
  }

  /** Weigh-ins as `Date,Weight (lbs)` or `Date,Weight (kg)`. */
  async *weightsCsv(userId: string): AsyncGenerator<string> {
    const unit = await this.unitOf(userId);
    const weights = await this.sources.weights.list(userId);
    yield stringify([['Date', `Weight (${unit})`], ...weights.filter((w) => w.weight > 0).map((w) => [w.date, inUnit(w.weight, unit)])]);
  }
}
