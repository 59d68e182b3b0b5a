import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import type { ImportAnswer } from '../api/data-transfer-requests';
import type { ImportState } from '../hooks/use-import';
import { ExportSection } from './export-section';
import { ImportPanel } from './import-panel';
import { PastImports, type PastImport } from './past-imports';
import '../../../weight-remote.css';
import '../your-data.css';

const file = new File(['Date,Workout Name'], 'strong_export.csv', { type: 'text/csv' });

const preview: ImportAnswer = {
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
    sets: 35940,
    setsByKind: { weightReps: 35300, repsOnly: 0, time: 400, distanceTime: 240 },
    warmupSets: 3100,
    weighIns: 0,
    measurements: 0,
    routines: 0,
    routineExercises: 0,
  },
  alreadyThere: { sets: 60, weighIns: 0, measurements: 0, routines: 0 },
  skipped: { cardio: 0, restTimers: 310, empty: 2 },
  problems: [
    { line: 2841, reason: 'reps "five" is not a number' },
    { line: 9120, reason: 'weight 2000 lbs is more than the 1500 lbs a set may hold' },
    { line: 30211, reason: 'date "2026-13-04 19:00:00" is not a date this importer reads (such as 2025-07-23 19:16:49)' },
  ],
  problemCount: 3,
  overCap: [{ day: '2019-06-01', exercise: 'Bicep Curl (Dumbbell)', sets: 4, reason: 'an exercise holds at most 50 sets a day' }],
  overCapSets: 4,
  shortened: { notes: 1, names: 0 },
  profile: null,
};

const summary: ImportAnswer = { ...preview, dryRun: false, id: '6747c5e0000005f3a9b2c1d' };

// Strong's names and the catalogue's, as the API answers them for a ten-year file; two it has no entry for.
const STRONG_TO_CATALOGUE: [string, string][] = [
  ['Squat (Barbell)', 'Barbell Back Squat'],
  ['Bench Press (Barbell)', 'Barbell Bench Press'],
  ['Deadlift (Barbell)', 'Barbell Deadlift'],
  ['Overhead Press (Barbell)', 'Barbell Overhead Press'],
  ['Zercher Squat', 'Zercher Squat'],
  ['Bent Over Row (Barbell)', 'Barbell Row'],
  ['Pull Up', 'Pull-Up'],
  ['Chin Up', 'Chin-Up'],
  ['Incline Bench Press (Barbell)', 'Incline Barbell Bench Press'],
  ['Lat Pulldown (Cable)', 'Lat Pulldown'],
  ['Seated Cable Row', 'Seated Cable Row'],
  ['Bicep Curl (Dumbbell)', 'Dumbbell Curl'],
  ['Triceps Pushdown (Cable - Straight Bar)', 'Triceps Pushdown'],
  ['Lateral Raise (Dumbbell)', 'Dumbbell Lateral Raise'],
  ['Leg Press', 'Leg Press'],
  ['Leg Extension (Machine)', 'Leg Extension'],
  ['Lying Leg Curl (Machine)', 'Lying Leg Curl'],
  ['Romanian Deadlift (Barbell)', 'Barbell Romanian Deadlift'],
  ['Hip Thrust (Barbell)', 'Barbell Hip Thrust'],
  ['Standing Calf Raise (Machine)', 'Standing Calf Raise Machine'],
  ['Jefferson Curl', 'Jefferson Curl'],
  ['Plank', 'Plank'],
  ['Running (Treadmill)', 'Treadmill Running'],
  ['Face Pull (Cable)', 'Face Pull'],
];
const UNLINKED = new Set(['Zercher Squat', 'Jefferson Curl']);
const names: NonNullable<ImportAnswer['names']> = STRONG_TO_CATALOGUE.map(([fileName, name]) => ({ fileName, name, linked: !UNLINKED.has(fileName) }));

const done: PastImport = {
  id: summary.id!,
  format: 'strong',
  formatName: 'Strong',
  fileName: 'strong_export.csv',
  createdAt: '2026-11-28T10:12:00.000Z',
  state: 'done',
  counts: summary.counts,
};

