import type { z } from 'zod';
import { KIND_FIELDS, kindOf, MEASUREMENT_FIELDS, normalizeGroups, setTypeOf, type GroupRef } from '@fitness/domain';
import { newId } from '../../platform/storage';
import { sessionOfDay } from './session-times';
import {
  backupCustomExercise,
  backupExerciseLink,
  backupFrame,
  backupLog,
  backupMeasurements,
  backupRoutine,
  backupWeight,
  type BackupCustomExercise,
  type BackupExerciseLink,
  type BackupLog,
  type BackupRoutine,
} from './backup-format';
import {
  EXPECTED_FORMATS_MESSAGE,
  Problems,
  UnreadableFileError,
  type ImportedDay,
  type ImportedExercise,
  type ImportedMeasurements,
  type ImportedSession,
  type ImportedWeighIn,
  type ImportFile,
  type ReadOptions,
} from './import-file';

const issuesOf = (error: z.ZodError, at: string) =>
  error.issues
    .map((issue) => `${[at, ...issue.path].map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('')}: ${issue.message}`)
    .join('; ');

/** A group as read: `scope` keeps ids of different lists apart (a day may come in two logs); no rest when it has none. */
const groupOf = (group: GroupRef | null | undefined, scope: string): { group?: GroupRef } =>
  group ? { group: { id: `${scope}\u0000${group.id}`, ...(group.restSeconds === undefined ? {} : { restSeconds: group.restSeconds }) } } : {};

/** A backup's log exercise as imported: its kind's measures only, a reps-only set without weight (as the log keeps them). */
function exerciseOf(e: BackupLog['exercises'][number], workout: string): ImportedExercise {
  const kind = kindOf(e);
  const fields = KIND_FIELDS[kind];
  return {
    name: e.name,
    kind,
    tracked: e.tracked,
    bw: e.tracked && e.bw,
    ...groupOf(e.group, workout),
    sets: e.sets.map((s) => ({
      reps: s.reps,
      weight: fields.weight ? s.weight : 0,
      notes: s.notes,
      type: setTypeOf(s),
      rpe: s.rpe,
      seconds: fields.seconds ? (s.seconds ?? null) : null,
      meters: fields.meters ? (s.meters ?? null) : null,
      workout,
    })),
  };
}

/** A backup's routine exercise: its kind as written (absent stays absent: weight and reps), targets only where its kind has them. */
function routineExerciseOf({ kind, targetSeconds, targetMeters, group, ...exercise }: BackupRoutine['exercises'][number]): BackupRoutine['exercises'][number] {
  const fields = KIND_FIELDS[kindOf({ kind })];
  return {
    ...exercise,
    ...(kind ? { kind } : {}),
    ...(fields.seconds && targetSeconds != null ? { targetSeconds } : {}),
    ...(fields.meters && targetMeters != null ? { targetMeters } : {}),
    ...groupOf(group, ''),
  };
}

/** A routine's exercises with its groups made whole (normalizeGroups) and given new ids, each stored only on a member. */
function routineExercisesOf(exercises: BackupRoutine['exercises']): BackupRoutine['exercises'] {
  const ids = new Map<string, string>();
  return normalizeGroups(exercises.map(routineExerciseOf)).map(({ group, ...e }) => {
    if (!group) return e;
    if (!ids.has(group.id)) ids.set(group.id, newId());
    return { ...e, group: { ...group, id: ids.get(group.id)! } };
  });
}

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

  const days = new Map<string, ImportedDay & { sessions: ImportedSession[] }>();
  backup.workoutLogs.forEach((item, i) => {
    const parsed = backupLog.safeParse(item);
    if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `workoutLogs[${i}]`));
    const { date, exercises, session, routineName } = parsed.data;
    if (date > options.lastDay) return problems.add(null, `workoutLogs[${i}]: date ${date} is in the future`);
    const workout = `log ${date}`;
    const day = days.get(date) ?? { day: date, exercises: [], sessions: [] };
    // Each log's group ids apart: two logs of one day may both name a group "1".
    day.exercises.push(...exercises.map((e) => exerciseOf(e, `${workout} ${i}`)));
    if (session) day.sessions.push(session);
    // Two logs of a day: the first one's name, as a file's first workout names its day.
    if (routineName && !day.routineName) day.routineName = routineName;
    days.set(date, day);
  });

  const routines: BackupRoutine[] = [];
  backup.routines.forEach((item, i) => {
    const parsed = backupRoutine.safeParse(item);
    if (!parsed.success) return problems.add(null, issuesOf(parsed.error, `routines[${i}]`));
    routines.push({ ...parsed.data, exercises: routineExercisesOf(parsed.data.exercises) });
  });

  /** Each item of a list read on its own: a bad one is listed and skipped. */
  const each = <T>(list: readonly unknown[], name: string, schema: z.ZodType<T>): T[] =>
    list.flatMap((item, i) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      problems.add(null, issuesOf(parsed.error, `${name}[${i}]`));
      return [];
    });
  const customExercises: BackupCustomExercise[] = each(backup.customExercises ?? [], 'customExercises', backupCustomExercise);
  const exerciseLinks: BackupExerciseLink[] = each(backup.exerciseLinks ?? [], 'exerciseLinks', backupExerciseLink);

  return {
    format: 'json',
    unit: 'lbs',
    unitAsked: false,
    days: [...days.values()]
      .map(({ sessions, exercises, ...day }): ImportedDay => {
        // One session: the log's own, exactly (two logs of a day join as two workouts do).
        const session = sessions.length === 1 ? sessions[0] : sessionOfDay(sessions);
        return { ...day, exercises: normalizeGroups(exercises), ...(session ? { session } : {}) };
      })
      .sort((a, b) => (a.day < b.day ? -1 : 1)),
    weighIns: weighIns.sort((a, b) => (a.day < b.day ? -1 : 1)),
    skipped: { cardio: 0, restTimers: 0, empty: 0 },
    problems: problems.listed,
    problemCount: problems.count,
    shortened: { notes: 0, names: 0 },
    backup: {
      profile: backup.profile,
      measurements: measurements.sort((a, b) => (a.day < b.day ? -1 : 1)),
      routines,
      trackedOrder: backup.trackedOrder,
      customExercises,
      exerciseLinks,
    },
  };
}
