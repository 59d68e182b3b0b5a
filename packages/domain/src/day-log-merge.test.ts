import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deleteExercise, deleteSet, mergeDayLogs, normalizeDayLog, TOMBSTONE_DAYS, type DayLog, type DayLogExercise, type DayLogSet } from './day-log-merge';

const DAY = 86_400_000;
const set = (id: string, changedAt: number, reps = 5, weight = 135): DayLogSet => ({ id, reps, weight, notes: '', warmup: false, rpe: null, changedAt });
const exercise = (id: string, name: string, sets: DayLogSet[], changedAt?: number): DayLogExercise => ({
  id,
  name,
  tracked: true,
  bw: false,
  ...(changedAt === undefined ? {} : { changedAt }),
  sets,
});
const ids = (log: DayLog) => log.exercises.map((e) => `${e.id}:${e.sets.map((s) => s.id).join(',')}`);
const NOW = 1_000_000;

describe('mergeDayLogs: two devices, one day', () => {
  const base: DayLog = { exercises: [exercise('bench', 'Bench Press', [set('b1', 100), set('b2', 100)])], deleted: [] };

  it('keeps a set added on either side', () => {
    const phone: DayLog = { exercises: [exercise('bench', 'Bench Press', [set('b1', 100), set('b2', 100), set('b3', 300)])], deleted: [] };
    const laptop: DayLog = { exercises: [...base.exercises, exercise('squat', 'Squats', [set('q1', 200)], 200)], deleted: [] };
    const { log, theirsMerged, mineMerged } = mergeDayLogs(phone, laptop, NOW);
    expect(ids(log)).toEqual(['bench:b1,b2,b3', 'squat:q1']);
    expect(theirsMerged).toBe(true);
    expect(mineMerged).toBe(true);
  });

  it('keeps the later change of a set changed on both sides', () => {
    const phone: DayLog = { exercises: [exercise('bench', 'Bench Press', [set('b1', 250, 8), set('b2', 100)])], deleted: [] };
    const laptop: DayLog = { exercises: [exercise('bench', 'Bench Press', [set('b1', 200, 6), set('b2', 210, 7)])], deleted: [] };
    const { log } = mergeDayLogs(phone, laptop, NOW);
    expect(log.exercises[0]!.sets.map((s) => [s.id, s.reps])).toEqual([
      ['b1', 8],
      ['b2', 7],
    ]);
  });

  it('keeps a deleted set deleted unless the other side changed it after the deletion', () => {
    const phone = deleteSet(deleteSet(base, 'b1', 300), 'b2', 300);
    const laptop: DayLog = { exercises: [exercise('bench', 'Bench Press', [set('b1', 200, 9), set('b2', 400, 9)])], deleted: [] };
    const { log } = mergeDayLogs(phone, laptop, NOW);
    expect(ids(log)).toEqual(['bench:b2']);
    expect(log.deleted).toEqual([
      { setId: 'b1', at: 300 },
      { setId: 'b2', at: 300 },
    ]);
    // A change at the very instant of the deletion loses: deleted.
    expect(ids(mergeDayLogs(deleteSet(base, 'b1', 100), base, NOW).log)).toEqual(['bench:b2']);
  });

  it('deletes an exercise by deleting its sets; a set added to it elsewhere afterwards keeps it', () => {
    const phone = deleteExercise(base, 'bench', 300);
    expect(phone).toEqual({
      exercises: [],
      deleted: [
        { setId: 'b1', at: 300 },
        { setId: 'b2', at: 300 },
      ],
    });
    expect(mergeDayLogs(phone, base, NOW).log.exercises).toEqual([]);
    const laptop: DayLog = { exercises: [exercise('bench', 'Bench Press', [set('b1', 100), set('b2', 100), set('b3', 350)])], deleted: [] };
    expect(ids(mergeDayLogs(phone, laptop, NOW).log)).toEqual(['bench:b3']);
  });

  it("takes an exercise's name from its later change; logs without the stamp count as 0", () => {
    const renamed: DayLog = { exercises: [exercise('bench', 'Bench', [set('b1', 100), set('b2', 100)], 500)], deleted: [] };
    expect(mergeDayLogs(base, renamed, NOW).log.exercises[0]!.name).toBe('Bench');
    expect(mergeDayLogs(renamed, base, NOW).log.exercises[0]!.name).toBe('Bench');
  });

  it("orders by the side changed last and puts the other side's additions after their predecessor", () => {
    const phone: DayLog = { exercises: [exercise('squat', 'Squats', [set('q1', 500)], 500), ...base.exercises], deleted: [] };
    const laptop: DayLog = {
      exercises: [exercise('bench', 'Bench Press', [set('b1', 100), set('bx', 200), set('b2', 100)]), exercise('row', 'Rows', [set('r1', 200)], 200)],
      deleted: [],
    };
    expect(ids(mergeDayLogs(phone, laptop, NOW).log)).toEqual(['squat:q1', 'bench:b1,bx,b2', 'row:r1']);
    expect(ids(mergeDayLogs(laptop, phone, NOW).log)).toEqual(['squat:q1', 'bench:b1,bx,b2', 'row:r1']);
  });

  it('moves a set with its latest version when it changed exercise', () => {
    const phone: DayLog = {
      exercises: [exercise('bench', 'Bench Press', [set('b1', 100)]), exercise('incline', 'Incline', [set('b2', 300)], 300)],
      deleted: [],
    };
    expect(ids(mergeDayLogs(phone, base, NOW).log)).toEqual(['bench:b1', 'incline:b2']);
  });

  it('prunes tombstones older than 30 days once applied, and says when nothing came from the other side', () => {
    const old = deleteSet(base, 'b1', 100);
    const { log } = mergeDayLogs(old, base, 100 + TOMBSTONE_DAYS * DAY + 1);
    expect(ids(log)).toEqual(['bench:b2']);
    expect(log.deleted).toEqual([]);
    expect(mergeDayLogs(old, base, 100 + TOMBSTONE_DAYS * DAY).log.deleted).toEqual([{ setId: 'b1', at: 100 }]);
    // The laptop deleted b1 earlier too: nothing the phone does not show already.
    const same = mergeDayLogs(old, deleteSet(base, 'b1', 50), NOW);
    expect(same).toMatchObject({ theirsMerged: false, mineMerged: false });
    expect(same.log.deleted).toEqual([{ setId: 'b1', at: 100 }]);
    // The server kept the base; the phone deleted b1: only the server's side learns something.
    expect(mergeDayLogs(old, base, NOW)).toMatchObject({ theirsMerged: false, mineMerged: true });
  });
});

