import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { logToForm, type ExerciseForm, type LogExerciseForm } from '@fitness/domain';
import { RoutineSelectionDialog } from './routine-selection-dialog';
import type { PreviousSets } from '../api/previous-sets-query';
import { createLogStore } from '../hooks/log-store';
import { WorkoutLogDialogView, type WorkoutLogDialogViewProps } from './workout-log-dialog-view';
import '../workout-log.css';

const TODAY = '2026-11-25';
let keys = 0;
const key = () => `story-${(keys += 1)}`;

const savedLog: LogExerciseForm[] = [
  { name: 'Squats', tracked: true, bw: false, sets: [5, 5, 3].map((reps, i) => ({ reps, weight: i < 2 ? 225 : 205, notes: i === 2 ? 'Last set felt heavy' : '' })) },
  { name: 'Pullups (Assisted if needed)', tracked: true, bw: true, sets: [{ reps: 8, weight: 0, notes: '' }, { reps: 6, weight: 0, notes: '' }] },
  { name: 'Dumbbell Lateral Raise', tracked: false, bw: false, sets: [] },
];
const previous: PreviousSets[] = [
  { name: 'Squats', date: '2026-11-18', sets: [5, 5, 3].map((reps, i) => ({ reps, weight: i < 2 ? 220 : 200 })) },
  { name: 'Pullups (Assisted if needed)', date: '2026-11-18', sets: [{ reps: 7, weight: 0 }, { reps: 6, weight: 0 }] },
];
const longLog: LogExerciseForm[] = Array.from({ length: 10 }, (_, e) => ({
  name: ['Squats', 'Bench Press', 'Bent-over Rows', 'Overhead Press', 'Dumbbell Romanian Deadlift', 'Incline Bench Press', 'Lat Pulldown', 'Dumbbell Lateral Raise', 'Lunges', 'Dips'][e]!,
  tracked: e % 2 === 0,
  bw: e === 9,
  sets: Array.from({ length: 5 }, (_, s) => ({ reps: 8 - (s % 3), weight: 95 + e * 10 + s * 5, notes: '' })),
}));

/** The log dialog with local state, so a story can be typed into (no network). */
function InteractiveLog({ exercises, ...props }: Omit<WorkoutLogDialogViewProps, 'state' | 'onAddExercise' | 'onDateChange' | 'date'> & { exercises: ExerciseForm[] }) {
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
      state={{ status: 'ready', routines: [{ id: 'r1', name: 'Full Body 1' }, { id: 'r2', name: 'Full Body 2' }, { id: 'r3', name: 'Full Body 3' }] }}
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
  args: { exercises: logToForm(savedLog, 'imperial', key), saveError: 'Your log was not saved. It is kept on this device; try again when you are back online.' },
};

export const Loading: Story = {
  render: (args) => <WorkoutLogDialogView {...args} date={TODAY} state={{ status: 'loading' }} onDateChange={() => {}} onAddExercise={() => {}} />,
};

export const LoadFailed: Story = {
  render: (args) => <WorkoutLogDialogView {...args} date={TODAY} state={{ status: 'error', onRetry: () => {} }} onDateChange={() => {}} onAddExercise={() => {}} />,
};
