import {
  equipmentInUnits,
  kindOf,
  nextSessionTarget,
  type ExerciseKind,
  type MeasurementType,
  type NextSessionTarget,
  type RoutineRepRange,
  type StoredEquipment,
} from '@fitness/domain';
import type { Storage } from '../../platform/storage';
import { EXERCISES, ROUTINES, WORKOUT_LOGS, type ExerciseRecord, type RoutineRecord, type WorkoutLogRecord, type WorkoutSetRecord } from '../../shared/records';
import { toLoggedSet, type LoggedSet } from './log-view';

// Previous sets and next-session targets: what the lifter did last time with a name, and what to try next (docs/decisions/0040).

/** What the lifter did last time with one exercise name (sets in stored pounds; time and distance by the exercise's kind then). */
export interface PreviousSets {
  name: string;
  date: string;
  kind: ExerciseKind;
  tracked: boolean;
  bw: boolean;
  sets: PreviousSet[];
  /** Next session's target by double progression, for a name a routine holds; null otherwise (docs/decisions/0040). */
  target: PreviousTarget | null;
}

export type PreviousSet = Pick<LoggedSet, 'reps' | 'weight' | 'notes' | 'type' | 'seconds' | 'meters'>;

/** A target (weights in stored pounds) and the routine exercise's range it was made for. */
export type PreviousTarget = NextSessionTarget & { range: RoutineRepRange };

/**
 * What targets need from the profile feature (injected by the composition root): the user's unit
 * and, once they have set them up, their bar and plates (stored pounds).
 */
export interface TargetSettings {
  targetSettings(userId: string): Promise<{ type: MeasurementType; equipment: StoredEquipment | null }>;
}

type LastLogged = { name: string; date: string; kind: ExerciseKind; tracked: boolean; bw: boolean; sets: readonly WorkoutSetRecord[] };

/** A set of last time as answered: its type always, its time and distance when it has them. */
function previousSet(set: WorkoutSetRecord): PreviousSet {
  const { reps, weight, notes, type, seconds, meters } = toLoggedSet(set);
  return { reps, weight, notes, type, ...(seconds === undefined ? {} : { seconds }), ...(meters === undefined ? {} : { meters }) };
}

/** What a routine exercise prescribes: its sets and reps, and by its kind a time per set (or time to beat) and a distance. */
function rangeOf(exercise: ExerciseRecord): RoutineRepRange {
  const kind = kindOf(exercise);
  const { setsLow, repsLow, repsHigh } = exercise;
  if (kind === 'weightReps' || kind === 'repsOnly') return { setsLow, repsLow, repsHigh, kind };
  return { setsLow, repsLow, repsHigh, kind, targetSeconds: exercise.targetSeconds ?? null, targetMeters: exercise.targetMeters ?? null };
}

/** What the lifter did last time, read from the user's logs, with targets from their routines and plates. */
export class LastTimes {
  private readonly logs;
  private readonly exercises;
  private readonly routines;

  constructor(
    storage: Storage,
    private readonly settings: TargetSettings,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.exercises = storage.collection<ExerciseRecord>(EXERCISES.name);
    this.routines = storage.collection<RoutineRecord>(ROUTINES.name);
  }

  /**
   * Per exercise name, the latest of the user's logs before `before` holding that name with sets,
   * tracked or not: what the lifter did last time, with next session's target when a routine
   * holds the name. Names never logged before are left out.
   */
  async previous(userId: string, names: readonly string[], before: string): Promise<PreviousSets[]> {
    const unique = [...new Set(names)];
    const found = await this.lastLogged(userId, unique, before);
    const targets = found.size > 0 ? await this.targetsFor(userId, [...found.values()]) : new Map<string, PreviousTarget>();
    return unique.flatMap((name) => {
      const last = found.get(name);
      if (!last) return [];
      const sets = last.sets.map(previousSet);
      return [{ name, date: last.date, kind: last.kind, tracked: last.tracked, bw: last.bw, sets, target: targets.get(name) ?? null }];
    });
  }

  /**
   * Double-progression targets of the names a routine holds (the first routine and exercise in the
   * user's order when several do), from last time's sets, stepped by the exercise's "Increase by",
   * else the user's plates, else 5 lb / 2.5 kg. Time and distance exercises by the routine exercise's
   * kind and its target time and distance (docs/decisions/0071).
   */
  private async targetsFor(userId: string, lastTimes: readonly LastLogged[]): Promise<Map<string, PreviousTarget>> {
    const wanted = lastTimes.map((l) => l.name);
    const [exercises, routines, settings] = await Promise.all([
      this.exercises.find({ userId, name: { $in: wanted } }),
      this.routines.find({ userId }),
      this.settings.targetSettings(userId),
    ]);
    const routineOrder = new Map(routines.map((r) => [r.id, r.sortOrder]));
    const inOrder = exercises.sort(
      (a, b) => (routineOrder.get(a.routineId) ?? Infinity) - (routineOrder.get(b.routineId) ?? Infinity) || a.sortOrder - b.sortOrder,
    );
    const byName = new Map<string, ExerciseRecord>();
    for (const exercise of inOrder) if (!byName.has(exercise.name)) byName.set(exercise.name, exercise);
    const equipment = settings.equipment ? equipmentInUnits(settings.equipment, settings.type) : null;
    const targets = new Map<string, PreviousTarget>();
    for (const last of lastTimes) {
      const exercise = byName.get(last.name);
      if (!exercise) continue;
      const range = rangeOf(exercise);
      const target = nextSessionTarget(range, last.sets, { type: settings.type, increaseByLb: exercise.increaseBy ?? null, equipment });
      if (target) targets.set(last.name, { ...target, range });
    }
    return targets;
  }

  /** Newest logs first, a few at a time, asking only for the names still missing; dates are unique per user, so the last date read is the cursor. */
  private async lastLogged(userId: string, names: readonly string[], before: string): Promise<Map<string, LastLogged>> {
    const found = new Map<string, LastLogged>();
    let missing = names;
    let until = before;
    for (let batch = 4; missing.length > 0; batch *= 4) {
      const logs = await this.logs.find({ userId, date: { $lt: until }, 'exercises.name': { $in: [...missing] } }, { sort: { date: -1 }, limit: batch });
      for (const log of logs) {
        for (const exercise of log.exercises) {
          if (found.has(exercise.name) || exercise.sets.length === 0 || !missing.includes(exercise.name)) continue;
          found.set(exercise.name, {
            name: exercise.name,
            date: log.date,
            kind: kindOf(exercise),
            tracked: exercise.tracked,
            bw: exercise.bw,
            sets: exercise.sets,
          });
        }
      }
      if (logs.length < batch) break;
      missing = missing.filter((name) => !found.has(name));
      until = logs[logs.length - 1]!.date;
    }
    return found;
  }
}
