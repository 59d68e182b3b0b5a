import type { ServiceDeps } from '../services';
import { ExerciseService } from './exercises';
import { ProfileService } from './profiles';
import { ProgressService } from './progress';
import { DATA_COLLECTIONS, DATA_INDEXES } from './records';
import { RoutineService } from './routines';
import { UserLocks } from './user-locks';
import { WeightService } from './weights';
import { WorkoutLogService } from './workout-logs';

/** Profile, weights, routines, exercises, workout logs and progress (issue #5). Every method takes the session's user id first. */
export interface DataServices {
  profiles: ProfileService;
  weights: WeightService;
  routines: RoutineService;
  exercises: ExerciseService;
  workoutLogs: WorkoutLogService;
  progress: ProgressService;
}

export async function createDataServices({ storage, clock }: ServiceDeps): Promise<DataServices> {
  for (const key of Object.keys(DATA_COLLECTIONS) as (keyof typeof DATA_COLLECTIONS)[]) {
    await storage.ensureIndexes(DATA_COLLECTIONS[key], DATA_INDEXES[key]);
  }
  const locks = new UserLocks();
  const profiles = new ProfileService(storage);
  const progress = new ProgressService(storage, locks);
  return {
    profiles,
    weights: new WeightService(storage, profiles, locks),
    routines: new RoutineService(storage),
    exercises: new ExerciseService(storage),
    workoutLogs: new WorkoutLogService(storage, clock, locks, progress.logWritten),
    progress,
  };
}
