import { z } from 'zod';
import { id, timeZone } from '@fitness/schemas';
import { EXPORT_FORMATS } from './exports';
import { IMPORT_FORMATS } from './import-file';

/** The largest file an import reads (413 above it). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE =
  'The file is larger than 20 MB, the most an import reads. Export a shorter date range from the other app, or split the file.';

const flag = (field: string, fallback: 'true' | 'false') => z.enum(['true', 'false'], { error: `${field} must be true or false` }).default(fallback);

export const exportQuery = z.object({
  format: z
    .enum(EXPORT_FORMATS, { error: 'format must be json, strong-csv or weights-csv' })
    .meta({ description: 'json: everything, the backup; strong-csv: workouts in Strong’s layout; weights-csv: weigh-ins' }),
  timezone: timeZone.optional().meta({
    description: 'Dates the file’s name (fitness-YYYY-MM-DD…), and the workouts’ start times in strong-csv, in this IANA time zone; UTC when absent.',
  }),
});

export const importQuery = z.object({
  dryRun: flag('dryRun', 'true').meta({ description: 'true (default): answer the preview and write nothing; false: import.' }),
  units: z
    .enum(['lbs', 'kg'], { error: 'units must be lbs or kg' })
    .optional()
    .meta({ description: 'The unit of weights in a file that does not say (Strong’s current export); the user’s units when absent.' }),
  track: flag('track', 'true').meta({ description: 'Whether exercises read from a CSV are tracked (shown in the progress panel).' }),
  keepNames: flag('keepNames', 'false').meta({
    description:
      'false (default): a name of a CSV that is a catalogue name or alias is written under the entry’s name (Strong’s “Bench Press (Barbell)” as “Barbell Bench Press”); true (“Keep the file’s names”): every name stays as the file writes it. A backup’s names always stay.',
  }),
  name: z.string().max(200, 'name must be at most 200 characters').optional().meta({ description: 'The file’s name, shown in the list of imports.' }),
  timezone: timeZone.optional().meta({
    description:
      'The IANA time zone a CSV’s workout times (Hevy’s start_time/end_time, Strong’s Date) are read in, for the sessions’ start and finish; UTC when absent.',
  }),
});

export const importIdParams = z.object({ id });

const counts = z.object({
  workouts: z.number(),
  exercises: z.number(),
  sets: z.number(),
  setsByKind: z
    .object({ weightReps: z.number(), repsOnly: z.number(), time: z.number(), distanceTime: z.number() })
    .meta({ description: 'Of `sets`, how many go into exercises of each kind (weight and reps, reps only, time, distance and time).' }),
  warmupSets: z.number(),
  weighIns: z.number(),
  measurements: z.number().meta({ description: 'Days of body measurements (from a backup).' }),
  // Optional for clients written before them; always answered.
  groups: z.number().optional().meta({ description: 'Supersets and circuits made in day logs (Hevy’s superset_id, a backup’s groups).' }),
  sessions: z.number().optional().meta({ description: 'Days whose workout session (start, finish, notes) the import fills.' }),
  routines: z.number(),
  routineExercises: z.number(),
});

const PREVIEW_EXAMPLE = {
  dryRun: true,
  id: null,
  format: 'strong',
  formatName: 'Strong',
  unit: 'lbs',
  unitAsked: true,
  track: true,
  dateRange: { from: '2016-01-04', to: '2025-12-29' },
  counts: {
    workouts: 1500,
    exercises: 24,
    sets: 34200,
    setsByKind: { weightReps: 33600, repsOnly: 0, time: 380, distanceTime: 220 },
    warmupSets: 3100,
    weighIns: 0,
    measurements: 0,
    groups: 40,
    sessions: 1500,
    routines: 0,
    routineExercises: 0,
  },
  alreadyThere: { sets: 0, weighIns: 0, measurements: 0, routines: 0 },
  skipped: { cardio: 0, restTimers: 310, empty: 0 },
  problems: [{ line: 2841, reason: 'reps "five" is not a number' }],
  problemCount: 1,
  overCap: [],
  overCapSets: 0,
  shortened: { notes: 0, names: 0 },
  profile: null,
  names: [
    { fileName: 'Bench Press (Barbell)', name: 'Barbell Bench Press', linked: true },
    { fileName: 'Zercher Squat', name: 'Zercher Squat', linked: false },
  ],
};

/** The preview (dry run) or the summary of a finished import (`dryRun` false, `id` to undo it with). */
export const importAnswer = z
  .object({
    dryRun: z.boolean(),
    id: id.nullable(),
    format: z.enum(IMPORT_FORMATS),
    formatName: z.string(),
    // 'per-row' when each row says (older Strong); 'lbs' for a backup (stored pounds). unitAsked: the page asks (the file does not say).
    unit: z.enum(['lbs', 'kg', 'per-row']),
    unitAsked: z.boolean(),
    track: z.boolean(),
    dateRange: z.object({ from: z.string(), to: z.string() }).nullable(),
    counts,
    alreadyThere: z.object({ sets: z.number(), weighIns: z.number(), measurements: z.number(), routines: z.number() }),
    // `cardio` is always 0 since timed and distance rows became sets (docs/decisions/0071): kept for clients that read it.
    skipped: z.object({ cardio: z.number(), restTimers: z.number(), empty: z.number() }),
    problems: z.array(z.object({ line: z.number().nullable(), reason: z.string() })),
    problemCount: z.number(),
    overCap: z.array(z.object({ day: z.string(), exercise: z.string(), sets: z.number(), reason: z.string() })),
    overCapSets: z.number(),
    shortened: z.object({ notes: z.number(), names: z.number() }),
    // A backup's profile: 'filled' when it fills the account's blank profile, 'kept' when the account has its own; null for other files.
    profile: z.enum(['filled', 'kept']).nullable(),
    // Optional for pages written before it; always answered.
    names: z
      .array(z.object({ fileName: z.string(), name: z.string(), linked: z.boolean() }))
      .optional()
      .meta({
        description:
          'Each exercise name of the file once, in its order: the name its sets are written under, and whether that name links to a catalogue entry or one of the user’s custom exercises (docs/decisions/0074).',
      }),
  })
  .meta({ examples: [PREVIEW_EXAMPLE, { ...PREVIEW_EXAMPLE, dryRun: false, id: '6747c5e0000005f3a9b2c1d' }] });

