import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDays } from './dates';
import { estimateOneRepMax, type OneRepMaxFormula } from './one-rep-max';
import {
  firstLogLabel,
  newRecordsOfDay,
  personalRecords,
  recordEventLabel,
  recordKindsByEntry,
  REP_RECORD_ROWS,
  type ExerciseRecords,
  type RecordEntry,
  type RecordEvent,
  type RecordSet,
} from './personal-records';
import { roundTo } from './rounding';
import type { ExerciseKind, SetType } from './set-kinds';

const entry = (id: string, date: string, sets: [number, number, boolean?][], extra: Partial<RecordEntry> = {}): RecordEntry => ({
  id,
  date,
  bw: false,
  sets: sets.map(([reps, weight, warmup], i) => ({ id: `${id}-s${i}`, reps, weight, warmup: warmup ?? false })),
  ...extra,
});

describe('personalRecords: the records of a history', () => {
  const history = [
    entry('a', '2026-01-05', [
      [10, 135, true],
      [5, 205],
      [5, 205],
      [4, 205],
    ]),
    entry('b', '2026-01-12', [
      [5, 215],
      [5, 215],
      [3, 215],
    ]),
    entry('c', '2026-01-19', [
      [8, 185],
      [8, 185],
      [1, 235],
    ]),
  ];

  it('holds the heaviest weight with its reps, best e1RM, best set and session volume, and best reps by weight', () => {
    const { records } = personalRecords(history);
    expect(records.heaviestWeight).toMatchObject({ value: 235, reps: 1, date: '2026-01-19', entryId: 'c', setIndex: 2, setId: 'c-s2' });
    // Epley: 215 × 5 → 250.83; 185 × 8 → 234.33; 235 × 1 → 235.
    expect(records.bestOneRepMax).toMatchObject({ value: 250.83, reps: 5, weight: 215, entryId: 'b', setIndex: 0, includesBodyWeight: false });
    expect(records.bestSetVolume).toMatchObject({ value: 1480, reps: 8, weight: 185, entryId: 'c', setIndex: 0 });
    // a: 3 × 205 sets (warm-up left out) = 2870; b: 2795; c: 3195.
    expect(records.bestSessionVolume).toEqual({ date: '2026-01-19', entryIds: ['c'], value: 3195 });
    expect(records.repRecords.map((r) => [r.weight, r.reps, r.date])).toEqual([
      [235, 1, '2026-01-19'],
      [215, 5, '2026-01-12'],
      [185, 8, '2026-01-19'],
    ]);
  });

  it('marks the entries that set a record when they were logged (the first log sets none)', () => {
    const { events } = personalRecords(history);
    expect(events.map((e) => [e.date, e.kind, e.value, e.previous])).toEqual([
      ['2026-01-12', 'heaviestWeight', 215, 205],
      ['2026-01-12', 'bestOneRepMax', 250.83, 239.17],
      ['2026-01-12', 'bestSetVolume', 1075, 1025],
      ['2026-01-19', 'heaviestWeight', 235, 215],
      ['2026-01-19', 'bestSetVolume', 1480, 1075],
      ['2026-01-19', 'bestSessionVolume', 3195, 2870],
      ['2026-01-19', 'repRecord', 8, 5],
    ]);
    expect(recordKindsByEntry(events)).toEqual(
      new Map([
        ['b', ['heaviestWeight', 'bestOneRepMax', 'bestSetVolume']],
        ['c', ['heaviestWeight', 'bestSetVolume', 'bestSessionVolume', 'repRecord']],
      ]),
    );
  });

  it('judges a back-dated log against the days before it only', () => {
    const backDated = entry('d', '2026-01-08', [[6, 205]]);
    const { events } = personalRecords([...history, backDated]);
    expect(events.filter((e) => e.entryIds.includes('d')).map((e) => [e.kind, e.value, e.previous])).toEqual([
      ['bestOneRepMax', 246, 239.17],
      ['bestSetVolume', 1230, 1025],
      ['repRecord', 6, 5],
    ]);
    // b's set volume (1075) no longer beats what came before it (1230 on Jan 8); its e1RM now beats 246.
    expect(events.filter((e) => e.entryIds.includes('b')).map((e) => [e.kind, e.value, e.previous])).toEqual([
      ['heaviestWeight', 215, 205],
      ['bestOneRepMax', 250.83, 246],
    ]);
  });

  it('uses the body weight of the day on a bodyweight-compared exercise and says so', () => {
    const pullups = [
      entry('p1', '2026-02-01', [[8, 0]], { bw: true, bodyWeightLb: 180 }),
      entry('p2', '2026-02-08', [[8, 0]], { bw: true, bodyWeightLb: 185 }),
      entry('p3', '2026-02-15', [[5, 25]], { bw: true, bodyWeightLb: 183 }),
    ];
    const { records, events } = personalRecords(pullups);
    expect(records.bestOneRepMax).toMatchObject({ value: 242.67, includesBodyWeight: true, entryId: 'p3' });
    expect(records.heaviestWeight).toMatchObject({ value: 25, reps: 5 });
    expect(records.bestSetVolume).toMatchObject({ value: 125 });
    expect(records.repRecords.map((r) => [r.weight, r.reps])).toEqual([
      [25, 5],
      [0, 8],
    ]);
    expect(events.find((e) => e.kind === 'bestOneRepMax' && e.date === '2026-02-08')).toMatchObject({ value: 234.33, previous: 228, includesBodyWeight: true });
  });

  it('leaves out warm-ups, estimates above 10 reps, and sets without whole reps', () => {
    const { records } = personalRecords([
      entry('w', '2026-03-01', [
        [3, 315, true],
        [15, 135],
        [0, 185],
        [2.5, 185],
        [6, 155],
      ]),
    ]);
    expect(records.heaviestWeight).toMatchObject({ value: 155, reps: 6 });
    expect(records.bestOneRepMax).toMatchObject({ value: 186, weight: 155 });
    expect(records.bestSetVolume).toMatchObject({ value: 2025, reps: 15 });
  });

  it('keeps the earlier set on a tie, and has nothing for an empty history', () => {
    const { records, events } = personalRecords([entry('x', '2026-04-01', [[5, 100]]), entry('y', '2026-04-02', [[5, 100]])]);
    expect(records.heaviestWeight?.entryId).toBe('x');
    expect(records.bestSessionVolume?.entryIds).toEqual(['x']);
    expect(events).toEqual([]);
    expect(personalRecords([]).records).toEqual({
      heaviestWeight: null,
      bestOneRepMax: null,
      bestSetVolume: null,
      bestSessionVolume: null,
      repRecords: [],
      longestTime: null,
      farthest: null,
      bestPace: null,
    });
  });

  it("sums a day's entries of the name into one session (two entries after a merge)", () => {
    const { records } = personalRecords([entry('m1', '2026-05-01', [[5, 100]]), entry('m2', '2026-05-01', [[5, 100]]), entry('m3', '2026-05-02', [[5, 150]])]);
    expect(records.bestSessionVolume).toEqual({ date: '2026-05-01', entryIds: ['m1', 'm2'], value: 1000 });
  });

  it('keeps at most 10 rows of best reps by weight, heaviest first', () => {
    const ladder = Array.from({ length: 14 }, (_, i) => entry(`l${i}`, `2026-06-${String(i + 1).padStart(2, '0')}`, [[i + 1, 300 - i * 10]]));
    const rows = personalRecords(ladder).records.repRecords;
    expect(rows).toHaveLength(REP_RECORD_ROWS);
    expect(rows.map((r) => r.weight)).toEqual([300, 290, 280, 270, 260, 250, 240, 230, 220, 210]);
  });
});

