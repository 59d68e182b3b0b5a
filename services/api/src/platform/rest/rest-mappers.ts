import type { KindMetrics, TrackedEntry } from '@fitness/domain';
import type { Exercise, Profile, Routine, SessionUser } from '@fitness/schemas';
import type {
  RestExercise,
  RestLogExerciseRow,
  RestLogSetRow,
  RestLoginRows,
  RestOkPacket,
  RestProfile,
  RestRoutine,
  RestSessionUser,
  RestTrackedEntry,
  RestTrackedExercises,
  RestTrackedOrderItem,
  RestWeightRow,
  RestWorkoutLogRow,
} from './rest-answers';

/** camelCase records → the original server's snake_case rows. */

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A stored day as the original answered a DATE column: a UTC ISO datetime whose first 10 characters are the day. */
export const toRestDateTime = (day: string) => `${day}T00:00:00.000Z`;

type OkPacketCounts = { insertId?: string | 0; affectedRows?: number; changedRows?: number };

/** The mysql driver's answer to a write; `insertId` is the new id for inserts, 0 otherwise. */
export function toRestOkPacket({ insertId = 0, affectedRows = 1, changedRows = 0 }: OkPacketCounts = {}): RestOkPacket {
  const message = insertId === 0 && changedRows > 0 ? `(Rows matched: ${affectedRows}  Changed: ${changedRows}  Warnings: 0` : '';
  return { fieldCount: 0, affectedRows, insertId, serverStatus: 2, warningCount: 0, message, protocol41: true, changedRows };
}

export function toRestRoutine(r: Routine, userId: string): RestRoutine {
  return { id: r.id, user_id: userId, name: r.name, sort_order: r.sortOrder };
}

export function toRestExercise(e: Exercise, userId: string): RestExercise {
  return {
    id: e.id,
    user_id: userId,
    routine_id: e.routineId,
    name: e.name,
    reps_low: e.repsLow,
    reps_high: e.repsHigh,
    sets_low: e.setsLow,
    sets_high: e.setsHigh,
    weight: e.weight,
    tracked: flag(e.tracked),
    bw: flag(e.bw),
    notes: e.notes,
    sort_order: e.sortOrder,
  };
}

export function toRestProfile(p: Profile, userId: string, firstName?: string): RestProfile {
  return {
    user_id: userId,
    ...(firstName === undefined ? {} : { first_name: firstName }),
    weight: p.weight,
    height: p.height,
    age: p.age,
    activity_level: p.activityLevel,
    gender: p.gender,
    measurement_type: p.measurementType,
    weight_goal: p.weightGoal,
    target_weight: p.targetWeight,
  };
}

export function toRestWeightRow(w: { id: string; weight: number; date: string }, userId: string): RestWeightRow {
  return { id: w.id, user_id: userId, weight: w.weight, date: toRestDateTime(w.date) };
}

export function toRestWorkoutLogRow(log: { id: string; date: string }, userId: string): RestWorkoutLogRow {
  return { id: log.id, user_id: userId, log_date: toRestDateTime(log.date) };
}

type LogSet = { id: string; reps: number; weight: number; notes: string };
type LogExercise = { id: string; name: string; tracked: boolean; bw: boolean; sets: readonly LogSet[] };

export function toRestLogExerciseRow(e: LogExercise, logId: string): RestLogExerciseRow {
  return { id: e.id, workout_log_id: logId, exercise_name: e.name, tracked: flag(e.tracked), bw: flag(e.bw) };
}

export function toRestLogSetRow(s: LogSet, logExerciseId: string): RestLogSetRow {
  return { id: s.id, log_exercise_id: logExerciseId, reps: s.reps, weight: s.weight, notes: s.notes };
}

type OrderItem = { id: string; exerciseName: string; sortOrder: number };

/** The keys of the tracked-exercises answer that are not exercise names. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['sortOrder']);

/**
 * A tracked name as the legacy answer spells it (key and `exercise_name`): a reserved key gets a
 * trailing space. Names are stored trimmed, so no name is spelt so, and every name the client sends
 * back is trimmed by its schema: "sortOrder " names "sortOrder" again (docs/decisions/0036).
 */
export function toRestTrackedName(name: string): string {
  return RESERVED_KEYS.has(name) ? `${name} ` : name;
}
/** A progress history row with the sets as stored (each with its notes). */
type TrackedEntryWithSets = Omit<TrackedEntry, 'sets' | 'kind' | keyof KindMetrics> & {
  sets: readonly { id?: string; reps: number; weight: number; notes: string }[];
};

export function toRestTrackedEntry(t: TrackedEntryWithSets, userId: string, order: OrderItem | undefined): RestTrackedEntry {
  return {
    id: t.id,
    user_id: userId,
    log_exercise_id: t.id,
    exercise_name: toRestTrackedName(t.exerciseName),
    // Shown as the statistics' header: the name as typed.
    name: t.exerciseName,
    bw: flag(t.bw),
    order_id: order?.id ?? null,
    sort_order: order?.sortOrder ?? null,
    date: toRestDateTime(t.date),
    sets: t.sets.map((s, i) => ({ id: s.id ?? `${t.id}-${i}`, reps: s.reps, weight: s.weight, notes: s.notes })),
    working_weight: t.workingWeight,
    working_set_count: t.workingSetCount,
    reps_low: t.repsLow,
    reps_high: t.repsHigh,
    volume: t.volume,
    notes: t.notes,
  };
}

export function toRestTrackedOrderItem(o: OrderItem, userId: string): RestTrackedOrderItem {
  return { id: o.id, user_id: userId, exercise_name: toRestTrackedName(o.exerciseName), sort_order: o.sortOrder };
}

/**
 * The legacy tracked-exercises answer: each name's entries at the top level, plus `sortOrder`.
 * A null-prototype map, so a name like "__proto__" is just a key; a name "sortOrder" goes under
 * "sortOrder " (toRestTrackedName), beside the order list.
 */
export function toRestTrackedExercises(
  view: { entries: Record<string, readonly TrackedEntryWithSets[]>; sortOrder: readonly OrderItem[] },
  userId: string,
): RestTrackedExercises {
  const answer = Object.create(null) as RestTrackedExercises;
  const orderOf = new Map(view.sortOrder.map((o) => [o.exerciseName, o]));
  for (const [name, list] of Object.entries(view.entries)) answer[toRestTrackedName(name)] = list.map((e) => toRestTrackedEntry(e, userId, orderOf.get(name)));
  answer.sortOrder = view.sortOrder.map((o) => toRestTrackedOrderItem(o, userId));
  return answer;
}

export function toRestSessionUser(u: SessionUser): RestSessionUser {
  return { id: u.id, email: u.email, first_name: u.firstName };
}

export function toRestLoginRows(u: SessionUser): RestLoginRows {
  return [{ id: u.id, email: u.email, first_name: u.firstName }];
}
