import { STARTER_ROUTINES } from '@fitness/domain';
import { sortOrderOfId } from '../../platform/rest/rest-schemas';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
const { me, userId, newUser } = await appForFile(NOW);

describe('routines and exercises', () => {
  it('REST: insert, list, rename, exercises insert/update/list/delete, routine delete takes its exercises', async () => {
    const routine = await me.rest('POST', '/insert/routine', { userId, name: 'Push day' });
    expect(routine.statusCode).toBe(200);
    const routineId = routine.json().insertId as string;
    expect((await me.rest('PUT', `/update/routine/${routineId}`, { name: 'Push' })).json()).toMatchObject({ insertId: 0, changedRows: 1 });
    expect((await me.rest('GET', `/get/routines/${userId}`)).json()).toContainEqual({
      id: routineId,
      user_id: userId,
      name: 'Push',
      sort_order: expect.any(Number),
    });

    const insert = (name: string, extra: object = {}) =>
      me.rest('POST', '/insert/exercise', {
        userId,
        routineId,
        name,
        repsHigh: 8,
        repsLow: 5,
        setsHigh: 3,
        setsLow: 2,
        weight: 135,
        tracked: true,
        bw: false,
        notes: 'slow',
        ...extra,
      });
    const first = (await insert('Bench Press')).json().insertId as string;
    const second = (await insert('Dips', { tracked: false, bw: true, setsHigh: 2, repsHigh: null })).json().insertId as string;
    // The legacy client then sets the sort order to the new id: accepted, the exercise stays last (decision 0012).
    const legacy = await me.rest('PUT', `/update/exercise/${second}`, {
      name: 'Dips',
      repsLow: 5,
      repsHigh: null,
      setsLow: 2,
      setsHigh: 2,
      weight: 0,
      tracked: false,
      bw: true,
      notes: '',
      sortOrder: second,
    });
    expect(legacy.statusCode).toBe(200);

    const list = (await me.rest('GET', `/get/exercises/${userId}`)).json() as Record<string, unknown>[];
    const mine = list.filter((e) => e.routine_id === routineId);
    expect(mine.map((e) => e.name)).toEqual(['Bench Press', 'Dips']);
    expect(mine[0]).toEqual({
      id: first,
      user_id: userId,
      routine_id: routineId,
      name: 'Bench Press',
      reps_low: 5,
      reps_high: 8,
      sets_low: 2,
      sets_high: 3,
      weight: 135,
      tracked: 1,
      bw: 0,
      notes: 'slow',
      sort_order: 1,
    });
    // High values not above low are stored as null; bodyweight comparison needs tracking. The id stands for a sort order after 1.
    expect(mine[1]).toMatchObject({ sets_high: null, reps_high: null, bw: 0, sort_order: sortOrderOfId(second) });

    // Update carrying userId and routineId (the second variant), including sortOrder.
    const updated = await me.rest('PUT', `/update/exercise/${first}`, {
      userId,
      routineId,
      name: 'Incline Bench',
      repsLow: 6,
      repsHigh: 10,
      setsLow: 3,
      setsHigh: 4,
      weight: 145.5,
      tracked: true,
      bw: true,
      notes: 'pause',
      sortOrder: 7,
    });
    expect(updated.statusCode).toBe(200);
    const reordered = ((await me.rest('GET', `/get/exercises/${userId}`)).json() as { routine_id: string; name: string }[]).filter(
      (e) => e.routine_id === routineId,
    );
    expect(reordered.map((e) => e.name)).toEqual(['Incline Bench', 'Dips']);
    expect(reordered[0]).toMatchObject({ name: 'Incline Bench', reps_low: 6, reps_high: 10, weight: 145.5, bw: 1, sort_order: 7 });

    expect((await me.rest('DELETE', `/delete/exercise/${second}`)).statusCode).toBe(204);
    expect((await me.rest('DELETE', `/delete/exercise/${second}`)).statusCode).toBe(404);
    const deleted = await me.rest('DELETE', `/delete/routine/${routineId}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    // Gone from both lists (an empty list answers 404, as the original did).
    expect((await me.rest('GET', `/get/exercises/${userId}`)).body).not.toContain(routineId);
    expect((await me.rest('GET', `/get/routines/${userId}`)).body).not.toContain(routineId);
  });

  it('creates the starter routines (Full Body 1-3, twelve exercises) in one call', async () => {
    const { client, userId: id } = await newUser();
    const starters = await client.mutate<{
      routines: { id: string; name: string }[];
      exercises: { routineId: string; name: string; setsLow: number; setsHigh: number; repsLow: number; repsHigh: number }[];
    }>('routines.createStarters');
    expect(starters.status).toBe(200);
    expect(starters.data.routines.map((r) => r.name)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']);
    expect(starters.data.exercises).toHaveLength(12);
    const rest = (await client.rest('GET', `/get/exercises/${id}`)).json() as {
      routine_id: string;
      name: string;
      sets_low: number;
      sets_high: number;
      reps_low: number;
      reps_high: number;
      weight: number;
      tracked: 0 | 1;
      bw: 0 | 1;
      notes: string;
    }[];
    for (const [index, starter] of STARTER_ROUTINES.entries()) {
      const routineId = starters.data.routines[index]!.id;
      expect(
        rest
          .filter((e) => e.routine_id === routineId)
          .map((e) => [e.name, e.sets_low, e.sets_high, e.reps_low, e.reps_high, e.weight, e.tracked, e.bw, e.notes]),
      ).toEqual(starter.exercises.map((e) => [e.name, e.setsLow, e.setsHigh, e.repsLow, e.repsHigh, 0, 0, 0, '']));
    }
  });
});
