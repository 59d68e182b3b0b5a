import { describe, expect, it } from 'vitest';
import {
  formatRecordValue,
  MEASURE_RECORD_TITLES,
  newRecordsOfDay,
  personalRecords,
  RECORD_KIND_LABELS,
  recordEventLabel,
  recordKindsByEntry,
} from './personal-records';
import type { RecordEntry, RecordSetInput } from './record-types';

// Records of the Time, Distance and time and Reps only kinds (issue #47, docs/decisions/0071).

const timed = (id: string, date: string, seconds: (number | [number, RecordSetInput['type']])[], weight = 0): RecordEntry => ({
  id,
  date,
  kind: 'time',
  bw: false,
  sets: seconds.map((s, i) => {
    const [value, type] = Array.isArray(s) ? s : [s, undefined];
    return { id: `${id}-${i}`, reps: 1, weight, seconds: value, ...(type ? { type } : {}) };
  }),
});
const run = (id: string, date: string, sets: [meters: number, seconds: number | null, type?: RecordSetInput['type']][]): RecordEntry => ({
  id,
  date,
  kind: 'distanceTime',
  bw: false,
  sets: sets.map(([meters, seconds, type], i) => ({ id: `${id}-${i}`, reps: 1, weight: 0, meters, seconds, ...(type ? { type } : {}) })),
});

describe('Time records: longest time', () => {
  it('holds the longest working set; warm-ups never count, drop sets and sets to failure do', () => {
    const history = [
      timed('p1', '2026-11-16', [60, 60, 55]),
      timed('p2', '2026-11-18', [[90, 'warmup'], 65, [70, 'failure']]),
      timed('p3', '2026-11-20', [[80, 'drop']]),
    ];
    const { records, events } = personalRecords(history);
    expect(records.longestTime).toMatchObject({ value: 80, seconds: 80, entryId: 'p3', setIndex: 0, date: '2026-11-20' });
    expect(events.map((e) => [e.date, e.kind, e.value, e.previous])).toEqual([
      ['2026-11-18', 'longestTime', 70, 60],
      ['2026-11-20', 'longestTime', 80, 70],
    ]);
    expect(recordKindsByEntry(events).get('p2')).toEqual(['longestTime']);
  });

  it('holds no weight record for a time set with added weight, and a warm-up flag still means a warm-up', () => {
    const { records } = personalRecords([
      timed('h', '2026-11-16', [30, 45], 45),
      { ...timed('w', '2026-11-17', [120]), sets: [{ reps: 1, weight: 0, seconds: 120, warmup: true }] },
    ]);
    expect(records.longestTime).toMatchObject({ value: 45, weight: 45 });
    expect(records.heaviestWeight).toBeNull();
    expect(records.bestSetVolume).toBeNull();
    expect(records.repRecords).toEqual([]);
  });
});

describe('Distance and time records: farthest and best pace', () => {
  it('takes the pace record only from sets of 1 km or more: a 400 m sprint never, 2 km in 9:30 beats 5 km in 25:00', () => {
    const history = [run('r1', '2026-11-18', [[5000, 1500]]), run('r2', '2026-11-19', [[400, 90]]), run('r3', '2026-11-20', [[2000, 570]])];
    const { records, events } = personalRecords(history);
    expect(records.bestPace).toMatchObject({ value: 285, entryId: 'r3', meters: 2000, seconds: 570 });
    expect(records.farthest).toMatchObject({ value: 5000, entryId: 'r1' });
    expect(events.map((e) => [e.date, e.kind, e.value, e.previous])).toEqual([['2026-11-20', 'bestPace', 285, 300]]);
    // Before the 2 km run the record is the 5 km run's 5:00 /km, not the sprint's 3:45 /km.
    expect(personalRecords(history.slice(0, 2)).records.bestPace).toMatchObject({ value: 300, entryId: 'r1' });
    expect(newRecordsOfDay(history, '2026-11-19')).toEqual({ firstLog: false, records: [] });
  });

  it('counts exactly 1,000 m for the pace record, not 999 m; a distance without a time still counts as farthest', () => {
    const { records } = personalRecords([run('a', '2026-01-01', [[999, 200]]), run('b', '2026-01-02', [[1000, 280]]), run('c', '2026-01-03', [[8000, null]])]);
    expect(records.bestPace).toMatchObject({ value: 280, entryId: 'b' });
    expect(records.farthest).toMatchObject({ value: 8000, entryId: 'c' });
    expect(records.farthest).not.toHaveProperty('seconds');
  });

  it('judges the pace over a set, not the day: a slower long set beside a fast short one does not take it', () => {
    const { records } = personalRecords([
      run('x', '2026-02-01', [
        [1000, 240, 'warmup'],
        [3000, 900],
      ]),
    ]);
    expect(records.bestPace).toMatchObject({ value: 300, setIndex: 1 });
    expect(records.longestTime).toBeNull();
  });

  it('keeps the earlier set of equal distances or paces', () => {
    const { records, events } = personalRecords([
      run('e1', '2026-03-01', [[2000, 570]]),
      run('e2', '2026-03-02', [[1000, 285]]),
      run('e3', '2026-03-03', [[2000, 600]]),
    ]);
    expect(records.bestPace?.entryId).toBe('e1');
    expect(records.farthest?.entryId).toBe('e1');
    expect(events).toEqual([]);
  });
});

