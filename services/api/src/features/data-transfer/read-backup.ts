import type { z } from 'zod';
import { MEASUREMENT_FIELDS } from '@fitness/domain';
import { backupFrame, backupLog, backupMeasurements, backupRoutine, backupWeight, type BackupRoutine } from './backup-format';
import {
  EXPECTED_FORMATS_MESSAGE,
  Problems,
  UnreadableFileError,
  type ImportedDay,
  type ImportedMeasurements,
  type ImportedWeighIn,
  type ImportFile,
  type ReadOptions,
} from './import-file';

const issuesOf = (error: z.ZodError, at: string) =>
  error.issues
    .map((issue) => `${[at, ...issue.path].map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('')}: ${issue.message}`)
    .join('; ');

/**
 * This app's backup: the frame must be right (else the file is refused), then each weigh-in, day of
 * measurements, routine and day's log is read on its own, so a bad one is listed (by its place in the
 * file) and skipped.
 */
export function readBackup(json: unknown, options: Pick<ReadOptions, 'lastDay'>): ImportFile {
  const frame = backupFrame.safeParse(json);
  if (!frame.success)
    throw new UnreadableFileError(`This JSON file is not a backup of this app (${issuesOf(frame.error, 'file')}). ${EXPECTED_FORMATS_MESSAGE}`);
  const backup = frame.data;
  const problems = new Problems();

  /** Each item of a list with one item a day: a bad one, one of a future day or a day's second one is listed and skipped. */
  const eachDay = <T extends { date: string }>(list: readonly unknown[], name: string, schema: z.ZodType<T>, what: string, keep: (item: T) => void) => {
    const days = new Set<string>();
    list.forEach((item, i) => {
      const parsed = schema.safeParse(item);
      if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `${name}[${i}]`));
      const { date } = parsed.data;
      if (date > options.lastDay) return problems.add(null, `${name}[${i}]: date ${date} is in the future`);
      if (days.has(date)) return problems.add(null, `${name}[${i}]: a second ${what} on ${date}: the first one is kept`);
      days.add(date);
      keep(parsed.data);
    });
  };

  const weighIns: ImportedWeighIn[] = [];
  eachDay(backup.weights, 'weights', backupWeight, 'weigh-in', ({ date, weight }) => weighIns.push({ day: date, weight }));

  const measurements: ImportedMeasurements[] = [];
  eachDay(backup.measurements ?? [], 'measurements', backupMeasurements, 'measurements entry', ({ date, ...fields }) => {
    const values: ImportedMeasurements['values'] = {};
    for (const field of MEASUREMENT_FIELDS) if (fields[field] !== undefined) values[field] = fields[field];
    measurements.push({ day: date, values });
  });

  const days = new Map<string, ImportedDay>();
  backup.workoutLogs.forEach((item, i) => {
    const parsed = backupLog.safeParse(item);
    if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `workoutLogs[${i}]`));
    const { date, exercises } = parsed.data;
    if (date > options.lastDay) return problems.add(null, `workoutLogs[${i}]: date ${date} is in the future`);
    const workout = `log ${date}`;
    const day = days.get(date) ?? { day: date, exercises: [] };
    day.exercises.push(...exercises.map((e) => ({ name: e.name, tracked: e.tracked, bw: e.tracked && e.bw, sets: e.sets.map((s) => ({ ...s, workout })) })));
    days.set(date, day);
  });

  const routines: BackupRoutine[] = [];
  backup.routines.forEach((item, i) => {
    const parsed = backupRoutine.safeParse(item);
    if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `routines[${i}]`));
    routines.push(parsed.data);
  });

  return {
    format: 'json',
    unit: 'lbs',
    unitAsked: false,
    days: [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
    weighIns: weighIns.sort((a, b) => (a.day < b.day ? -1 : 1)),
    skipped: { cardio: 0, restTimers: 0, empty: 0 },
    problems: problems.listed,
    problemCount: problems.count,
    shortened: { notes: 0, names: 0 },
    backup: { profile: backup.profile, measurements: measurements.sort((a, b) => (a.day < b.day ? -1 : 1)), routines, trackedOrder: backup.trackedOrder },
  };
}
