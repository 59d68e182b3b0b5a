import type { z } from 'zod';
import { MEASUREMENT_FIELDS } from '@fitness/domain';
import { backupFrame, backupLog, backupMeasurements, backupRoutine, backupWeight } from './backup-format';
import {
  EXPECTED_FORMATS_MESSAGE,
  Problems,
  UnreadableFileError,
  type ImportedDay,
  type ImportedMeasurements,
  type ImportedRoutine,
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

  const weighIns: ImportedWeighIn[] = [];
  const weighedDays = new Set<string>();
  backup.weights.forEach((item, i) => {
    const parsed = backupWeight.safeParse(item);
    if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `weights[${i}]`));
    const { date, weight } = parsed.data;
    if (date > options.lastDay) return problems.add(null, `weights[${i}]: date ${date} is in the future`);
    if (weighedDays.has(date)) return problems.add(null, `weights[${i}]: a second weigh-in on ${date}: the first one is kept`);
    weighedDays.add(date);
    weighIns.push({ day: date, weight });
  });

  const measurements: ImportedMeasurements[] = [];
  const measuredDays = new Set<string>();
  (backup.measurements ?? []).forEach((item, i) => {
    const parsed = backupMeasurements.safeParse(item);
    if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `measurements[${i}]`));
    const { date, ...fields } = parsed.data;
    if (date > options.lastDay) return problems.add(null, `measurements[${i}]: date ${date} is in the future`);
    if (measuredDays.has(date)) return problems.add(null, `measurements[${i}]: a second measurements entry on ${date}: the first one is kept`);
    measuredDays.add(date);
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

  const routines: ImportedRoutine[] = [];
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
