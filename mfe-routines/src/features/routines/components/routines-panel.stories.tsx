import type { Meta, StoryObj } from '@storybook/react';
import { sampleStarterRoutines } from '../../../test-support/sample-routines';
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