// ---------- Random histories of two devices editing one day ----------

type Op = { kind: 'add' | 'addExercise' | 'edit' | 'delete' | 'deleteExercise' | 'rename' | 'move' | 'reorder'; pick: number; dt: number; reps: number };

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('add', 'add', 'addExercise', 'edit', 'edit', 'delete', 'deleteExercise', 'rename', 'move', 'reorder'),
  pick: fc.nat(50),
  dt: fc.integer({ min: 0, max: 5 }),
  reps: fc.integer({ min: 1, max: 20 }),
});

/** What happened anywhere, for the oracle: every set made. */
type World = { created: Set<string>; next: number };

/** One device's edits, applied as the log dialog would apply them, stamping with the device's clock. */
function play(base: DayLog, ops: readonly Op[], start: number, device: string, world: World): DayLog {
  let log: DayLog = structuredClone(base);
  let clock = start;
  const newSet = (): DayLogSet => {
    const id = `${device}-s${world.next++}`;
    world.created.add(id);
    return set(id, clock, 5, 100);
  };
  for (const op of ops) {
    clock += op.dt;
    const sets = log.exercises.flatMap((e) => e.sets.map((s) => ({ e, s })));
    const target = sets[op.pick % Math.max(1, sets.length)];
    const ex = log.exercises[op.pick % Math.max(1, log.exercises.length)];
    if (op.kind === 'addExercise' || (op.kind === 'add' && !ex)) {
      log = { ...log, exercises: [...log.exercises, exercise(`${device}-e${world.next++}`, `Exercise ${op.reps % 3}`, [newSet()], clock)] };
    } else if (op.kind === 'add' && ex) {
      log = { ...log, exercises: log.exercises.map((e) => (e === ex ? { ...e, sets: [...e.sets, newSet()] } : e)) };
    } else if (op.kind === 'edit' && target) {
      log = {
        ...log,
        exercises: log.exercises.map((e) => ({ ...e, sets: e.sets.map((s) => (s === target.s ? { ...s, reps: op.reps, changedAt: clock } : s)) })),
      };
    } else if (op.kind === 'delete' && target) {
      log = deleteSet(log, target.s.id, clock);
    } else if (op.kind === 'deleteExercise' && ex) {
      log = deleteExercise(log, ex.id, clock);
    } else if (op.kind === 'rename' && ex) {
      log = { ...log, exercises: log.exercises.map((e) => (e === ex ? { ...e, name: `Renamed ${op.reps}`, changedAt: clock } : e)) };
    } else if (op.kind === 'move' && target && ex && ex !== target.e) {
      const moved = { ...target.s, changedAt: clock };
      log = {
        ...log,
        exercises: log.exercises
          .map((e) => (e === target.e ? { ...e, sets: e.sets.filter((s) => s !== target.s) } : e === ex ? { ...e, sets: [...e.sets, moved] } : e))
          .filter((e) => e.sets.length > 0),
      };
    } else if (op.kind === 'reorder' && log.exercises.length > 1) {
      const k = op.pick % log.exercises.length;
      log = { ...log, exercises: [...log.exercises.slice(k), ...log.exercises.slice(0, k)] };
    }
  }
  return log;
}

