import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportFile, ReadOptions } from './import-file';
import { readImportFile } from './read-import-file';
import { sessionOfDay, sessionOfWorkout, strongDuration, wallClockAt, wallClockToMs } from './session-times';

const OPTIONS: ReadOptions = { unit: 'lbs', track: true, lastDay: '2026-11-28', timeZone: 'UTC' };

async function* chunks(bytes: Buffer, size = 29): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const read = (name: string, options: Partial<ReadOptions> = {}) =>
  readImportFile(chunks(readFileSync(join(import.meta.dirname, 'fixtures', name))), { ...OPTIONS, ...options });
const at = (iso: string) => Date.parse(iso);

/** Each day's exercises as [name, group letter or null]: the file's ids are opaque, only which exercises share one counts. */
function groupsOf(file: ImportFile): [string, [string, string | null][]][] {
  return file.days.map((d) => {
    const letters = new Map<string, string>();
    return [
      d.day,
      d.exercises.map((e) => {
        const id = e.group?.id;
        if (id && !letters.has(id)) letters.set(id, String.fromCharCode(65 + letters.size));
        return [e.name, id ? letters.get(id)! : null];
      }),
    ];
  });
}

describe('reading supersets and sessions', () => {
  it('Hevy: superset_id groups the exercises of its workout only; a day’s session is its first start to its last end, with the descriptions', async () => {
    const file = await read('hevy-supersets.csv');
    expect(groupsOf(file)).toEqual([
      [
        '2026-03-12',
        [
          ['Bench Press (Barbell)', 'A'],
          ['Bent Over Row (Barbell)', 'A'],
          ['Plank', null],
          ['Bicep Curl (Dumbbell)', 'B'],
          ['Triceps Pushdown (Cable)', 'B'],
          ['Face Pull (Cable)', 'B'],
          // The evening workout's superset 0 is not the first workout's.
          ['Hanging Leg Raise', 'C'],
          ['Crunch', 'C'],
        ],
      ],
      ['2026-03-14', [['Squat (Barbell)', null]]],
    ]);
    expect(file.days.map((d) => [d.day, d.session])).toEqual([
      ['2026-03-12', { startedAt: at('2026-03-12T18:02:00Z'), finishedAt: at('2026-03-12T21:20:00Z'), notes: 'Felt strong, short rests' }],
      ['2026-03-14', { startedAt: at('2026-03-14T07:30:00Z'), finishedAt: at('2026-03-14T08:15:00Z'), notes: '' }],
    ]);
  });

  it('reads the file’s times as wall-clock times in the asked zone', async () => {
    const berlin = await read('hevy-supersets.csv', { timeZone: 'Europe/Berlin' });
    expect(berlin.days[0]!.session).toMatchObject({ startedAt: at('2026-03-12T18:02:00+01:00'), finishedAt: at('2026-03-12T21:20:00+01:00') });
    const newYork = await read('strong-sessions.csv', { timeZone: 'America/New_York' });
    expect(newYork.days[0]!.session).toMatchObject({ startedAt: at('2026-03-09T18:02:00-04:00'), finishedAt: at('2026-03-09T19:07:00-04:00') });
  });

  it('Strong: Duration ("1h 5m", "45m", "2h") from the workout’s date and time; Workout Notes from any of its rows, quotes and line breaks kept', async () => {
    const file = await read('strong-sessions.csv');
    expect(file.days.map((d) => [d.day, d.session])).toEqual([
      ['2026-03-09', { startedAt: at('2026-03-09T18:02:00Z'), finishedAt: at('2026-03-09T19:07:00Z'), notes: 'Felt strong' }],
      ['2026-03-11', { startedAt: at('2026-03-11T07:00:00Z'), finishedAt: at('2026-03-11T07:45:00Z'), notes: '' }],
      ['2026-03-13', { startedAt: at('2026-03-13T17:30:00Z'), finishedAt: at('2026-03-13T19:30:00Z'), notes: 'Long one, "deep" squats\ntwo lines' }],
    ]);
    expect(file.days.every((d) => d.exercises.every((e) => e.group === undefined))).toBe(true);
  });

  it('older Strong: its "Workout Duration"; two workouts of a day join (first start, last finish)', async () => {
    const older = await read('strong-older.csv');
    expect(older.days.map((d) => [d.day, d.session])).toEqual([
      ['2019-01-11', { startedAt: at('2019-01-11T12:31:54Z'), finishedAt: at('2019-01-11T13:16:54Z'), notes: '' }],
      ['2019-01-13', { startedAt: at('2019-01-13T10:02:00Z'), finishedAt: null, notes: '' }],
    ]);
    const twelveHour = await read('strong-current-12h.csv');
    expect(twelveHour.days[0]!.session).toEqual({ startedAt: at('2026-03-05T09:02:10Z'), finishedAt: at('2026-03-05T20:01:49Z'), notes: '' });
  });

  it('FitNotes: no times, no groups, nothing to map', async () => {
    const file = await read('fitnotes.csv');
    expect(file.days.map((d) => d.session)).toEqual([undefined, undefined]);
    expect(file.days.flatMap((d) => d.exercises.map((e) => e.group))).toEqual([undefined, undefined, undefined]);
  });
});

