/** The bench's data: the heavy user of issue #5 and the 10,000 others, written through the storage port. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STARTER_ROUTINES, addDays, displayToPounds } from '@fitness/domain';
import { EXERCISES, ROUTINES, WORKOUT_LOGS, type ExerciseRecord, type RoutineRecord, type WorkoutLogRecord } from '../../services/api/src/shared/records';
import { PROFILES, type ProfileRecord } from '../../services/api/src/features/profile/profile-records';
import { WEIGHTS, type WeightRecord } from '../../services/api/src/features/weight/weight-records';
import { newId, type Storage } from '../../services/api/src/platform/storage';

export const TODAY = new Date().toISOString().slice(0, 10);
export const EXERCISE_NAMES = ['Squats', 'Bench Press', 'Bent-over Rows', 'Overhead Press', 'Lat Pulldown'];

function logDoc(userId: string, date: string, exercises: number, sets: number): WorkoutLogRecord {
  return {
    id: newId(),
    userId,
    date,
    updatedAt: new Date(),
    revision: 1,
    exercises: Array.from({ length: exercises }, (_, e) => ({
      id: newId(),
      name: EXERCISE_NAMES[e % EXERCISE_NAMES.length]!,
      tracked: true,
      bw: e === 0,
      sets: Array.from({ length: sets }, (_, s) => ({ id: newId(), reps: 5 + (s % 3), weight: 100 + e * 10 + (s % 2) * 5, notes: '' })),
    })),
  };
}

/** One user's data written straight through the storage port (what the services would have written: pounds with two decimals at most). */
export async function seedUser(storage: Storage, userId: string, size: { weights: number; logs: number }) {
  const weights: WeightRecord[] = Array.from({ length: size.weights }, (_, i) => ({
    id: newId(),
    userId,
    date: addDays(TODAY, -i),
    weight: displayToPounds(180 + Math.sin(i / 30) * 5, 'imperial'),
  }));
  const logs = Array.from({ length: size.logs }, (_, i) => logDoc(userId, addDays(TODAY, -i * 3), 5, 4));
  const routines: RoutineRecord[] = STARTER_ROUTINES.map((r, i) => ({ id: newId(), userId, name: r.name, sortOrder: i + 1 }));
  const exercises: ExerciseRecord[] = STARTER_ROUTINES.flatMap((r, i) =>
    r.exercises.map((e, j) => ({ ...e, id: newId(), userId, routineId: routines[i]!.id, sortOrder: j + 1 })),
  );
  await storage.collection<WeightRecord>(WEIGHTS.name).insertMany(weights);
  await storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name).insertMany(logs);
  await storage.collection<RoutineRecord>(ROUTINES.name).insertMany(routines);
  await storage.collection<ExerciseRecord>(EXERCISES.name).insertMany(exercises);
  await storage.collection<ProfileRecord>(PROFILES.name).insertOne({
    id: newId(),
    userId,
    weight: weights[0]?.weight ?? 0,
    height: 70,
    age: 35,
    activityLevel: 'Active',
    gender: 'Male',
    measurementType: 'imperial',
    weightGoal: -2,
    targetWeight: 170,
  });
}

/** The session cookie of the other user number `index` (their sessions are written by seedOtherUsers). */
export const otherUserCookie = (index: number) => `fitness_session=${otherUserToken(index)}`;
const otherUserToken = (index: number) => `bench-other-user-session-${index}`;

/**
 * Every other user has a small but real history, an account and a session (as a logged-in user
 * would: the session carries the user's name, email and units; older code reads the account).
 */
export async function seedOtherUsers(storage: Storage, count: number) {
  // Batches keep the inserts quick.
  const batch = 500;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000);
  for (let start = 0; start < count; start += batch) {
    const ids = Array.from({ length: Math.min(batch, count - start) }, newId);
    const users = ids.map((id, i) => ({
      id,
      email: `other${start + i}@example.com`,
      passwordHash: 'none',
      firstName: 'Other',
      createdAt: now,
      welcomeSentAt: null,
    }));
    const sessions = users.map((user, i) => ({
      id: newId(),
      tokenHash: createHash('sha256')
        .update(otherUserToken(start + i))
        .digest('base64url'),
      userId: user.id,
      expiresAt,
      createdAt: now,
      email: user.email,
      firstName: user.firstName,
      units: 'imperial',
    }));
    await storage.collection('users').insertMany(users);
    await storage.collection('sessions').insertMany(sessions);
    const weights = ids.flatMap((userId) =>
      Array.from({ length: 30 }, (_, i) => ({ id: newId(), userId, date: addDays(TODAY, -i), weight: displayToPounds(150 + i / 10, 'imperial') })),
    );
    const logs = ids.flatMap((userId) => Array.from({ length: 10 }, (_, i) => logDoc(userId, addDays(TODAY, -i * 2), 5, 4)));
    const routines = ids.map((userId) => ({ id: newId(), userId, name: 'Full Body 1', sortOrder: 1 }));
    const exercises = routines.flatMap((r) =>
      STARTER_ROUTINES[0]!.exercises.map((e, j) => ({ ...e, id: newId(), userId: r.userId, routineId: r.id, sortOrder: j + 1 })),
    );
    const profiles = ids.map((userId) => ({
      id: newId(),
      userId,
      weight: 150,
      height: 65,
      age: 30,
      activityLevel: 'Active',
      gender: 'Female',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    }));
    await storage.collection(WEIGHTS.name).insertMany(weights);
    await storage.collection(WORKOUT_LOGS.name).insertMany(logs);
    await storage.collection(ROUTINES.name).insertMany(routines);
    await storage.collection(EXERCISES.name).insertMany(exercises);
    await storage.collection(PROFILES.name).insertMany(profiles);
  }
}

/** The heavy user's account (the page bench logs in with it from the browser). */
export const HEAVY_USER = { email: 'heavy@example.com', password: 'correct horse battery staple', firstName: 'Heavy' };

export async function heavyUserSession(app: FastifyInstance) {
  const credentials = { email: HEAVY_USER.email, password: HEAVY_USER.password };
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { ...credentials, firstName: HEAVY_USER.firstName } });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = (login.json() as { id: string }[])[0]!.id;
  return { cookie, userId };
}
