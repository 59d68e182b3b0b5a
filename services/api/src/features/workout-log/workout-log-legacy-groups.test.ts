import { describe, expect, it } from 'vitest';
import { appForFile, type Client } from '../../test-support/api-client';

// The original REST client beside supersets and the session (issue #48, docs/decisions/0072): its
// answers keep their exact shapes, and its sync of the day keeps the day's groups and session.
const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
const T0 = Date.parse('2030-06-15T07:00:00Z');
const { newUser } = await appForFile(NOW);

type Exercise = { id: string; name: string; group?: { id: string }; sets: { id: string; reps: number; weight: number }[] };
type Log = { id: string | null; exercises: Exercise[]; session: unknown };

const SESSION = { startedAt: T0, finishedAt: T0 + 3_780_000, notes: 'Supersets today', changedAt: T0 + 3_780_000 };
const LEGACY_LOG_KEYS = ['id', 'log_date', 'user_id'];
const LEGACY_EXERCISE_KEYS = ['bw', 'exercise_name', 'id', 'tracked', 'workout_log_id'];

async function supersetDay(client: Client) {
  const sets = (reps: number, weight: number) => [{ reps, weight }];
  const exercises = [
    { name: 'Bench Press', tracked: true, bw: false, group: { id: 'ss1' }, sets: sets(8, 135) },
    { name: 'Barbell Row', tracked: true, bw: false, group: { id: 'ss1' }, sets: sets(8, 115) },
    { name: 'Squats', tracked: true, bw: false, sets: sets(5, 225) },
  ];
  expect((await client.mutate('workoutLog.sync', { localLog: { exercises, session: SESSION }, timezone: 'UTC' })).status).toBe(200);
  return logOf(client);
}
const logOf = async (client: Client) => (await client.query<Log>('workoutLog.get', { date: TODAY })).data;
/** The legacy client's sync of what it shows: the day's exercises with their ids, reps changed by `plus`. */
const legacyLog = (log: Log, keep: (e: Exercise) => boolean, plus = 0) =>
  log.exercises.filter(keep).map((e) => ({
    id: e.id,
    name: e.name,
    tracked: true,
    bw: false,
    sets: e.sets.map((s) => ({ id: s.id, reps: s.reps + plus, weight: s.weight, notes: '' })),
  }));

describe('legacy REST beside groups and the session', () => {
  it('answers the log and its exercises in their exact legacy shapes', async () => {
    const { client, userId } = await newUser();
    await supersetDay(client);
    const row = (await client.rest('GET', `/get/workout-log/${userId}/${TODAY}`)).json() as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(LEGACY_LOG_KEYS);
    const exercises = (await client.rest('GET', `/get/log-exercises/${row.id}`)).json() as Record<string, unknown>[];
    expect(exercises.map((e) => e.exercise_name)).toEqual(['Bench Press', 'Barbell Row', 'Squats']);
    for (const e of exercises) expect(Object.keys(e).sort()).toEqual(LEGACY_EXERCISE_KEYS);
  });

  it("a legacy sync of the day keeps that day's groups (by exercise id) and its session", async () => {
    const { client, userId } = await newUser();
    const day = await supersetDay(client);
    const answer = await client.rest('POST', '/sync/workout-log', { userId, localLog: legacyLog(day, () => true, 1), timezone: 'UTC' });
    expect(answer.statusCode).toBe(200);
    const echoed = answer.json() as { localLog: Record<string, unknown>[] };
    for (const e of echoed.localLog) expect(Object.keys(e).sort()).toEqual(['bw', 'id', 'name', 'sets', 'tracked']);
    const after = await logOf(client);
    expect(after.exercises.map((e) => [e.name, e.group?.id ?? null, e.sets[0]!.reps])).toEqual([
      ['Bench Press', 'ss1', 9],
      ['Barbell Row', 'ss1', 9],
      ['Squats', null, 6],
    ]);
    expect(after.session).toEqual(SESSION);
  });

  it('a legacy sync without one member of a superset dissolves it, and still keeps the session', async () => {
    const { client, userId } = await newUser();
    const day = await supersetDay(client);
    const answer = await client.rest('POST', '/sync/workout-log', { userId, localLog: legacyLog(day, (e) => e.name !== 'Barbell Row'), timezone: 'UTC' });
    expect(answer.statusCode).toBe(200);
    const after = await logOf(client);
    expect(after.exercises.map((e) => [e.name, e.group ?? null])).toEqual([
      ['Bench Press', null],
      ['Squats', null],
    ]);
    expect(after.session).toEqual(SESSION);
  });
});
