import { describe, expect, it } from 'vitest';
import { appForFile, type Client } from '../../test-support/api-client';

// Supersets and circuits in routines (issue #48, docs/decisions/0072): a group lives on each member,
// a write without it keeps it, and the routine's groups are normalised after every write.
const NOW = '2030-06-15T12:00:00Z';
const { newUser } = await appForFile(NOW);

type Group = { id: string; restSeconds?: number } | null;
type Listed = { id: string; name: string; routineId: string; sortOrder: number; group: Group };
const list = async (client: Client, routineId?: string) => (await client.query<Listed[]>('exercises.list', routineId ? { routineId } : undefined)).data;
/** "Bench:g1 Row:g1 Squat:-": names and group ids in display order, ids by first appearance. */
async function shape(client: Client, routineId: string): Promise<string> {
  const ids: string[] = [];
  return (await list(client, routineId))
    .map((e) => {
      if (e.group && !ids.includes(e.group.id)) ids.push(e.group.id);
      return `${e.name}:${e.group ? `g${ids.indexOf(e.group.id) + 1}` : '-'}`;
    })
    .join(' ');
}

async function routine(client: Client, names = ['Bench', 'Row', 'Squat', 'Lunge']) {
  const routineId = (await client.mutate<{ id: string }>('routines.create', { name: 'Push Pull' })).data.id;
  const exercises: Listed[] = [];
  for (const name of names) exercises.push((await client.mutate<Listed>('exercises.create', { routineId, name })).data);
  return { routineId, exercises, ids: exercises.map((e) => e.id) };
}

const legacyUpdate = (userId: string, name: string, sortOrder: number) => ({
  userId,
  name,
  repsHigh: null,
  repsLow: 1,
  setsHigh: null,
  setsLow: 3,
  weight: 0,
  tracked: true,
  bw: false,
  notes: '',
  sortOrder,
});

