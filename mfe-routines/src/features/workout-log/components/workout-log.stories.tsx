import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { displayToPounds, logToForm, nextSessionTarget, type ExerciseForm, type LogExerciseForm } from '@fitness/domain';
import { NewRecordsNotice, type DayRecords } from './new-records-notice';
import { RoutineSelectionDialog } from './routine-selection-dialog';
import type { PreviousSets } from '../types';
import { createLogStore } from '../hooks/log-store';
import { WorkoutLogDialogView, type WorkoutLogDialogViewProps } from './workout-log-dialog-view';
import '../workout-log.css';

const TODAY = '2026-11-25';
let keys = 0;
const key = () => `story-${(keys += 1)}`;

const savedLog: LogExerciseForm[] = [
  {
    name: 'Squats',
    tracked: true,
    bw: false,
    sets: [5, 5, 3].map((reps, i) => ({ reps, weight: i < 2 ? 225 : 205, notes: i === 2 ? 'Last set felt heavy' : '' })),
  },
  {
    name: 'Pullups (Assisted if needed)',
    tracked: true,
    bw: true,
    sets: [
      { reps: 8, weight: 0, notes: '' },
      { reps: 6, weight: 0, notes: '' },
    ],
  },
  { name: 'Dumbbell Lateral Raise', tracked: false, bw: false, sets: [] },
];
const previous: PreviousSets[] = [
  { name: 'Squats', date: '2026-11-18', sets: [5, 5, 3].map((reps, i) => ({ reps, weight: i < 2 ? 220 : 200 })) },
  {
    name: 'Pullups (Assisted if needed)',
    date: '2026-11-18',
    sets: [
      { reps: 7, weight: 0 },
      { reps: 6, weight: 0 },
    ],
  },
];
/** A log started from a routine, each exercise with last time's sets and next session's target. */
const fromRoutine: LogExerciseForm[] = ['Bench Press', 'Bent-over Rows', 'Dips'].map((name) => ({ name, tracked: true, bw: name === 'Dips', sets: [] }));
const withTarget = (
  name: string,
  sets: { reps: number; weight: number }[],
  range: { setsLow: number; repsLow: number; repsHigh: number | null },
  type: 'imperial' | 'metric' = 'imperial',
): PreviousSets => ({
  name,
  date: '2026-11-21',
  sets,
  target: { ...nextSessionTarget(range, sets, { type })!, range },
});
const targets: PreviousSets[] = [
  withTarget(
    'Bench Press',
    [8, 8, 9].map((reps) => ({ reps, weight: 185 })),
    { setsLow: 3, repsLow: 5, repsHigh: 8 },
  ),
  withTarget(
    'Bent-over Rows',
    [8, 7, 5].map((reps) => ({ reps, weight: 135 })),
    { setsLow: 3, repsLow: 5, repsHigh: 8 },
  ),
  withTarget(
    'Dips',
    [10, 9, 8].map((reps) => ({ reps, weight: 0 })),
    { setsLow: 3, repsLow: 6, repsHigh: null },
  ),
];
const metricTargets: PreviousSets[] = [
  withTarget(
    'Bench Press',
    [6, 6, 6].map((reps) => ({ reps, weight: displayToPounds(80, 'metric') })),
    { setsLow: 3, repsLow: 4, repsHigh: 6 },
    'metric',
  ),
];

/** What a saved log earned (as `progress.dayRecords` answers, stored pounds). */
const dayRecords: DayRecords[] = [
  {
    exerciseName: 'Bench Press',
    firstLog: false,
    records: [
      {
        kind: 'bestOneRepMax',
        date: TODAY,
        entryIds: ['e1'],
        value: 251.33,
        previous: 245,
        set: { date: TODAY, entryId: 'e1', setIndex: 0, reps: 6, weight: 215 },
      },
      {
        kind: 'heaviestWeight',
        date: TODAY,
        entryIds: ['e1'],
        value: 215,
        previous: 205,
        set: { date: TODAY, entryId: 'e1', setIndex: 0, reps: 6, weight: 215 },
      },
    ],
  },
  {
    exerciseName: 'Squats',
    firstLog: false,
    records: [
      { kind: 'repRecord', date: TODAY, entryIds: ['e2'], value: 8, previous: 6, set: { date: TODAY, entryId: 'e2', setIndex: 1, reps: 8, weight: 225 } },
    ],
  },
  { exerciseName: 'Romanian Deadlift', firstLog: true, records: [] },
];