describe('newRecordsOfDay: what a saved log earned', () => {
  const history = [
    entry('a', '2026-01-05', [
      [5, 225],
      [6, 225],
    ]),
    entry('b', '2026-01-12', [
      [8, 225],
      [3, 230],
    ]),
  ];

  it("lists the day's new records with what they beat, and ignores logs after the day", () => {
    const later = entry('z', '2026-02-01', [[10, 300]]);
    const { firstLog, records } = newRecordsOfDay([...history, later], '2026-01-12');
    expect(firstLog).toBe(false);
    expect(records.map((r) => recordEventLabel('Squats', r, 'imperial'))).toEqual([
      'Squats: heaviest weight 230 lbs × 3 (was 225)',
      'Squats: best e1RM 285 lbs (was 270)',
      'Squats: best set volume 1800 lbs (was 1350)',
      'Squats: best session volume 2490 lbs (was 2475)',
      'Squats: 8 reps at 225 lbs (was 6)',
    ]);
  });

  it('says "First log of …" for a name never logged before the day, with no records', () => {
    expect(newRecordsOfDay(history, '2026-01-05')).toEqual({ firstLog: true, records: [] });
    expect(firstLogLabel('Bench Press')).toBe('First log of Bench Press');
    expect(newRecordsOfDay(history, '2026-01-06')).toEqual({ firstLog: false, records: [] });
  });

  it('words records in kg for metric users and e1RMs to 0.25 kg, bodyweight ones included', () => {
    const bench = [entry('a', '2026-01-05', [[5, 220.46]]), entry('b', '2026-01-12', [[5, 225.97]])];
    expect(newRecordsOfDay(bench, '2026-01-12').records.map((r) => recordEventLabel('Bench Press', r, 'metric'))).toEqual([
      'Bench Press: heaviest weight 102.5 kgs × 5 (was 100)',
      'Bench Press: best e1RM 119.5 kgs (was 116.75)',
      'Bench Press: best set volume 512.5 kgs (was 500)',
      'Bench Press: best session volume 512.5 kgs (was 500)',
    ]);
    const dips = [entry('d1', '2026-01-05', [[10, 0]], { bw: true, bodyWeightLb: 180 }), entry('d2', '2026-01-12', [[12, 0]], { bw: true, bodyWeightLb: 180 })];
    expect(newRecordsOfDay(dips, '2026-01-12').records.map((r) => recordEventLabel('Dips', r, 'imperial'))).toEqual([
      'Dips: 12 reps without added weight (was 10)',
    ]);
  });
});