describe('groups of routine exercises', () => {
  it('reorder with groups sets several in one call; an update without a group keeps it; null ungroups (the other dissolves)', async () => {
    const { client } = await newUser();
    const { routineId, ids } = await routine(client);
    const grouped = await client.mutate<Listed[]>('exercises.reorder', {
      ids,
      groups: [{ id: 'ss1', restSeconds: 60 }, { id: 'ss1', restSeconds: 60 }, null, null],
    });
    expect(grouped.status).toBe(200);
    expect(grouped.data.map((e) => e.group)).toEqual([{ id: 'ss1', restSeconds: 60 }, { id: 'ss1', restSeconds: 60 }, null, null]);
    expect(await shape(client, routineId)).toBe('Bench:g1 Row:g1 Squat:- Lunge:-');

    expect((await client.mutate('exercises.update', { id: ids[0], name: 'Bench Press', setsLow: 4 })).status).toBe(200);
    expect(await shape(client, routineId)).toBe('Bench Press:g1 Row:g1 Squat:- Lunge:-');

    const ungrouped = await client.mutate<Listed>('exercises.update', { id: ids[1], name: 'Row', group: null });
    expect(ungrouped.data.group).toBeNull();
    expect(await shape(client, routineId)).toBe('Bench Press:- Row:- Squat:- Lunge:-');
  });

  it('never stores a group of one: a create or update naming a lone group is normalised away', async () => {
    const { client } = await newUser();
    const { routineId, ids } = await routine(client, ['Bench', 'Row']);
    const lone = await client.mutate<Listed>('exercises.update', { id: ids[0], name: 'Bench', group: { id: 'x1' } });
    expect(lone.data.group).toBeNull();
    expect(await shape(client, routineId)).toBe('Bench:- Row:-');
    // Joining the last exercise's group at the end of the list keeps both.
    await client.mutate('exercises.reorder', { ids, groups: [{ id: 'x1' }, { id: 'x1' }] });
    const third = await client.mutate<Listed>('exercises.create', { routineId, name: 'Dip', group: { id: 'x1' } });
    expect(third.data.group).toEqual({ id: 'x1' });
    expect(await shape(client, routineId)).toBe('Bench:g1 Row:g1 Dip:g1');
  });

  it('reorder: a dragged group stays whole; a member dragged away leaves, and a group left with one dissolves', async () => {
    const { client } = await newUser();
    const { routineId, ids } = await routine(client);
    const [bench, row, squat, lunge] = ids as [string, string, string, string];
    await client.mutate('exercises.reorder', { ids, groups: [{ id: 'a' }, { id: 'a' }, { id: 'b' }, { id: 'b' }] });
    await client.mutate('exercises.reorder', { ids: [squat, lunge, bench, row] });
    expect(await shape(client, routineId)).toBe('Squat:g1 Lunge:g1 Bench:g2 Row:g2');
    // An order alone that splits a group: the split runs are normalised away.
    await client.mutate('exercises.reorder', { ids: [squat, bench, lunge, row] });
    expect(await shape(client, routineId)).toBe('Squat:- Bench:- Lunge:- Row:-');
  });

  it('deleting a member or moving it to another routine dissolves a superset; a circuit keeps its other members', async () => {
    const { client } = await newUser();
    const { routineId, ids } = await routine(client, ['Squat', 'Lunge', 'Step-up', 'Plank']);
    await client.mutate('exercises.reorder', { ids, groups: [{ id: 'c' }, { id: 'c' }, { id: 'c' }, null] });
    await client.mutate('exercises.delete', { id: ids[1] });
    expect(await shape(client, routineId)).toBe('Squat:g1 Step-up:g1 Plank:-');
    const other = (await client.mutate<{ id: string }>('routines.create', { name: 'Core' })).data.id;
    const moved = await client.mutate<Listed>('exercises.update', { id: ids[2], routineId: other, name: 'Step-up' });
    expect(moved.data.group).toBeNull();
    expect(await shape(client, routineId)).toBe('Squat:- Plank:-');
  });

  it('REST: answers show no group; a legacy update keeps it; a legacy delete of a member dissolves the superset', async () => {
    const { client, userId } = await newUser();
    const { routineId, ids } = await routine(client, ['Bench', 'Row', 'Squat']);
    await client.mutate('exercises.reorder', { ids, groups: [{ id: 'ss' }, { id: 'ss' }, null] });
    const rows = (await client.rest('GET', `/get/exercises/${userId}`)).json() as Record<string, unknown>[];
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['bw', 'id', 'name', 'notes', 'reps_high', 'reps_low', 'routine_id', 'sets_high', 'sets_low', 'sort_order', 'tracked', 'user_id', 'weight'].sort(),
    );
    expect((await client.rest('PUT', `/update/exercise/${ids[0]}`, legacyUpdate(userId, 'Bench Press', 1))).statusCode).toBe(200);
    expect(await shape(client, routineId)).toBe('Bench Press:g1 Row:g1 Squat:-');
    expect((await client.rest('DELETE', `/delete/exercise/${ids[1]}`)).statusCode).toBe(204);
    expect(await shape(client, routineId)).toBe('Bench Press:- Squat:-');
  });

  it('refuses a bad group, or groups that do not match the ids, with 400, writing nothing', async () => {
    const { client } = await newUser();
    const { ids } = await routine(client, ['Bench', 'Row']);
    const before = await list(client);
    const bad = [
      await client.mutate('exercises.update', { id: ids[0], name: 'Bench', group: { id: 'has space' } }),
      await client.mutate('exercises.update', { id: ids[0], name: 'Bench', group: { id: 'g', restSeconds: 50 } }),
      await client.mutate('exercises.update', { id: ids[0], name: 'Bench', group: { id: 'g', label: 'A' } }),
      await client.mutate('exercises.reorder', { ids, groups: [{ id: 'g' }] }),
      await client.mutate('exercises.reorder', { ids: [...ids].reverse(), groups: [{ id: 'g' }, 'g'] }),
    ];
    expect(bad.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(bad[3]!.error?.message).toContain('groups must hold one entry per id');
    expect(await list(client)).toEqual(before);
  });
});