/** With `Accept: application/x-ndjson` an import (not a dry run) answers progress lines, then the summary line (or an error line). */
export const importProgressLines = z.string().meta({
  description:
    'One JSON object per line: {"type":"progress","done":n,"total":m} as the import writes, then {"type":"summary",…the summary} or {"type":"error","error":…,"message":…} (nothing of a failed import stays).',
  examples: [
    '{"type":"progress","done":0,"total":36000}\n{"type":"progress","done":6000,"total":36000}\n{"type":"summary","dryRun":false,"id":"6747c5e0000005f3a9b2c1d",…}\n',
  ],
});

export const undoAnswer = z
  .object({ id, removed: z.object({ sets: z.number(), weighIns: z.number(), measurements: z.number(), routines: z.number(), routineExercises: z.number() }) })
  .meta({ examples: [{ id: '6747c5e0000005f3a9b2c1d', removed: { sets: 34200, weighIns: 0, measurements: 0, routines: 0, routineExercises: 0 } }] });

export const importBody = z.any().meta({
  description:
    'The file as it is: a CSV exported by Strong, Hevy or FitNotes (text/csv), a weights CSV, or this app’s backup (application/json). At most 20 MB.',
  examples: [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2025-07-23 19:16:49,"Push",1h 5m,"Bench Press (Barbell)",1,185,5,0,0,"","",8\n',
  ],
});