// ---------- Brute-force oracle: every record recomputed from scratch, by definition ----------

type Flat = RecordSet & { kind: ExerciseKind; volume: number; e1rm: number | null; includesBodyWeight: boolean; pace: number | null };

const whole = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

/**
 * Working sets in (day, input order, set order), by the definitions of the issue: a set's type wins
 * over its warm-up flag; weight and reps and reps only need whole reps (reps only: no weight); a time
 * set needs its seconds, a distance set its metres; a pace only from 1,000 m with a time.
 */
function flatten(history: readonly RecordEntry[], formula: OneRepMaxFormula): Flat[] {
  const ordered = history.map((e, i) => ({ e, i })).sort((a, b) => compareDays(a.e.date, b.e.date) || a.i - b.i);
  const flats: Flat[] = [];
  for (const { e } of ordered) {
    const kind = e.kind ?? 'weightReps';
    e.sets.forEach((s, setIndex) => {
      if ((s.type ?? (s.warmup ? 'warmup' : 'normal')) === 'warmup') return;
      const set: RecordSet = { date: e.date, entryId: e.id, setIndex, reps: s.reps, weight: s.weight };
      if (s.id !== undefined) set.setId = s.id;
      const none = { kind, volume: 0, e1rm: null, includesBodyWeight: false, pace: null };
      if (kind === 'time' || kind === 'distanceTime') {
        if (whole(s.seconds)) set.seconds = s.seconds;
        if (kind === 'distanceTime' && whole(s.meters)) set.meters = s.meters;
        if (kind === 'time' ? set.seconds === undefined : set.meters === undefined) return;
        const pace = set.meters && set.meters >= 1000 && set.seconds ? roundTo((set.seconds * 1000) / set.meters, 2) : null;
        flats.push({ ...set, ...none, pace });
        return;
      }
      if (!Number.isInteger(s.reps) || s.reps < 1 || s.weight < 0) return;
      if (kind === 'repsOnly') {
        flats.push({ ...set, weight: 0, ...none });
        return;
      }
      const est = estimateOneRepMax(s, { formula, bw: e.bw, bodyWeightLb: e.bodyWeightLb });
      flats.push({
        ...set,
        ...none,
        volume: roundTo(s.reps * s.weight, 2),
        e1rm: est?.reliable ? est.value : null,
        includesBodyWeight: est?.includesBodyWeight ?? false,
      });
    });
  }
  return flats;
}

