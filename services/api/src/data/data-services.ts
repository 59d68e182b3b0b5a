import type { ServiceDeps } from '../service-deps';
import { ExerciseService } from './exercises';
import { ProfileService } from './profiles';
import { ProgressService } from './progress';
import { DATA_COLLECTIONS, DATA_INDEXES } from './records';
import { RoutineService } from './routines';
import { UserLocks } from './user-locks';
import { UserReadCache } from './user-read-cache';
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
  /** Per-user cache of read answers (embedded store only); every service drops a user's answers after that user's writes. */
  readCache: UserReadCache;
}

export async function createDataServices({ storage, clock }: ServiceDeps): Promise<DataServices> {
  for (const key of Object.keys(DATA_COLLECTIONS) as (keyof typeof DATA_COLLECTIONS)[]) {
    await storage.ensureIndexes(DATA_COLLECTIONS[key], DATA_INDEXES[key]);
  }
  const locks = new UserLocks();
  // One process owns the embedded store, so dropping a user's answers on that user's writes is exact;
  // MongoDB may be written by other instances, so its reads go to the store (docs/decisions/0005).
  const readCache = new UserReadCache(storage.kind === 'embedded');
  const profiles = new ProfileService(storage, readCache);
  return {
    profiles,
    weights: new WeightService(storage, profiles, locks, readCache),
    routines: new RoutineService(storage, locks, readCache),
    exercises: new ExerciseService(storage, locks, readCache),
    workoutLogs: new WorkoutLogService(storage, clock, locks, readCache),
    progress: new ProgressService(storage, locks, readCache),
    readCache,
  };
}
