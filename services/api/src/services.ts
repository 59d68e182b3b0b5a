import { createAccountServices, type AccountServices } from './features/auth/account-services';
import { CUSTOM_EXERCISES, EXERCISE_LINKS } from './features/custom-exercises/custom-exercise-records';
import { CustomExerciseService } from './features/custom-exercises/custom-exercises';
import { CustomExerciseTransfers } from './features/custom-exercises/custom-exercise-transfers';
import { ExerciseService } from './features/exercises/exercises';
import { MeasurementService } from './features/measurements/measurements';
import { ProfileService } from './features/profile/profiles';
import { ProgressService } from './features/progress/progress';
import { PersonalRecordsService, type RecordFacts } from './features/progress/personal-records';
import { RoutineService } from './features/routines/routines';
import { WeightService } from './features/weight/weights';
import { LogImports } from './features/workout-log/log-imports';
import { WorkoutLogService } from './features/workout-log/workout-logs';
import { ExportService } from './features/data-transfer/exports';
import { IMPORTS } from './features/data-transfer/import-records';
import { ImportService } from './features/data-transfer/imports';
import type { ServiceDeps } from './platform/service-deps';
import { APPLIED_CHANGES, AppliedChanges } from './platform/user-data/applied-changes';
import { DataVersions, versionedStorage } from './platform/user-data/data-versions';
import { DerivationCache, type Derivation } from './platform/user-data/derivation-cache';
import { SortOrders } from './platform/user-data/sort-orders';
import type { UserCollection } from './platform/user-data/user-collection';
import { MEASUREMENTS } from './features/measurements/measurement-records';
import { PROFILES } from './features/profile/profile-records';
import { TRACKED_ORDER } from './features/progress/progress-records';
import { WEIGHTS } from './features/weight/weight-records';
import { EXERCISES, ROUTINES, WORKOUT_LOGS } from './shared/records';

/** Every collection of user data: its writes raise the user's data version (docs/decisions/0017). */
export const USER_DATA_COLLECTIONS: readonly UserCollection[] = [
  PROFILES,
  WEIGHTS,
  ROUTINES,
  EXERCISES,
  WORKOUT_LOGS,
  TRACKED_ORDER,
  MEASUREMENTS,
  IMPORTS,
  CUSTOM_EXERCISES,
  EXERCISE_LINKS,
];

/** Profile, weights, routines, exercises, workout logs, progress (issue #5) and body measurements (#37). Every method takes the session's user id first. */
export interface DataServices {
  profiles: ProfileService;
  weights: WeightService;
  routines: RoutineService;
  exercises: ExerciseService;
  workoutLogs: WorkoutLogService;
  progress: ProgressService;
  personalRecords: PersonalRecordsService;
  measurements: MeasurementService;
  /** The user's own exercises and the names they linked by hand to the catalogue (issue #49). */
  customExercises: CustomExerciseService;
  /** "Your data": imports (with undo) and exports (issue #33). */
  imports: ImportService;
  exports: ExportService;
  /** Per-user data versions in the store (ETags and the read cache are keyed by them; every data write raises them). */
  dataVersions: DataVersions;
  /** The ids of the changes devices sent from their outboxes, so each is applied once (docs/decisions/0044). */
  appliedChanges: AppliedChanges;
  /** Every document of a user in these collections, each removed by its owner (an account's deletion: docs/decisions/0069). */
  deleteUserData(userId: string): Promise<void>;
}

/** Everything a route or procedure needs, built once per app: the one place where features meet. */
export type Services = ServiceDeps & AccountServices & DataServices;

/** What the data services need of the rest of the app. */
interface DataLinks {
  /** After a profile save: the sessions carry its units (docs/decisions/0030). */
  profileSaved(userId: string): Promise<void>;
  /** A raise of the user's data version reached `version`: the sessions carry it (docs/decisions/0030). */
  versionRaised(userId: string, version: number): Promise<void>;
}

/**
 * Weigh-ins kept for records of bodyweight-compared exercises (a 10-year daily log is ~0.4 MiB), by
 * the weigh-ins' and profile's own version: a workout's save does not re-read them (docs/decisions/0051).
 */