const strip = (f: Flat): RecordSet => {
  const { kind: _k, volume: _v, e1rm: _e, includesBodyWeight: _b, pace: _p, ...set } = f;
  return set;
};
const ofKinds = (flats: readonly Flat[], ...kinds: ExerciseKind[]) => flats.filter((f) => kinds.includes(f.kind));
const longestKey = (f: Flat) => [f.seconds!];
const farthestKey = (f: Flat) => [f.meters!];
const paceKey = (f: Flat) => (f.pace !== null ? [-f.pace] : null);

/** The first set with the greatest key (keys compared as tuples, left to right). */
function argmax(flats: readonly Flat[], key: (f: Flat) => number[] | null): Flat | null {
  const greater = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  let best: Flat | null = null;
  let bestKey: number[] = [];
  for (const f of flats) {
    const k = key(f);
    if (k && (best === null || greater(k, bestKey))) [best, bestKey] = [f, k];
  }
  return best;
}

const heaviestKey = (f: Flat) => (f.weight > 0 ? [f.weight, f.reps] : null);
const e1rmKey = (f: Flat) => (f.e1rm !== null ? [f.e1rm] : null);
const volumeKey = (f: Flat) => (f.volume > 0 ? [f.volume] : null);

function sessions(flats: readonly Flat[]): { date: string; entryIds: string[]; value: number }[] {
  const days = [...new Set(flats.map((f) => f.date))];
  return days.map((date) => {
    const today = flats.filter((f) => f.date === date);
    return {
      date,
      entryIds: [...new Set(today.map((f) => f.entryId))],
      value: roundTo(
        today.reduce((sum, f) => sum + f.weight * f.reps, 0),
        2,
      ),
    };
  });
}

function bestSession(flats: readonly Flat[]) {
  let best: ReturnType<typeof sessions>[number] | null = null;
  for (const s of sessions(flats)) if (s.value > 0 && (!best || s.value > best.value)) best = s;
  return best;
}

const mostRepsAtLeast = (flats: readonly Flat[], weight: number): number | null => {
  const reps = flats.filter((f) => f.weight >= weight).map((f) => f.reps);
  return reps.length ? Math.max(...reps) : null;
};

/** Sets that no other set of the same list beats on (weight ≥ and reps ≥), the earliest of equals. */
const frontierOf = (flats: readonly Flat[]): Flat[] =>
  flats
    .filter(
      (s, i) =>
        !flats.some((t, j) => (t.weight > s.weight && t.reps >= s.reps) || (t.weight === s.weight && (t.reps > s.reps || (t.reps === s.reps && j < i)))),
    )
    .sort((a, b) => b.weight - a.weight);

function oracleRecords(history: readonly RecordEntry[], formula: OneRepMaxFormula): ExerciseRecords {
  const all = flatten(history, formula);
  const flats = ofKinds(all, 'weightReps');
  const repFlats = ofKinds(all, 'weightReps', 'repsOnly');
  const [longest, farthest, pace] = [
    argmax(ofKinds(all, 'time'), longestKey),
    argmax(ofKinds(all, 'distanceTime'), farthestKey),
    argmax(ofKinds(all, 'distanceTime'), paceKey),
  ];
  const heaviest = argmax(flats, heaviestKey);
  const e1rm = argmax(flats, e1rmKey);
  const volume = argmax(flats, volumeKey);
  // Best reps by weight, literally: for each weight lifted, the most reps at it or heavier; a row only where it beats the heavier rows.
  const weights = [...new Set(repFlats.map((f) => f.weight))].sort((a, b) => b - a);
  const rows = weights
    .filter((w) => weights.every((heavier) => heavier <= w || mostRepsAtLeast(repFlats, heavier)! < mostRepsAtLeast(repFlats, w)!))
    .map((w) => strip(repFlats.find((f) => f.weight === w && f.reps === mostRepsAtLeast(repFlats, w))!));
  return {
    heaviestWeight: heaviest && { ...strip(heaviest), value: heaviest.weight },
    bestOneRepMax: e1rm && { ...strip(e1rm), value: e1rm.e1rm!, includesBodyWeight: e1rm.includesBodyWeight },
    bestSetVolume: volume && { ...strip(volume), value: volume.volume },
    bestSessionVolume: bestSession(flats),
    repRecords: rows.slice(0, REP_RECORD_ROWS),
    longestTime: longest && { ...strip(longest), value: longest.seconds! },
    farthest: farthest && { ...strip(farthest), value: farthest.meters! },
    bestPace: pace && { ...strip(pace), value: pace.pace! },
  };
}

