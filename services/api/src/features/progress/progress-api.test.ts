import { describe, expect, it } from 'vitest';
import { appForFile, type Client } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
const { t, newUser } = await appForFile(NOW);

describe('progress (tracked exercises)', () => {
  type Summary = {
    id: string;
    date: string;
    workingWeight: number;
    volume: number;
    workingSetCount: number;
    repsLow: number;
    repsHigh: number | null;
    bw: boolean;
  };
  type Tracked = { id: string; exerciseName: string; sortOrder: number; entryCount: number; first: Summary | null; latest: Summary | null };

  async function logDays(client: Client, days: [string, { name: string; tracked: boolean; bw?: boolean; sets: { reps: number; weight: number }[] }[]][]) {
    for (const [day, exercises] of days) {
      t.clock.set(new Date(`${day}T12:00:00Z`));
      const answer = await client.mutate('workoutLog.sync', { localLog: { exercises: exercises.map((e) => ({ bw: false, ...e })) }, timezone: 'UTC' });
      expect(answer.status).toBe(200);
    }
    t.clock.set(new Date(NOW));
  }
  const listOf = async (client: Client) => (await client.query<Tracked[]>('progress.list')).data;
  const historyOf = async (client: Client, exerciseName: string) => (await client.query<Summary[]>('progress.history', { exerciseName })).data;

  it('lists each tracked name in order with its entry count and first and latest entries, without sets; history and entry on demand', async () => {
    const { client } = await newUser();
    await logDays(client, [
      [
        '2024-06-02',
        [
          {
            name: 'Squats',
            tracked: true,
            sets: [
              { reps: 5, weight: 200 },
              { reps: 6, weight: 200 },
              { reps: 3, weight: 220 },
            ],
          },
          { name: 'Curl', tracked: false, sets: [{ reps: 10, weight: 20 }] },
        ],
      ],
      [
        '2024-06-01',
        [
          { name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 190 }] },
          {
            name: 'Dips',
            tracked: true,
            bw: true,
            sets: [
              { reps: 8, weight: 0 },
              { reps: 8, weight: 0 },
            ],
          },
        ],
      ],
    ]);
    const list = await listOf(client);
    expect(list.map((item) => item.exerciseName)).toEqual(['Squats', 'Dips']);
    const [squats, dips] = list as [Tracked, Tracked];
    // Weight and reps: the time and distance figures are 0 (docs/decisions/0071).
    const noKindFigures = { longestSeconds: 0, totalSeconds: 0, totalMeters: 0, longestMeters: 0, bestPaceSecondsPerKm: null };
    const latestSquats = {
      id: expect.any(String),
      kind: 'weightReps',
      ...noKindFigures,
      date: '2024-06-02',
      workingWeight: 200,
      volume: 5 * 200 + 6 * 200 + 3 * 220,
      workingSetCount: 2,
      repsLow: 5,
      repsHigh: 6,
      bw: false,
    };
    expect(squats).toEqual({
      id: expect.any(String),
      exerciseName: 'Squats',
      sortOrder: expect.any(Number),
      entryCount: 2,
      first: {
        id: expect.any(String),
        kind: 'weightReps',
        ...noKindFigures,
        date: '2024-06-01',
        workingWeight: 190,
        volume: 950,
        workingSetCount: 1,
        repsLow: 5,
        repsHigh: null,
        bw: false,
      },
      latest: latestSquats,
    });
    expect(dips).toMatchObject({ entryCount: 1, first: { workingWeight: 0, workingSetCount: 2, repsLow: 8, repsHigh: null, bw: true } });
    expect(dips.latest).toEqual(dips.first);

    const history = await historyOf(client, 'Squats');
    expect(history).toEqual([squats.first, squats.latest]);
    expect((await client.query('progress.history', { exerciseName: 'Curl' })).status).toBe(404);
    expect((await client.query('progress.history', { exerciseName: 'constructor' })).status).toBe(404);

    const entry = await client.query<Record<string, unknown>>('progress.entry', { id: squats.latest!.id });
    expect(entry.data).toMatchObject({ ...latestSquats, id: squats.latest!.id, exerciseName: 'Squats', logId: expect.any(String) });
    expect(entry.data.sets).toEqual([
      // Each set carries when it last changed (the two-device merge, docs/decisions/0045).
      { id: expect.any(String), reps: 5, weight: 200, notes: '', changedAt: expect.any(Number) },
      { id: expect.any(String), reps: 6, weight: 200, notes: '', changedAt: expect.any(Number) },
      { id: expect.any(String), reps: 3, weight: 220, notes: '', changedAt: expect.any(Number) },
    ]);
    // An untracked log exercise and an unknown id are not entries.
    const log = (await client.query<{ exercises: { id: string; name: string }[] }>('workoutLog.get', { date: '2024-06-02' })).data;
    expect((await client.query('progress.entry', { id: log.exercises.find((e) => e.name === 'Curl')!.id })).status).toBe(404);
    expect((await client.query('progress.entry', { id: '0'.repeat(24) })).status).toBe(404);
  });

  it('REST keeps the legacy shape: every entry with its sets by name, plus the sortOrder list', async () => {
    const { client, userId: id } = await newUser();
    await logDays(client, [
      [
        '2024-06-02',
        [
          {
            name: 'Squats',
            tracked: true,
            sets: [
              { reps: 5, weight: 200 },
              { reps: 6, weight: 200 },
              { reps: 3, weight: 220 },
            ],
          },
        ],
      ],
      [
        '2024-06-01',
        [
          { name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 190 }] },
          { name: 'Dips', tracked: true, bw: true, sets: [{ reps: 8, weight: 0 }] },
        ],
      ],
    ]);
    const list = await listOf(client);
    // The original's shape: each name at the top level (the client reads answer[name]), plus sortOrder.
    const rest = (await client.rest('GET', `/get/tracked-exercises/${id}`)).json() as Record<string, Record<string, unknown>[]>;
    expect(rest.sortOrder).toEqual(list.map((o) => ({ id: o.id, user_id: id, exercise_name: o.exerciseName, sort_order: o.sortOrder })));
    expect(Object.keys(rest).sort()).toEqual(['Dips', 'Squats', 'sortOrder']);
    expect(rest.Squats!.map((e) => e.date)).toEqual(['2024-06-01T00:00:00.000Z', '2024-06-02T00:00:00.000Z']);
    expect(rest.Squats![1]).toEqual({
      id: list[0]!.latest!.id,
      user_id: id,
      log_exercise_id: list[0]!.latest!.id,
      order_id: list[0]!.id,
      name: 'Squats',
      exercise_name: 'Squats',
      date: '2024-06-02T00:00:00.000Z',
      working_weight: 200,
      volume: 2860,
      working_set_count: 2,
      reps_low: 5,
      reps_high: 6,
      bw: 0,
      notes: '',
      sort_order: list[0]!.sortOrder,
      sets: [
        { id: expect.any(String), reps: 5, weight: 200, notes: '' },
        { id: expect.any(String), reps: 6, weight: 200, notes: '' },
        { id: expect.any(String), reps: 3, weight: 220, notes: '' },
      ],
    });
    // A later sync shows at once in the (cached) legacy answer too.
    await logDays(client, [['2024-06-03', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 210 }] }]]]);
    const after = (await client.rest('GET', `/get/tracked-exercises/${id}`)).json() as Record<string, { date: string }[]>;
    expect(after.Squats!.map((e) => e.date.slice(0, 10))).toEqual(['2024-06-01', '2024-06-02', '2024-06-03']);
  });

  it('renames (plain, merge sorted by date with the old order record gone, same name no-op) via tRPC and REST', async () => {
    const { client, userId: id } = await newUser();
    await logDays(client, [
      [
        '2024-05-01',
        [
          { name: 'Bench', tracked: true, sets: [{ reps: 5, weight: 100 }] },
          { name: 'Row', tracked: true, sets: [{ reps: 5, weight: 80 }] },
        ],
      ],
      ['2024-05-03', [{ name: 'Bench Press', tracked: true, sets: [{ reps: 5, weight: 110 }] }]],
      ['2024-05-05', [{ name: 'Bench', tracked: true, sets: [{ reps: 5, weight: 120 }] }]],
    ]);
    const before = await listOf(client);
    expect(before.map((o) => o.exerciseName)).toEqual(['Bench', 'Row', 'Bench Press']);

    const same = await client.mutate('progress.rename', { name: 'Row', newName: 'Row' });
    expect(same.data).toEqual({ outcome: 'unchanged', renamedEntries: 0 });
    const merged = await client.rest('PUT', `/update/tracked-exercise/${id}`, { name: 'Bench', newName: 'Bench Press' });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ result1: { affectedRows: 2 }, result2: { affectedRows: 1 } }); // the original's two OK packets
    expect((await historyOf(client, 'Bench Press')).map((e) => [e.date, e.workingWeight])).toEqual([
      ['2024-05-01', 100],
      ['2024-05-03', 110],
      ['2024-05-05', 120],
    ]);
    expect((await client.query('progress.history', { exerciseName: 'Bench' })).status).toBe(404);
    // REST merges as the legacy client shows it: the merged list keeps the renamed name's place and record.
    const afterMerge = await listOf(client);
    expect(afterMerge.map((o) => o.exerciseName)).toEqual(['Bench Press', 'Row']);
    expect(afterMerge.find((o) => o.exerciseName === 'Bench Press')).toMatchObject({
      id: before[0]!.id,
      entryCount: 3,
      first: { date: '2024-05-01' },
      latest: { date: '2024-05-05' },
    });

    const renamed = await client.mutate('progress.rename', { name: 'Row', newName: 'Barbell Row' });
    expect(renamed.data).toEqual({ outcome: 'rename', renamedEntries: 1 });
    const afterRename = await listOf(client);
    expect(afterRename).toEqual([
      expect.objectContaining({ exerciseName: 'Bench Press' }),
      expect.objectContaining({ id: before[1]!.id, sortOrder: before[1]!.sortOrder, exerciseName: 'Barbell Row' }),
    ]);
    expect((await client.mutate('progress.rename', { name: 'Nope', newName: 'x' })).status).toBe(404);
    expect((await client.mutate('progress.rename', { name: 'Row', newName: 'y'.repeat(46) })).status).toBe(400);
  });

  it('deletes one entry; deleting the last entry of a name removes it from the order', async () => {
    const { client } = await newUser();
    await logDays(client, [
      [
        '2024-04-01',
        [
          { name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 100 }] },
          { name: 'Press', tracked: true, sets: [{ reps: 5, weight: 60 }] },
        ],
      ],
      ['2024-04-02', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 105 }] }]],
    ]);
    const [firstSquat] = await historyOf(client, 'Squats');
    const [onlyPress] = await historyOf(client, 'Press');
    expect((await client.query('progress.entry', { id: firstSquat!.id })).status).toBe(200);
    const rest = await client.rest('DELETE', `/delete/tracked-exercise/${firstSquat!.id}`);
    expect(rest.statusCode).toBe(204);
    expect((await historyOf(client, 'Squats')).map((e) => e.date)).toEqual(['2024-04-02']);
    expect((await client.query('progress.entry', { id: firstSquat!.id })).status).toBe(404);
    expect((await listOf(client)).map((o) => [o.exerciseName, o.entryCount])).toEqual([
      ['Squats', 1],
      ['Press', 1],
    ]);
    const last = await client.mutate<{ orderRemoved: boolean }>('progress.deleteEntry', { id: onlyPress!.id });
    expect(last.data.orderRemoved).toBe(true);
    expect((await client.query('progress.history', { exerciseName: 'Press' })).status).toBe(404);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['Squats']);
    expect((await client.mutate('progress.deleteEntry', { id: onlyPress!.id })).status).toBe(404);
    // The day's log keeps the exercise; it is just no longer tracked.
    const log = (await client.query<{ exercises: { name: string; tracked: boolean }[] }>('workoutLog.get', { date: '2024-04-01' })).data;
    expect(log.exercises).toEqual([expect.objectContaining({ name: 'Squats', tracked: false }), expect.objectContaining({ name: 'Press', tracked: false })]);
  });

  it('reorders in one call, updates and deletes order records (tRPC and REST)', async () => {
    const { client } = await newUser();
    await logDays(client, [['2024-03-01', ['A', 'B', 'C'].map((name) => ({ name, tracked: true, sets: [{ reps: 1, weight: 10 }] }))]]);
    const order = await listOf(client);
    const reordered = await client.mutate<{ id: string; exerciseName: string }[]>('progress.reorder', { ids: [order[2]!.id, order[0]!.id, order[1]!.id] });
    expect(reordered.data.map((o) => o.exerciseName)).toEqual(['C', 'A', 'B']);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['C', 'A', 'B']);

    // REST keeps the per-item updates of the legacy drag (swap sort orders).
    const items = await listOf(client);
    const [c, a] = [items[0]!, items[1]!];
    expect((await client.rest('PUT', `/update/tracked-exercise-order/${c.id}`, { name: 'C', sortOrder: a.sortOrder })).statusCode).toBe(200);
    const second = await client.rest('PUT', `/update/tracked-exercise-order/${a.id}`, { name: 'A', sortOrder: c.sortOrder });
    expect(second.json()).toMatchObject({ affectedRows: 1, changedRows: 1 });
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['A', 'C', 'B']);
    expect((await client.mutate('progress.updateOrder', { id: a.id, sortOrder: 99 })).status).toBe(200);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['C', 'B', 'A']);

    expect((await client.rest('DELETE', `/delete/tracked-exercise-order/${a.id}`)).statusCode).toBe(204);
    const left = await listOf(client);
    // Already gone: 204 as the original answered (its client sends this after deleting a name's last entry), nothing changes.
    expect((await client.rest('DELETE', `/delete/tracked-exercise-order/${a.id}`)).statusCode).toBe(204);
    expect(await listOf(client)).toEqual(left);
    expect((await client.mutate('progress.deleteOrder', { id: a.id })).status).toBe(404);
    expect((await client.mutate('progress.deleteOrder', { id: c.id })).status).toBe(200);
    expect((await client.mutate('progress.reorder', { ids: [c.id] })).status).toBe(404);
  });

  it('sees new syncs and renames right away (the per-user reads are dropped on writes)', async () => {
    const { client } = await newUser();
    await logDays(client, [['2024-02-01', [{ name: 'Pullups', tracked: true, sets: [{ reps: 5, weight: 0 }] }]]]);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['Pullups']);
    expect(await historyOf(client, 'Pullups')).toHaveLength(1);
    await logDays(client, [['2024-02-02', [{ name: 'Pullups', tracked: true, sets: [{ reps: 6, weight: 0 }] }]]]);
    expect((await listOf(client))[0]).toMatchObject({ entryCount: 2, latest: { date: '2024-02-02', repsLow: 6 } });
    expect(await historyOf(client, 'Pullups')).toHaveLength(2);
    await client.mutate('progress.rename', { name: 'Pullups', newName: 'Chin-ups' });
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['Chin-ups']);
    expect(await historyOf(client, 'Chin-ups')).toHaveLength(2);
  });
});
