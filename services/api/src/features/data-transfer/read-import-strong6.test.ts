import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportedSet, ReadOptions } from './import-file';
import { readImportFile } from './read-import-file';

const OPTIONS: ReadOptions = { unit: 'lbs', track: true, lastDay: '2026-11-28', timeZone: 'UTC' };

async function* chunks(bytes: Buffer, size = 31): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const readText = (text: string, options: Partial<ReadOptions> = {}) => readImportFile(chunks(Buffer.from(text)), { ...OPTIONS, ...options });
const read = (name: string, options: Partial<ReadOptions> = {}) => readText(readFileSync(join(import.meta.dirname, 'fixtures', name)).toString(), options);
const at = (iso: string) => Date.parse(iso);
/** The sets as [type, reps, stored lb, seconds, metres, rpe, notes]. */
const sets = (list: readonly ImportedSet[]) => list.map((s) => [s.type, s.reps, s.weight, s.seconds, s.meters, s.rpe, s.notes]);

describe('Strong 6.x: units in the header, numbered workouts, the duration in seconds', () => {
  it('reads its kg weights, metres, seconds, set types, RPE and notes whatever unit was asked; rest timers skipped; bad rows listed', async () => {
    const file = await read('strong-6.csv', { unit: 'lbs' });
    expect(file).toMatchObject({ format: 'strong', unit: 'kg', unitAsked: false, skipped: { cardio: 0, restTimers: 1, empty: 0 }, problemCount: 1 });
    expect(file.days.map((d) => [d.day, d.exercises.map((e) => [e.name, e.kind])])).toEqual([
      [
        '2026-05-04',
        [
          ['Bench Press (Barbell)', 'weightReps'],
          ['Plank', 'time'],
          ['Running', 'distanceTime'],
        ],
      ],
      ['2026-05-06', [['Squat (Barbell)', 'weightReps']]],
    ]);
    const [bench, plank, run] = file.days[0]!.exercises;
    expect(sets(bench!.sets)).toEqual([
      ['warmup', 10, 88.18, null, null, null, ''],
      ['normal', 5, 176.37, null, null, 8, 'Paused'],
      ['normal', 4, 176.37, null, null, 9.5, ''],
      ['drop', 8, 132.28, null, null, null, ''],
    ]);
    expect(sets(plank!.sets)).toEqual([['normal', 1, 0, 60, null, null, '']]);
    // "Distance (meters)": 5000 is metres, not kilometres as Strong's kg users' current export would mean.
    expect(sets(run!.sets)).toEqual([['normal', 1, 0, 1500, 5000, null, '']]);
    expect(file.problems).toEqual([{ line: 9, reason: 'reps "five" is not a number' }]);
  });

  it('numbered workouts of one date and name stay apart; a day’s session runs from its start for the longest "Duration (sec)"', async () => {
    const file = await read('strong-6.csv');
    const [bench, plank, run] = file.days[0]!.exercises;
    expect(bench!.sets[0]!.workout).toBe(plank!.sets[0]!.workout);
    expect(run!.sets[0]!.workout).not.toBe(bench!.sets[0]!.workout);
    expect(file.days.map((d) => [d.day, d.session])).toEqual([
      ['2026-05-04', { startedAt: at('2026-05-04T18:00:00Z'), finishedAt: at('2026-05-04T19:05:00Z'), notes: 'Felt "fresh"' }],
      // No duration: started, not finished.
      ['2026-05-06', { startedAt: at('2026-05-06T07:30:00Z'), finishedAt: null, notes: '' }],
    ]);
  });

  it('"Weight (lbs)" and "Distance (miles)" read as pounds and miles', async () => {
    const file = await readText(
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (lbs),Reps,RPE,Distance (miles),Seconds,Notes,Workout Notes\n' +
        '1,2026-05-04 18:00:00,A,600,Squat (Barbell),1,225,5,,,,,\n' +
        '1,2026-05-04 18:00:00,A,600,Running,1,0,0,,2,900,,\n',
      { unit: 'kg' },
    );
    expect(file).toMatchObject({ format: 'strong', unit: 'lbs', unitAsked: false, problemCount: 0 });
    const [squat, run] = file.days[0]!.exercises;
    expect(sets(squat!.sets)).toEqual([['normal', 5, 225, null, null, null, '']]);
    expect(sets(run!.sets)).toEqual([['normal', 1, 0, 900, 3219, null, '']]);
  });
});