function oracleEvents(history: readonly RecordEntry[], formula: OneRepMaxFormula): RecordEvent[] {
  const all = flatten(history, formula);
  const events: RecordEvent[] = [];
  for (const date of [...new Set(all.map((f) => f.date))]) {
    const [allPrior, allToday] = [all.filter((f) => f.date < date), all.filter((f) => f.date === date)];
    const [prior, today] = [ofKinds(allPrior, 'weightReps'), ofKinds(allToday, 'weightReps')];
    const setEvent = (kind: RecordEvent['kind'], now: Flat, value: number, previous: number): RecordEvent => ({
      kind,
      date,
      entryIds: [now.entryId],
      value,
      previous,
      set: strip(now),
    });
    const [ph, th] = [argmax(prior, heaviestKey), argmax(today, heaviestKey)];
    if (ph && th && th.weight > ph.weight) events.push(setEvent('heaviestWeight', th, th.weight, ph.weight));
    const [pe, te] = [argmax(prior, e1rmKey), argmax(today, e1rmKey)];
    if (pe && te && te.e1rm! > pe.e1rm!) events.push({ ...setEvent('bestOneRepMax', te, te.e1rm!, pe.e1rm!), includesBodyWeight: te.includesBodyWeight });
    const [pv, tv] = [argmax(prior, volumeKey), argmax(today, volumeKey)];
    if (pv && tv && tv.volume > pv.volume) events.push(setEvent('bestSetVolume', tv, tv.volume, pv.volume));
    const [ps, ts] = [bestSession(prior), bestSession(today)];
    if (ps && ts && ts.value > ps.value)
      events.push({ kind: 'bestSessionVolume', date, entryIds: ts.entryIds, value: ts.value, previous: ps.value, set: null });
    for (const s of frontierOf(ofKinds(allToday, 'weightReps', 'repsOnly'))) {
      const previous = mostRepsAtLeast(ofKinds(allPrior, 'weightReps', 'repsOnly'), s.weight);
      if (previous !== null && s.reps > previous) events.push(setEvent('repRecord', s, s.reps, previous));
    }
    const [pt, tt] = [argmax(ofKinds(allPrior, 'time'), longestKey), argmax(ofKinds(allToday, 'time'), longestKey)];
    if (pt && tt && tt.seconds! > pt.seconds!) events.push(setEvent('longestTime', tt, tt.seconds!, pt.seconds!));
    const [pf, tf] = [argmax(ofKinds(allPrior, 'distanceTime'), farthestKey), argmax(ofKinds(allToday, 'distanceTime'), farthestKey)];
    if (pf && tf && tf.meters! > pf.meters!) events.push(setEvent('farthest', tf, tf.meters!, pf.meters!));
    const [pp, tp] = [argmax(ofKinds(allPrior, 'distanceTime'), paceKey), argmax(ofKinds(allToday, 'distanceTime'), paceKey)];
    if (pp && tp && tp.pace! < pp.pace!) events.push(setEvent('bestPace', tp, tp.pace!, pp.pace!));
  }
  return events;
}

// ---------- Random histories: several days, same-day entries, warm-ups, bodyweight, fractional weights ----------