const noop = () => {};

/** The page as it shows one step of an import (the sections the page composes, without the API). */
function YourDataView({ state, imports }: { state: ImportState; imports: PastImport[] | undefined }) {
  return (
    <MemoryRouter>
      <section className="ui-panel weight-page data-page" aria-label="Your data">
        <h1>Your data</h1>
        <ExportSection />
        <ImportPanel state={state} onChoose={noop} onChange={noop} onStart={noop} onReset={noop} onUndo={noop} />
        <PastImports imports={imports} failed={false} onRetry={noop} onUndo={noop} />
      </section>
    </MemoryRouter>
  );
}

const meta = { title: 'mfe-weight/Your data', component: YourDataView, args: { state: { step: 'choose' }, imports: [] } } satisfies Meta<typeof YourDataView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing imported yet: the downloads and a file to choose or drop. */
export const Empty: Story = {};

/** A ten-year Strong file before anything is written: its numbers, the unit it asks for, what it leaves out. */
export const PreviewWithWarnings: Story = {
  args: { state: { step: 'preview', file, preview, choices: { units: 'lbs', track: true }, refreshing: false } },
};

/** A short Strong file: each name with the catalogue name it gets, the one not linked marked; "Keep the file's names" offered. */
export const PreviewWithNames: Story = {
  args: {
    state: {
      step: 'preview',
      file,
      preview: { ...preview, counts: { ...preview.counts, exercises: 6 }, names: names.slice(0, 6) },
      choices: { units: 'lbs', track: true, keepNames: false },
      refreshing: false,
    },
  },
};

/** The ten-year file's 24 names, collapsed under their count; the file's names kept. */
export const PreviewWithManyNamesKept: Story = {
  args: {
    state: {
      step: 'preview',
      file,
      preview: { ...preview, names: names.map((n) => ({ ...n, name: n.fileName })) },
      choices: { units: 'lbs', track: true, keepNames: true },
      refreshing: false,
    },
  },
};

/** This app's backup: routines, weigh-ins and days of body measurements too; days already measured stay as they are. */
export const BackupPreview: Story = {
  args: {
    state: {
      step: 'preview',
      file: new File(['{}'], 'fitness-2026-11-28.json', { type: 'application/json' }),
      preview: {
        ...preview,
        format: 'json',
        formatName: 'Fitness Tracker backup (JSON)',
        unitAsked: false,
        counts: {
          workouts: 210,
          exercises: 18,
          sets: 4830,
          setsByKind: { weightReps: 4520, repsOnly: 120, time: 130, distanceTime: 60 },
          warmupSets: 420,
          weighIns: 365,
          measurements: 24,
          routines: 3,
          routineExercises: 12,
        },
        alreadyThere: { sets: 0, weighIns: 2, measurements: 1, routines: 0 },
        skipped: { cardio: 0, restTimers: 0, empty: 0 },
        problems: [],
        problemCount: 0,
        overCap: [],
        overCapSets: 0,
        shortened: { notes: 0, names: 0 },
        profile: 'filled',
      },
      choices: { track: true },
      refreshing: false,
    },
  },
};

/** Writing, 40 % done. */
export const Progress: Story = {
  args: { state: { step: 'importing', file, preview, progress: { done: 14376, total: 35940 } } },
};

/** Finished: what it imported, the dashboard, Undo; the import listed below. */
export const Finished: Story = {
  args: { state: { step: 'finished', summary }, imports: [done] },
};

/** A file the importer cannot read: what it expected, and a way on. */
export const Error: Story = {
  args: {
    state: {
      step: 'failed',
      file: null,
      message:
        'This file is none of the formats the importer reads: its first row is "name,amount". Expected a CSV exported by Strong (Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,…, or Workout #,Date,…,Weight (kg),Reps,…), Hevy (title,start_time,end_time,…,weight_lbs or weight_kg,reps,…), FitNotes (Date,Exercise,Category,Weight (kgs),Reps,…), a weights CSV (Date,Weight (lbs)) or this app’s JSON backup.',
    },
    imports: [done],
  },
};
