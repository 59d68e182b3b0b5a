import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportedSet, ImportFile, ReadOptions } from './import-file';
import { readImportFile } from './read-import-file';

const OPTIONS: ReadOptions = { unit: 'lbs', track: true, lastDay: '2026-11-28', timeZone: 'UTC' };

async function* chunks(text: string | Buffer, size = 41): AsyncGenerator<Buffer> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const read = (name: string, options: Partial<ReadOptions> = {}) =>
  readImportFile(chunks(readFileSync(join(import.meta.dirname, 'fixtures', name))), { ...OPTIONS, ...options });
const readText = (text: string, options: Partial<ReadOptions> = {}) => readImportFile(chunks(text), { ...OPTIONS, ...options });

type Expected = Omit<ImportedSet, 'workout'>;
type Extra = Partial<Expected>;
/** A Weight and reps set: reps × stored pounds, then what differs from a normal set. */
const set = (reps: number, weight: number, extra: Extra = {}): Expected => ({
  reps,
  weight,
  notes: '',
  type: 'normal',
  rpe: null,
  seconds: null,
  meters: null,
  ...extra,
});
/** A Time set (reps mean nothing: 1). */
const timed = (seconds: number, extra: Extra = {}) => set(1, 0, { seconds, ...extra });
/** A Distance and time set: whole metres and seconds (null: a carry without a time). */
const moved = (meters: number, seconds: number | null, extra: Extra = {}) => set(1, 0, { meters, seconds, ...extra });

/** Each day's exercises as [name, kind, sets] (without the workout key). */
const daysOf = (file: ImportFile) => file.days.map((d) => [d.day, d.exercises.map((e) => [e.name, e.kind, e.sets.map(({ workout: _workout, ...s }) => s)])]);

