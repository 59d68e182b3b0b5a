import type { ServiceDeps } from '../service-deps';
import { DataVersions, versionedStorage } from './data-versions';
import { ExerciseService } from './exercises';
import { ProfileService } from './profiles';
import { ProgressService } from './progress';
import { DATA_COLLECTIONS, DATA_INDEXES } from './records';
import { RoutineService } from './routines';
import { SortOrders } from './sort-orders';
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
  /** Per-user data versions in the store (ETags and read memos are keyed by them; every data write raises them). */
  dataVersions: DataVersions;
}

export async function createDataServices({ storage, clock }: ServiceDeps): Promise<DataServices> {
  for (const key of Object.keys(DATA_COLLECTIONS) as (keyof typeof DATA_COLLECTIONS)[]) {
    await storage.ensureIndexes(DATA_COLLECTIONS[key], DATA_INDEXES[key]);
  }
  const dataVersions = new DataVersions(storage);
  // The services only ever hold the versioned store: none of their writes can skip the version raise.
  const data = versionedStorage(storage, dataVersions);
  const readCache = new UserReadCache(dataVersions, clock);
  const sortOrders = new SortOrders(storage);
  const profiles = new ProfileService(data, readCache);
  return {
    profiles,
    weights: new WeightService(data, profiles, readCache, clock),
    routines: new RoutineService(data, sortOrders, readCache),
    exercises: new ExerciseService(data, sortOrders, readCache),
    workoutLogs: new WorkoutLogService(data, clock, readCache),
    progress: new ProgressService(data, readCache),
    dataVersions,
  };
}