const scenarioArb = fc
  .record({
    baseOps: fc.array(opArb, { maxLength: 8 }),
    phoneOps: fc.array(opArb, { maxLength: 12 }),
    laptopOps: fc.array(opArb, { maxLength: 12 }),
    // Device clocks disagree: each starts somewhere after the base was saved.
    phoneStart: fc.integer({ min: 100, max: 160 }),
    laptopStart: fc.integer({ min: 100, max: 160 }),
  })
  .map(({ baseOps, phoneOps, laptopOps, phoneStart, laptopStart }) => {
    const world: World = { created: new Set(), next: 0 };
    const base = play({ exercises: [], deleted: [] }, baseOps, 0, 'base', world);
    const phone = play(base, phoneOps, phoneStart, 'phone', world);
    const laptop = play(base, laptopOps, laptopStart, 'laptop', world);
    return { world, phone, laptop };
  });

const versionsOf = (...logs: DayLog[]) => logs.flatMap((l) => l.exercises.flatMap((e) => e.sets));
const deletedAt = (...logs: DayLog[]) => {
  const at = new Map<string, number>();
  for (const t of logs.flatMap((l) => l.deleted)) at.set(t.setId, Math.max(at.get(t.setId) ?? -Infinity, t.at));
  return at;
};

describe('mergeDayLogs properties (random histories of two devices)', () => {
  it('property: every set added anywhere and never deleted is in the result', () => {
    fc.assert(
      fc.property(scenarioArb, ({ world, phone, laptop }) => {
        const result = new Set(versionsOf(mergeDayLogs(phone, laptop, NOW).log).map((s) => s.id));
        const deleted = deletedAt(phone, laptop);
        for (const id of world.created) if (!deleted.has(id)) expect(result.has(id)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('property: a deleted set comes back only when a version of it changed after the deletion', () => {
    fc.assert(
      fc.property(scenarioArb, ({ phone, laptop }) => {
        const result = new Map(versionsOf(mergeDayLogs(phone, laptop, NOW).log).map((s) => [s.id, s]));
        for (const [id, at] of deletedAt(phone, laptop)) {
          const editedAfter = versionsOf(phone, laptop).some((s) => s.id === id && s.changedAt > at);
          expect(result.has(id)).toBe(editedAfter);
          if (result.has(id)) expect(result.get(id)!.changedAt).toBeGreaterThan(at);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: each set in the result is its latest version, once, in an exercise that has sets', () => {
    fc.assert(
      fc.property(scenarioArb, ({ phone, laptop }) => {
        const { log } = mergeDayLogs(phone, laptop, NOW);
        const sets = versionsOf(log);
        expect(new Set(sets.map((s) => s.id)).size).toBe(sets.length);
        expect(new Set(log.exercises.map((e) => e.id)).size).toBe(log.exercises.length);
        for (const e of log.exercises) expect(e.sets.length).toBeGreaterThan(0);
        for (const s of sets) {
          const latest = Math.max(
            ...versionsOf(phone, laptop)
              .filter((v) => v.id === s.id)
              .map((v) => v.changedAt),
          );
          expect(s.changedAt).toBe(latest);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: merging is order-independent (the flags swap)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ phone, laptop }) => {
        const ab = mergeDayLogs(phone, laptop, NOW);
        const ba = mergeDayLogs(laptop, phone, NOW);
        expect(ab.log).toEqual(ba.log);
        expect([ab.theirsMerged, ab.mineMerged]).toEqual([ba.mineMerged, ba.theirsMerged]);
      }),
      { numRuns: 400 },
    );
  });

  it('property: merging a log with itself gives it back', () => {
    fc.assert(
      fc.property(scenarioArb, ({ phone }) => {
        const normal = normalizeDayLog(phone, NOW);
        expect(normalizeDayLog(normal, NOW)).toEqual(normal);
        expect(mergeDayLogs(normal, normal, NOW)).toEqual({ log: normal, theirsMerged: false, mineMerged: false });
        expect(mergeDayLogs(phone, phone, NOW).log).toEqual(normal);
      }),
      { numRuns: 300 },
    );
  });

  it('property: merging the result again with either side brings nothing new (a second sync says nothing)', () => {
    const content = (log: DayLog) => ({
      exercises: [...log.exercises].sort((x, y) => x.id.localeCompare(y.id)).map((e) => ({ ...e, sets: [...e.sets].sort((x, y) => x.id.localeCompare(y.id)) })),
      deleted: log.deleted,
    });
    fc.assert(
      fc.property(scenarioArb, ({ phone, laptop }) => {
        const { log } = mergeDayLogs(phone, laptop, NOW);
        for (const side of [phone, laptop]) {
          const again = mergeDayLogs(log, side, NOW);
          expect(content(again.log)).toEqual(content(log));
          expect(again.theirsMerged).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: pruning drops exactly the tombstones older than 30 days and never brings a set back', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 300 }), ({ phone, laptop }, offset) => {
        const now = TOMBSTONE_DAYS * DAY + offset;
        const pruned = mergeDayLogs(phone, laptop, now).log;
        const kept = mergeDayLogs(phone, laptop, 0).log;
        expect(pruned.exercises).toEqual(kept.exercises);
        expect(pruned.deleted).toEqual(kept.deleted.filter((t) => t.at >= offset));
      }),
      { numRuns: 200 },
    );
  });
});
