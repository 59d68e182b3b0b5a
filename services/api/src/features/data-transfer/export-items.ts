import {
  displayToPounds,
  isEmptySession,
  kindOf,
  LB_PER_KG,
  METERS_PER_KM,
  METERS_PER_MILE,
  normalizeGroups,
  roundTo,
  setTypeOf,
  type GroupRef,
  type WorkoutSession,
} from '@fitness/domain';
import type { WorkoutLogRecord, WorkoutSetRecord } from '../../shared/records';
import type { Backup, BackupLog, BackupProfile } from './backup-format';
import type { WeightUnit } from './import-file';
import { strongDuration, wallClockAt } from './session-times';

// How the exports write one item: weights and distances in the user's unit, a backup's log, group,
// session and profile, the Strong columns of a day's session (exports.ts streams them).

/** A log's day at noon: an app that reads the time in another time zone still lands on the same day. */
export const NOON = '12:00:00';

/**
 * Stored pounds in the user's unit with the fewest decimals (1 to 3) that read back as the same
 * stored pounds: 80 kg typed stays 80, and importing the file back gives exactly what was stored.
 */
export function inUnit(pounds: number, unit: WeightUnit): number {
  if (unit === 'lbs') return pounds;
  for (const decimals of [1, 2]) {
    const kg = roundTo(pounds / LB_PER_KG, decimals);
    if (displayToPounds(kg, 'metric') === pounds) return kg;
  }
  return roundTo(pounds / LB_PER_KG, 3);
}

/**
 * Stored metres in the distance unit that goes with the user's weight unit (km with kg, miles with lbs,
 * as Strong ties them), with the fewest decimals that read back as the same metres.
 */
export function distanceInUnit(meters: number, unit: WeightUnit): number {
  const per = unit === 'kg' ? METERS_PER_KM : METERS_PER_MILE;
  for (const decimals of [0, 1, 2, 3]) {
    const value = roundTo(meters / per, decimals);
    if (Math.round(value * per) === meters) return value;
  }
  // A ten-thousandth of a mile is 0.16 m: four decimals always read back.
  return roundTo(meters / per, 4);
}

/** A set as the backup writes it: its type (and `warmup` beside it, for readers that know only that), measures when it has them. */
const backupSetOf = (s: WorkoutSetRecord): BackupLog['exercises'][number]['sets'][number] => ({
  reps: s.reps,
  weight: s.weight,
  notes: s.notes,
  warmup: s.warmup === true,
  type: setTypeOf(s),
  rpe: s.rpe ?? null,
  ...(s.seconds == null ? {} : { seconds: s.seconds }),
  ...(s.meters == null ? {} : { meters: s.meters }),
});

/**
 * Each exercise's group as the backup writes it: ids "1", "2"… in the list's order (a stored id means
 * nothing outside the account, and so a restored account exports the same file), rest when set.
 */
export function backupGroupsOf(list: readonly { group?: GroupRef | null }[]): { group?: GroupRef }[] {
  const labels = new Map<string, string>();
  return normalizeGroups(list).map(({ group }) => {
    if (!group) return {};
    if (!labels.has(group.id)) labels.set(group.id, String(labels.size + 1));
    return { group: { id: labels.get(group.id)!, ...(group.restSeconds === undefined ? {} : { restSeconds: group.restSeconds }) } };
  });
}

/** A day's session as the backup writes it (its `changedAt` is the account's own); none when empty. */
const backupSessionOf = (session: WorkoutSession | null | undefined) =>
  session && !isEmptySession(session) ? { session: { startedAt: session.startedAt, finishedAt: session.finishedAt, notes: session.notes } } : {};

export function backupLogOf(log: WorkoutLogRecord): BackupLog {
  const groups = backupGroupsOf(log.exercises);
  return {
    date: log.date,
    exercises: log.exercises.map((e, i) => ({
      name: e.name,
      kind: kindOf(e),
      tracked: e.tracked,
      bw: e.tracked && e.bw,
      sets: e.sets.map(backupSetOf),
      ...groups[i],
    })),
    ...backupSessionOf(log.session),
    ...(log.routineName ? { routineName: log.routineName } : {}),
  };
}

/**
 * The Strong columns a day's session fills: Date at its start when that is on the log's day in the
 * user's zone (else noon: an app reading the time in another zone stays on the day), Duration from
 * start to finish in Strong's spelling, Workout Notes.
 */
export function strongSessionCells(log: WorkoutLogRecord, timeZone: string): { date: string; duration: string; notes: string } {
  const session = log.session;
  const start = session?.startedAt == null ? null : wallClockAt(session.startedAt, timeZone);
  const finished = session?.startedAt != null && session.finishedAt != null && session.finishedAt >= session.startedAt;
  return {
    date: `${log.date} ${start?.day === log.date ? start.time : NOON}`,
    duration: finished ? strongDuration(session.finishedAt! - session.startedAt!) : '',
    notes: session?.notes ?? '',
  };
}

export const profileOf = (p: BackupProfile): NonNullable<Backup['profile']> => ({
  weight: p.weight,
  height: p.height,
  age: p.age,
  activityLevel: p.activityLevel,
  gender: p.gender,
  measurementType: p.measurementType,
  weightGoal: p.weightGoal,
  targetWeight: p.targetWeight,
});
