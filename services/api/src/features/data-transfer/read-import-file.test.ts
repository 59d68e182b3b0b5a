import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFileMoment } from './file-dates';
import { UnreadableFileError, type ImportedSet, type ReadOptions } from './import-file';
import { delimiterOf, readImportFile } from './read-import-file';

const OPTIONS: ReadOptions = { unit: 'lbs', track: true, lastDay: '2026-11-28', timeZone: 'UTC' };

/** A fixture file, streamed in small chunks as a request body arrives (rows and characters split across chunks). */
async function* chunks(text: string | Buffer, size = 37): AsyncGenerator<Buffer> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const read = (name: string, options: Partial<ReadOptions> = {}) => readImportFile(chunks(fixture(name)), { ...OPTIONS, ...options });

/** A set as the tests write it: reps × weight (stored lb), then what differs from a plain working set. */
const set = (reps: number, weight: number, extra: Partial<Omit<ImportedSet, 'workout'>> = {}): Omit<ImportedSet, 'workout'> => ({
  reps,
  weight,
  notes: '',
  type: 'normal',
  rpe: null,
  seconds: null,
  meters: null,
  ...extra,
});
/** A Time set: its seconds (reps mean nothing: 1), then what differs. */
const timed = (seconds: number, extra: Partial<Omit<ImportedSet, 'workout'>> = {}) => set(1, 0, { seconds, ...extra });
/** A Distance and time set: whole metres and seconds (null: no time), then what differs. */
const moved = (meters: number, seconds: number | null, extra: Partial<Omit<ImportedSet, 'workout'>> = {}) => set(1, 0, { meters, seconds, ...extra });
const withoutWorkouts = (sets: readonly ImportedSet[]) => sets.map(({ workout: _workout, ...rest }) => rest);

describe('file dates', () => {
  it('reads 24-hour, 12-hour (with a narrow no-break space before PM), Hevy, US and bare days as written', () => {
    expect(parseFileMoment('2025-07-23 19:16:49')).toEqual({ day: '2025-07-23', time: '19:16:49' });
    expect(parseFileMoment('2025-07-23 7:16:49\u202fPM')).toEqual({ day: '2025-07-23', time: '19:16:49' });
    expect(parseFileMoment('2025-07-23 12:05:00\u00a0AM')).toEqual({ day: '2025-07-23', time: '00:05:00' });
    expect(parseFileMoment('2025-07-23 12:05 pm')).toEqual({ day: '2025-07-23', time: '12:05:00' });
    expect(parseFileMoment('13 Mar 2026, 15:22')).toEqual({ day: '2026-03-13', time: '15:22:00' });
    expect(parseFileMoment('7/23/2025, 7:16:49 PM')).toEqual({ day: '2025-07-23', time: '19:16:49' });
    expect(parseFileMoment('2026-01-20')).toEqual({ day: '2026-01-20', time: '' });
    // The day as written, whatever the offset: files are read without time zones.
    expect(parseFileMoment('2025-07-23T23:30:00+02:00')).toEqual({ day: '2025-07-23', time: '23:30:00' });
  });

  it('reads nothing that is not a real day and time', () => {
    for (const text of [
      '2026-13-04 19:00:00',
      '2026-02-30',
      '2025-07-23 25:00:00',
      '2025-07-23 13:00 PM',
      '23/07/2025 19:16',
      '7/23/2025 19:16',
      'yesterday',
      '',
    ]) {
      expect(parseFileMoment(text), text).toBeNull();
    }
  });
});