// Times and distances picked so that ties occur: 2 km in 9:30 and 1 km in 4:45 are both 285 s/km; 400 m is under the pace rule.
const setArb = fc.record(
  {
    reps: fc.oneof(fc.integer({ min: 1, max: 25 }), fc.constant(0)),
    weight: fc.constantFrom(0, 45, 95, 100, 135, 137.5, 185, 205, 220.46, 225, 230),
    warmup: fc.boolean(),
    type: fc.constantFrom<SetType | undefined>(undefined, 'normal', 'warmup', 'drop', 'failure'),
    seconds: fc.constantFrom(undefined, null, 30, 60, 65, 90, 285, 570, 1500),
    meters: fc.constantFrom(undefined, null, 400, 999, 1000, 2000, 5000),
  },
  { requiredKeys: ['reps', 'weight', 'warmup'] },
);
const dayArb = fc.integer({ min: 1, max: 12 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
const entryArb = fc.record({
  date: dayArb,
  kind: fc.constantFrom<ExerciseKind | undefined>(undefined, 'weightReps', 'repsOnly', 'time', 'distanceTime'),
  bw: fc.boolean(),
  bodyWeightLb: fc.constantFrom(null, 150, 180.4, 200),
  sets: fc.array(setArb, { maxLength: 5 }),
});
const historyArb = (prefix: string) =>
  fc
    .array(entryArb, { maxLength: 14 })
    .map((entries) => entries.map((e, i): RecordEntry => ({ ...e, id: `${prefix}${i}`, sets: e.sets.map((s, j) => ({ ...s, id: `${prefix}${i}-${j}` })) })));
const formulaArb = fc.constantFrom<OneRepMaxFormula>('epley', 'brzycki');
/** JSON with sorted keys, so events compare whatever order their fields were written in. */
const canon = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );
const sortEvents = (events: readonly RecordEvent[]) => events.map(canon).sort();

describe('personalRecords against a brute-force oracle', () => {
  it('property: records and record events equal the oracle on random histories', () => {
    fc.assert(
      fc.property(historyArb('e'), formulaArb, (history, formula) => {
        const { records, events } = personalRecords(history, { formula });
        expect(records).toEqual(oracleRecords(history, formula));
        expect(sortEvents(events)).toEqual(sortEvents(oracleEvents(history, formula)));
      }),
      { numRuns: 300 },
    );
  });

  it('property: a merged name is the recompute of the merged history', () => {
    fc.assert(
      fc.property(historyArb('a'), historyArb('b'), formulaArb, (bench, benchPress, formula) => {
        const merged = [...bench, ...benchPress];
        const { records, events } = personalRecords(merged, { formula });
        expect(records).toEqual(oracleRecords(merged, formula));
        expect(sortEvents(events)).toEqual(sortEvents(oracleEvents(merged, formula)));
      }),
      { numRuns: 150 },
    );
  });

  it('property: after deletions no record points to a deleted entry, and records equal the oracle', () => {
    fc.assert(
      fc.property(historyArb('e'), fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }), (history, deleted) => {
        const kept = history.filter((_, i) => !deleted[i]);
        const gone = new Set(history.filter((_, i) => deleted[i]).map((e) => e.id));
        const { records, events } = personalRecords(kept);
        expect(records).toEqual(oracleRecords(kept, 'epley'));
        const ids = [records.heaviestWeight, records.bestOneRepMax, records.bestSetVolume, ...records.repRecords].map((r) => r?.entryId);
        expect(ids.some((id) => id !== undefined && gone.has(id))).toBe(false);
        expect(events.some((e) => e.entryIds.some((id) => gone.has(id)))).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('property: the order entries arrive in does not matter, except among entries of one day', () => {
    fc.assert(
      fc.property(historyArb('e'), fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), (history, keys) => {
        const shuffled = history
          .map((e) => ({ e, k: keys.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map(({ e }) => e);
        // Put each day's entries back in their original relative order: ties are decided by it.
        const byDay = (list: RecordEntry[]) => [...list].sort((a, b) => compareDays(a.date, b.date) || history.indexOf(a) - history.indexOf(b));
        expect(personalRecords(byDay(shuffled))).toEqual(personalRecords(history));
      }),
      { numRuns: 100 },
    );
  });

  it("property: a day's new records are the oracle's events of that day, whatever was logged after it", () => {
    fc.assert(
      fc.property(historyArb('e'), dayArb, (history, day) => {
        const result = newRecordsOfDay(history, day);
        const hasPrior = history.some((e) => e.date < day);
        const hasDay = history.some((e) => e.date === day);
        expect(result.firstLog).toBe(hasDay && !hasPrior);
        const expected = hasDay && hasPrior ? oracleEvents(history, 'epley').filter((e) => e.date === day) : [];
        expect(sortEvents(result.records)).toEqual(sortEvents(expected));
        const beforeOrOn = history.filter((e) => e.date <= day);
        expect(newRecordsOfDay(beforeOrOn, day)).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });
});
