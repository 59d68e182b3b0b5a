import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from '@fitness/ui';
import { ExerciseDialog } from './exercise-dialog';
import { NotesDialog } from './notes-dialog';
import { RoutineNameDialog } from './routine-name-dialog';
import { deleteRoutineQuestion } from './routines-panel-view';
import { sampleStarterRoutines } from '../../../test-support/sample-routines';
import { StarterRoutinesDialog } from './starter-routines-dialog';
import '../../../routines-remote.css';

const resolve = async () => true;
const fail = async () => false;
const noop = () => {};
const { routines, exercises } = sampleStarterRoutines();
const bench = { ...exercises[1]!, weight: 185, tracked: true, bw: true, notes: 'Pause one second on the chest.' };
const plank = { ...bench, name: 'Weighted plank', kind: 'time', setsHigh: null, repsHigh: null, weight: 25, targetSeconds: 60, notes: '' } as const;
const run = { ...plank, name: 'Run', kind: 'distanceTime', setsLow: 1, weight: 0, targetMeters: 5000, targetSeconds: 1500 } as const;
const pullUps = { ...bench, name: 'Pull-ups', kind: 'repsOnly', weight: 0, bw: false, notes: '' } as const;

const meta = {
  title: 'mfe-routines/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddRoutine: Story = { render: () => <RoutineNameDialog open onSave={resolve} onClose={noop} /> };

export const RenameRoutine: Story = { render: () => <RoutineNameDialog open currentName="Full Body 1" onSave={resolve} onClose={noop} /> };

export const DeleteRoutine: Story = {
  render: () => (
    <ConfirmDialog open title="Delete routine" onConfirm={noop} onCancel={noop}>
      <p>{deleteRoutineQuestion(routines[0]!, 4)}</p>
    </ConfirmDialog>
  ),
};

export const AddExercise: Story = { render: () => <ExerciseDialog open exercise={null} type="imperial" onSave={resolve} onClose={noop} /> };

export const UpdateExercise: Story = { render: () => <ExerciseDialog open exercise={bench} type="imperial" onSave={resolve} onClose={noop} /> };

export const UpdateExerciseMetric: Story = { render: () => <ExerciseDialog open exercise={bench} type="metric" onSave={resolve} onClose={noop} /> };

/** The "Type" control on each kind: the fields follow it (open the select to see all four). */
export const TypeRepsOnly: Story = { render: () => <ExerciseDialog open exercise={pullUps} type="imperial" onSave={resolve} onClose={noop} /> };

export const TypeTime: Story = { render: () => <ExerciseDialog open exercise={plank} type="imperial" onSave={resolve} onClose={noop} /> };

export const TypeDistanceAndTime: Story = { render: () => <ExerciseDialog open exercise={run} type="metric" onSave={resolve} onClose={noop} /> };

export const TypeDistanceAndTimeMiles: Story = { render: () => <ExerciseDialog open exercise={run} type="imperial" onSave={resolve} onClose={noop} /> };

/** The Time field holds 25:00:00: press Save and it says "Time must be between 0:01 and 24:00:00"; nothing is saved. */
export const TypeTimeBadInput: Story = {
  render: () => <ExerciseDialog open exercise={{ ...plank, targetSeconds: 90_000 }} type="imperial" onSave={resolve} onClose={noop} />,
};

/** Press Save: the call fails, the dialog stays open with what was typed and says so. */
export const SaveFails: Story = { render: () => <ExerciseDialog open exercise={bench} type="imperial" onSave={fail} onClose={noop} /> };

export const DeleteExercise: Story = {
  render: () => (
    <ConfirmDialog open title="Delete exercise" onConfirm={noop} onCancel={noop}>
      <p>Delete Bench Press from Full Body 1?</p>
    </ConfirmDialog>
  ),
};

export const Notes: Story = { render: () => <NotesDialog exercise={bench} onClose={noop} /> };

export const StarterRoutines: Story = { render: () => <StarterRoutinesDialog open onCreate={resolve} onClose={noop} /> };
