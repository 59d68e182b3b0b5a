import type { Meta, StoryObj } from '@storybook/react';
import { sampleStarterRoutines } from '../../../test-support/sample-routines';
import type { Exercise, Routine } from '../types';
import { RoutinesPanelView, type RoutinesPanelActions } from './routines-panel-view';
import '../../../routines-remote.css';

const resolve = async () => true;
const actions: RoutinesPanelActions = {
  onCreateRoutine: resolve,
  onRenameRoutine: resolve,
  onDeleteRoutine: resolve,
  onReorderRoutines: () => {},
  onCreateStarters: resolve,
  onCreateExercise: resolve,
  onUpdateExercise: resolve,
  onDeleteExercise: resolve,
  onReorderExercises: () => {},
};

const starters = sampleStarterRoutines();
const planned = {
  routines: [...starters.routines],
  exercises: starters.exercises.map((e, i) =>
    i === 1
      ? { ...e, weight: 185, tracked: true, notes: 'Pause one second on the chest.\nElbows at 45°.' }
      : i === 2
        ? { ...e, weight: 135, setsHigh: null }
        : i === 3
          ? { ...e, weight: 95.5, repsHigh: null }
          : e,
  ),
};

const meta = {
  title: 'mfe-routines/RoutinesPanel',
  component: RoutinesPanelView,
  args: { ...actions, state: { status: 'ready', ...planned, measurementType: 'imperial' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoutinesPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StarterRoutines: Story = {};

export const Empty: Story = { args: { state: { status: 'ready', routines: [], exercises: [], measurementType: 'imperial' } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = { args: { state: { status: 'error', onRetry: () => {} } } };

export const Metric: Story = { args: { state: { status: 'ready', ...planned, measurementType: 'metric' } } };

/** One routine with an exercise of each kind: `3 x 8` (reps only), `3 × 60 s`, `1 × 5 km in 25:00`, a carry with its weight. */
const conditioning = {
  routines: [{ id: 'kinds', name: 'Conditioning', sortOrder: 1 }],
  exercises: [
    { ...starters.exercises[1]!, id: 'k1', routineId: 'kinds', sortOrder: 1, setsLow: 3, setsHigh: 4, weight: 185 },
    {
      ...starters.exercises[0]!,
      id: 'k2',
      routineId: 'kinds',
      sortOrder: 2,
      name: 'Pull-ups',
      kind: 'repsOnly',
      setsLow: 3,
      setsHigh: null,
      repsLow: 8,
      repsHigh: 12,
    },
    { ...starters.exercises[0]!, id: 'k3', routineId: 'kinds', sortOrder: 3, name: 'Plank', kind: 'time', setsLow: 3, setsHigh: null, targetSeconds: 60 },
    {
      ...starters.exercises[0]!,
      id: 'k4',
      routineId: 'kinds',
      sortOrder: 4,
      name: 'Run',
      kind: 'distanceTime',
      setsLow: 1,
      setsHigh: null,
      targetMeters: 5000,
      targetSeconds: 1500,
    },
    {
      ...starters.exercises[0]!,
      id: 'k5',
      routineId: 'kinds',
      sortOrder: 5,
      name: "Farmer's carry",
      kind: 'distanceTime',
      setsLow: 3,
      setsHigh: null,
      targetMeters: 40,
      weight: 140,
    },
  ],
} satisfies { routines: Routine[]; exercises: Exercise[] };

export const EveryKind: Story = { args: { state: { status: 'ready', ...conditioning, measurementType: 'metric' } } };

export const EveryKindImperial: Story = { args: { state: { status: 'ready', ...conditioning, measurementType: 'imperial' } } };

const longName = 'Upper body strength and hypertrophy, heavy day'.slice(0, 45);
export const LongNames: Story = {
  args: {
    state: {
      status: 'ready',
      routines: [{ id: 'long', name: longName, sortOrder: 1 }, ...starters.routines],
      exercises: [
        { ...starters.exercises[0]!, id: 'l1', routineId: 'long', name: 'Single-arm dumbbell Bulgarian split squat', notes: 'x'.repeat(300) },
        { ...starters.exercises[1]!, id: 'l2', routineId: 'long', name: 'Pullups (Assisted if needed)', weight: 1500, setsHigh: 99, repsHigh: 99 },
      ],
      measurementType: 'imperial',
    },
  },
};

export const Phone: Story = {
  args: { state: { status: 'ready', ...planned, measurementType: 'imperial' } },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