export const backupAnswer = z.looseObject({ format: z.literal('fitness-tracker-backup'), version: z.literal(1), exportedAt: z.string() }).meta({
  description:
    'Everything: profile, weigh-ins, body measurements (cm and %, the fields measured each day), routines with their exercises, every workout log with its sets, the tracked-exercise order, custom exercises {name, kind, primary, secondary, equipment} and names linked by hand {name, catalogueId} or {name, customName}; stored pounds, with the user’s display units. Exercises carry their `kind` (routine ones their `targetSeconds`/`targetMeters` when set), sets their `type` (with `warmup` kept equal to type "warmup") and, by kind, `seconds` and `meters` (whole metres). A superset or circuit is `group` {id, restSeconds?} on each of its consecutive members (ids "1", "2"… within the list; an import gives them new ids and ungroups one left alone), in day logs and routines; a day’s workout is `session` {startedAt, finishedAt (epoch ms or null), notes}. A backup without `measurements`, kinds, types, groups, sessions, `customExercises` or `exerciseLinks` (written before they were part of it) imports too, as weight-and-reps exercises of normal sets and warm-ups.',
  examples: [
    {
      format: 'fitness-tracker-backup',
      version: 1,
      exportedAt: '2026-11-28T10:00:00.000Z',
      units: { stored: 'lbs', display: 'metric' },
      profile: { weight: 176.37, height: 70, age: 35, activityLevel: 'Active', gender: 'Male', measurementType: 'metric', weightGoal: 0, targetWeight: 0 },
      weights: [{ date: '2026-11-27', weight: 176.37 }],
      measurements: [
        { date: '2026-11-01', waistCm: 86.5, hipsCm: 99, bodyFatPct: 21.5 },
        { date: '2026-11-27', waistCm: 85 },
      ],
      routines: [
        {
          name: 'Full Body 1',
          exercises: [
            {
              name: 'Squats',
              kind: 'weightReps',
              setsLow: 1,
              setsHigh: 3,
              repsLow: 5,
              repsHigh: 8,
              weight: 220.46,
              tracked: true,
              bw: false,
              notes: '',
              group: { id: '1', restSeconds: 120 },
            },
            {
              name: 'Plank',
              kind: 'time',
              targetSeconds: 60,
              setsLow: 3,
              setsHigh: null,
              repsLow: 1,
              repsHigh: null,
              weight: 0,
              tracked: true,
              bw: false,
              notes: '',
              group: { id: '1', restSeconds: 120 },
            },
          ],
        },
      ],
      trackedOrder: ['Squats'],
      customExercises: [{ name: 'Zercher Squat', kind: 'weightReps', primary: ['quads', 'glutes'], secondary: ['abs'], equipment: ['barbell'] }],
      exerciseLinks: [
        { name: 'Benchpress', catalogueId: 'barbell-bench-press' },
        { name: 'Zerchers', customName: 'Zercher Squat' },
      ],
      workoutLogs: [
        {
          date: '2026-11-27',
          exercises: [
            {
              name: 'Squats',
              kind: 'weightReps',
              tracked: true,
              bw: false,
              sets: [{ reps: 5, weight: 220.46, notes: '', warmup: false, type: 'drop', rpe: 8 }],
            },
            {
              name: 'Run',
              kind: 'distanceTime',
              tracked: true,
              bw: false,
              sets: [{ reps: 1, weight: 0, notes: '', warmup: false, type: 'normal', rpe: null, seconds: 1500, meters: 5000 }],
            },
          ],
          session: { startedAt: 1795802520000, finishedAt: 1795806300000, notes: 'Felt strong' },
        },
      ],
    },
  ],
});

export const csvAnswer = z.string().meta({
  examples: [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-11-27 18:02:00,Workout,1h 3m,Squats,1,100,5,0,0,,Felt strong,8\n2026-11-27 18:02:00,Workout,1h 3m,Run,1,0,0,5,1500,,Felt strong,\n',
    'Date,Weight (kg)\n2026-11-27,80\n',
  ],
});