describe('session times', () => {
  it('property: a wall-clock time in a zone and back is the same time (outside the hour clocks skip)', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(fc.integer({ min: at('2000-01-01T00:00:00Z') / 1000, max: at('2040-01-01T00:00:00Z') / 1000 }), fc.constantFrom(...zones), (s, zone) => {
        const ms = s * 1000;
        const { day, time } = wallClockAt(ms, zone);
        // A repeated hour (autumn) reads as its first occurrence: the same wall clock either way.
        expect(wallClockAt(wallClockToMs(day, time, zone), zone)).toEqual({ day, time });
      }),
    );
  });

  it('a time the clocks skipped lands beside it; a repeated one on its first occurrence', () => {
    expect(wallClockToMs('2026-03-08', '02:30:00', 'America/New_York')).toBe(at('2026-03-08T03:30:00-04:00'));
    expect(wallClockToMs('2026-11-01', '01:30:00', 'America/New_York')).toBe(at('2026-11-01T01:30:00-04:00'));
  });

  it('Strong’s duration spelling: hours, minutes, seconds only when there are some', () => {
    expect([3_900_000, 2_700_000, 7_200_000, 3_930_000, 30_000, 0, 59_600].map(strongDuration)).toEqual(['1h 5m', '45m', '2h', '1h 5m 30s', '30s', '0s', '1m']);
  });

  it('an unreadable duration or an end before the start leaves the finish unknown; a workout with no time and no notes has no session', () => {
    const start = { day: '2026-03-09', time: '18:00:00' };
    expect(sessionOfWorkout({ start, end: '', duration: 'a while', notes: '' }, 'UTC')).toEqual({
      startedAt: at('2026-03-09T18:00:00Z'),
      finishedAt: null,
      notes: '',
    });
    expect(sessionOfWorkout({ start, end: '9 Mar 2026, 17:00', duration: '', notes: ' x ' }, 'UTC')).toEqual({
      startedAt: at('2026-03-09T18:00:00Z'),
      finishedAt: null,
      notes: 'x',
    });
    expect(sessionOfWorkout({ start: { day: '2026-03-09', time: '' }, end: '', duration: '1h', notes: '' }, 'UTC')).toBeNull();
  });

  it('a day’s notes keep each workout’s once, cut to 1,000 characters', () => {
    const workout = (notes: string) => ({ startedAt: null, finishedAt: null, notes });
    expect(sessionOfDay([workout('a'), null, workout(''), workout('b'), workout('a')])?.notes).toBe('a\n\nb');
    expect(sessionOfDay([workout('x'.repeat(700)), workout('y'.repeat(700))])?.notes).toHaveLength(1000);
    expect(sessionOfDay([null])).toBeUndefined();
  });
});
