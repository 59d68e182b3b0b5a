import type { Exercise } from './exercises';
import type { Profile } from './profile';
import type { TrackedEntry, TrackedOrderItem } from './progress';
import type {
  RestExercise,
  RestLoginAnswer,
  RestProfile,
  RestRoutine,
  RestSessionUser,
  RestTrackedEntry,
  RestTrackedOrderItem,
} from './rest';
import type { Routine } from './routines';
import type { SessionUser } from './auth';

/** camelCase records → the spec's snake_case REST answers. */
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
    tracked: e.tracked,
    bw: e.bw,
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

export function toRestTrackedEntry(t: TrackedEntry): RestTrackedEntry {
  return {
    id: t.id,
    name: t.exerciseName,
    exercise_name: t.exerciseName,
    date: t.date,
    working_weight: t.workingWeight,
    volume: t.volume,
    working_set_count: t.workingSetCount,
    reps_low: t.repsLow,
    reps_high: t.repsHigh,
    bw: t.bw,
    notes: t.notes,
    sort_order: t.sortOrder ?? 0,
    sets: t.sets.map((s, i) => ({ id: s.id ?? `${t.id}-${i}`, reps: s.reps, weight: s.weight, notes: s.notes })),
  };
}

export function toRestTrackedOrderItem(o: TrackedOrderItem): RestTrackedOrderItem {
  return { id: o.id, exercise_name: o.exerciseName };
}

export function toRestSessionUser(u: SessionUser): RestSessionUser {
  return { id: u.id, first_name: u.firstName, email: u.email };
}

export function toRestLoginAnswer(u: SessionUser): RestLoginAnswer {
  return [{ id: u.id, first_name: u.firstName }];
}