describe('reading every kind of set', () => {
  it('Strong (kg asked, so km): a run, a plank with added weight, a carry with and without a time, warm-up / failure / drop sets; a row that does not fit its exercise’s kind listed', async () => {
    const file = await read('strong-kinds.csv', { unit: 'kg' });
    expect(file).toMatchObject({ format: 'strong', unit: 'kg', skipped: { cardio: 0, restTimers: 1, empty: 1 }, problemCount: 1 });
    expect(daysOf(file)).toEqual([
      [
        '2026-04-06',
        [
          ['Running', 'distanceTime', [moved(5000, 1500, { notes: 'easy pace' })]],
          ['Plank', 'time', [timed(60), timed(65), timed(45, { weight: 22.05, notes: 'plate on back' })]],
          ['Farmers Walk', 'distanceTime', [moved(40, null, { weight: 70.55 }), moved(40, 35, { weight: 70.55 })]],
          [
            'Bench Press (Barbell)',
            'weightReps',
            [set(10, 88.18, { type: 'warmup' }), set(5, 176.37, { rpe: 8 }), set(4, 176.37, { type: 'failure', rpe: 10 }), set(8, 132.28, { type: 'drop' })],
          ],
        ],
      ],
      ['2026-04-08', [['Running', 'distanceTime', [moved(2400, 600)]]]],
    ]);
    // Most of Running's rows carry a distance: the one with a time only cannot be one of its sets.
    expect(file.problems).toEqual([{ line: 14, reason: '"Running" is read as Distance and time (as most of its rows are), and this row has no distance' }]);
  });

  it('Strong in lbs reads distances as miles; the older export’s blank Distance Unit follows the row’s weight unit', async () => {
    const current = await readText(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds\n2026-04-01 10:00:00,A,1m,Run,1,0,0,1,480\n',
    );
    expect(daysOf(current)).toEqual([['2026-04-01', [['Run', 'distanceTime', [moved(1609, 480)]]]]]);
    const older = await readText(
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds\n' +
        '2019-01-11 12:00:00;A;Row;1;0;kg;0;;2;;600\n2019-01-12 12:00:00;A;Row;1;0;lbs;0;;2;;600\n2019-01-13 12:00:00;A;Row;1;0;;0;;500;m;120\n',
      { unit: 'lbs' },
    );
    expect(older.days.map((d) => [d.day, d.exercises[0]!.sets.map(({ workout: _workout, ...s }) => s)])).toEqual([
      ['2019-01-11', [moved(2000, 600)]],
      ['2019-01-12', [moved(3219, 600)]],
      ['2019-01-13', [moved(500, 120)]],
    ]);
  });

  it('Hevy (kg): set_type warmup / failure / dropset, duration_seconds, distance_km', async () => {
    const file = await read('hevy-kinds.csv');
    expect(file).toMatchObject({ format: 'hevy', unit: 'kg', skipped: { cardio: 0, restTimers: 0, empty: 0 }, problemCount: 0 });
    expect(daysOf(file)).toEqual([
      [
        '2026-04-06',
        [
          [
            'Squat (Barbell)',
            'weightReps',
            [set(8, 132.28, { type: 'warmup' }), set(5, 220.46, { rpe: 8 }), set(3, 220.46, { type: 'failure', rpe: 10 }), set(6, 176.37, { type: 'drop' })],
          ],
          ['Plank', 'time', [timed(60), timed(75)]],
          ['Farmers Walk (Dumbbell)', 'distanceTime', [moved(50, 40, { weight: 52.91 })]],
          ['Running', 'distanceTime', [moved(3200, 1080)]],
        ],
      ],
    ]);
  });

  it('FitNotes (lbs): Time as h:mm:ss, Distance with its unit (m, mi); a plank with added weight, a carry without a time', async () => {
    const file = await read('fitnotes-kinds.csv');
    expect(file).toMatchObject({ format: 'fitnotes', unit: 'lbs', skipped: { cardio: 0, restTimers: 0, empty: 0 }, problemCount: 0 });
    // FitNotes' CSV has no set type: every set is a normal one.
    expect(daysOf(file)).toEqual([
      [
        '2026-04-07',
        [
          ['Deadlift', 'weightReps', [set(5, 135), set(5, 225)]],
          ['Plank', 'time', [timed(60), timed(45, { weight: 25, notes: 'weighted' })]],
          ["Farmer's Walk", 'distanceTime', [moved(40, null, { weight: 70 })]],
          ['Running', 'distanceTime', [moved(4989, 25 * 60 + 30)]],
          ['Rowing Machine', 'distanceTime', [moved(2000, 7 * 60 + 45)]],
        ],
      ],
    ]);
  });

  it('lists times and distances it cannot read or keep, with the app’s messages', async () => {
    const header = 'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time';
    const rows = [
      '2026-04-07,Run,Cardio,,,5,km,half an hour',
      '2026-04-07,Run,Cardio,,,5,leagues,0:30:00',
      '2026-04-07,Run,Cardio,,,2000,km,0:30:00',
      '2026-04-07,Hang,Back,,,,,25:00:00',
      '2026-04-07,Run,Cardio,,,5,km,0:30:00',
    ];
    const file = await readText([header, ...rows].join('\n'));
    expect(file.problems).toEqual([
      { line: 2, reason: 'Time "half an hour" is not a time (such as 0:28:00)' },
      { line: 3, reason: 'Distance Unit "leagues" is none of km, m, mi, ft, yd' },
      { line: 4, reason: 'Distance 2000 km: Distance must be between 1 m and 1,000 km' },
      { line: 5, reason: 'Time 25:00:00: Time must be between 0:01 and 24:00:00' },
    ]);
    expect(daysOf(file)).toEqual([['2026-04-07', [['Run', 'distanceTime', [moved(5000, 1800)]]]]]);
  });

  it('an exercise’s kind is what most of its rows say: a stray timed row of a lift is listed, not turning the lift into a Time exercise', async () => {
    const header = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds';
    const file = await readText(
      [header, '2026-04-01 10:00:00,A,1m,Curl,1,20,10,0,0', '2026-04-01 10:00:00,A,1m,Curl,2,0,0,0,30', '2026-04-02 10:00:00,A,1m,Curl,1,20,8,0,0'].join('\n'),
    );
    expect(daysOf(file)).toEqual([
      ['2026-04-01', [['Curl', 'weightReps', [set(10, 20)]]]],
      ['2026-04-02', [['Curl', 'weightReps', [set(8, 20)]]]],
    ]);
    expect(file.problems).toEqual([{ line: 3, reason: '"Curl" is read as Weight and reps (as most of its rows are), and this row has no reps' }]);
  });
});