const longLog: LogExerciseForm[] = Array.from({ length: 10 }, (_, e) => ({
  name: [
    'Squats',
    'Bench Press',
    'Bent-over Rows',
    'Overhead Press',
    'Dumbbell Romanian Deadlift',
    'Incline Bench Press',
    'Lat Pulldown',
    'Dumbbell Lateral Raise',
    'Lunges',
    'Dips',
  ][e]!,
  tracked: e % 2 === 0,
  bw: e === 9,
  sets: Array.from({ length: 5 }, (_, s) => ({ reps: 8 - (s % 3), weight: 95 + e * 10 + s * 5, notes: '' })),
}));

/** The log dialog with local state, so a story can be typed into (no network). */
function InteractiveLog({
  exercises,
  ...props
}: Omit<WorkoutLogDialogViewProps, 'state' | 'onAddExercise' | 'onDateChange' | 'date'> & { exercises: ExerciseForm[] }) {
  const [store] = useState(() => createLogStore(exercises, props.type));
  const [date, setDate] = useState(TODAY);
  return <WorkoutLogDialogView {...props} date={date} state={{ status: 'ready', store }} onDateChange={setDate} onAddExercise={() => store.addExercise()} />;
}

const meta = {
  title: 'mfe-routines/WorkoutLog',
  component: InteractiveLog,
  args: { today: TODAY, type: 'imperial', exercises: [], previous: [], onSave: () => {}, onClose: () => {} },
} satisfies Meta<typeof InteractiveLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RoutineSelection: Story = {
  render: () => (
    <RoutineSelectionDialog
      state={{
        status: 'ready',
        routines: [
          { id: 'r1', name: 'Full Body 1' },
          { id: 'r2', name: 'Full Body 2' },
          { id: 'r3', name: 'Full Body 3' },
        ],
      }}
      onPick={() => {}}
      onScratch={() => {}}
      onClose={() => {}}
    />
  ),
};

export const RoutineSelectionWithEarlierDraft: Story = {
  render: () => (
    <RoutineSelectionDialog
      state={{ status: 'ready', routines: [{ id: 'r1', name: 'Push Day' }] }}
      draftOffer={{ label: 'Resume unsaved log of Nov 24', onResume: () => {} }}
      onPick={() => {}}
      onScratch={() => {}}
      onClose={() => {}}
    />
  ),
};

export const EmptyLog: Story = {};

export const PrefilledLog: Story = { args: { exercises: logToForm(savedLog, 'imperial', key), previous } };

export const LongLog: Story = { args: { exercises: logToForm(longLog, 'imperial', key), previous } };

export const Metric: Story = { args: { type: 'metric', exercises: logToForm(savedLog, 'metric', key), previous } };

export const SaveFailed: Story = {
  args: {
    exercises: logToForm(savedLog, 'imperial', key),
    saveError: 'Your log was not saved. It is kept on this device; try again when you are back online.',
  },
};

export const Loading: Story = {
  render: (args) => <WorkoutLogDialogView {...args} date={TODAY} state={{ status: 'loading' }} onDateChange={() => {}} onAddExercise={() => {}} />,
};

export const LoadFailed: Story = {
  render: (args) => (
    <WorkoutLogDialogView {...args} date={TODAY} state={{ status: 'error', onRetry: () => {} }} onDateChange={() => {}} onAddExercise={() => {}} />
  ),
};

/** Started from a routine: last time and next session's target under each exercise; Use target fills its sets. */
export const WithTargets: Story = { args: { exercises: logToForm(fromRoutine, 'imperial', key), previous: targets } };

export const WithTargetsMetric: Story = { args: { type: 'metric', exercises: logToForm(fromRoutine.slice(0, 1), 'metric', key), previous: metricTargets } };

/** After a save: the log's new records, until dismissed. */
export const NewRecords: StoryObj<typeof NewRecordsNotice> = {
  render: () => <NewRecordsNotice exercises={dayRecords} type="imperial" onDismiss={() => {}} />,
};

export const NewRecordsMetric: StoryObj<typeof NewRecordsNotice> = {
  render: () => <NewRecordsNotice exercises={dayRecords} type="metric" onDismiss={() => {}} />,
};

/** A first log has nothing to beat. */
export const FirstLogOnly: StoryObj<typeof NewRecordsNotice> = {
  render: () => <NewRecordsNotice exercises={[{ exerciseName: 'Bench Press', firstLog: true, records: [] }]} type="imperial" onDismiss={() => {}} />,
};