const BODY_WEIGHTS: Derivation<Awaited<ReturnType<RecordFacts['bodyWeights']>>> = {
  name: 'body-weights',
  sizeOf: ({ entries }) => 200 + entries.length * 100,
  of: [WEIGHTS.name, PROFILES.name],
};

async function createDataServices({ storage, clock, config }: ServiceDeps, links: DataLinks): Promise<DataServices> {
  for (const collection of USER_DATA_COLLECTIONS) await storage.ensureIndexes(collection.name, collection.indexes);
  const dataVersions = new DataVersions(storage, links.versionRaised);
  // The services only ever hold the versioned store: none of their writes can skip the version raise.
  const data = versionedStorage(storage, dataVersions, USER_DATA_COLLECTIONS);
  const sortOrders = new SortOrders(storage);
  // Not user data a read shows: its writes raise no data version.
  await storage.ensureIndexes(APPLIED_CHANGES.name, APPLIED_CHANGES.indexes);
  const profiles = new ProfileService(data, links.profileSaved);
  // The weight log keeps the profile's weight on its latest entry.
  const weights = new WeightService(data, profiles, clock);
  // One byte budget for every value derived from users' data (docs/decisions/0062).
  const derivations = new DerivationCache(dataVersions, config.derivationCacheBytes);
  const progress = new ProgressService(data, derivations);
  const measurements = new MeasurementService(data, clock);
  const routines = new RoutineService(data, sortOrders);
  const exercises = new ExerciseService(data, sortOrders);
  const customExercises = new CustomExerciseService(data, clock);
  // Custom exercises and links: the import's names and a backup's part (docs/decisions/0074).
  const exerciseNames = new CustomExerciseTransfers(data, clock);
  const imports = new ImportService(data, clock, { profiles, weights, measurements, logs: new LogImports(data, clock), routines, progress, exerciseNames });
  const appliedChanges = new AppliedChanges(storage, clock);
  // Next-session targets step in the user's unit and by their plates.
  const workoutLogs = new WorkoutLogService(data, clock, {
    targetSettings: async (userId) => {
      const profile = await profiles.get(userId);
      // The bar and plates ("Plates and bar", gym tools) only when the user has set them up.
      return { type: profile.measurementType, equipment: profile.equipment ?? null };
    },
  });
  return {
    profiles,
    weights,
    routines,
    exercises,
    workoutLogs,
    progress,
    // Records read the profile's "1RM formula" and each day's body weight.
    personalRecords: new PersonalRecordsService(
      progress,
      {
        oneRepMaxFormula: async (userId) => (await profiles.get(userId)).oneRepMaxFormula,
        bodyWeights: (userId) =>
          derivations.read(BODY_WEIGHTS, userId, async () => {
            const [entries, profile] = await Promise.all([weights.list(userId), profiles.get(userId)]);
            return { entries, profileWeight: profile.weight };
          }),
      },
      derivations,
    ),
    measurements,
    customExercises,
    // The import has each feature write its own data; the export reads through the owners too (docs/decisions/0061).
    imports,
    exports: new ExportService(data, { profiles, weights, measurements, progress, customExercises: exerciseNames }),
    dataVersions,
    appliedChanges,
    async deleteUserData(userId) {
      const owners = [profiles, weights, measurements, routines, exercises, workoutLogs, progress, customExercises, imports, appliedChanges, sortOrders];
      for (const owner of owners) await owner.deleteAllOf(userId);
      // Last: every delete above raised it (and so made it again).
      await dataVersions.deleteAllOf(userId);
    },
  };
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  // Sessions carry the profile's units and a profile save updates the sessions: each side is handed
  // the other through these links, bound once both exist (features meet only here).
  const late: { data?: DataServices } = {};
  const accounts = await createAccountServices(deps, {
    unitsOf: async (userId) => (await late.data!.profiles.get(userId)).measurementType,
    raiseDataVersion: (userId) => late.data!.dataVersions.raise(userId),
    deleteUserData: (userId) => late.data!.deleteUserData(userId),
    dataVersionOf: (userId) => late.data!.dataVersions.current(userId),
  });
  const data = await createDataServices(deps, {
    profileSaved: (userId) => accounts.userChanged(userId),
    versionRaised: (userId, version) => accounts.sessions.carryVersion(userId, version),
  });
  late.data = data;
  return { ...deps, ...accounts, ...data };
}
