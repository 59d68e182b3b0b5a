import { describe, expect, it } from 'vitest';
import { appForFile, type Client } from '../../test-support/api-client';

// The original REST client beside exercises of the new kinds (issue #47, docs/decisions/0071): it
// never sees them, and its sync of the day never touches them.
const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
const { newUser } = await appForFile(NOW);

type Set = { id: string; reps: number; weight: number; notes: string; type: string; seconds?: number; meters?: number };
type Exercise = { id: string; name: string; kind: string; sets: Set[] };
type Log = { id: string | null; exercises: Exercise[] };

const LEGACY_EXERCISE_KEYS = ['bw', 'exercise_name', 'id', 'tracked', 'workout_log_id'];
const LEGACY_SET_KEYS = ['id', 'log_exercise_id', 'notes', 'reps', 'weight'];

/** Today from a current device: bench (a drop set), a plank, squats, a run. */
async function mixedDay(client: Client) {
  const exercises = [
    {
      name: 'Bench Press',
      tracked: true,
      bw: false,
      sets: [
        { reps: 5, weight: 185 },
        { reps: 8, weight: 135, type: 'drop' },
      ],
    },
    { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [{ seconds: 60 }] },
    { name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight: 225 }] },
    { name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [{ meters: 5000, seconds: 1500 }] },
  ];
  expect((await client.mutate('workoutLog.sync', { localLog: { exercises }, timezone: 'UTC' })).status).toBe(200);
  return logOf(client);
}
const logOf = async (client: Client) => (await client.query<Log>('workoutLog.get', { date: TODAY })).data;
const named = (log: Log, name: string) => log.exercises.find((e) => e.name === name)!;

describe('legacy REST beside other kinds', () => {
  it("reads a day's log without the other kinds' exercises and with no new field", async () => {
    const { client, userId } = await newUser();
    const day = await mixedDay(client);
    const logId = (await client.rest('GET', `/get/workout-log/${userId}/${TODAY}`)).json().id as string;
    const rows = (await client.rest('GET', `/get/log-exercises/${logId}`)).json() as Record<string, unknown>[];
    expect(rows.map((r) => r.exercise_name)).toEqual(['Bench Press', 'Squats']);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(LEGACY_EXERCISE_KEYS);
    const sets = (await client.rest('GET', `/get/log-sets/${named(day, 'Bench Press').id}`)).json() as Record<string, unknown>[];
    expect(sets.map((s) => [s.reps, s.weight])).toEqual([
      [5, 185],
      [8, 135],
    ]);
    for (const set of sets) expect(Object.keys(set).sort()).toEqual(LEGACY_SET_KEYS);
    // A plank's sets are not the legacy client's to read.
    expect((await client.rest('GET', `/get/log-sets/${named(day, 'Plank').id}`)).statusCode).toBe(404);
  });

  it("a legacy sync of the day rewrites its weight-and-reps exercises and keeps the other kinds' untouched, in their places", async () => {
    const { client, userId } = await newUser();
    const day = await mixedDay(client);
    const bench = named(day, 'Bench Press');
    // As after a reload: temporary exercise ids, the sets' own ids; squats dropped, curls added.
    const localLog = [
      {
        id: '1718000000000-0.25',
        name: 'Bench Press',
        tracked: true,
        bw: false,
        sets: bench.sets.map((s) => ({ id: s.id, reps: s.reps + 1, weight: s.weight, notes: '' })),
      },
      { id: '1718000000000-0.5', name: 'Curl', tracked: false, bw: false, sets: [{ id: '1718000000000-0.75', reps: 12, weight: 30, notes: '' }] },
    ];
    const answer = await client.rest('POST', '/sync/workout-log', { userId, localLog, timezone: 'UTC' });
    expect(answer.statusCode).toBe(200);
    const echoed = answer.json() as { success: boolean; localLog: { id: string; name: string; sets: Record<string, unknown>[] }[] };
    expect(echoed.localLog.map((e) => e.name)).toEqual(['Bench Press', 'Curl']);
    expect(echoed.localLog[0]!.id).toBe(bench.id);
    for (const set of echoed.localLog.flatMap((e) => e.sets)) expect(Object.keys(set).sort()).toEqual(['id', 'notes', 'reps', 'weight']);

    const after = await logOf(client);
    expect(after.exercises.map((e) => e.name)).toEqual(['Bench Press', 'Plank', 'Curl', 'Run']);
    expect(named(after, 'Plank')).toEqual(named(day, 'Plank'));
    expect(named(after, 'Run')).toEqual(named(day, 'Run'));
    // The drop set stays a drop set: the legacy client knows no set types.
    expect(named(after, 'Bench Press').sets.map((s) => [s.reps, s.type])).toEqual([
      [6, 'normal'],
      [9, 'drop'],
    ]);
  });

  it('an empty legacy sync removes only the weight-and-reps exercises; the day then reads as empty to the legacy client', async () => {
    const { client, userId } = await newUser();
    const day = await mixedDay(client);
    expect((await client.rest('POST', '/sync/workout-log', { userId, localLog: [], timezone: 'UTC' })).statusCode).toBe(200);
    const after = await logOf(client);
    expect(after.exercises).toEqual([named(day, 'Plank'), named(day, 'Run')]);
    const logId = (await client.rest('GET', `/get/workout-log/${userId}/${TODAY}`)).json().id as string;
    expect((await client.rest('GET', `/get/log-exercises/${logId}`)).statusCode).toBe(404);
  });
});