describe('Reps only records', () => {
  it('keeps the rep record without added weight and no weight record, even with a stray weight or body weight', () => {
    const dips = (id: string, date: string, reps: number[], weight = 0): RecordEntry => ({
      id,
      date,
      kind: 'repsOnly',
      bw: true,
      bodyWeightLb: 180,
      sets: reps.map((r, i) => ({ id: `${id}-${i}`, reps: r, weight })),
    });
    const { records, events } = personalRecords([dips('d1', '2026-01-05', [10, 8]), dips('d2', '2026-01-12', [12], 25)]);
    expect(records.repRecords).toEqual([{ date: '2026-01-12', entryId: 'd2', setIndex: 0, setId: 'd2-0', reps: 12, weight: 0 }]);
    expect([records.heaviestWeight, records.bestOneRepMax, records.bestSetVolume, records.bestSessionVolume]).toEqual([null, null, null, null]);
    expect(recordEventLabel('Dips', events[0]!, 'imperial')).toBe('Dips: 12 reps without added weight (was 10)');
  });
});

describe('record words of the new kinds', () => {
  it('names the trophies and the Records section titles exactly', () => {
    expect([RECORD_KIND_LABELS.longestTime, RECORD_KIND_LABELS.farthest, RECORD_KIND_LABELS.bestPace]).toEqual(['longest time', 'farthest', 'best pace']);
    expect(MEASURE_RECORD_TITLES).toEqual({ longestTime: 'Longest time', farthest: 'Farthest', bestPace: 'Best pace' });
  });

  it('shows values in the user’s units: times m:ss, distances km or mi, paces per km or per mile', () => {
    expect(formatRecordValue('longestTime', 65, 'metric')).toBe('1:05');
    expect(formatRecordValue('longestTime', 3723, 'imperial')).toBe('1:02:03');
    expect(formatRecordValue('farthest', 5000, 'metric')).toBe('5 km');
    expect(formatRecordValue('farthest', 5000, 'imperial')).toBe('3.11 mi');
    expect(formatRecordValue('bestPace', 285, 'metric')).toBe('4:45 /km');
    expect(formatRecordValue('bestPace', 300, 'imperial')).toBe('8:03 /mi');
  });

  it('words the new-records notice per kind', () => {
    const plank = [timed('p1', '2026-11-16', [60]), timed('p2', '2026-11-18', [65])];
    expect(newRecordsOfDay(plank, '2026-11-18').records.map((r) => recordEventLabel('Plank', r, 'metric'))).toEqual(['Plank: longest time 1:05 (was 1:00)']);
    const runs = [run('r1', '2026-11-18', [[5000, 1500]]), run('r2', '2026-11-20', [[6000, 1710]])];
    expect(newRecordsOfDay(runs, '2026-11-20').records.map((r) => recordEventLabel('Run', r, 'metric'))).toEqual([
      'Run: farthest 6 km (was 5 km)',
      'Run: best pace 4:45 /km (was 5:00 /km)',
    ]);
    expect(newRecordsOfDay(runs, '2026-11-20').records.map((r) => recordEventLabel('Run', r, 'imperial'))).toEqual([
      'Run: farthest 3.73 mi (was 3.11 mi)',
      'Run: best pace 7:39 /mi (was 8:03 /mi)',
    ]);
  });
});