describe('reading import files', () => {
  it('current Strong: BOM, CRLF, quoted commas, quotes and line breaks, warm-ups, drop sets, bodyweight, RPE, a run and a plank; rest timers skipped; bad rows listed by line', async () => {
    const file = await read('strong-current.csv');
    expect(file).toMatchObject({
      format: 'strong',
      unit: 'lbs',
      unitAsked: true,
      skipped: { cardio: 0, restTimers: 2, empty: 0 },
      shortened: { notes: 0, names: 0 },
    });
    // Two workouts on 2 March in time order: the 07:30 one's exercises first, the evening's after them.
    expect(file.days.map((d) => [d.day, d.exercises.map((e) => [e.name, e.kind])])).toEqual([
      [
        '2026-03-02',
        [
          ['Running (Treadmill)', 'distanceTime'],
          ['Plank', 'time'],
          ['Dips', 'weightReps'],
          ['Bench Press (Barbell)', 'weightReps'],
        ],
      ],
      ['2026-03-04', [['Squat (Barbell)', 'weightReps']]],
    ]);
    const [run, plank, dips, bench] = file.days[0]!.exercises;
    // The asked unit is lbs: Strong's distances are then miles (3.2 mi = 5,149.9 m).
    expect(withoutWorkouts(run!.sets)).toEqual([moved(5150, 1500)]);
    expect(withoutWorkouts(plank!.sets)).toEqual([timed(60)]);
    expect(withoutWorkouts(dips!.sets)).toEqual([set(8, 0, { notes: 'warm body' }), set(12, 0), set(10, 0)]);
    expect(withoutWorkouts(bench!.sets)).toEqual([
      set(10, 45, { type: 'warmup' }),
      set(5, 185, { notes: 'Paused, 1 count', rpe: 8 }),
      set(5, 185, { rpe: 8.5 }),
      set(4, 185, { notes: 'Last rep\r\ngrinded', rpe: 9.5 }),
      set(8, 135, { type: 'drop' }),
    ]);
    expect(bench!).toMatchObject({ tracked: true, bw: false });
    // Set Order decides the order, not the rows' order in the file.
    expect(withoutWorkouts(file.days[1]!.exercises[0]!.sets)).toEqual([set(5, 225), set(5, 225)]);
    expect(new Set(file.days.flatMap((d) => d.exercises.flatMap((e) => e.sets.map((s) => s.workout)))).size).toBe(3);
    expect(file.problems).toEqual([
      { line: 17, reason: 'reps "five" is not a number' },
      { line: 18, reason: 'weight 2000 lbs is more than the 1500 lbs a set may hold' },
      { line: 19, reason: 'reps 150 is more than 99' },
      { line: 20, reason: 'date "2026-13-04 19:00:00" is not a date this importer reads (such as 2025-07-23 19:16:49)' },
      { line: 21, reason: 'Set Order "X" is not a set number' },
    ]);
    expect(file.problemCount).toBe(5);
  });

  it('current Strong with 12-hour times reads weights in the unit asked (kg here) and orders the morning workout first', async () => {
    const file = await read('strong-current-12h.csv', { unit: 'kg', track: false });
    expect(file).toMatchObject({ format: 'strong', unit: 'kg', unitAsked: true, problemCount: 0 });
    expect(file.days.map((d) => d.day)).toEqual(['2026-03-05', '2026-03-06']);
    expect(withoutWorkouts(file.days[0]!.exercises[0]!.sets)).toEqual([set(8, 132.28), set(5, 220.46), set(5, 225.97)]);
    expect(file.days[0]!.exercises[0]!.tracked).toBe(false);
    // An empty weight is a bodyweight set.
    expect(withoutWorkouts(file.days[1]!.exercises[0]!.sets)).toEqual([set(8, 0)]);
  });

  it('older Strong: semicolons, a unit per row (kg, lbs, or the asked one when blank), decimal commas, Workout Duration', async () => {
    const file = await read('strong-older.csv', { unit: 'lbs' });
    expect(file).toMatchObject({ format: 'strong-older', unit: 'per-row', unitAsked: false, skipped: { cardio: 0, restTimers: 0, empty: 0 } });
    expect(file.days.map((d) => [d.day, d.exercises.map((e) => [e.name, withoutWorkouts(e.sets)])])).toEqual([
      [
        '2019-01-11',
        [
          ['Deadlift (Barbell)', [set(5, 220.46), set(5, 225.97, { rpe: 8, notes: 'grip; chalk' })]],
          ['Leg Curl', [set(12, 90)]],
          // Its own Distance Unit (km), whatever the weight unit.
          ['Bike', [moved(10_000, 1800)]],
        ],
      ],
      ['2019-01-13', [['Pull Up', [set(8, 0)]]]],
    ]);
    expect(file.problems).toEqual([{ line: 6, reason: 'Weight Unit "stone" is neither kg nor lbs' }]);
  });

  it('Hevy in lbs: quoted header, "13 Mar 2026, 15:22", warm-up / normal / failure / drop sets, bodyweight, notes once, a run in miles, a line break in a quoted description', async () => {
    const file = await read('hevy-lbs.csv', { unit: 'kg' });
    expect(file).toMatchObject({ format: 'hevy', unit: 'lbs', unitAsked: false, skipped: { cardio: 0, restTimers: 0, empty: 0 }, problemCount: 0 });
    expect(file.days.map((d) => [d.day, d.exercises.map((e) => [e.name, withoutWorkouts(e.sets)])])).toEqual([
      ['2026-03-11', [['Squat (Barbell)', [set(5, 225)]]]],
      [
        '2026-03-13',
        [
          [
            'Bench Press (Barbell)',
            [
              set(10, 95, { type: 'warmup', notes: 'Elbows tucked, "slow" down' }),
              set(6, 185, { rpe: 8 }),
              set(4, 185, { type: 'failure', rpe: 10 }),
              set(8, 135, { type: 'drop' }),
            ],
          ],
          ['Pull Up', [set(10, 0), set(6, 25, { rpe: 7 })]],
          // distance_miles 1.5 = 2,414.016 m.
          ['Treadmill', [moved(2414, 900)]],
        ],
      ],
    ]);
  });

  it('Hevy in kg converts to stored pounds', async () => {
    const file = await read('hevy-kg.csv');
    expect(file.unit).toBe('kg');
    expect(withoutWorkouts(file.days[0]!.exercises[0]!.sets)).toEqual([set(8, 88.18), set(6, 93.7)]);
  });

  it('FitNotes: one workout per day, sets in file order, kg from the header, a run with its Distance Unit and h:mm:ss Time', async () => {
    const file = await read('fitnotes.csv');
    expect(file).toMatchObject({ format: 'fitnotes', unit: 'kg', skipped: { cardio: 0 } });
    expect(file.days.map((d) => [d.day, d.exercises.map((e) => [e.name, withoutWorkouts(e.sets)])])).toEqual([
      [
        '2026-01-20',
        [
          ['Flat Barbell Bench Press', [set(5, 176.37), set(5, 176.37), set(3, 181.88)]],
          ['Running', [moved(5000, 28 * 60)]],
        ],
      ],
      ['2026-01-22', [['Chin Up', [set(8, 0)]]]],
    ]);
  });

  it('a weights CSV gives weigh-ins in stored pounds', async () => {
    const file = await read('weights-kg.csv');
    expect(file).toMatchObject({ format: 'weights-csv', unit: 'kg', days: [] });
    expect(file.weighIns).toEqual([
      { day: '2026-01-01', weight: 181.88 },
      { day: '2026-01-08', weight: 180.56 },
    ]);
  });

  it('refuses rows dated after today anywhere, and cuts names over 45 and notes over 300 characters (counted)', async () => {
    const name = 'N'.repeat(60);
    const text = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-11-29 10:00:00,A,1m,Squat,1,100,5,0,0,,,\n2026-11-20 10:00:00,A,1m,${name},1,100,5,0,0,"${'x'.repeat(320)}",,\n`;
    const file = await readImportFile(chunks(text), OPTIONS);
    expect(file.problems).toEqual([{ line: 2, reason: 'date 2026-11-29 is in the future' }]);
    expect(file.shortened).toEqual({ notes: 1, names: 1 });
    expect(file.days[0]!.exercises[0]!.name).toBe('N'.repeat(45));
    expect(file.days[0]!.exercises[0]!.sets[0]!.notes).toHaveLength(300);
  });

  it('lists only the first 50 unreadable rows but counts them all', async () => {
    const header = 'Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time';
    const rows = Array.from({ length: 80 }, () => '2026-01-20,Squat,Legs,100,5.5,,,');
    const file = await readImportFile(chunks([header, ...rows].join('\n')), OPTIONS);
    expect(file.problemCount).toBe(80);
    expect(file.problems).toHaveLength(50);
    expect(file.problems[49]).toEqual({ line: 51, reason: 'reps "5.5" is not a whole number' });
  });

  it('refuses a file that is none of the formats, naming what was expected', async () => {
    const attempt = readImportFile(chunks('name,amount\nrent,1200\n'), OPTIONS);
    await expect(attempt).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(readImportFile(chunks('name,amount\nrent,1200\n'), OPTIONS)).rejects.toThrow(
      /first row is "name,amount".*Expected a CSV exported by Strong .*Hevy .*FitNotes/,
    );
    await expect(readImportFile(chunks(''), OPTIONS)).rejects.toThrow(/The file is empty/);
    await expect(readImportFile(chunks('{"format":"something else"}'), OPTIONS)).rejects.toThrow(
      /not a backup of this app \(file\.format: format must be "fitness-tracker-backup"/,
    );
    await expect(readImportFile(chunks('{"format": '), OPTIONS)).rejects.toThrow(/not valid JSON/);
  });

  it('finds the separator from the header row, ignoring separators inside quotes', () => {
    expect(delimiterOf('Date;Workout Name;Exercise Name;Set Order')).toBe(';');
    expect(delimiterOf('"a;b;c",Date,Weight')).toBe(',');
    expect(delimiterOf('Date')).toBe(',');
  });
});
